import { Logger } from '../../logger.ts';
import { inJobRun } from '../../events/event-context.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { type LifecycleNoticeReport, sendLifecycleNotices } from '../../lifecycle/send-lifecycle-notices.ts';
import { composeLifecycleNotices } from '../../lifecycle/wiring.ts';

/** Tells owners of domains without automatic renewal that the expiry comes (the settings' days, 7, 1) or came. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const ports = composeLifecycleNotices(config, local, logger);

  return inJobRun(async function handler(): Promise<LifecycleNoticeReport> {
    const report = await sendLifecycleNotices(ports);
    if (report.sent > 0 || report.failed > 0) logger.info('lifecycle notices sent', { ...report });
    return report;
  });
}
