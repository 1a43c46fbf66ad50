import { Logger } from '../../logger.ts';
import { inJobRun } from '../../events/event-context.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { stripeCheckoutState, stripeExpireCheckout } from '../../adapters/payments/stripe-payments.ts';
import { composeOrders } from '../../orders/wiring.ts';
import { reconcilePendingCheckouts, type ReconciliationReport } from '../../orders/reconcile-pending-checkouts.ts';

/** Asks the payment provider about checkouts still pending, and records what it says. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const { orders, payments, clock, deliveryFor, metrics } = composeOrders(config, local, { checkoutState: stripeCheckoutState, expireCheckout: stripeExpireCheckout });
  const ports = { orders, payments, clock, deliver: deliveryFor(logger), logger, metrics };

  /** Orders the provider never reported on: paid ones applied as the webhook would, abandoned ones expired. */
  return inJobRun(async function handler(): Promise<ReconciliationReport> {
    const report = await reconcilePendingCheckouts(ports);
    if (report.paid + report.expired + report.failed > 0) logger.info('pending checkouts reconciled', { ...report });
    return report;
  });
}
