import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { perTable } from './table.ts';

export const noticeKeys = {
  sent: (eventId: string) => ({ pk: `NOTICE#${eventId}`, sk: 'SENT' }),
} as const;

/** An e-mail already sent for an event: a redelivered event does not mail the buyer twice. */
export const sentNoticeEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'sentNotice',
      table,
      schema: item({ eventId: string().key(), to: string(), sentAt: string(), expiresAt: number() }),
      computeKey: ({ eventId }) => noticeKeys.sent(eventId),
      timestamps: false,
    }),
);
