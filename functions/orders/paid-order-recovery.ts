import type { OrderRecord } from './order.ts';

/**
 * The one recovery rule for money the portal holds (docs/decisions/paid-order-recovery.md), for
 * every kind of order alike: a registration or a renewal, by the buyer, by a team, charged by the
 * auto-renewal job or marked paid by an administrator. The paid-orders job asks it about every
 * order its indexes find; the queues' consumers do the same work sooner, on the same command path.
 * No I/O here.
 */

/** A paid order untouched this long has outlived its queue's retries (a registry outage, a dead letter, a lost message). */
export const recoveryGraceMinutes = 30;

/**
 * Paid this long ago and still not carried out: the next try is the last. A registry still down
 * then refunds what is pending rather than keeping the buyer's money without a domain.
 */
export const lastTryAfterHours = 24;

/** A payment the order cannot keep, and so gives back in full: its mismatched payment, or one of its extra payments. */
export interface UnkeptPayment {
  orderId: string;
  paymentId: string;
  reason: 'payment_mismatch' | 'extra_payment';
}

export interface Recovery {
  /** Within the grace period since the order's last change: its consumer may still be at work. */
  due: boolean;
  /** Paid and not carried out: register or renew it (the consumer's command path), `lastTry` past {@link lastTryAfterHours}. */
  carryOut: { lastTry: boolean } | null;
  /** Payments the provider took that the order cannot keep and that are not refunded yet. */
  refund: UnkeptPayment[];
}

/** A hand-marked payment as earlier versions recorded it (`manual-<orderId>`): never at the provider, nothing to refund there. */
const handMarkedPaymentId = (order: Pick<OrderRecord, 'orderId'>) => `manual-${order.orderId}`;

/**
 * The payments the provider took for an order that it cannot keep and has not refunded: the
 * payment of a `payment_mismatch` order, and each extra payment (a second checkout paid, a card
 * payment made extra by a hand-marked one). Zero-amount payments moved no money.
 */
export function unkeptPaymentsOf(order: Pick<OrderRecord, 'orderId' | 'status' | 'paymentId' | 'paidAmount' | 'refundId' | 'refundedAmount' | 'extraPayments'>): UnkeptPayment[] {
  const unkept: UnkeptPayment[] = [];
  if (order.status === 'payment_mismatch' && order.paymentId && !order.refundId && order.refundedAmount === 0 && (order.paidAmount ?? 0) > 0)
    unkept.push({ orderId: order.orderId, paymentId: order.paymentId, reason: 'payment_mismatch' });
  for (const payment of order.extraPayments ?? []) {
    if (payment.refundId || payment.amount <= 0 || payment.paymentId === handMarkedPaymentId(order)) continue;
    unkept.push({ orderId: order.orderId, paymentId: payment.paymentId, reason: 'extra_payment' });
  }
  return unkept;
}

/**
 * What recovering an order takes at `now`. Nothing while its last change is within
 * {@link recoveryGraceMinutes} (its consumer's retries are still running). After that, an order
 * `paid` and not carried out is carried out, the last try once it was paid
 * {@link lastTryAfterHours} ago; and every payment it cannot keep is refunded. The registry's
 * "already done" (a create of a name our registrant holds, a renewal whose expiry already moved
 * by exactly it) counts as done on that path, never as a second charge or a second year; its
 * refusal, or an outage on the last try, refunds what is pending and tells the buyer.
 */
export function recoveryOf(
  order: Pick<OrderRecord, 'orderId' | 'status' | 'updatedAt' | 'paidAt' | 'paymentId' | 'paidAmount' | 'refundId' | 'refundedAmount' | 'extraPayments'>,
  now: Date,
): Recovery {
  const due = now.getTime() - Date.parse(order.updatedAt) >= recoveryGraceMinutes * 60_000;
  if (!due) return { due, carryOut: null, refund: [] };
  const paidAt = Date.parse(order.paidAt ?? order.updatedAt);
  const carryOut = order.status === 'paid' ? { lastTry: now.getTime() - paidAt >= lastTryAfterHours * 3_600_000 } : null;
  return { due, carryOut, refund: unkeptPaymentsOf(order) };
}
