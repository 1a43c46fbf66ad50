import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { outboxMessageEntity, outboxMessageKeys } from './outbox-message-entities.ts';
import type { PortalTable } from './table.ts';

export type OutboxMessage = FormattedItem<ReturnType<typeof outboxMessageEntity>>;

const keptSeconds = 7 * 24 * 3600;

/** E-mail addresses are compared lower-cased; phone numbers as `+` and digits. */
export function normalizeRecipient(to: string): string {
  const trimmed = to.trim();
  // A `+` in an unencoded query string arrives as a space: `?to=+298123456`.
  if (/^[\d\s()+.-]+$/.test(trimmed)) return `+${trimmed.replace(/\D/g, '')}`;
  return trimmed.toLowerCase();
}

/** The local outbox: what the local mail and SMS adapters "send", newest first when read. */
export function createOutboxMessageRepository(table: PortalTable) {
  const messages = { put: putItem(outboxMessageEntity(table)), query: queryItems(outboxMessageEntity(table)) };

  return {
    async record(message: { channel: OutboxMessage['channel']; from: string; to: string; subject?: string; text: string; html?: string; sentAt: Date }): Promise<void> {
      await messages.put({
        id: randomUUID(),
        channel: message.channel,
        from: message.from,
        to: normalizeRecipient(message.to),
        sentAt: message.sentAt.toISOString(),
        ...(message.subject !== undefined ? { subject: message.subject } : {}),
        text: message.text,
        ...(message.html !== undefined ? { html: message.html } : {}),
        expiresAt: Math.floor(message.sentAt.getTime() / 1000) + keptSeconds,
      });
    },

    /** The newest messages, to one recipient or to anyone. */
    async list(options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
      const limit = options.limit ?? 50;
      const { Items = [] } = options.to
        ? await messages.query({ partition: outboxMessageKeys.recipient(normalizeRecipient(options.to)) }, { reverse: true, limit })
        : await messages.query({ index: 'gsi1', partition: outboxMessageKeys.all }, { reverse: true, limit });
      return Items;
    },
  };
}

export type OutboxMessageRepository = ReturnType<typeof createOutboxMessageRepository>;
