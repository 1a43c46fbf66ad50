import { Logger } from '../../logger.ts';
import { inJobRun } from '../../events/event-context.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { drainRegistryMessages, type RegistryMessagesReport } from '../../registry-events/drain-registry-messages.ts';
import { composeRegistryPoll } from '../../registry-events/poll-wiring.ts';

/** Reads the registrar's message queue at the registry (EPP poll) into the registry-events queue. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const ports = composeRegistryPoll(config, local, logger);

  /** Each message handed on (then acknowledged) or, unreadable, kept and acknowledged; a failure leaves the rest for the next run. */
  return inJobRun(async function handler(): Promise<RegistryMessagesReport> {
    const report = await drainRegistryMessages(ports);
    if (report.handedOn > 0 || report.unreadable > 0) logger.info('registry messages read', { ...report });
    return report;
  });
}
