import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';
import { deliverEventToWebhooks } from '../../webhooks/deliver-webhooks.ts';
import { composeWebhooks } from '../../webhooks/wiring.ts';

/** The first attempt of each delivery: an event to the endpoints of its owner that asked for it (functions/webhooks/deliver-webhooks.ts). */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const ports = composeWebhooks(config, local);

  async function deliver(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    const { attempted } = await deliverEventToWebhooks(event, ports);
    if (attempted > 0) logger.info('webhook deliveries', { eventId: event.metadata.id, name: event.metadata.name, attempted });
  }

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(deliver, context), processor);
}
