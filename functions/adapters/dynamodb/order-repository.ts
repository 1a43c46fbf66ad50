import { TransactionCanceledException } from './errors.ts';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $remove, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { EventEnvelope } from '#events/envelope.ts';
import { DomainError } from '../../errors.ts';
import type { DomainChanges, DomainRecord } from '../../domains/model.ts';
import type { OrderRecord } from '../../orders/order.ts';
import type { UnkeptPayment } from '../../orders/paid-order-recovery.ts';
import type { OrderChanges, OrderRepository } from '../../orders/ports.ts';
import { getItem } from './commands/get.ts';
import { queryItems } from './commands/query.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { isConditionFailure } from './conditions.ts';
import { outboxEventEntity } from './entities.ts';
import { newDomainDueEntries } from './lifecycle-entities.ts';
import { domainEntity, domainNameClaimEntity, orderEntity, orderIdempotencyEntity, orderKeys, paymentEventReceiptEntity, unkeptPaymentEntity } from './order-entities.ts';
import { deleteItem } from './commands/delete.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import type { PortalTable } from './table.ts';

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);
const week = 7 * 24 * 3600;

function cancelledAt(error: unknown): Set<number> {
  const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
  return new Set(reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : [])));
}

/** The stored order, typed as the use cases know it (items are kept as a document). */
const asOrder = (item: unknown) => item as OrderRecord;

/**
 * The order's lists are written whole: dynamodb-toolbox updates a list element by element by
 * default, which DynamoDB refuses for a list the item does not have yet (the first extra payment).
 * So is the automatic renewal's charge (a map, merged key by key by default).
 */
function wholeDocuments(changes: OrderChanges) {
  const { items, extraPayments, autoRenewal, manualPayment, adminRefund, paymentId, failureReason, ...rest } = changes;
  return {
    ...rest,
    // Given as undefined, removed: the provider payment id (a hand-marked payment made the card's the extra one),
    // the failure reason (a cancel recorded after the expiry it caused).
    ...('paymentId' in changes ? { paymentId: paymentId === undefined ? $remove() : paymentId } : {}),
    ...('failureReason' in changes ? { failureReason: failureReason === undefined ? $remove() : failureReason } : {}),
    ...(items ? { items: $set(items) } : {}),
    ...(extraPayments ? { extraPayments: $set(extraPayments) } : {}),
    // A map is merged key by key by default: a field left out (an automatic renewal's settled payment) would stay.
    ...(autoRenewal ? { autoRenewal: $set(autoRenewal) } : {}),
    ...(manualPayment ? { manualPayment: $set(manualPayment) } : {}),
    ...(adminRefund ? { adminRefund: $set(adminRefund) } : {}),
  };
}

export function createOrderRepository(table: PortalTable): OrderRepository {
  const orders = {
    get: getItem(orderEntity(table)),
    query: queryItems(orderEntity(table)),
    transactPut: putTransaction(orderEntity(table)),
    transactUpdate: updateTransaction(orderEntity(table)),
  };
  const idempotencyKeys = { get: getItem(orderIdempotencyEntity(table)), transactPut: putTransaction(orderIdempotencyEntity(table)) };
  const paymentEvents = { transactPut: putTransaction(paymentEventReceiptEntity(table)) };
  const domains = { transactPut: putTransaction(domainEntity(table)), transactUpdate: updateTransaction(domainEntity(table)) };
  const nameClaims = { transactPut: putTransaction(domainNameClaimEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  const unkept = {
    query: queryItems(unkeptPaymentEntity(table)),
    transactPut: putTransaction(unkeptPaymentEntity(table)),
    transactDelete: deleteTransaction(unkeptPaymentEntity(table)),
    delete: deleteItem(unkeptPaymentEntity(table)),
  };

  const outboxPut = (event: EventEnvelope) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event });

  /**
   * Every change sets `updatedAt` and `status` (the read one unless it changes), so the status
   * index (gsi2: status, updatedAt) is rewritten whole with each change.
   */
  function versionedUpdate(order: OrderRecord, changes: OrderChanges, at: Date) {
    return orders.transactUpdate({ orderId: order.orderId, status: order.status, ...wholeDocuments(changes), updatedAt: at.toISOString(), version: order.version + 1 } as never, {
      condition: { attr: 'version', eq: order.version },
    });
  }

  return {
    async get(orderId: string): Promise<OrderRecord | null> {
      const { Item } = await orders.get({ orderId }, { consistent: true });
      return Item ? asOrder(Item) : null;
    },

    /** An owner's orders, newest first. */
    async listByOwner(ownerId: string, limit = 100): Promise<OrderRecord[]> {
      const { Items = [] } = await orders.query({ index: 'gsi1', partition: orderKeys.owner(ownerId), range: { beginsWith: 'ORDER#' } }, { reverse: true, limit });
      return Items.map(asOrder);
    },

    /** Orders in a status last changed before `before` (the paid-orders job). */
    async listByStatusBefore(status: OrderRecord['status'], before: string, limit = 25): Promise<OrderRecord[]> {
      const { Items = [] } = await orders.query({ index: 'gsi2', partition: orderKeys.byStatus(status), range: { lt: before } }, { limit });
      return Items.map(asOrder);
    },

    /** The order an owner's Idempotency-Key made, with the request fingerprint it was made for. */
    async findByIdempotencyKey(ownerId: string, key: string): Promise<{ order: OrderRecord | null; fingerprint: string } | null> {
      const { Item } = await idempotencyKeys.get({ ownerId, key }, { consistent: true });
      if (!Item) return null;
      return { order: await this.get(Item.orderId), fingerprint: Item.fingerprint };
    },

    /**
     * Saves a new order with its Idempotency-Key and event in one transaction. When the key is
     * already taken (a retry, or a concurrent twin), nothing is written and `false` is answered.
     */
    async create(input: { order: OrderRecord; fingerprint: string; event: EventEnvelope; at: Date }): Promise<boolean> {
      const { order } = input;
      try {
        await executeTransactWrite(
          idempotencyKeys.transactPut(
            { ownerId: order.ownerId, key: order.idempotencyKey, orderId: order.orderId, fingerprint: input.fingerprint, expiresAt: epochSeconds(input.at) + week },
            { condition: { attr: 'orderId', exists: false } },
          ),
          orders.transactPut(order as never, { condition: { attr: 'orderId', exists: false } }),
          outboxPut(input.event),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error) && cancelledAt(error).has(0)) return false;
        throw error;
      }
    },

    /** Changes an order if nobody changed it since it was read; `conflict` otherwise. */
    async update(order: OrderRecord, changes: OrderChanges, at: Date, events: readonly EventEnvelope[] = []): Promise<OrderRecord> {
      try {
        await executeTransactWrite(versionedUpdate(order, changes, at), ...events.map(outboxPut));
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
      return { ...order, ...changes, updatedAt: at.toISOString(), version: order.version + 1 };
    },

    /**
     * Applies a payment event once: the event's receipt, the order's change and the resulting
     * event in one transaction. A redelivered event finds its receipt and changes nothing
     * (`duplicate`); an order changed meanwhile answers `conflict` (the provider retries).
     */
    async applyPaymentEvent(input: {
      eventId: string;
      eventType: string;
      order: OrderRecord;
      changes: OrderChanges | null;
      events: readonly EventEnvelope[];
      unkept?: readonly UnkeptPayment[];
      at: Date;
    }): Promise<'applied' | 'duplicate'> {
      const receipt = paymentEvents.transactPut(
        { eventId: input.eventId, orderId: input.order.orderId, type: input.eventType, receivedAt: input.at.toISOString(), expiresAt: epochSeconds(input.at) + 30 * 24 * 3600 },
        { condition: { attr: 'eventId', exists: false } },
      );
      const recordedAt = input.at.toISOString();
      const unkeptPuts = (input.unkept ?? []).map((payment) => unkept.transactPut({ orderId: payment.orderId, paymentId: payment.paymentId, reason: payment.reason, recordedAt }));
      try {
        await executeTransactWrite(receipt, ...(input.changes ? [versionedUpdate(input.order, input.changes, input.at)] : []), ...unkeptPuts, ...input.events.map(outboxPut));
        return 'applied';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        if (cancelledAt(error).has(0)) return 'duplicate';
        throw new DomainError('conflict', undefined, { cause: error });
      }
    },

    /** A refund of a payment the order could not keep: the order's record of it, its event, and the payment no longer unkept, together. */
    async recordUnkeptRefund(input: { order: OrderRecord; paymentId: string; changes: OrderChanges; events: readonly EventEnvelope[]; at: Date }): Promise<OrderRecord> {
      try {
        await executeTransactWrite(
          versionedUpdate(input.order, input.changes, input.at),
          unkept.transactDelete({ orderId: input.order.orderId, paymentId: input.paymentId }),
          ...input.events.map(outboxPut),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
      return { ...input.order, ...input.changes, updatedAt: input.at.toISOString(), version: input.order.version + 1 };
    },

    /** Payments recorded as unkept before `before` and not refunded yet, oldest first (the paid-orders job, pattern O11). */
    async listUnkeptPaymentsBefore(before: string, limit = 25): Promise<UnkeptPayment[]> {
      const { Items = [] } = await unkept.query({ index: 'gsi3', partition: orderKeys.unkeptPayments, range: { lt: before } }, { limit });
      return Items.map(({ orderId, paymentId, reason }) => ({ orderId, paymentId, reason }));
    },

    /** An unkept payment with nothing left to refund (refunded, or no money moved): no longer looked for. */
    async forgetUnkeptPayment(payment: Pick<UnkeptPayment, 'orderId' | 'paymentId'>): Promise<void> {
      await unkept.delete({ orderId: payment.orderId, paymentId: payment.paymentId });
    },

    /**
     * Records a registered name: the name's claim (unique in the portal), the domain, the order's
     * item and the event, together. Answers `name_taken` when another domain holds the name.
     */
    async recordRegisteredDomain(input: { order: OrderRecord; changes: OrderChanges; domain: DomainRecord; event: EventEnvelope; at: Date }): Promise<'recorded' | 'name_taken'> {
      const { domain } = input;
      try {
        await executeTransactWrite(
          nameClaims.transactPut({ name: domain.name, domainId: domain.domainId, orderId: input.order.orderId }, { condition: { attr: 'name', exists: false } }),
          domains.transactPut(domain as never, { condition: { attr: 'domainId', exists: false } }),
          versionedUpdate(input.order, input.changes, input.at),
          outboxPut(input.event),
          // The lifecycle jobs (expiry sync, notices) look at the new domain on their next run.
          ...newDomainDueEntries(table, domain.domainId, input.at.toISOString()),
        );
        return 'recorded';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        if (cancelledAt(error).has(0)) return 'name_taken';
        throw new DomainError('conflict', undefined, { cause: error });
      }
    },

    /** Records a renewal done at the registry: the domain's new expiry, the order's item and the event, together. */
    async recordRenewal(input: { order: OrderRecord; changes: OrderChanges; domain: DomainRecord; domainChanges: DomainChanges; event: EventEnvelope; at: Date }): Promise<void> {
      const { domain } = input;
      try {
        await executeTransactWrite(
          domains.transactUpdate({ domainId: domain.domainId, ...input.domainChanges, updatedAt: input.at.toISOString(), version: domain.version + 1 } as never, {
            condition: { attr: 'version', eq: domain.version },
          }),
          versionedUpdate(input.order, input.changes, input.at),
          outboxPut(input.event),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
    },
  };
}
