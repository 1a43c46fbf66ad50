import { Logger } from '../../logger.ts';
import { inJobRun } from '../../events/event-context.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { liftDuePortalLocks } from '../../domain-settings/portal-lock.ts';
import { composePortalLockLifts } from '../../domain-settings/wiring.ts';

/** Lifts the portal lock of personal domains whose 24-hour wait is over, each recorded in the domain's history. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const ports = composePortalLockLifts(config, local, logger);

  return inJobRun(async function handler(): Promise<{ lifted: number; failed: number }> {
    const report = await liftDuePortalLocks(ports);
    if (report.lifted > 0 || report.failed > 0) logger.info('portal locks lifted', { ...report });
    return report;
  });
}
