import type { EventEnvelope } from '#events/envelope.ts';
import type { Config } from '../../config.ts';
import { type DeliveryLogger, deliverEvents } from '../../events/deliver-events.ts';
import { createOutboxRepository } from '../dynamodb/outbox-repository.ts';
import { portalTableOf } from '../dynamodb/table.ts';
import type { LocalStandIns } from '../local-stand-ins.ts';
import { configuredEventPublisher } from './event-publisher.ts';

/** The `deliver` port of one request or message: it logs with that request's logger. */
export type DeliveryFor = (logger: DeliveryLogger) => (events: readonly EventEnvelope[]) => Promise<void>;

/**
 * The `deliver` port every use case that publishes takes, as a configuration selects it: publish
 * events already committed with their outbox items, then clear those items; a failed publish is
 * logged and left to the outbox-relay job (deliverEvents).
 */
export function configuredDelivery(config: Config, local?: LocalStandIns): DeliveryFor {
  const publisher = configuredEventPublisher(config, local);
  const outbox = createOutboxRepository(portalTableOf(config));
  return (logger) => (events) => deliverEvents(events, { publisher, outbox, logger });
}
