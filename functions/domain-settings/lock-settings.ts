import { randomBytes } from 'node:crypto';
import type { LocksView } from '#shared/schemas/domain-settings.ts';
import type { DomainRecord } from '../domains/model.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import { assertNotRegistrationLocked, registrationLockState, registrationLockStatuses, registryHoldsRegistrationLock, transferLockStatus } from './domain-locks.ts';
import { atRegistry, changeAtRegistry, saveAfterRegistry, underRegistryLease } from './registry-changes.ts';
import type { DomainSettingsPorts } from '../domains/ports.ts';
import { ownDomain } from '../domains/own-domain.ts';
import { assertPortalLockAllows } from './portal-lock-rules.ts';

/**
 * The transfer lock, the registration lock and the transfer code.
 *
 * Unlocking the registration lock is a request: the registry is asked to lift the statuses, the
 * domain shows "requested", and the lock is cleared only when the registry's own answer
 * (`<domain:info>`) no longer carries them — checked each time the owner looks at the locks.
 * So the portal never believes a domain unlocked that the registry still holds locked, and the
 * same code serves a registry that lifts such locks later (after its own checks) as well as
 * the simulator, which lifts them at once.
 */

export function locksView(domain: DomainRecord): LocksView {
  return {
    transfer_lock: domain.transferLock,
    registration_lock: registrationLockState(domain),
    unlock_requested_at: domain.registrationUnlockRequestedAt ?? null,
  };
}

/** The locks, after confirming a pending unlock from the registry's answer when it has come. */
export async function getLocks(domainId: string, userId: string, ports: DomainSettingsPorts): Promise<LocksView> {
  const domain = await ownDomain(domainId, userId, ports.domains);
  return locksView(await confirmRegistrationUnlock(domain, ports));
}

/**
 * Clears the registration lock once the registry shows its statuses gone; unchanged otherwise
 * (also when the registry does not answer, or another change to the domain is under way: the
 * next look confirms it). Under the domain's registry lease, so a lock set meanwhile is never
 * overwritten by this older reading.
 */
export async function confirmRegistrationUnlock(domain: DomainRecord, ports: DomainSettingsPorts): Promise<DomainRecord> {
  if (!domain.registrationLock || !domain.registrationUnlockRequestedAt) return domain;
  try {
    return await underRegistryLease(domain.domainId, ports, async () => {
      const current = await ports.domains.get(domain.domainId);
      const requestedAt = current?.registrationUnlockRequestedAt;
      if (!current || !current.registrationLock || !requestedAt) return current ?? domain;
      if (registryHoldsRegistrationLock((await atRegistry(() => ports.registry.domainInfo(current.name))).statuses)) return current;
      // Nobody acts here: the registry confirmed what the owner asked for.
      const event = newEvent(
        'domain.registration-unlocked',
        { domainId: current.domainId, name: current.name, actorId: 'registry', actorKind: 'registry', requestedAt },
        ports.clock,
      );
      return saveAfterRegistry(current, { set: { registrationLock: false }, remove: ['registrationUnlockRequestedAt'] }, [event], ports);
    });
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'registry_unavailable' || error.code === 'domain_change_in_progress')) return domain;
    throw error;
  }
}

export async function setTransferLock(domainId: string, userId: string, locked: boolean, ports: DomainSettingsPorts): Promise<LocksView> {
  // The registry refuses any update, this one too, while the registration lock holds.
  return changeAtRegistry(
    domainId,
    userId,
    ports,
    async (domain) => {
      if (domain.transferLock === locked) return locksView(domain);
      await atRegistry(() => ports.registry.updateDomain(domain.name, locked ? { addStatuses: [transferLockStatus] } : { removeStatuses: [transferLockStatus] }));
      const event = newEvent('domain.transfer-lock-changed', { domainId: domain.domainId, name: domain.name, actorId: userId, actorKind: 'user', locked }, ports.clock);
      return locksView(await saveAfterRegistry(domain, { set: { transferLock: locked } }, [event], ports));
    },
    {
      refuse: (domain) => {
        assertPortalLockAllows(domain, { kind: 'transfer-lock', locked }, ports.clock.now());
        assertNotRegistrationLocked(domain);
      },
    },
  );
}

/**
 * Locking takes effect at once (the statuses are added; also when an unlock was pending, which
 * is then withdrawn). Unlocking asks the registry to lift them and records the request.
 */
export async function setRegistrationLock(domainId: string, userId: string, locked: boolean, ports: DomainSettingsPorts): Promise<LocksView> {
  return changeAtRegistry(domainId, userId, ports, async (domain) => {
    const state = registrationLockState(domain);
    if ((locked && state === 'locked') || (!locked && state !== 'locked')) return locksView(domain);
    const { statuses } = await atRegistry(() => ports.registry.domainInfo(domain.name));
    // Only what is missing is added and only what is there removed: registries refuse the rest (2306).
    if (locked) {
      const missing = registrationLockStatuses.filter((status) => !statuses.includes(status));
      if (missing.length > 0) await atRegistry(() => ports.registry.updateDomain(domain.name, { addStatuses: missing }));
      const event = newEvent('domain.registration-locked', { domainId: domain.domainId, name: domain.name, actorId: userId, actorKind: 'user' }, ports.clock);
      return locksView(await saveAfterRegistry(domain, { set: { registrationLock: true }, remove: ['registrationUnlockRequestedAt'] }, [event], ports));
    }
    const present = registrationLockStatuses.filter((status) => statuses.includes(status));
    if (present.length > 0) await atRegistry(() => ports.registry.updateDomain(domain.name, { removeStatuses: present }));
    const event = newEvent('domain.registration-unlock-requested', { domainId: domain.domainId, name: domain.name, actorId: userId, actorKind: 'user' }, ports.clock);
    return locksView(await saveAfterRegistry(domain, { set: { registrationUnlockRequestedAt: ports.clock.now().toISOString() } }, [event], ports));
  });
}

/**
 * The transfer code, shown to the owner whatever the transfer lock: with the lock on, the code
 * alone moves nothing (the registry refuses the transfer), and registrars commonly show it so the
 * owner can prepare a move; it is read from the registry each time, never stored by the portal.
 */
export async function getTransferCode(domainId: string, userId: string, ports: DomainSettingsPorts): Promise<{ transfer_code: string }> {
  const domain = await ownDomain(domainId, userId, ports.domains);
  // Under the portal lock the code is not shown either: with it, and the transfer lock lifted, the domain could leave.
  assertPortalLockAllows(domain, { kind: 'transfer-code' }, ports.clock.now());
  const { authInfo } = await atRegistry(() => ports.registry.domainInfo(domain.name));
  if (!authInfo) throw new Error(`The registry answered no transfer code for ${domain.name}, which we sponsor`);
  return { transfer_code: authInfo };
}

/** A transfer code the registry accepts (RFC 5731 pwAuthInfoType): 16 random URL-safe characters. */
export function newTransferCode(): string {
  return randomBytes(12).toString('base64url');
}

/** A new code replaces the old one at the registry: the old one stops working (spec §4 "Transfer in"). */
export async function renewTransferCode(domainId: string, userId: string, ports: DomainSettingsPorts): Promise<{ transfer_code: string }> {
  return changeAtRegistry(
    domainId,
    userId,
    ports,
    async (domain) => {
      const code = newTransferCode();
      await atRegistry(() => ports.registry.updateDomain(domain.name, { authInfo: code }));
      const event = newEvent('domain.transfer-code-renewed', { domainId: domain.domainId, name: domain.name, actorId: userId, actorKind: 'user' }, ports.clock);
      await saveAfterRegistry(domain, {}, [event], ports);
      return { transfer_code: code };
    },
    {
      refuse: (domain) => {
        assertPortalLockAllows(domain, { kind: 'transfer-code' }, ports.clock.now());
        assertNotRegistrationLocked(domain);
      },
    },
  );
}
