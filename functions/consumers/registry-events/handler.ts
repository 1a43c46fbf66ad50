import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { registryEventReceived } from '#events/catalogue/registry-events.ts';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { applyRegistryEvent } from '../../registry-events/apply-registry-event.ts';
import { composeRegistryEvents } from '../../registry-events/wiring.ts';

/** Applies the registry's events (its verified webhooks) to the portal's domains, once each. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const { deliveryFor, ...ports } = composeRegistryEvents(config, local);
  const applying = { ...ports, deliver: deliveryFor(logger) };

  /** A message that cannot be read fails alone (batch item failure) and, after its retries, lands in the dead-letter queue. */
  async function applyRecord(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    if (event.metadata.name !== registryEventReceived.name) return;
    const registryEvent = registryEventReceived.schema.parse(event.data);
    const outcome = await applyRegistryEvent(registryEvent, applying);
    logger.info('registry event', { registryEventId: registryEvent.id, type: registryEvent.type, domain: registryEvent.data.domain, outcome });
  }

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(applyRecord, context), processor);
}
