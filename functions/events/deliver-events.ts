import type { EventEnvelope } from '#events/envelope.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';

interface Outbox {
  clear(eventIds: readonly string[]): Promise<void>;
}

/** Where a delivery that failed is reported (the request's or job's logger). */
export interface DeliveryLogger {
  warn(message: string, extra: { error: string; ids: string[] }): void;
}

/**
 * Publishes events whose change is already committed together with their outbox items, then
 * clears those items. A failed publish is not the caller's failure: the change stands, and the
 * outbox-relay job publishes the event later (consumers are idempotent on the event id).
 */
export async function deliverEvents(envelopes: readonly EventEnvelope[], ports: { publisher: EventPublisher; outbox: Outbox; logger: DeliveryLogger }): Promise<void> {
  try {
    await ports.publisher.publish(envelopes);
    await ports.outbox.clear(envelopes.map((envelope) => envelope.metadata.id));
  } catch (error) {
    ports.logger.warn('events left in the outbox for the relay', { error: String(error), ids: envelopes.map((e) => e.metadata.id) });
  }
}
