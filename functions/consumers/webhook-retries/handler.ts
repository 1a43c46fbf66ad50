import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { EventData } from '#events/catalogue/index.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';
import { retryWebhookDelivery } from '../../webhooks/deliver-webhooks.ts';
import { composeWebhooks } from '../../webhooks/wiring.ts';

/** A delivery's retry come due (`webhook.retry-due`, from the webhook-retries job): attempted again. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const ports = composeWebhooks(config, local);

  async function retry(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    const order = event.data as EventData<'webhook.retry-due'>;
    const outcome = await retryWebhookDelivery(order, ports);
    logger.info('webhook retry', { endpointId: order.endpointId, deliveryId: order.deliveryId, outcome });
  }

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(retry, context), processor);
}
