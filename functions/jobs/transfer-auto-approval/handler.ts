import { Logger } from '../../logger.ts';
import { type DueTransfersReport, processDueTransfers } from '../../transfers/process-due-transfers.ts';
import { transferPorts } from '../../transfers/wiring.ts';

const logger = new Logger();
const ports = transferPorts(logger);

/** Transfers in whose days are up: what the registry decided (approved by itself after five days) is applied. */
export async function handler(): Promise<DueTransfersReport> {
  const report = await processDueTransfers(ports);
  if (report.checked > 0) logger.info('due transfers processed', { ...report });
  return report;
}
