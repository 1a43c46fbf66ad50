import type { OrderRecord } from './order.ts';
import { cancelledReason } from './order.ts';
import type { OrderRepository } from './ports.ts';
import { recordPaymentEvent, type RecordPaymentEventPorts } from './record-payment-event.ts';
import type { Payments } from '../ports/payments.ts';

export interface CancelCheckoutPorts extends RecordPaymentEventPorts {
  orders: RecordPaymentEventPorts['orders'] & Pick<OrderRepository, 'get'>;
  payments: Pick<Payments, 'expireCheckout'>;
}

/**
 * The buyer cancelled on the payment page (the provider's cancel URL, `/purchase-failure`): the
 * checkout is expired at the provider at once (Stripe: expire the Checkout Session), so it can no
 * longer be paid, and the order is `cancelled` instead of waiting for payment until the checkout's
 * own expiry. If the buyer paid just before, the provider says so and the payment is recorded as
 * its webhook would record it. The provider's later `checkout.session.expired` changes nothing.
 * Only a pending order is cancelled: a declined one (`failed`) stays as it is, with its reason.
 * Any other order (and an automatic renewal, which has no checkout) is answered as it is;
 * cancelling twice is once (one idempotency key per order).
 */
export async function cancelCheckout(order: OrderRecord, ports: CancelCheckoutPorts): Promise<OrderRecord> {
  if (order.status !== 'pending' || !order.checkoutId || order.autoRenewal) return order;
  const state = await ports.payments.expireCheckout(order.checkoutId, `cancel-${order.orderId}`);
  const base = { occurredAt: ports.clock.now().toISOString(), orderId: order.orderId, checkoutId: state.id };
  if (state.paid && state.paymentId && state.amount !== null) {
    await recordPaymentEvent({ ...base, id: `cancel-${state.id}-paid`, type: 'checkout.paid', paymentId: state.paymentId, amount: state.amount, currency: state.currency }, ports);
  } else if (state.status === 'expired') {
    await recordPaymentEvent({ ...base, id: `cancel-${state.id}`, type: 'checkout.failed', paymentId: state.paymentId, reason: cancelledReason }, ports);
  }
  return (await ports.orders.get(order.orderId)) ?? order;
}
