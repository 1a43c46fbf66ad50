import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import type { Config } from '../../config.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';
import { notify } from '../../notifications/notify.ts';
import { composeNotifier } from '../../notifications/wiring.ts';

/** Writes the notification an event tells its user, once per event (the bell's panel). */
export function createHandler(config: Config) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const ports = composeNotifier(config);

  async function notifyUser(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    const outcome = await notify(event, ports);
    logger.info('notification', { eventId: event.metadata.id, name: event.metadata.name, outcome });
  }

  return (event: SQSEvent) => processPartialResponse(event, notifyUser, processor);
}
