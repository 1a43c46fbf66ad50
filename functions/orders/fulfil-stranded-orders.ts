import type { OrderRepository } from './ports.ts';
import { fulfilPaidOrder } from './fulfil-paid-order.ts';
import type { RegisterPaidOrderPorts } from './register-paid-order.ts';
import type { RenewPaidOrderPorts } from './renew-paid-order.ts';

/** A paid order untouched this long has outlived its queue's retries (registry outage, dead letter, a lost message). */
export const strandedAfterMinutes = 30;
/**
 * Paid this long ago and still not carried out: the registry has been down for a day, so the
 * names still pending are refunded rather than keeping the buyer's money without a domain.
 */
export const giveUpAfterHours = 24;

export type StrandedOrdersPorts = RegisterPaidOrderPorts &
  RenewPaidOrderPorts & {
    orders: Pick<OrderRepository, 'listByStatusBefore'>;
    logger: { warn(message: string, extra: Record<string, unknown>): void };
  };

export interface StrandedOrdersReport {
  found: number;
  registered: number;
  refunded: number;
  /** Still failing (the registry is down): the next run tries again. */
  failed: number;
}

/**
 * The paid-orders job: finds every order paid and not carried out for longer than
 * {@link strandedAfterMinutes} (index O3, `ORDERSTATUS#paid` by last change) and carries it out
 * through the same command path as the registration consumer. That path is safe to run twice,
 * also at once (register-paid-order.ts), so a run that overlaps the consumer or another run
 * registers nothing twice. One order's failure does not stop the others.
 */
export async function fulfilStrandedOrders(ports: StrandedOrdersPorts, limit = 100): Promise<StrandedOrdersReport> {
  const now = ports.clock.now().getTime();
  const before = new Date(now - strandedAfterMinutes * 60_000).toISOString();
  const stranded = await ports.orders.listByStatusBefore('paid', before, limit);
  const report: StrandedOrdersReport = { found: stranded.length, registered: 0, refunded: 0, failed: 0 };
  for (const order of stranded) {
    const paidAt = Date.parse(order.paidAt ?? order.updatedAt);
    const giveUpOnOutage = now - paidAt >= giveUpAfterHours * 3_600_000;
    try {
      const outcome = await fulfilPaidOrder(order.orderId, ports, { giveUpOnOutage });
      if (outcome === 'registered') report.registered += 1;
      if (outcome === 'refunded') report.refunded += 1;
    } catch (error) {
      report.failed += 1;
      ports.logger.warn('stranded paid order not carried out yet', { orderId: order.orderId, error: String(error) });
    }
  }
  return report;
}
