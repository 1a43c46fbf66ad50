import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { EventEnvelope } from '#events/envelope.ts';
import type { CardOwner, CardUse, PaymentCardRecord } from '../../payment-cards/model.ts';
import type { CardUses, PaymentCardRepository, PaymentCustomerRepository } from '../../payment-cards/ports.ts';
import type { DomainRepository } from '../../domains/ports.ts';
import { DomainError } from '../../errors.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { isConditionFailure } from './conditions.ts';
import { outboxEventEntity } from './entities.ts';
import { orderKeys } from './order-entities.ts';
import { cardSetupClaimEntity, paymentCardEntity, paymentCardKeys, paymentCustomerEntity } from './payment-card-entities.ts';
import type { PortalTable } from './table.ts';

export function createPaymentCardRepository(table: PortalTable): PaymentCardRepository {
  const cards = {
    get: getItem(paymentCardEntity(table)),
    query: queryItems(paymentCardEntity(table)),
    transactPut: putTransaction(paymentCardEntity(table)),
    transactUpdate: updateTransaction(paymentCardEntity(table)),
    transactDelete: deleteTransaction(paymentCardEntity(table)),
  };
  const setups = { get: getItem(cardSetupClaimEntity(table)), transactPut: putTransaction(cardSetupClaimEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  const outboxItems = (events: readonly EventEnvelope[]) =>
    events.map((event) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event }));

  return {
    async get(cardId) {
      const { Item } = await cards.get({ cardId });
      return (Item as PaymentCardRecord | undefined) ?? null;
    },

    async listByOwner(ownerId) {
      const found: PaymentCardRecord[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await cards.query(
          { index: 'gsi1', partition: orderKeys.owner(ownerId), range: { beginsWith: paymentCardKeys.ownerCardPrefix } },
          exclusiveStartKey ? { exclusiveStartKey } : {},
        );
        found.push(...((page.Items ?? []) as PaymentCardRecord[]));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found;
    },

    async cardIdOfSetup(setupId) {
      const { Item } = await setups.get({ setupId }, { consistent: true });
      return Item?.cardId ?? null;
    },

    async create(card, events) {
      try {
        await executeTransactWrite(
          setups.transactPut({ setupId: card.setupId, cardId: card.cardId }, { condition: { attr: 'setupId', exists: false } }),
          cards.transactPut(card, { condition: { attr: 'cardId', exists: false } }),
          ...outboxItems(events),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async rename(card, name, at, events) {
      const next = { ...card, name, updatedAt: at.toISOString(), version: card.version + 1 };
      try {
        await executeTransactWrite(
          cards.transactUpdate({ cardId: card.cardId, name, updatedAt: next.updatedAt, version: next.version }, { condition: { attr: 'version', eq: card.version } }),
          ...outboxItems(events),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
      return next;
    },

    async delete(card, events) {
      try {
        await executeTransactWrite(cards.transactDelete({ cardId: card.cardId }, { condition: { attr: 'version', eq: card.version } }), ...outboxItems(events));
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
    },
  };
}

export function createPaymentCustomerRepository(table: PortalTable): PaymentCustomerRepository {
  const customers = { get: getItem(paymentCustomerEntity(table)), put: putItem(paymentCustomerEntity(table)) };
  return {
    async get(owner: CardOwner) {
      const { Item } = await customers.get(owner, { consistent: true });
      return Item?.customerId ?? null;
    },
    async keep(owner, customerId, at) {
      try {
        await customers.put({ ...owner, customerId, createdAt: at.toISOString() }, { condition: { attr: 'customerId', exists: false } });
        return customerId;
      } catch (error) {
        // Two first setups at once: the one kept first wins (the provider's key made them the same anyway).
        if (!isConditionFailure(error)) throw error;
        const { Item } = await customers.get(owner, { consistent: true });
        return Item!.customerId;
      }
    },
  };
}

/** The owner's live domains that renew with a card, from the domains context's repository (the owner's partition, not a scan). */
export function createCardUses(domains: Pick<DomainRepository, 'listByOwner'>): CardUses {
  return {
    async ofOwner(ownerId) {
      const owned = await domains.listByOwner(ownerId);
      return owned
        .filter((domain) => domain.paymentCardId && !domain.deletedAt && !domain.transferredAwayAt)
        .map((domain): CardUse => ({ domainId: domain.domainId, name: domain.name, paymentCardId: domain.paymentCardId! }));
    },
  };
}
