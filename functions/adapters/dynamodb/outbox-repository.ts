import type { EventEnvelope } from '#events/envelope.ts';
import { deleteItem } from './commands/delete.ts';
import { queryItems } from './commands/query.ts';
import { keys, outboxEventEntity } from './entities.ts';
import type { PortalTable } from './table.ts';

/** The pending events of the transactional outbox. */
export function createOutboxRepository(table: PortalTable) {
  const outbox = { delete: deleteItem(outboxEventEntity(table)), query: queryItems(outboxEventEntity(table)) };

  return {
    /** Events older than `before` that were never cleared: their first publish failed. */
    async pendingBefore(before: string, limit: number): Promise<EventEnvelope[]> {
      const { Items = [] } = await outbox.query({ index: 'gsi1', partition: keys.outboxPending, range: { lt: before } }, { limit });
      return Items.map((item) => item.envelope as EventEnvelope);
    },

    async clear(eventIds: readonly string[]): Promise<void> {
      await Promise.all(eventIds.map((eventId) => outbox.delete({ eventId })));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
