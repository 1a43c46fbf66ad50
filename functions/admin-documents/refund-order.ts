import type { EventEnvelope } from '#events/envelope.ts';
import { DomainError } from '../errors.ts';
import type { OrderRecord } from '../orders/order.ts';
import type { OrderRepository } from '../orders/ports.ts';
import type { IssuedReceiptRecord } from '../orders/receipt.ts';
import type { Clock } from '../ports/clock.ts';
import type { Payments } from '../ports/payments.ts';
import { newEvent } from './events.ts';

export interface RefundOrderPorts {
  orders: Pick<OrderRepository, 'get' | 'update'>;
  payments: Pick<Payments, 'refund'>;
  /** The order's receipt, issued first if it is not yet (the credit note names it). */
  issueReceipt(orderId: string): Promise<IssuedReceiptRecord | null>;
  /** The credit note of the refund (once); the receipts consumer issues it too, from the event. */
  issueCreditNote(orderId: string): Promise<IssuedReceiptRecord | null>;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}

/** What an administrator's refund gives back: the names the order kept (what settling did not refund already). */
export function refundableAmount(order: Pick<OrderRecord, 'status' | 'total' | 'refundedAmount' | 'adminRefund'>): number {
  if (order.adminRefund || order.status !== 'registered') return 0;
  return Math.max(0, order.total - order.refundedAmount);
}

/** Against a concurrent change of the order (another administrator's refund, a late event). */
const attempts = 3;

/**
 * An administrator refunds what is left of a settled order's payment, with a reason: at the
 * payment provider (one idempotency key per order, `admin-refund-<orderId>`, so a retry or a
 * second administrator never refunds twice), or, for an order paid by hand, recorded as paid back
 * by hand. The order becomes `refunded` with `order.refunded-by-admin` in one transaction, then
 * its credit note is issued (a receipt document of its own, numbered in the receipts' one
 * sequence). The domains stay as they are: deleting one is a separate decision. A second refund
 * answers the order as it is.
 */
export async function refundOrder(input: { orderId: string; actorId: string; reason: string }, ports: RefundOrderPorts): Promise<OrderRecord> {
  for (let attempt = 1; ; attempt += 1) {
    const order = await ports.orders.get(input.orderId);
    if (!order) throw new DomainError('not_found');
    if (order.adminRefund) return order;
    const amount = refundableAmount(order);
    if (amount <= 0) throw new DomainError('order_not_refundable');
    // The credit note credits the receipt: it must exist before the order changes (it is drawn from the order as settled).
    if (!(await ports.issueReceipt(order.orderId))) throw new DomainError('order_not_refundable');
    let refundId: string | null = null;
    if (!order.manualPayment) {
      if (!order.paymentId) throw new DomainError('order_not_refundable');
      const refund = await ports.payments.refund({
        paymentId: order.paymentId,
        amount,
        idempotencyKey: `admin-refund-${order.orderId}`,
        reason: 'requested_by_customer',
        orderId: order.orderId,
      });
      refundId = refund.id;
    }
    const at = ports.clock.now().toISOString();
    const event = newEvent(
      'order.refunded-by-admin',
      {
        orderId: order.orderId,
        ownerId: order.ownerId,
        ownerType: order.ownerType,
        names: order.items.map((item) => item.domain),
        actorId: input.actorId,
        actorKind: 'admin',
        reason: input.reason,
        amount,
        refundId,
      },
      ports.clock,
    );
    let refunded: OrderRecord;
    try {
      refunded = await ports.orders.update(
        order,
        { status: 'refunded', refundedAmount: order.refundedAmount + amount, adminRefund: { by: input.actorId, reason: input.reason, at, amount, refundId } },
        ports.clock.now(),
        [event],
      );
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'conflict') || attempt >= attempts) throw error;
      continue;
    }
    await ports.deliver([event]);
    await ports.issueCreditNote(order.orderId);
    return refunded;
  }
}
