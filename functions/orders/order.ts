import { createHash } from 'node:crypto';
import type { CreditNote, Order, OrderFailureReason, OrderItem, OrderStatus } from '#shared/schemas/orders.ts';
import type { PaymentEvent } from '../ports/payments.ts';

/**
 * An order as stored, and the rules that move it: pricing in whole øre, what a payment event
 * does to it, and how it settles once every name is registered or refunded. No I/O here.
 */
export interface OrderItemRecord {
  domain: string;
  years: number;
  unitPrice: number;
  net: number;
  vat: number;
  total: number;
  status: OrderItem['status'];
  domainId: string | null;
  failureReason: OrderFailureReason | null;
  /** A renewal's expiry when it was ordered: the registry must still have it (EPP curExpDate). */
  expiresBefore?: string;
  /** The name's expiry after this order registered or renewed it (the registry's exDate): shown on the receipt. */
  expiresAt?: string;
}

/** A payment for an order that already had one (a second checkout paid, a provider's double charge): always refunded. */
export interface ExtraPayment {
  paymentId: string;
  /** øre, as the provider reported it. */
  amount: number;
  currency: string;
  receivedAt: string;
  refundId?: string;
}

/** How an automatic renewal's charge is going: the card, and the refusals so far (each next attempt has a key of its own). */
export interface AutoRenewalCharge {
  paymentCardId: string;
  /** Refusals recorded so far: the next charge is attempt number `attempts`. */
  attempts: number;
  lastAttemptAt?: string;
  /** The provider's code of the last failure, or `payment_provider_unavailable`. */
  lastFailure?: string;
  /**
   * The provider's payment of the current attempt (Stripe PaymentIntent), recorded before it is
   * confirmed: a later run asks the provider about it instead of charging again. Cleared when
   * its refusal is recorded (the next attempt makes a new one).
   */
  paymentId?: string;
}

/** An administrator's record on an order: who, why, when (admin-orders). */
export interface AdminAction {
  by: string;
  reason: string;
  at: string;
}

/**
 * An administrator's refund of what was left of a settled order's payment: at the provider
 * (`refundId`), or outside it for an order paid by hand (`refundId` null: paid back by hand).
 */
export interface AdminRefund extends AdminAction {
  /** øre, VAT included. */
  amount: number;
  refundId: string | null;
}

export interface OrderRecord {
  orderId: string;
  kind: 'registration' | 'renewal';
  ownerType: 'user' | 'team';
  ownerId: string;
  buyerId: string;
  buyerEmail: string;
  locale: 'fo' | 'en';
  status: OrderStatus;
  years: number;
  items: OrderItemRecord[];
  net: number;
  vat: number;
  vatPercent: number;
  total: number;
  refundedAmount: number;
  currency: 'DKK';
  failureReason?: OrderFailureReason;
  checkoutId?: string;
  checkoutUrl?: string;
  checkoutExpiresAt?: string;
  paymentId?: string;
  /** What the provider says it charged for paymentId; differs from total/currency only in payment_mismatch. */
  paidAmount?: number;
  paidCurrency?: string;
  refundId?: string;
  extraPayments?: ExtraPayment[];
  /** An automatic renewal (the auto-renewal job): charged off-session to the attached card, no checkout. */
  autoRenewal?: AutoRenewalCharge;
  /** Marked paid by an administrator (money received outside the provider): no provider payment to refund. */
  manualPayment?: AdminAction;
  /** Refunded by an administrator (a credit note is issued for it). */
  adminRefund?: AdminRefund;
  idempotencyKey: string;
  createdAt: string;
  updatedAt: string;
  paidAt?: string;
  version: number;
}

/** How long the payment page stays open after the order is placed (Stripe allows 30 minutes to 24 hours). */
export const checkoutOpenMinutes = 60;

/** When an order's payment page closes: its saved checkout's expiry, else the time it would have had. */
export function checkoutClosesAt(order: Pick<OrderRecord, 'createdAt' | 'checkoutExpiresAt'>): number {
  return order.checkoutExpiresAt ? Date.parse(order.checkoutExpiresAt) : Date.parse(order.createdAt) + checkoutOpenMinutes * 60_000;
}

export interface PricedOrder {
  items: OrderItemRecord[];
  net: number;
  vat: number;
  total: number;
}

/**
 * Prices each name for `years` years at the net yearly price, VAT rounded per line to whole
 * øre; the order's totals are the lines' sums, so a receipt always adds up.
 */
export function priceOrder(names: readonly string[], years: number, price: { netPerYear: number; vatPercent: number }): PricedOrder {
  const items = names.map((domain): OrderItemRecord => {
    const net = price.netPerYear * years;
    const vat = Math.round((net * price.vatPercent) / 100);
    return { domain, years, unitPrice: price.netPerYear, net, vat, total: net + vat, status: 'pending', domainId: null, failureReason: null };
  });
  const sum = (pick: (item: OrderItemRecord) => number) => items.reduce((total, item) => total + pick(item), 0);
  return { items, net: sum((item) => item.net), vat: sum((item) => item.vat), total: sum((item) => item.total) };
}

/** What an Idempotency-Key stands for: the same key with another request is refused. */
export function checkoutFingerprint(request: { domains: readonly string[]; years: number }): string {
  return createHash('sha256')
    .update(JSON.stringify({ domains: request.domains, years: request.years }))
    .digest('hex');
}

export type PaymentTransition =
  | { kind: 'paid'; changes: Pick<OrderRecord, 'status' | 'paidAt' | 'paidAmount' | 'paidCurrency'> & Partial<Pick<OrderRecord, 'paymentId'>> }
  /** Paid, but not what the order costs: held, nothing registered, the payment refunded. */
  | { kind: 'mismatch'; changes: Pick<OrderRecord, 'status' | 'paymentId' | 'paidAt' | 'paidAmount' | 'paidCurrency' | 'failureReason'> }
  /** A second, different payment for an order that has one: kept on the order and refunded. */
  | { kind: 'extra-payment'; payment: ExtraPayment; changes: Pick<OrderRecord, 'extraPayments'> }
  | { kind: 'failed'; changes: Pick<OrderRecord, 'status' | 'failureReason'> }
  /** The checkout closed unpaid at the provider: final (a payment that still arrives is extra, and refunded). */
  | { kind: 'expired'; changes: Pick<OrderRecord, 'status' | 'failureReason'> }
  /** The buyer cancelled on the payment page and the checkout was expired at the provider: final, as `expired`. */
  | { kind: 'cancelled'; changes: Pick<OrderRecord, 'status'> & Partial<Pick<OrderRecord, 'failureReason'>> }
  /**
   * An administrator's hand-marked payment arrived after the provider's card payment (the mark
   * raced the buyer's checkout): the hand-marked payment becomes the order's, and the card
   * payment the extra one, refunded at the provider. The order keeps no provider payment id.
   */
  | { kind: 'card-made-extra'; payment: ExtraPayment; changes: Pick<OrderRecord, 'extraPayments' | 'paymentId'> }
  /** Nothing to change: a late or out-of-order event (e.g. a decline after a later success), or the same payment again. */
  | { kind: 'none' };

/** The provider's currency codes are lower case (`dkk`); ours upper case. */
const sameCurrency = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Whether a payment is the order's own or one it already knows as extra. */
function knownPayment(order: Pick<OrderRecord, 'paymentId' | 'extraPayments'>, paymentId: string): boolean {
  return order.paymentId === paymentId || (order.extraPayments ?? []).some((payment) => payment.paymentId === paymentId);
}

/** The reason of the payment event a buyer's cancel records (never a provider's code). */
export const cancelledReason = 'cancelled_by_buyer';

/** The provider's failure reasons: `expired` (the checkout closed unpaid), `payment_failed` (no decline code), else a card decline code. */
function failureReasonOf(reason: string): 'payment_expired' | 'payment_failed' | 'card_declined' {
  if (reason === 'expired') return 'payment_expired';
  return reason === 'payment_failed' ? 'payment_failed' : 'card_declined';
}

/**
 * What a verified payment event does to an order. Deliveries can repeat and arrive out of
 * order, so only these move it: pending → paid, failed → paid (the buyer tried another card),
 * pending → failed (declined), pending → expired (the checkout closed unpaid), pending → cancelled
 * (the buyer cancelled and the checkout was expired at the provider). A payment counts
 * only for exactly the order's total in its currency: any other amount holds the order as
 * `payment_mismatch`. A paid, registered or refunded order never goes back, and an expired or
 * cancelled one is final: another payment for any of them is recorded as extra (and refunded, never
 * registered), the same one is ignored.
 */
export function paymentTransition(order: Pick<OrderRecord, 'status' | 'total' | 'currency' | 'paymentId' | 'extraPayments'>, event: PaymentEvent): PaymentTransition {
  if (event.type === 'checkout.paid') {
    const payment = { paymentId: event.paymentId, paidAt: event.occurredAt, paidAmount: event.amount, paidCurrency: event.currency.toUpperCase() };
    if (order.status === 'pending' || order.status === 'failed') {
      if (event.amount === order.total && sameCurrency(event.currency, order.currency)) return { kind: 'paid', changes: { status: 'paid', ...payment } };
      return { kind: 'mismatch', changes: { status: 'payment_mismatch', failureReason: 'payment_mismatch', ...payment } };
    }
    if (knownPayment(order, event.paymentId)) return { kind: 'none' };
    const extra: ExtraPayment = { paymentId: event.paymentId, amount: event.amount, currency: payment.paidCurrency, receivedAt: event.occurredAt };
    return { kind: 'extra-payment', payment: extra, changes: { extraPayments: [...(order.extraPayments ?? []), extra] } };
  }
  // The buyer's cancel (`cancelCheckout`), recorded after the checkout was expired at the provider.
  // The provider's checkout.session.expired that this expiry sends may be recorded first: the cancel still wins.
  if (event.type === 'checkout.failed' && event.reason === cancelledReason) {
    if (order.status === 'pending') return { kind: 'cancelled', changes: { status: 'cancelled' } };
    if (order.status === 'expired') return { kind: 'cancelled', changes: { status: 'cancelled', failureReason: undefined } };
    return { kind: 'none' };
  }
  if (event.type === 'checkout.failed' && order.status === 'pending') {
    const failureReason = failureReasonOf(event.reason);
    if (failureReason === 'payment_expired') return { kind: 'expired', changes: { status: 'expired', failureReason } };
    return { kind: 'failed', changes: { status: 'failed', failureReason } };
  }
  return { kind: 'none' };
}

/**
 * What an administrator's "mark paid" does to an order (money received outside the provider).
 * Waiting for its payment: paid, without a provider payment id (there is nothing of it at the
 * provider to refund). Already paid by card meanwhile and nothing refunded yet: the card payment
 * is the extra one, to be refunded at the provider (a hand-marked payment never is). Anything
 * else (a mismatched or expired order, one refunded): nothing.
 */
export function handMarkedPaymentTransition(
  order: Pick<
    OrderRecord,
    'status' | 'total' | 'currency' | 'paymentId' | 'paidAmount' | 'paidCurrency' | 'paidAt' | 'extraPayments' | 'manualPayment' | 'refundId' | 'refundedAmount' | 'adminRefund'
  >,
  at: string,
): PaymentTransition {
  if (order.manualPayment) return { kind: 'none' };
  if (order.status === 'pending' || order.status === 'failed')
    return { kind: 'paid', changes: { status: 'paid', paidAt: at, paidAmount: order.total, paidCurrency: order.currency } };
  const cardPaid = (order.status === 'paid' || order.status === 'registered') && order.paymentId;
  if (!cardPaid || order.refundId || order.refundedAmount > 0 || order.adminRefund) return { kind: 'none' };
  const card: ExtraPayment = {
    paymentId: order.paymentId!,
    amount: order.paidAmount ?? order.total,
    currency: order.paidCurrency ?? order.currency,
    receivedAt: order.paidAt ?? at,
  };
  return { kind: 'card-made-extra', payment: card, changes: { paymentId: undefined, extraPayments: [...(order.extraPayments ?? []), card] } };
}

/** An order whose items are all registered or refunded is settled; the amount to refund is theirs. */
export function settlement(order: Pick<OrderRecord, 'items'>): { settled: boolean; status: 'registered' | 'refunded'; refundAmount: number } {
  const settled = order.items.every((item) => item.status !== 'pending');
  const refundAmount = order.items.filter((item) => item.status === 'refunded').reduce((sum, item) => sum + item.total, 0);
  const anyRegistered = order.items.some((item) => item.status === 'registered');
  return { settled, status: anyRegistered ? 'registered' : 'refunded', refundAmount };
}

/**
 * What an administrator's refund credits (the credit note's totals): the names the order
 * registered (what settling refunded already was given back then), as negative øre.
 */
export function creditedAmounts(order: Pick<OrderRecord, 'items'>): { net: number; vat: number; total: number } {
  const credited = order.items.filter((item) => item.status === 'registered');
  const sum = (pick: (item: OrderItemRecord) => number) => -credited.reduce((total, item) => total + pick(item), 0);
  return { net: sum((item) => item.net), vat: sum((item) => item.vat), total: sum((item) => item.total) };
}

/** The issued credit note's own facts (pattern R3), when it is issued. */
export interface IssuedCreditNote {
  receiptNumber: string;
  creditsReceiptNumber?: string;
  issuedAt: string;
}

/**
 * The buyer's view of an order's credit note: none without an administrator's refund; its
 * number and the receipt it credits once issued (seconds after the refund), else the refund's time.
 */
export function creditNoteView(order: Pick<OrderRecord, 'items' | 'adminRefund'>, issued: IssuedCreditNote | null): CreditNote | null {
  if (!order.adminRefund) return null;
  return {
    number: issued?.receiptNumber ?? null,
    credits_receipt_number: issued?.creditsReceiptNumber ?? null,
    issued_at: issued?.issuedAt ?? order.adminRefund.at,
    ...creditedAmounts(order),
  };
}

/** The API's view of an order (snake_case, ids at the provider, the payment page while pending, its credit note). */
export function toOrderView(order: OrderRecord, creditNote: IssuedCreditNote | null = null): Order {
  return {
    id: order.orderId,
    kind: order.kind,
    status: order.status,
    items: order.items.map((item) => ({
      domain: item.domain,
      years: item.years,
      unit_price: item.unitPrice,
      net: item.net,
      vat: item.vat,
      total: item.total,
      status: item.status,
      domain_id: item.domainId,
      failure_reason: item.failureReason,
    })),
    net: order.net,
    vat: order.vat,
    vat_percent: order.vatPercent,
    total: order.total,
    refunded_amount: order.refundedAmount,
    credit_note: creditNoteView(order, creditNote),
    team_id: order.ownerType === 'team' ? order.ownerId : null,
    currency: order.currency,
    failure_reason: order.failureReason ?? null,
    checkout_url: order.status === 'pending' ? (order.checkoutUrl ?? null) : null,
    provider_order_id: order.checkoutId ?? null,
    provider_invoice_id: order.paymentId ?? null,
    automatic_charge: order.autoRenewal
      ? { attempts: order.autoRenewal.attempts, last_attempt_at: order.autoRenewal.lastAttemptAt ?? null, last_failure: order.autoRenewal.lastFailure ?? null }
      : null,
    created_at: order.createdAt,
    paid_at: order.paidAt ?? null,
    updated_at: order.updatedAt,
  };
}
