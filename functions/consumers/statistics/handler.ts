import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { countEvent } from '../../admin/statistics/count-event.ts';
import { composeStatisticsCounting } from '../../admin/statistics-wiring.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';

/** Keeps the administration area's statistics: counts each event in its month, once per event id. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const { ports, clock } = composeStatisticsCounting(config, local);

  async function count(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    const outcome = await countEvent(event, ports, clock.now());
    logger.debug('statistics', { eventId: event.metadata.id, name: event.metadata.name, outcome });
  }

  return (event: SQSEvent) => processPartialResponse(event, count, processor);
}
