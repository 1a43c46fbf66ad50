import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { Logger } from '../../logger.ts';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { recordActivity } from '../../activity/record-activity.ts';
import { createActivityRepository } from '../../adapters/dynamodb/activity-repository.ts';
import { createActorNames } from '../../adapters/dynamodb/actor-names.ts';
import { portalTableOf } from '../../adapters/dynamodb/table.ts';
import type { Config } from '../../config.ts';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';

/** Records every event it is given in the activity log, once per event. */
export function createHandler(config: Config) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const table = portalTableOf(config);
  const activity = createActivityRepository(table);
  const actors = createActorNames(table);

  /** Writes one activity-log entry per event; redeliveries are recognised by the event id. */
  async function recordEvent(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    const outcome = await recordActivity(event, { activity, actors });
    logger.debug('activity', { eventId: event.metadata.id, outcome });
  }

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(recordEvent, context), processor);
}
