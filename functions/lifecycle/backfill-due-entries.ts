import { domainJobs } from './model.ts';
import type { DueRepository } from './ports.ts';

/**
 * Gives a domain recorded before the lifecycle jobs existed (an older local `.data/`, the demo
 * domains) its due entries: due now where missing, so each job's next run puts it on its own
 * schedule; an entry already there is left as it is. Safe to run again.
 */
export async function backfillDueEntries(domainId: string, ports: { due: Pick<DueRepository, 'scheduleIfMissing'>; clock: { now(): Date } }): Promise<number> {
  const now = ports.clock.now();
  let written = 0;
  for (const job of domainJobs) if (await ports.due.scheduleIfMissing(domainId, job, now)) written += 1;
  return written;
}
