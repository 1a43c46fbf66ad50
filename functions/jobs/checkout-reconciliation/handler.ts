import { Logger } from '../../logger.ts';
import { configuredDelivery } from '../../adapters/events/configured-delivery.ts';
import { clock, orderRepository, payments } from '../../orders/wiring.ts';
import { reconcilePendingCheckouts, type ReconciliationReport } from '../../orders/reconcile-pending-checkouts.ts';

const logger = new Logger();
const ports = { orders: orderRepository, payments, clock, deliver: configuredDelivery(logger), logger };

/** Orders the provider never reported on: paid ones applied as the webhook would, abandoned ones expired. */
export async function handler(): Promise<ReconciliationReport> {
  const report = await reconcilePendingCheckouts(ports);
  if (report.paid + report.expired + report.failed > 0) logger.info('pending checkouts reconciled', { ...report });
  return report;
}
