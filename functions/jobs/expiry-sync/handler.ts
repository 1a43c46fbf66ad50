import { Logger } from '../../logger.ts';
import { inJobRun } from '../../events/event-context.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { moveUnshardedDueEntries } from '../../lifecycle/move-unsharded-due-entries.ts';
import { composeExpirySync } from '../../lifecycle/sync-wiring.ts';
import { type ExpirySyncInput, type ExpirySyncReport, runExpirySync } from '../../lifecycle/sync-expiry.ts';

/** Brings the due domains' expiry and statuses in line with the registry; `{ domainId }` or `{ all: true }` force it. Moves due entries into their shards. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const ports = composeExpirySync(config, local, logger);

  /** The schedule's run has no input; an operator's invocation may name one domain or all. */
  return inJobRun(async function handler(input?: unknown): Promise<ExpirySyncReport> {
    const report = await runExpirySync(jobInput(input), ports);
    if (report.checked > 0 || report.registryUnavailable) logger.info('expiry sync ran', { ...report });
    // The migration to sharded due entries, a little each run (a no-op query per job once done).
    const moved = await moveUnshardedDueEntries(ports);
    if (Object.values(moved).some((count) => count > 0)) logger.info('due entries moved into their shards', moved);
    return report;
  });
}

/** The invocation's payload as the job's input: EventBridge Scheduler's run sends none we read. */
function jobInput(input: unknown): ExpirySyncInput {
  if (input && typeof input === 'object') {
    if ('domainId' in input && typeof input.domainId === 'string') return { domainId: input.domainId };
    if ('all' in input && input.all === true) return { all: true };
  }
  return {};
}
