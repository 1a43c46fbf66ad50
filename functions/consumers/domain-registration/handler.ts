import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { composeFulfilment } from '../../orders/fulfilment-wiring.ts';
import { fulfilPaidOrder } from '../../orders/fulfil-paid-order.ts';

/** Carries out a paid order: registers its domains, or refunds what cannot be registered. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const ports = composeFulfilment(config, local, logger);

  /**
   * `order.paid` → the names registered or the domain renewed (or refunded). A failure (registry down, a version race)
   * fails only this record; SQS delivers it again after the visibility timeout.
   */
  async function registerOrder(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    if (event.metadata.name !== 'order.paid') return;
    const { orderId } = event.data as { orderId: string };
    const outcome = await fulfilPaidOrder(orderId, ports);
    logger.info('order registration', { orderId, outcome, eventId: event.metadata.id });
  }

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(registerOrder, context), processor);
}
