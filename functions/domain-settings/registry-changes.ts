import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRecord, DomainSettingsChange } from '../domains/model.ts';
import type { DomainSettingsPorts } from '../domains/ports.ts';
import { RegistryError } from '../ports/registry.ts';
import { DomainError } from '../errors.ts';
import type { DomainInfo, Registry } from '../ports/registry.ts';
import { normalizeHostName } from '#shared/name-servers.ts';
import { registryHoldsRegistrationLock, transferLockStatus } from './domain-locks.ts';
import { managedDomain, ownDomain } from '../domains/own-domain.ts';

/**
 * Runs a registry command or read; a refusal because of the domain's own registry statuses (a
 * transfer under way, a server lock), or a domain the registry no longer knows (deleted there
 * before our copy heard of it), becomes a user-facing 409 instead of an internal error.
 */
export async function atRegistry<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof RegistryError && error.code === 'domain_status_prohibits') throw new DomainError('domain_status_prohibits', undefined, { cause: error });
    if (error instanceof RegistryError && error.code === 'domain_not_found') throw new DomainError('domain_not_at_registry', undefined, { cause: error });
    throw error;
  }
}

/** How long a registry change may hold its domain: several EPP commands of 10 s at most, with room. */
export const registryLeaseSeconds = 90;

/**
 * The one path of every command that changes a domain at the registry (contacts, locks, name
 * servers, DS records, DNSSEC, transfer code; renewals take the same lease): the caller's domain,
 * then the domain's registry lease — a change that finds another in flight is answered 409
 * `domain_change_in_progress` before anything is sent to the registry — then the domain read
 * again under the lease, the work (registry first, then {@link saveAfterRegistry}), and the lease
 * given back. So "registry write + save" never interleave on one domain, and the portal's copy
 * cannot fall behind the registry's.
 */
export async function changeAtRegistry<T>(
  domainId: string,
  userId: string,
  ports: Pick<DomainSettingsPorts, 'domains' | 'shares' | 'leases' | 'clock'>,
  work: (domain: DomainRecord) => Promise<T>,
  options: { refuse?: (domain: DomainRecord) => void; access?: 'owner' | 'technical' } = {},
): Promise<T> {
  // `technical`: the domain's technical manager may make the change too (name servers, DNSSEC).
  const find = async (): Promise<DomainRecord> => {
    if (options.access !== 'technical') return ownDomain(domainId, userId, ports.domains);
    const { role: _role, ...domain } = await managedDomain(domainId, userId, ports);
    return domain;
  };
  // What refuses the change outright (the registration lock) answers before the lease, so its reason wins over "busy"; again under it.
  options.refuse?.(await find());
  return underRegistryLease(domainId, ports, async () => {
    const domain = await find();
    options.refuse?.(domain);
    return work(domain);
  });
}

/** Runs `work` holding the domain's registry lease; `domain_change_in_progress` when another change holds it. */
export async function underRegistryLease<T>(domainId: string, ports: Pick<DomainSettingsPorts, 'leases' | 'clock'>, work: () => Promise<T>): Promise<T> {
  const holder = randomUUID();
  if (!(await ports.leases.take(domainId, holder, ports.clock.now(), registryLeaseSeconds))) throw new DomainError('domain_change_in_progress');
  try {
    return await work();
  } finally {
    // A release that fails leaves a lease that lapses by itself.
    await ports.leases.release(domainId, holder).catch(() => undefined);
  }
}

/** The parts of our copy that mirror the registry, as the registry's `info` says they are now. */
export function registryState(change: DomainSettingsChange, info: DomainInfo): DomainSettingsChange {
  const set = { ...change.set };
  if (set.transferLock !== undefined) set.transferLock = info.statuses.includes(transferLockStatus);
  if (set.registrationLock !== undefined) set.registrationLock = registryHoldsRegistrationLock(info.statuses);
  if (set.nameServers !== undefined) set.nameServers = info.nameServers.map((server) => normalizeHostName(server.host));
  if (set.registrantContactId !== undefined && info.registrantId) set.registrantContactId = info.registrantId;
  return { ...change, set };
}

/**
 * Saves our copy of a change the registry has already taken. Once the registry took it, the
 * portal never answers an error for it and never loses it: a version conflict (someone changed
 * something else on the domain meanwhile) is met by reading the domain again and saving what the
 * registry now holds (its `info`) for the parts the change touched, never undoing the registry.
 */
export async function saveAfterRegistry(
  domain: DomainRecord,
  change: DomainSettingsChange,
  events: readonly EventEnvelope[],
  ports: Pick<DomainSettingsPorts, 'domains' | 'store' | 'clock' | 'deliver'> & { registry: Pick<Registry, 'domainInfo'> },
  attempts = 5,
): Promise<DomainRecord> {
  let current = domain;
  let saving = change;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const saved = await ports.store.save(current, saving, ports.clock.now(), events);
      await ports.deliver(events);
      return saved;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'conflict') || attempt >= attempts) throw error;
      const fresh = await ports.domains.get(domain.domainId);
      if (!fresh) throw error;
      current = fresh;
      // A registry that does not answer now took the change a moment ago: our change stands for it.
      const info = await ports.registry.domainInfo(domain.name).catch(() => null);
      saving = info ? registryState(change, info) : change;
    }
  }
}
