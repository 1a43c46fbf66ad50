import { DomainError } from '../errors.ts';
import type { ForceExpirySyncPorts } from './ports.ts';

/** What an administrator's forced sync started (202). */
export type ForcedExpirySync = { domain_id: string; due_at: string } | { all: true; started_at: string };

/**
 * An administrator forces the expiry sync (spec §4 "can force an expiry sync"): one domain is made
 * due now, or a sweep over every domain is started (one at a time: a sweep already running is
 * answered as it is). The expiry-sync job, every 5 minutes, does the work in bounded runs.
 */
export async function forceExpirySync(input: { domainId: string } | { all: true }, ports: ForceExpirySyncPorts): Promise<ForcedExpirySync> {
  const now = ports.clock.now();
  if ('domainId' in input) {
    const domain = await ports.domains.get(input.domainId);
    if (!domain) throw new DomainError('not_found');
    await ports.due.schedule(domain.domainId, 'expiry-sync', now);
    return { domain_id: domain.domainId, due_at: now.toISOString() };
  }
  const running = await ports.sweeps.get();
  if (running) return { all: true, started_at: running.startedAt };
  await ports.sweeps.save({ startedAt: now.toISOString(), cursor: null, synced: 0 });
  return { all: true, started_at: now.toISOString() };
}
