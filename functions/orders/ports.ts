import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainChanges, DomainRecord } from '../domains/model.ts';
import type { OrderRecord } from './order.ts';
import type { IssuedReceiptRecord } from './receipt.ts';
import type { UnkeptPayment } from './paid-order-recovery.ts';

/** The parts of an order a change may touch; `version` is bumped by the repository. */
export type OrderChanges = Partial<Omit<OrderRecord, 'orderId' | 'ownerId' | 'ownerType' | 'createdAt' | 'version' | 'idempotencyKey'>>;

/**
 * The orders (adapter: `adapters/dynamodb/order-repository.ts`). Every change is conditional on
 * the version read and written with its events in one transaction (outbox).
 */
export interface OrderRepository {
  get(orderId: string): Promise<OrderRecord | null>;
  /** Newest first. */
  listByOwner(ownerId: string, limit?: number): Promise<OrderRecord[]>;
  /** Orders in a status untouched since `before`, oldest first (the jobs' sweep). */
  listByStatusBefore(status: OrderRecord['status'], before: string, limit?: number): Promise<OrderRecord[]>;
  /** The order a buyer's idempotency key made, with the request's fingerprint. */
  findByIdempotencyKey(ownerId: string, key: string): Promise<{ order: OrderRecord | null; fingerprint: string } | null>;
  /** Creates the order with its key and event; false when the key is already taken. */
  create(input: { order: OrderRecord; fingerprint: string; event: EventEnvelope; at: Date }): Promise<boolean>;
  update(order: OrderRecord, changes: OrderChanges, at: Date, events?: readonly EventEnvelope[]): Promise<OrderRecord>;
  /**
   * Records a payment event once (`duplicate` the second time) with the order's change and events,
   * and the payments it makes unkept (refunded by the payment-refunds consumer, or the paid-orders job).
   */
  applyPaymentEvent(input: {
    eventId: string;
    eventType: string;
    order: OrderRecord;
    changes: OrderChanges | null;
    events: readonly EventEnvelope[];
    unkept?: readonly UnkeptPayment[];
    at: Date;
  }): Promise<'applied' | 'duplicate'>;
  /** A refund of an unkept payment: the order's change, its events, and the payment no longer unkept, in one transaction. */
  recordUnkeptRefund(input: { order: OrderRecord; paymentId: string; changes: OrderChanges; events: readonly EventEnvelope[]; at: Date }): Promise<OrderRecord>;
  /** Unkept payments recorded before `before`, oldest first (the paid-orders job). */
  listUnkeptPaymentsBefore(before: string, limit?: number): Promise<UnkeptPayment[]>;
  /** An unkept payment with nothing left to refund: no longer looked for. */
  forgetUnkeptPayment(payment: Pick<UnkeptPayment, 'orderId' | 'paymentId'>): Promise<void>;
  /** The name's claim, the domain, the order's item and the event together; `name_taken` when another domain holds the name. */
  recordRegisteredDomain(input: { order: OrderRecord; changes: OrderChanges; domain: DomainRecord; event: EventEnvelope; at: Date }): Promise<'recorded' | 'name_taken'>;
  recordRenewal(input: { order: OrderRecord; changes: OrderChanges; domain: DomainRecord; domainChanges: DomainChanges; event: EventEnvelope; at: Date }): Promise<void>;
}

/** Which events' e-mails went out (pattern M1 in docs/data-model.md). */
export interface NoticeRepository {
  wasSent(eventId: string): Promise<boolean>;
  recordSent(eventId: string, to: string, at: Date): Promise<void>;
}

/**
 * Issued receipts and the one unbroken sequence of their numbers (adapter:
 * `adapters/dynamodb/receipt-repository.ts`, pattern R1 in docs/data-model.md).
 */
export interface ReceiptRepository {
  /** The order's receipt, if issued. */
  get(orderId: string): Promise<IssuedReceiptRecord | null>;
  /** The last number the sequence gave out (0 before the first receipt); read consistently. */
  lastSequenceNumber(): Promise<number>;
  /**
   * Saves the receipt with its number and moves the sequence from `number - 1` to `number`, in one
   * transaction: `number_taken` when the sequence moved meanwhile (another receipt took the
   * number: read again and retry), `already_issued` when the order has its receipt already.
   */
  issue(receipt: IssuedReceiptRecord): Promise<'issued' | 'number_taken' | 'already_issued'>;
  /** The order's credit note, if issued. */
  getCreditNote(orderId: string): Promise<IssuedReceiptRecord | null>;
  /** As `issue`, for the order's one credit note (its number from the same sequence). */
  issueCreditNote(note: IssuedReceiptRecord): Promise<'issued' | 'number_taken' | 'already_issued'>;
  /**
   * Receipts and credit notes issued in `[from, to)` (ISO-8601), oldest first, `limit` a page;
   * `after` is the previous page's `next`.
   */
  listIssued(query: { from: string; to: string; after?: string; limit: number }): Promise<{ documents: IssuedReceiptRecord[]; next: string | null }>;
}
