import type { ExpirySyncProgress } from '#shared/schemas/admin-domains.ts';
import type { SweepRepository } from './ports.ts';

/**
 * How far the forced sync of every domain is (the admin's screen polls it): the running sweep's
 * synced entries of the total counted when it started, else the last one finished, else none.
 */
export async function expirySyncProgress(ports: { sweeps: Pick<SweepRepository, 'get' | 'last'> }): Promise<ExpirySyncProgress> {
  const running = await ports.sweeps.get();
  if (running) return { status: 'running', started_at: running.startedAt, finished_at: null, synced: running.synced, total: running.total ?? null };
  const last = await ports.sweeps.last();
  if (last) return { status: 'finished', started_at: last.startedAt, finished_at: last.finishedAt, synced: last.synced, total: last.total ?? null };
  return { status: 'none', started_at: null, finished_at: null, synced: 0, total: null };
}
