import { type DomainJob, domainJobs } from './model.ts';
import type { DueRepository } from './ports.ts';

/** How many entries of each job a run moves: the expiry sync runs every 5 minutes, so 100 000 domains move in about a day. */
export const unshardedEntriesPerRun = 100;

/**
 * The migration to sharded due entries (docs/decisions/due-entries-write-sharded.md): each
 * expiry-sync run moves a bounded number of each job's entries out of the partition they had
 * before the shards. Until it is empty the jobs read it beside the shards, so no entry is missed
 * meanwhile; once empty a run costs one empty query per job.
 */
export async function moveUnshardedDueEntries(ports: { due: Pick<DueRepository, 'moveUnsharded'> }, limit = unshardedEntriesPerRun): Promise<Record<DomainJob, number>> {
  const moved = {} as Record<DomainJob, number>;
  for (const job of domainJobs) moved[job] = await ports.due.moveUnsharded(job, limit);
  return moved;
}
