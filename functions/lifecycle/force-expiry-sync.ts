import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import type { ForceExpirySyncPorts } from './ports.ts';

/** What an administrator's forced sync started (202). */
export type ForcedExpirySync = { domain_id: string; due_at: string } | { all: true; started_at: string };

/**
 * An administrator forces the expiry sync (spec §4 "can force an expiry sync"): one domain is made
 * due now, or a sweep over every domain is started (one at a time: a sweep already running is
 * answered as it is). The expiry-sync job, every 5 minutes, does the work in bounded runs. What
 * the administrator started is in the activity log with them as its actor
 * (`domain.expiry-sync-forced`, written with the due entry or the sweep in one transaction).
 */
export async function forceExpirySync(input: ({ domainId: string } | { all: true }) & { actorId: string }, ports: ForceExpirySyncPorts): Promise<ForcedExpirySync> {
  const now = ports.clock.now();
  if ('domainId' in input) {
    const domain = await ports.domains.get(input.domainId);
    if (!domain) throw new DomainError('not_found');
    const event = newEvent('domain.expiry-sync-forced', { actorId: input.actorId, actorKind: 'admin', domainId: domain.domainId, name: domain.name, all: false }, ports.clock);
    await ports.due.scheduleForced(domain.domainId, 'expiry-sync', now, event);
    await ports.deliver([event]);
    return { domain_id: domain.domainId, due_at: now.toISOString() };
  }
  const running = await ports.sweeps.get();
  if (running) return { all: true, started_at: running.startedAt };
  const event = newEvent('domain.expiry-sync-forced', { actorId: input.actorId, actorKind: 'admin', domainId: null, name: null, all: true }, ports.clock);
  const total = await ports.due.countAll('expiry-sync');
  if (!(await ports.sweeps.start({ startedAt: now.toISOString(), cursor: null, synced: 0, total }, event))) {
    const started = await ports.sweeps.get();
    return { all: true, started_at: started?.startedAt ?? now.toISOString() };
  }
  await ports.deliver([event]);
  return { all: true, started_at: now.toISOString() };
}
