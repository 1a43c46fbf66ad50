import type { OrderRepository } from './ports.ts';
import { fulfilPaidOrder } from './fulfil-paid-order.ts';
import { recoveryGraceMinutes, recoveryOf } from './paid-order-recovery.ts';
import type { RegisterPaidOrderPorts } from './register-paid-order.ts';
import type { RenewPaidOrderPorts } from './renew-paid-order.ts';
import { refundUnkeptPayment, type RefundUnkeptPaymentPorts } from './refund-unkept-payment.ts';

export type StrandedOrdersPorts = RegisterPaidOrderPorts &
  RenewPaidOrderPorts & {
    orders: Pick<OrderRepository, 'listByStatusBefore' | 'listUnkeptPaymentsBefore'> & RefundUnkeptPaymentPorts['orders'];
    logger: { warn(message: string, extra: Record<string, unknown>): void };
  };

export interface StrandedOrdersReport {
  /** Paid orders found not carried out past their grace period. */
  found: number;
  registered: number;
  refunded: number;
  /** Still failing (the registry or the provider is down): the next run tries again. */
  failed: number;
  /** Payments an order could not keep, refunded here because their message never got that far. */
  paymentsRefunded: number;
}

/**
 * The paid-orders job: the one recovery rule (paid-order-recovery.ts) applied to what its
 * indexes find past the grace period. Orders `paid` and not carried out (index O3,
 * `ORDERSTATUS#paid` by last change), of every kind, are carried out through the same command
 * path as the registration consumer (fulfil-paid-order.ts), which is safe to run twice, also at
 * once; payments an order cannot keep and that are still not refunded (pattern O11) are refunded
 * through the payment-refunds consumer's command. Neither depends on the queue's message: a
 * dead letter on either queue is resolved here. One order's failure does not stop the others.
 */
export async function fulfilStrandedOrders(ports: StrandedOrdersPorts, limit = 100): Promise<StrandedOrdersReport> {
  const now = ports.clock.now();
  const before = new Date(now.getTime() - recoveryGraceMinutes * 60_000).toISOString();
  const stranded = await ports.orders.listByStatusBefore('paid', before, limit);
  const report: StrandedOrdersReport = { found: stranded.length, registered: 0, refunded: 0, failed: 0, paymentsRefunded: 0 };
  for (const order of stranded) {
    const { carryOut } = recoveryOf(order, now);
    if (!carryOut) continue;
    try {
      const outcome = await fulfilPaidOrder(order.orderId, ports, { giveUpOnOutage: carryOut.lastTry });
      if (outcome === 'registered') report.registered += 1;
      if (outcome === 'refunded') report.refunded += 1;
    } catch (error) {
      report.failed += 1;
      ports.logger.warn('stranded paid order not carried out yet', { orderId: order.orderId, error: String(error) });
    }
  }
  for (const entry of await ports.orders.listUnkeptPaymentsBefore(before, limit)) {
    try {
      const order = await ports.orders.get(entry.orderId);
      const recovery = order ? recoveryOf(order, now) : null;
      // Changed within the grace period (its consumer may be at it): the next run.
      if (recovery && !recovery.due) continue;
      const unkept = recovery?.refund.find((payment) => payment.paymentId === entry.paymentId);
      // Refunded meanwhile, or no money moved: nothing to give back.
      if (!unkept) await ports.orders.forgetUnkeptPayment(entry);
      else if ((await refundUnkeptPayment(unkept, ports)) === 'refunded') report.paymentsRefunded += 1;
    } catch (error) {
      report.failed += 1;
      ports.logger.warn('unkept payment not refunded yet', { orderId: entry.orderId, paymentId: entry.paymentId, error: String(error) });
    }
  }
  return report;
}
