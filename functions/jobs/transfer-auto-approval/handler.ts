import { Logger } from '../../logger.ts';
import { inJobRun } from '../../events/event-context.ts';
import { type DueTransfersReport, processDueTransfers } from '../../transfers/process-due-transfers.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { composeTransfers } from '../../transfers/wiring.ts';

/** Carries out transfers whose five days have passed. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const ports = composeTransfers(config, local, logger);

  /** Transfers in whose days are up: what the registry decided (approved by itself after five days) is applied. */
  return inJobRun(async function handler(): Promise<DueTransfersReport> {
    const report = await processDueTransfers(ports);
    if (report.checked > 0) logger.info('due transfers processed', { ...report });
    return report;
  });
}
