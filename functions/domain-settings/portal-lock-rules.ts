import { type PortalLockState, portalLockLiftWaitHours } from '#shared/schemas/domain-settings.ts';
import type { DomainRecord, PortalLock, PortalLockLift } from '../domains/model.ts';
import { DomainError } from '../errors.ts';

/**
 * The portal's own lock (docs/decisions/domain-portal-lock.md): one rule for every use case that
 * changes what it protects. While it holds, name servers, DNSSEC, contacts, the owner, the
 * transfer lock (lifting it) and the transfer code (showing or renewing it) stay as they are,
 * whoever asks. A DNSSEC key roll-over stays allowed: a DS added while another is published, or
 * one removed while another stays, keeps the chain of trust; switching DNSSEC on or off, adding
 * the first DS or removing the last is refused.
 */

/** A change the portal lock may refuse. `dsBefore`: how many DS records the registry holds now. */
export type PortalLockedChange =
  | { kind: 'name-servers' }
  | { kind: 'dnssec-signing' }
  | { kind: 'ds-add'; dsBefore: number }
  | { kind: 'ds-remove'; dsBefore: number }
  | { kind: 'contacts' }
  | { kind: 'owner' }
  | { kind: 'transfer-lock'; locked: boolean }
  | { kind: 'transfer-code' };

/** A waiting lift of a personal domain whose time has come: the lock no longer holds (the job records it). */
export function liftLapsed(lift: PortalLockLift | undefined, now: Date): boolean {
  return lift?.liftsAt !== undefined && Date.parse(lift.liftsAt) <= now.getTime();
}

/** Unlocked, locked, or locked with a request to lift it waiting; evaluated at `now`, so a lapsed wait reads as lifted. */
export function portalLockState(lock: PortalLock | undefined, now: Date): PortalLockState {
  if (!lock || liftLapsed(lock.lift, now)) return 'unlocked';
  return lock.lift ? 'lift_requested' : 'locked';
}

/** Whether the change keeps the domain's DNSSEC chain: a roll-over, allowed under the lock. */
export function isKeyRollover(change: PortalLockedChange): boolean {
  if (change.kind === 'ds-add') return change.dsBefore >= 1;
  if (change.kind === 'ds-remove') return change.dsBefore >= 2;
  return false;
}

/** Whether the portal lock refuses the change now. */
export function portalLockRefuses(domain: Pick<DomainRecord, 'portalLock'>, change: PortalLockedChange, now: Date): boolean {
  if (portalLockState(domain.portalLock, now) === 'unlocked') return false;
  if (isKeyRollover(change)) return false;
  // Putting the transfer lock on protects the domain further: allowed.
  if (change.kind === 'transfer-lock' && change.locked) return false;
  return true;
}

/** `portal_locked` (423) when the portal lock refuses the change. */
export function assertPortalLockAllows(domain: Pick<DomainRecord, 'portalLock'>, change: PortalLockedChange, now: Date): void {
  if (portalLockRefuses(domain, change, now)) throw new DomainError('portal_locked');
}

/** How a request to lift the lock is decided: a personal domain waits, a team's needs a second owner. */
export function liftApprovalOf(ownerType: DomainRecord['ownerType']): PortalLockLift['approval'] {
  return ownerType === 'user' ? 'wait' : 'second_owner';
}

/** When a personal domain's lock lifts after a request at `requestedAt`. */
export function liftsAtOf(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + portalLockLiftWaitHours * 60 * 60 * 1000);
}

/**
 * A second owner's approval: there must be a team's request waiting, and the approver must not be
 * the owner who asked (`portal_lock_own_request`). Being an owner of the team is checked by the caller.
 */
export function assertMayApproveLift(domain: Pick<DomainRecord, 'portalLock'>, approverId: string, now: Date): PortalLockLift {
  const lift = domain.portalLock?.lift;
  if (!lift || lift.approval !== 'second_owner' || portalLockState(domain.portalLock, now) !== 'lift_requested') throw new DomainError('portal_lock_nothing_to_approve');
  if (lift.requestedBy === approverId) throw new DomainError('portal_lock_own_request');
  return lift;
}
