import { Logger } from '../../logger.ts';
import { fulfilmentPorts } from '../../orders/fulfilment-wiring.ts';
import { fulfilStrandedOrders, type StrandedOrdersReport } from '../../orders/fulfil-stranded-orders.ts';

const logger = new Logger();
const ports = { ...fulfilmentPorts(logger), logger };

/** Paid orders the registration queue did not carry out (an outage past its retries, a lost message): carried out here. */
export async function handler(): Promise<StrandedOrdersReport> {
  const report = await fulfilStrandedOrders(ports);
  if (report.found > 0) logger.warn('stranded paid orders carried out', { ...report });
  return report;
}
