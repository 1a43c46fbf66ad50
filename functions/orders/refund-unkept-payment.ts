import type { EventEnvelope } from '#events/envelope.ts';
import type { OrderChanges, OrderRepository } from './ports.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import type { Clock } from '../ports/clock.ts';
import type { Payments } from '../ports/payments.ts';
import type { OrderRecord } from './order.ts';
import type { UnkeptPayment } from './paid-order-recovery.ts';

export interface RefundUnkeptPaymentPorts {
  orders: Pick<OrderRepository, 'get' | 'recordUnkeptRefund' | 'forgetUnkeptPayment'>;
  payments: Pick<Payments, 'refund'>;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}

export type { UnkeptPayment } from './paid-order-recovery.ts';

export type RefundOutcome = 'refunded' | 'already-refunded' | 'nothing-to-refund';

/** Tries against concurrent changes of the order (registration, another refund). */
const attempts = 3;

/** The payment's amount and whether its refund is recorded, as the order knows it. */
function paymentOnOrder(order: OrderRecord, unkept: UnkeptPayment): { amount: number; refunded: boolean } | null {
  if (unkept.reason === 'payment_mismatch') {
    if (order.status !== 'payment_mismatch' || order.paymentId !== unkept.paymentId) return null;
    return { amount: order.paidAmount ?? 0, refunded: Boolean(order.refundId) || order.refundedAmount > 0 };
  }
  // A hand-marked payment (`manual-<orderId>`, as recorded by earlier versions) was never at the provider: nothing to refund there.
  if (unkept.paymentId === `manual-${order.orderId}`) return null;
  const extra = order.extraPayments?.find((payment) => payment.paymentId === unkept.paymentId);
  return extra ? { amount: extra.amount, refunded: Boolean(extra.refundId) } : null;
}

function recordedRefund(order: OrderRecord, unkept: UnkeptPayment, refundId: string, amount: number): OrderChanges {
  if (unkept.reason === 'payment_mismatch') return { refundedAmount: amount, refundId };
  return { extraPayments: (order.extraPayments ?? []).map((payment) => (payment.paymentId === unkept.paymentId ? { ...payment, refundId } : payment)) };
}

/**
 * Gives back, in full, a payment the order could not keep (the payment-refunds consumer): a
 * payment of the wrong amount or currency, or a second payment for an order already paid.
 * The refund's idempotency key is the payment's own, so a redelivery or a crash between the
 * refund and its record never refunds twice; the record, `order.payment-refunded` (which
 * tells the buyer) and the end of the payment's unkept entry are saved together. The paid-orders
 * job calls this too, for an unkept payment whose message never got this far (paid-order-recovery.ts).
 */
export async function refundUnkeptPayment(unkept: UnkeptPayment, ports: RefundUnkeptPaymentPorts): Promise<RefundOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const order = await ports.orders.get(unkept.orderId);
    const payment = order ? paymentOnOrder(order, unkept) : null;
    // A zero-amount "payment" moved no money (Stripe has a minimum charge): nothing to send back.
    if (!order || !payment || payment.amount <= 0 || payment.refunded) {
      await ports.orders.forgetUnkeptPayment(unkept);
      return payment?.refunded ? 'already-refunded' : 'nothing-to-refund';
    }
    const refund = await ports.payments.refund({
      paymentId: unkept.paymentId,
      amount: payment.amount,
      idempotencyKey: `refund-payment-${unkept.paymentId}`,
      reason: unkept.reason === 'extra_payment' ? 'duplicate' : 'requested_by_customer',
      orderId: order.orderId,
    });
    const event = newEvent(
      'order.payment-refunded',
      { orderId: order.orderId, ownerId: order.ownerId, paymentId: unkept.paymentId, refundId: refund.id, amount: payment.amount, reason: unkept.reason },
      ports.clock,
    );
    try {
      await ports.orders.recordUnkeptRefund({
        order,
        paymentId: unkept.paymentId,
        changes: recordedRefund(order, unkept, refund.id, payment.amount),
        events: [event],
        at: ports.clock.now(),
      });
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'conflict') || attempt >= attempts) throw error;
      continue;
    }
    await ports.deliver([event]);
    return 'refunded';
  }
}
