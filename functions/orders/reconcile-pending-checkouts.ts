import type { OrderRepository } from './ports.ts';
import type { CheckoutState, PaymentEvent, Payments } from '../ports/payments.ts';
import { checkoutClosesAt, type OrderRecord } from './order.ts';
import { recordPaymentEvent, type RecordPaymentEventPorts } from './record-payment-event.ts';

/** A webhook normally arrives within seconds; an order still pending this long is asked about. */
export const reconcileAfterMinutes = 10;

export interface ReconcileCheckoutsPorts extends RecordPaymentEventPorts {
  orders: RecordPaymentEventPorts['orders'] & Pick<OrderRepository, 'listByStatusBefore'>;
  payments: Pick<Payments, 'checkoutState' | 'expireCheckout'>;
  logger: { warn(message: string, extra: Record<string, unknown>): void };
}

export interface ReconciliationReport {
  checked: number;
  paid: number;
  expired: number;
  /** Still open and payable: asked again on the next run. */
  open: number;
  failed: number;
}

/**
 * The provider's word as a payment event, with an id of our own per checkout and outcome: the
 * job run twice (or alongside the late webhook) applies it once, and the webhook's own event
 * for the same payment then changes nothing (order.ts `paymentTransition`).
 */
function eventOf(order: OrderRecord, state: CheckoutState, at: Date): PaymentEvent | null {
  const base = { id: `reconciliation-${state.id}-${state.status}`, occurredAt: at.toISOString(), orderId: order.orderId, checkoutId: state.id };
  if (state.paid && state.paymentId && state.amount !== null) return { ...base, type: 'checkout.paid', paymentId: state.paymentId, amount: state.amount, currency: state.currency };
  if (state.status === 'expired') return { ...base, type: 'checkout.failed', paymentId: state.paymentId, reason: 'expired' };
  return null;
}

/** Asks the provider about one pending order and applies what it says; an open checkout past its time is closed first. */
async function reconcileOrder(order: OrderRecord, ports: ReconcileCheckoutsPorts): Promise<CheckoutState['status'] | 'paid'> {
  const now = ports.clock.now();
  // An automatic renewal has no checkout: the auto-renewal job settles it (asking the provider about its recorded payment) on its next run.
  if (order.autoRenewal) return 'open';
  if (!order.checkoutId) {
    // Never saved (the provider failed, or the process died): it closes when its page would have.
    if (now.getTime() < checkoutClosesAt(order)) return 'open';
    const abandoned: PaymentEvent = {
      id: `reconciliation-${order.orderId}-no-checkout`,
      type: 'checkout.failed',
      occurredAt: now.toISOString(),
      orderId: order.orderId,
      checkoutId: null,
      paymentId: null,
      reason: 'expired',
    };
    await recordPaymentEvent(abandoned, ports);
    return 'expired';
  }
  let state = await ports.payments.checkoutState(order.checkoutId);
  if (state.status === 'open' && now.getTime() >= checkoutClosesAt(order)) state = await ports.payments.expireCheckout(order.checkoutId, `expire-${order.orderId}`);
  const event = eventOf(order, state, now);
  if (event) await recordPaymentEvent(event, ports);
  return state.paid ? 'paid' : state.status;
}

/**
 * The checkout reconciliation job: orders still `pending` {@link reconcileAfterMinutes} after
 * their last change (index O3) are asked about at the provider, because a webhook can be lost
 * (an endpoint down for longer than the provider retries). A paid checkout is applied exactly as
 * its webhook would be (amount checked, registration follows); an abandoned one is expired at
 * the provider, so it can no longer be paid, and the order is `expired` (reason `payment_expired`)
 * instead of waiting for payment for ever. The provider's own `checkout.session.expired` webhook
 * does the same; whichever comes first changes the order, the other finds it expired and changes
 * nothing (order.ts `paymentTransition`).
 */
export async function reconcilePendingCheckouts(ports: ReconcileCheckoutsPorts, limit = 100): Promise<ReconciliationReport> {
  const before = new Date(ports.clock.now().getTime() - reconcileAfterMinutes * 60_000).toISOString();
  const pending = await ports.orders.listByStatusBefore('pending', before, limit);
  const report: ReconciliationReport = { checked: pending.length, paid: 0, expired: 0, open: 0, failed: 0 };
  for (const order of pending) {
    try {
      const outcome = await reconcileOrder(order, ports);
      if (outcome === 'paid') report.paid += 1;
      else if (outcome === 'expired') report.expired += 1;
      else report.open += 1;
    } catch (error) {
      report.failed += 1;
      ports.logger.warn('pending order not reconciled', { orderId: order.orderId, error: String(error) });
    }
  }
  return report;
}
