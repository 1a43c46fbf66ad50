import type { EventEnvelope } from '#events/envelope.ts';
import type { Clock } from '../ports/clock.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';

interface Ports {
  outbox: { pendingBefore(before: string, limit: number): Promise<EventEnvelope[]>; clear(eventIds: readonly string[]): Promise<void> };
  publisher: EventPublisher;
  clock: Clock;
}

/** Events younger than this are still being delivered by the request that wrote them. */
export const outboxGraceSeconds = 60;
const batchSize = 100;

/**
 * Publishes the events whose first delivery failed, oldest first, in batches, until none are
 * left. Running it twice is harmless: consumers are idempotent on the event id.
 */
export async function relayOutbox(ports: Ports): Promise<number> {
  const before = new Date(ports.clock.now().getTime() - outboxGraceSeconds * 1000).toISOString();
  let relayed = 0;
  for (;;) {
    const pending = await ports.outbox.pendingBefore(before, batchSize);
    if (pending.length === 0) return relayed;
    await ports.publisher.publish(pending);
    await ports.outbox.clear(pending.map((envelope) => envelope.metadata.id));
    relayed += pending.length;
  }
}
