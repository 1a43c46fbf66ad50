import { DomainError } from '../../errors.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { recordPaymentEvent, type RecordPaymentEventPorts } from '../../orders/record-payment-event.ts';
import type { PaymentEvent } from '../../ports/payments.ts';
import { newEvent } from '../events.ts';

/** The one payment event an order's manual payment is: its id makes a second mark a duplicate. */
export const manualPaymentEventId = (orderId: string) => `manual-payment-${orderId}`;

/** An order waiting for its payment: pending, or declined (the buyer may still pay). */
export const awaitsPayment = (order: Pick<OrderRecord, 'status'>) => order.status === 'pending' || order.status === 'failed';

/**
 * An administrator marks an order paid by hand (the money came outside the payment provider),
 * with a reason. It is recorded exactly as the provider's payment of the order's total would be
 * (`recordPaymentEvent`: the same transition, the same `order.paid` and so the same registration
 * or renewal), as one payment event of its own (`manual-payment-<orderId>`), so marking it twice,
 * or twice at once, records one payment and registers once; `order.marked-paid` (the
 * administrator and the reason) is written in the same transaction. The order keeps no provider
 * payment id: if the buyer's card payment arrives after the mark it is the extra one, and if it
 * arrived just before (the mark raced the checkout) it becomes the extra one; either way the
 * card payment is refunded at the provider, never the hand-marked one. Marking an order already
 * marked paid answers it as it is; any other order that is not waiting for a payment is refused.
 */
export async function markOrderPaid(input: { orderId: string; actorId: string; reason: string }, ports: RecordPaymentEventPorts): Promise<OrderRecord> {
  const order = await ports.orders.get(input.orderId);
  if (!order) throw new DomainError('not_found');
  if (order.manualPayment) return order;
  if (!awaitsPayment(order)) throw new DomainError('order_not_payable');
  const at = ports.clock.now().toISOString();
  const payment: PaymentEvent = {
    id: manualPaymentEventId(order.orderId),
    type: 'checkout.paid',
    occurredAt: at,
    orderId: order.orderId,
    checkoutId: '',
    paymentId: `manual-${order.orderId}`,
    amount: order.total,
    currency: order.currency,
  };
  const marked = newEvent(
    'order.marked-paid',
    { orderId: order.orderId, ownerId: order.ownerId, actorId: input.actorId, actorKind: 'admin', reason: input.reason, amount: order.total },
    ports.clock,
  );
  await recordPaymentEvent(payment, ports, { changes: { manualPayment: { by: input.actorId, reason: input.reason, at } }, events: [marked] });
  const after = await ports.orders.get(order.orderId);
  if (!after) throw new DomainError('not_found');
  // Meanwhile mismatched, expired or refunded: the mark was not recorded.
  if (!after.manualPayment) throw new DomainError('order_not_payable');
  return after;
}
