import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { Logger } from '../../logger.ts';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { activityOfEvent } from '../../activity/activity-of-event.ts';
import { createActivityRepository } from '../../adapters/dynamodb/activity-repository.ts';
import { portalTableOf } from '../../adapters/dynamodb/table.ts';
import type { Config } from '../../config.ts';
import { parseEvent } from '../../events/parse-event.ts';

/** Records every event it is given in the activity log, once per event. */
export function createHandler(config: Config) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const activity = createActivityRepository(portalTableOf(config));

  /** Writes one activity-log entry per event; redeliveries are recognised by the event id. */
  async function recordActivity(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    const outcome = await activity.recordOnce(activityOfEvent(event));
    logger.debug('activity', { eventId: event.metadata.id, outcome });
  }

  return (event: SQSEvent) => processPartialResponse(event, recordActivity, processor);
}
