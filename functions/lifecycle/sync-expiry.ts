import { DomainError } from '../errors.ts';
import { RegistryError } from '../ports/registry.ts';
import { envelopeOf } from '../registry-events/domain-event-envelope.ts';
import { type RegistryView, registryViewChange } from '../registry-events/registry-event-rules.ts';
import { isGone, nextExpirySyncAt } from './due-rules.ts';
import type { ExpirySyncPorts } from './ports.ts';

/** What the job is asked: its schedule's run (nothing), one domain now, or every domain (a sweep, page by page over runs). */
export type ExpirySyncInput = { domainId: string } | { all: true } | Record<string, never>;

export interface ExpirySyncReport {
  checked: number;
  /** Domains whose expiry or statuses the registry's answer changed (renewed, expired, deleted, statuses). */
  changed: number;
  failed: number;
  /** The registry did not answer: the run stopped, what was due stays due for the next run. */
  registryUnavailable: boolean;
  /** A forced sync of every domain: how far it is, or null when none runs. */
  sweep: { synced: number; done: boolean } | null;
}

type Outcome = 'unchanged' | 'changed' | 'gone';

const job = 'expiry-sync';
/** A domain whose sync failed (not the registry being down) is tried again this much later. */
const retryAfterMs = 3600 * 1000;

/**
 * The expiry sync (issue 14, "Jobs"): the domains whose entry is due (one index query per page,
 * never a scan) are compared with the registry's `<domain:info>`; what differs is changed as the
 * registry's own events would change it, with the same domain events (renewed, expired: made
 * inactive, deleted, statuses), and each domain is put back on its schedule. A registry that does
 * not answer stops the run and leaves everything as it was: due, for the next run. `{ domainId }`
 * syncs one domain at once; `{ all: true }` starts a sweep over every domain's entry, which this
 * and the following runs carry on a few pages at a time (resumable, bounded).
 */
export async function runExpirySync(
  input: ExpirySyncInput | undefined,
  ports: ExpirySyncPorts,
  options: { batchSize?: number; maxBatches?: number; sweepPageSize?: number; sweepPages?: number } = {},
): Promise<ExpirySyncReport> {
  const { batchSize = 25, maxBatches = 20, sweepPageSize = 100, sweepPages = 4 } = options;
  const now = ports.clock.now();
  const report: ExpirySyncReport = { checked: 0, changed: 0, failed: 0, registryUnavailable: false, sweep: null };
  const syncOne = async (domainId: string): Promise<boolean> => {
    report.checked += 1;
    try {
      if ((await syncDomain(domainId, ports)) !== 'unchanged') report.changed += 1;
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'registry_unavailable') {
        report.registryUnavailable = true;
        return false;
      }
      report.failed += 1;
      ports.logger.error('domain could not be synced with the registry', { domainId, error: error as Error });
      await ports.due.schedule(domainId, job, new Date(now.getTime() + retryAfterMs));
      return true;
    }
  };

  if (input && 'domainId' in input) {
    await syncOne(input.domainId);
    return report;
  }

  let startKey: Record<string, unknown> | undefined;
  for (let batch = 0; batch < maxBatches && !report.registryUnavailable; batch += 1) {
    const page = await ports.due.listDue(job, now, batchSize, startKey);
    for (const entry of page.entries) if (!(await syncOne(entry.domainId))) break;
    startKey = page.nextKey;
    if (!startKey) break;
  }

  let sweep = await ports.sweeps.get();
  if (!sweep && input && 'all' in input) {
    sweep = { startedAt: now.toISOString(), cursor: null, synced: 0, total: await ports.due.countAll(job) };
    // Kept at once: a run the registry stops still leaves the sweep for the next.
    if (report.registryUnavailable) await ports.sweeps.save(sweep);
  }
  if (!sweep || report.registryUnavailable) return { ...report, sweep: sweep ? { synced: sweep.synced, done: false } : null };
  for (let pageNumber = 0; pageNumber < sweepPages; pageNumber += 1) {
    const page = await ports.due.listAll(job, sweepPageSize, sweep.cursor ?? undefined);
    for (const entry of page.entries) {
      // Synced since the sweep began (by it: moved on ahead of its cursor, or by the schedule): passed over, so the sweep ends.
      if (entry.lastRunAt && entry.lastRunAt >= sweep.startedAt) continue;
      if (!(await syncOne(entry.domainId))) break;
    }
    // A page cut short by the registry is done again from its start next run (a second sync of a domain changes nothing).
    if (report.registryUnavailable) break;
    sweep = { ...sweep, cursor: page.nextKey ?? null, synced: sweep.synced + page.entries.length };
    if (!page.nextKey) {
      await ports.sweeps.clear({
        startedAt: sweep.startedAt,
        finishedAt: ports.clock.now().toISOString(),
        synced: sweep.synced,
        ...(sweep.total === undefined ? {} : { total: sweep.total }),
      });
      ports.logger.info('sync of every domain finished', { startedAt: sweep.startedAt, synced: sweep.synced });
      return { ...report, sweep: { synced: sweep.synced, done: true } };
    }
  }
  await ports.sweeps.save(sweep);
  return { ...report, sweep: { synced: sweep.synced, done: false } };
}

/**
 * One domain brought in line with the registry, and its next sync scheduled. A domain changed
 * meanwhile (`conflict`) is read again and compared again.
 */
export async function syncDomain(domainId: string, ports: ExpirySyncPorts): Promise<Outcome> {
  for (let attempt = 1; ; attempt += 1) {
    const domain = await ports.domains.get(domainId);
    if (!domain || isGone(domain)) {
      await ports.due.remove(domainId, job);
      return 'gone';
    }
    const view = await registryViewOf(domain.name, ports);
    const now = ports.clock.now();
    const change = registryViewChange(domain, view, now, `${job}:${now.toISOString()}`);
    let current = domain;
    if (change) {
      const envelopes = change.events.map((draft) => envelopeOf(draft, ports.clock));
      try {
        current = await ports.domains.update(domain, change.changes, now, envelopes);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'conflict' && attempt < 3) continue;
        throw error;
      }
      await ports.deliver(envelopes);
    }
    const next = nextExpirySyncAt(current, now);
    if (next) await ports.due.schedule(domainId, job, next, now);
    else await ports.due.remove(domainId, job);
    return !change ? 'unchanged' : isGone(current) ? 'gone' : 'changed';
  }
}

async function registryViewOf(name: string, ports: Pick<ExpirySyncPorts, 'registry'>): Promise<RegistryView> {
  try {
    const info = await ports.registry.domainInfo(name);
    return { expiresAt: info.expiresAt, statuses: info.statuses };
  } catch (error) {
    // The registry no longer knows the name: it was deleted there.
    if (error instanceof RegistryError && error.code === 'domain_not_found') return 'deleted';
    throw error;
  }
}
