import type { EventEnvelope } from '../../../events/envelope.ts';
import { outboxEventEntity } from './entities.ts';

/** The pending events of the transactional outbox. */
export const outboxRepository = {
  /** Events older than `before` that were never cleared: their first publish failed. */
  async pendingBefore(before: string, limit: number): Promise<EventEnvelope[]> {
    const { data } = await outboxEventEntity.query.pending({}).lt({ occurredAt: before }).go({ limit });
    return data.map((item) => item.envelope as EventEnvelope);
  },

  async clear(eventIds: readonly string[]): Promise<void> {
    if (eventIds.length === 0) return;
    await outboxEventEntity.delete(eventIds.map((eventId) => ({ eventId }))).go();
  },
};

export type OutboxRepository = typeof outboxRepository;
