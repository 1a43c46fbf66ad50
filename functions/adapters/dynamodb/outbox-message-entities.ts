import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { indexKey } from './entities.ts';
import { perTable } from './table.ts';

const [gsi1] = tableDeclaration.globalIndexes;

/**
 * The local runtime's message outbox: every e-mail and SMS the portal would send, kept so
 * developers (/dev/mail) and tests (/dev/outbox) can read them. Only `MAIL_TRANSPORT=local` /
 * `SMS_TRANSPORT=local` write here; production sends through SES and SNS.
 */
export const outboxMessageKeys = {
  /** One partition per recipient (lower-cased e-mail address or E.164 number), newest last. */
  recipient: (to: string) => `MAILBOX#${to}`,
  /** Every message, across recipients (gsi1). */
  all: 'MAILBOX',
  sort: (sentAt: string, id: string) => `MESSAGE#${sentAt}#${id}`,
} as const;

const outboxMessageSchema = /* @__PURE__ */ item({
  to: string().key(),
  sentAt: string().key(),
  id: string().key(),
  channel: string().enum('email', 'sms'),
  from: string(),
  subject: string().optional(),
  text: string(),
  html: string().optional(),
  /** Kept a week (TTL). */
  expiresAt: number(),
});

export const outboxMessageEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'outboxMessage',
      table,
      schema: outboxMessageSchema.and((schema) => ({
        [gsi1.partitionKey]: string().const(outboxMessageKeys.all).hidden(),
        [gsi1.sortKey]: indexKey(schema, ['sentAt', 'id'], ({ sentAt, id }) => outboxMessageKeys.sort(sentAt, id)),
      })),
      computeKey: ({ to, sentAt, id }) => ({ pk: outboxMessageKeys.recipient(to), sk: outboxMessageKeys.sort(sentAt, id) }),
      timestamps: false,
    }),
);
