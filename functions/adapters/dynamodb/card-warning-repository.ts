import { Entity } from 'dynamodb-toolbox/entity';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import type { EventEnvelope } from '#events/envelope.ts';
import type { CardWarningMarker, CardWarningRepository } from '../../auto-renewal/ports.ts';
import { putTransaction } from './commands/transact-put.ts';
import { isConditionFailure } from './conditions.ts';
import { outboxEventEntity } from './entities.ts';
import type { PortalTable } from './table.ts';
import { perTable } from './table.ts';

/** A warning that a domain's card expires before its renewal, sent once per domain, period and card (pattern L6): beside the domain. */
export const cardWarningKey = (domainId: string, expiresAt: string, paymentCardId: string) => ({ pk: `DOMAIN#${domainId}`, sk: `CARDWARNING#${expiresAt}#${paymentCardId}` });

export const cardWarningEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'cardWarning',
      table,
      schema: item({ domainId: string().key(), expiresAt: string().key(), paymentCardId: string().key(), sentAt: string() }),
      computeKey: ({ domainId, expiresAt, paymentCardId }) => cardWarningKey(domainId, expiresAt, paymentCardId),
      timestamps: false,
    }),
);

/** The warnings of cards that expire before the renewal (pattern L6): the marker and its event in one conditional transaction. */
export function createCardWarningRepository(table: PortalTable): CardWarningRepository {
  const warnings = { transactPut: putTransaction(cardWarningEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  return {
    async record(marker: CardWarningMarker, event: EventEnvelope): Promise<boolean> {
      try {
        await executeTransactWrite(
          warnings.transactPut(marker, { condition: { attr: 'domainId', exists: false } }),
          outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
