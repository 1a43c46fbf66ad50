import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';
import { notify } from '../../notifications/notify.ts';
import { composeNotifier } from '../../notifications/wiring.ts';

/** Writes the notification an event tells its user and e-mails it, once per event (the bell's panel, the user's inbox). */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const ports = composeNotifier(config, local);

  async function notifyUser(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    const outcome = await notify(event, ports);
    logger.info('notification', { eventId: event.metadata.id, name: event.metadata.name, outcome: outcome.notification, mailed: outcome.mailed.length });
  }

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(notifyUser, context), processor);
}
