import type { RegistrationLockState } from '#shared/schemas/domain-settings.ts';
import type { DomainRecord } from '../domains/model.ts';
import { DomainError } from '../errors.ts';

/**
 * The lock rules (spec §4 "Domain business states"). The registration lock is the registry's
 * `clientUpdateProhibited` + `clientDeleteProhibited`: while it holds, the registry refuses every
 * update, so the portal refuses them first and says why. The transfer lock is
 * `clientTransferProhibited`.
 */
export const registrationLockStatuses = ['clientUpdateProhibited', 'clientDeleteProhibited'] as const;
export const transferLockStatus = 'clientTransferProhibited';

/**
 * Registrars lock by default (docs/decisions/the-transfer-lock-registry-words-moving-a-transferred-domain.md, "The transfer lock is on from the start"): a
 * domain that comes to us, registered here or transferred in, gets the transfer lock at the
 * registry. The update that sets it, or null when the registry's statuses already hold it (a
 * registry may refuse adding a status twice).
 */
export function arrivalLockUpdate(statuses: readonly string[]): { addStatuses: string[] } | null {
  return statuses.includes(transferLockStatus) ? null : { addStatuses: [transferLockStatus] };
}

/** Locked, unlocked, or unlock asked for and not yet confirmed by the registry. */
export function registrationLockState(domain: Pick<DomainRecord, 'registrationLock' | 'registrationUnlockRequestedAt'>): RegistrationLockState {
  if (!domain.registrationLock) return 'unlocked';
  return domain.registrationUnlockRequestedAt ? 'unlock_requested' : 'locked';
}

/** Changes at the registry (name servers, DNSSEC, contacts, transfer lock and code) wait while the registration lock holds, also while its unlock is pending. */
export function assertNotRegistrationLocked(domain: Pick<DomainRecord, 'registrationLock'>): void {
  if (domain.registrationLock) throw new DomainError('domain_locked');
}

/** Whether the registry's statuses still carry the registration lock (any part of it). */
export function registryHoldsRegistrationLock(statuses: readonly string[]): boolean {
  return registrationLockStatuses.some((status) => statuses.includes(status));
}

/**
 * The caller's role on a domain (spec §6): the personal owner, and a team domain's team owners,
 * are its `owner`; a team's other members are `member`s (they manage the domain, not who holds
 * it or its contacts). `teamRole` is the caller's place in the team that holds it.
 */
export type DomainRole = 'owner' | 'member';

export function domainRole(domain: Pick<DomainRecord, 'ownerType' | 'ownerId'>, userId: string, teamRole: 'owner' | 'member' | null = null): DomainRole {
  if (domain.ownerType === 'user') return domain.ownerId === userId ? 'owner' : 'member';
  return teamRole === 'owner' ? 'owner' : 'member';
}

/** Spec §6: members manage a domain but do not change who holds it ("Only owners can use this function"). */
export function assertMayChangeRegistrant(role: DomainRole): void {
  if (role !== 'owner') throw new DomainError('only_owners');
}
