import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { indexKey, optionalIndexKey } from './entities.ts';
import { shardOf } from './shards.ts';
import { perTable } from './table.ts';

/**
 * Orders and domains (docs/data-model.md, "Orders and domains"). Their keys are built here and
 * only here. Both are edited by several actors (checkout, webhooks, the registration consumer),
 * so both carry a `version` for optimistic locking.
 */
const [gsi1, gsi2, gsi3, gsi4] = tableDeclaration.globalIndexes;

/** How many partitions of gsi2 hold the domains by expiry. */
export const domainExpiryShardCount = 8;

export const orderKeys = {
  order: (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'ORDER' }),
  /** A buyer's orders and domains share the owner partition of gsi1 (`ORDER#…` / `DOMAIN#…`). */
  owner: (ownerId: string) => `OWNER#${ownerId}`,
  ownerOrderSort: (createdAt: string, orderId: string) => `ORDER#${createdAt}#${orderId}`,
  byStatus: (status: string) => `ORDERSTATUS#${status}`,
  /** Follows every change: the paid-orders job asks for orders last changed before a time. */
  statusSort: (updatedAt: string, orderId: string) => `${updatedAt}#${orderId}`,
  /** The admin's order list: a status's orders by the day they were placed (gsi3). */
  byStatusPlaced: (status: string) => `ORDERPLACED#${status}`,
  placedSort: (createdAt: string, orderId: string) => `${createdAt}#${orderId}`,
  idempotency: (ownerId: string, key: string) => ({ pk: `IDEMPOTENCY#${ownerId}#${key}`, sk: 'ORDER' }),
  paymentEvent: (eventId: string) => ({ pk: `PAYMENTEVENT#${eventId}`, sk: 'RECEIVED' }),
  /** A payment the order cannot keep, until it is refunded: beside the order, in its partition (pattern O11). */
  unkeptPayment: (orderId: string, paymentId: string) => ({ pk: `ORDER#${orderId}`, sk: `UNKEPT#${paymentId}` }),
  /** Every unkept payment by the time it was recorded (gsi3): the paid-orders job asks for those older than its grace period. */
  unkeptPayments: 'UNKEPTPAYMENTS',
  unkeptPaymentSort: (recordedAt: string, orderId: string, paymentId: string) => `${recordedAt}#${orderId}#${paymentId}`,
  domain: (domainId: string) => ({ pk: `DOMAIN#${domainId}`, sk: 'DOMAIN' }),
  domainName: (name: string) => ({ pk: `DOMAINNAME#${name}`, sk: 'CLAIM' }),
  ownerDomainSort: (name: string) => `DOMAIN#${name}`,
  /** The domains registered under an e-mail address (claiming, issue 16): gsi4, sorted by name. */
  byRegistrantEmail: (email: string) => `REGISTRANT#${email}`,
  registrantDomainSort: (name: string) => `DOMAIN#${name}`,
  /**
   * Every domain by its expiry (the admin's domain list and its filters, pattern AD1), over
   * `domainExpiryShardCount` partitions by the domain id (write sharding: one partition took every
   * domain's writes); the list merges them.
   */
  domainsByExpiry: (shard: number) => `DOMAINEXPIRY#${shard}`,
  /** The one partition from before the shards: a domain moves out of it when its expiry next changes (docs/decisions/due-entries-write-sharded.md). */
  unshardedDomainsByExpiry: 'DOMAINEXPIRY',
  domainExpirySort: (expiresAt: string, domainId: string) => `${expiresAt}#${domainId}`,
  /** Domains by the first letter of their name (the admin's search, pattern AD2). */
  domainSearch: (name: string) => `DOMAINSEARCH#${name.slice(0, 1)}`,
} as const;

// Built inside the entity's factory: its fields' builders are calls esbuild cannot drop, so a
// schema at module level stays in every bundle that imports this module for the domain alone.
const orderSchema = () =>
  item({
    orderId: string().key(),
    kind: string().enum('registration', 'renewal'),
    ownerType: string().enum('user', 'team'),
    ownerId: string(),
    /** Who placed it (a team member, or the user). */
    buyerId: string(),
    buyerEmail: string(),
    locale: string().enum('fo', 'en'),
    status: string().enum('pending', 'paid', 'failed', 'expired', 'cancelled', 'replaced', 'registered', 'refunded', 'payment_mismatch'),
    years: number(),
    /** OrderItem[] (functions/orders/order.ts). */
    items: any(),
    net: number(),
    vat: number(),
    vatPercent: number(),
    total: number(),
    refundedAmount: number(),
    currency: string().enum('DKK'),
    failureReason: string().optional(),
    checkoutId: string().optional(),
    checkoutUrl: string().optional(),
    checkoutExpiresAt: string().optional(),
    paymentId: string().optional(),
    /** What the provider reported it charged for paymentId (øre, ISO currency): differs from the total only in payment_mismatch. */
    paidAmount: number().optional(),
    paidCurrency: string().optional(),
    refundId: string().optional(),
    /** ExtraPayment[] (functions/orders/order.ts): payments beyond the first, each refunded. */
    extraPayments: any().optional(),
    /** AutoRenewalCharge (functions/orders/order.ts): an automatic renewal's card and attempts. */
    autoRenewal: any().optional(),
    /** AdminAction (functions/orders/order.ts): marked paid by an administrator. */
    manualPayment: any().optional(),
    /** AdminRefund (functions/orders/order.ts): refunded by an administrator. */
    adminRefund: any().optional(),
    idempotencyKey: string(),
    createdAt: string(),
    updatedAt: string(),
    paidAt: string().optional(),
    version: number(),
  });

export const orderEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'order',
      table,
      schema: orderSchema().and((schema) => ({
        // A buyer's orders, newest last: gsi1. Orders by status by last change (the jobs): gsi2.
        [gsi1.partitionKey]: indexKey(schema, ['ownerId'], ({ ownerId }) => orderKeys.owner(ownerId)),
        [gsi1.sortKey]: indexKey(schema, ['createdAt', 'orderId'], ({ createdAt, orderId }) => orderKeys.ownerOrderSort(createdAt, orderId)),
        [gsi2.partitionKey]: indexKey(schema, ['status'], ({ status }) => orderKeys.byStatus(status)),
        [gsi2.sortKey]: indexKey(schema, ['updatedAt', 'orderId'], ({ updatedAt, orderId }) => orderKeys.statusSort(updatedAt, orderId)),
        // Orders by status by the time they were placed (the admin's list with its period): gsi3.
        [gsi3.partitionKey]: indexKey(schema, ['status'], ({ status }) => orderKeys.byStatusPlaced(status)),
        [gsi3.sortKey]: indexKey(schema, ['createdAt', 'orderId'], ({ createdAt, orderId }) => orderKeys.placedSort(createdAt, orderId)),
      })),
      computeKey: ({ orderId }) => orderKeys.order(orderId),
      timestamps: false,
    }),
);

/** One Idempotency-Key of one buyer → the order it made, and a fingerprint of the request. */
export const orderIdempotencyEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'orderIdempotency',
      table,
      schema: item({
        ownerId: string().key(),
        key: string().key(),
        orderId: string(),
        fingerprint: string(),
        /** Epoch seconds (TTL): a key is remembered for a week. */
        expiresAt: number(),
      }),
      computeKey: ({ ownerId, key }) => orderKeys.idempotency(ownerId, key),
      timestamps: false,
    }),
);

/** A payment webhook already applied (provider event id): a redelivery changes nothing. */
export const paymentEventReceiptEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'paymentEventReceipt',
      table,
      schema: item({ eventId: string().key(), orderId: string(), type: string(), receivedAt: string(), expiresAt: number() }),
      computeKey: ({ eventId }) => orderKeys.paymentEvent(eventId),
      timestamps: false,
    }),
);

/**
 * A payment the order cannot keep (a mismatched payment, an extra one), written with the payment
 * event that records it and deleted with its refund: the paid-orders job finds what the
 * payment-refunds queue did not refund (a provider outage past its retries, a dead letter).
 */
export const unkeptPaymentEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'unkeptPayment',
      table,
      schema: item({
        orderId: string().key(),
        paymentId: string().key(),
        reason: string().enum('payment_mismatch', 'extra_payment'),
        recordedAt: string(),
      }).and((schema) => ({
        // Sparse: only these items carry UNKEPTPAYMENTS keys in gsi3.
        [gsi3.partitionKey]: string().const(orderKeys.unkeptPayments).hidden(),
        [gsi3.sortKey]: indexKey(schema, ['recordedAt', 'orderId', 'paymentId'], ({ recordedAt, orderId, paymentId }) =>
          orderKeys.unkeptPaymentSort(recordedAt, orderId, paymentId),
        ),
      })),
      computeKey: ({ orderId, paymentId }) => orderKeys.unkeptPayment(orderId, paymentId),
      timestamps: false,
    }),
);

const domainSchema = /* @__PURE__ */ item({
  domainId: string().key(),
  name: string(),
  ownerType: string().enum('user', 'team'),
  ownerId: string(),
  orderId: string().optional(),
  /** When the domain came by transfer in (absent: registered through the portal). */
  transferredInAt: string().optional(),
  registrantContactId: string(),
  /** The registrant contact's e-mail, lower-cased (absent on domains stored before it was kept). */
  registrantEmail: string().optional(),
  registeredAt: string(),
  expiresAt: string(),
  nameServerMode: string().enum('product', 'custom'),
  nameServers: any(),
  transferLock: boolean(),
  registrationLock: boolean(),
  /** When the owner asked the registry to lift the registration lock; the lock holds until it confirms. */
  registrationUnlockRequestedAt: string().optional(),
  /** PortalLock (functions/domains/model.ts): the portal's own lock and a waiting request to lift it. */
  portalLock: any().optional(),
  /** The product's DNS host signs the zone (DNSSEC with the product's name servers). */
  dnssecSigning: boolean().optional(),
  autoRenewal: boolean(),
  /** The saved card the domain renews with (payment-cards context). */
  paymentCardId: string().optional(),
  deletedAt: string().optional(),
  /** The registry's statuses as its last webhook told them (string[]). */
  registryStatuses: any().optional(),
  /** TransferAway (functions/domains/model.ts): a transfer away and how it ended. */
  transferAway: any().optional(),
  transferredAwayAt: string().optional(),
  /** The last registry event applied (its time and id): older ones change nothing. */
  registryEventAt: string().optional(),
  registryEventId: string().optional(),
  /** The last registry event applied of each kind of change (Record<aspect, ISO time>). */
  registryEventsAt: any().optional(),
  updatedAt: string(),
  version: number(),
});

export const domainEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'domain',
      table,
      schema: domainSchema.and((schema) => ({
        // An owner's domains by name: gsi1 (the delete-me rule counts these too).
        [gsi1.partitionKey]: indexKey(schema, ['ownerId'], ({ ownerId }) => orderKeys.owner(ownerId)),
        [gsi1.sortKey]: indexKey(schema, ['name'], ({ name }) => orderKeys.ownerDomainSort(name)),
        // The admin's domain list: every domain by expiry (gsi2, in the domain's shard; rewritten with each change of the expiry) and by name (gsi3).
        [gsi2.partitionKey]: indexKey(schema, ['expiresAt', 'domainId'], ({ domainId }) => orderKeys.domainsByExpiry(shardOf(domainId, domainExpiryShardCount))),
        [gsi2.sortKey]: indexKey(schema, ['expiresAt', 'domainId'], ({ expiresAt, domainId }) => orderKeys.domainExpirySort(expiresAt, domainId)),
        [gsi3.partitionKey]: indexKey(schema, ['name'], ({ name }) => orderKeys.domainSearch(name)),
        [gsi3.sortKey]: indexKey(schema, ['name'], ({ name }) => name),
        // The domains registered under an address (claiming): gsi4, only those that know their registrant's e-mail.
        [gsi4.partitionKey]: optionalIndexKey(schema, ['registrantEmail'], ({ registrantEmail }) => orderKeys.byRegistrantEmail(registrantEmail)),
        [gsi4.sortKey]: indexKey(schema, ['name'], ({ name }) => orderKeys.registrantDomainSort(name)),
      })),
      computeKey: ({ domainId }) => orderKeys.domain(domainId),
      timestamps: false,
    }),
);

/** Makes a name unique in the portal: written in the transaction that creates the domain. */
export const domainNameClaimEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'domainNameClaim',
      table,
      schema: item({ name: string().key(), domainId: string(), orderId: string().optional() }),
      computeKey: ({ name }) => orderKeys.domainName(name),
      timestamps: false,
    }),
);
