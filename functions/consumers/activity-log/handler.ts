import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { Logger } from '../../logger.ts';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { activityOfEvent } from '../../activity/activity-of-event.ts';
import { activityRepository } from '../../adapters/dynamodb/activity-repository.ts';
import { parseEvent } from '../../events/parse-event.ts';

const processor = new BatchProcessor(EventType.SQS);
const logger = new Logger();

/** Writes one activity-log entry per event; redeliveries are recognised by the event id. */
async function recordActivity(record: SQSRecord): Promise<void> {
  const event = parseEvent(JSON.parse(record.body));
  const outcome = await activityRepository.recordOnce(activityOfEvent(event));
  logger.debug('activity', { eventId: event.metadata.id, outcome });
}

export const handler = (event: SQSEvent) => processPartialResponse(event, recordActivity, processor);
