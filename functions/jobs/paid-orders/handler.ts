import { Logger } from '../../logger.ts';
import { inJobRun } from '../../events/event-context.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { composeFulfilment } from '../../orders/fulfilment-wiring.ts';
import { fulfilStrandedOrders, type StrandedOrdersReport } from '../../orders/fulfil-stranded-orders.ts';

/** Carries out paid orders whose registration message was lost or failed for good. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const ports = { ...composeFulfilment(config, local, logger), logger };

  /** Paid orders the registration queue did not carry out (an outage past its retries, a lost message): carried out here. */
  return inJobRun(async function handler(): Promise<StrandedOrdersReport> {
    const report = await fulfilStrandedOrders(ports);
    if (report.found > 0) logger.warn('stranded paid orders carried out', { ...report });
    return report;
  });
}
