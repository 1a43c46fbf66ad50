import { Logger } from '../../logger.ts';
import { inJobRun } from '../../events/event-context.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { composeAutoRenewal } from '../../auto-renewal/job-wiring.ts';
import { type AutoRenewalReport, renewAutomatically } from '../../auto-renewal/renew-automatically.ts';

/** Charges the attached card of domains due for automatic renewal; the paid order renews them at the registry. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const ports = composeAutoRenewal(config, local, logger);

  return inJobRun(async function handler(): Promise<AutoRenewalReport> {
    const report = await renewAutomatically(ports);
    if (report.charged > 0 || report.declined > 0 || report.failed > 0) logger.info('automatic renewals', { ...report });
    return report;
  });
}
