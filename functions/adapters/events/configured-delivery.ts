import type { EventEnvelope } from '#events/envelope.ts';
import { type DeliveryLogger, deliverEvents } from '../../events/deliver-events.ts';
import { outboxRepository } from '../dynamodb/outbox-repository.ts';
import { configuredEventPublisher } from './event-publisher.ts';

/**
 * The `deliver` port every use case that publishes takes, as this process's configuration selects
 * it: publish events already committed with their outbox items, then clear those items; a failed
 * publish is logged and left to the outbox-relay job (deliverEvents).
 */
export function configuredDelivery(logger: DeliveryLogger): (events: readonly EventEnvelope[]) => Promise<void> {
  const publisher = configuredEventPublisher();
  return (events) => deliverEvents(events, { publisher, outbox: outboxRepository, logger });
}
