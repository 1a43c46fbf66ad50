import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import type { PortalLock } from '../domains/model.ts';
import {
  type PortalLockedChange,
  assertMayApproveLift,
  assertPortalLockAllows,
  isKeyRollover,
  liftApprovalOf,
  liftsAtOf,
  portalLockRefuses,
  portalLockState,
} from './portal-lock-rules.ts';

const now = new Date('2026-12-06T12:00:00.000Z');
const locked: PortalLock = { lockedAt: '2026-12-06T10:00:00.000Z', lockedBy: 'owner-1' };
const waiting = (liftsAt: string): PortalLock => ({ ...locked, lift: { requestedAt: '2026-12-06T11:00:00.000Z', requestedBy: 'owner-1', approval: 'wait', liftsAt } });
const askedInTeam: PortalLock = { ...locked, lift: { requestedAt: '2026-12-06T11:00:00.000Z', requestedBy: 'owner-1', approval: 'second_owner' } };

const codeOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'other';
  }
};

describe('the portal lock state', () => {
  it('is unlocked without a lock, locked with one, lift_requested while a request waits', () => {
    expect(portalLockState(undefined, now)).toBe('unlocked');
    expect(portalLockState(locked, now)).toBe('locked');
    expect(portalLockState(askedInTeam, now)).toBe('lift_requested');
    expect(portalLockState(waiting('2026-12-07T11:00:00.000Z'), now)).toBe('lift_requested');
  });

  it("reads a personal domain's lock as lifted from the moment its wait is over, not a millisecond before", () => {
    const lock = waiting('2026-12-06T12:00:00.001Z');
    expect(portalLockState(lock, now)).toBe('lift_requested');
    expect(portalLockState(lock, new Date('2026-12-06T12:00:00.001Z'))).toBe('unlocked');
  });

  it('waits 24 hours for a personal domain, a second owner for a team', () => {
    expect(liftsAtOf(now).toISOString()).toBe('2026-12-07T12:00:00.000Z');
    expect(liftApprovalOf('user')).toBe('wait');
    expect(liftApprovalOf('team')).toBe('second_owner');
  });
});

describe('what the portal lock refuses', () => {
  const refused: PortalLockedChange[] = [
    { kind: 'name-servers' },
    { kind: 'dnssec-signing' },
    { kind: 'contacts' },
    { kind: 'owner' },
    { kind: 'transfer-code' },
    { kind: 'transfer-lock', locked: false },
    // The first DS (DNSSEC switched on) and the last (DNSSEC switched off) are no roll-over.
    { kind: 'ds-add', dsBefore: 0 },
    { kind: 'ds-remove', dsBefore: 1 },
  ];

  it.each(refused)('refuses %o with portal_locked while locked, and while a lift waits', (change) => {
    for (const lock of [locked, askedInTeam, waiting('2026-12-07T11:00:00.000Z')]) {
      expect(portalLockRefuses({ portalLock: lock }, change, now)).toBe(true);
      expect(codeOf(() => assertPortalLockAllows({ portalLock: lock }, change, now))).toBe('portal_locked');
    }
  });

  it.each(refused)('allows %o without the lock, and after the wait is over', (change) => {
    expect(codeOf(() => assertPortalLockAllows({}, change, now))).toBeNull();
    expect(codeOf(() => assertPortalLockAllows({ portalLock: waiting('2026-12-06T11:59:59.999Z') }, change, now))).toBeNull();
  });

  it('allows a key roll-over: a DS added beside a published one, or one removed while another stays', () => {
    expect(isKeyRollover({ kind: 'ds-add', dsBefore: 1 })).toBe(true);
    expect(isKeyRollover({ kind: 'ds-remove', dsBefore: 2 })).toBe(true);
    expect(codeOf(() => assertPortalLockAllows({ portalLock: locked }, { kind: 'ds-add', dsBefore: 1 }, now))).toBeNull();
    expect(codeOf(() => assertPortalLockAllows({ portalLock: locked }, { kind: 'ds-add', dsBefore: 3 }, now))).toBeNull();
    expect(codeOf(() => assertPortalLockAllows({ portalLock: locked }, { kind: 'ds-remove', dsBefore: 2 }, now))).toBeNull();
  });

  it('allows putting the transfer lock on (it protects the domain further), not lifting it', () => {
    expect(codeOf(() => assertPortalLockAllows({ portalLock: locked }, { kind: 'transfer-lock', locked: true }, now))).toBeNull();
    expect(codeOf(() => assertPortalLockAllows({ portalLock: locked }, { kind: 'transfer-lock', locked: false }, now))).toBe('portal_locked');
  });
});

describe("a team's second-owner approval", () => {
  it('is given by another owner, never by the one who asked', () => {
    expect(codeOf(() => assertMayApproveLift({ portalLock: askedInTeam }, 'owner-2', now))).toBeNull();
    expect(codeOf(() => assertMayApproveLift({ portalLock: askedInTeam }, 'owner-1', now))).toBe('portal_lock_own_request');
  });

  it('has nothing to approve without a request, or for a personal domain (its lock lifts after the wait)', () => {
    expect(codeOf(() => assertMayApproveLift({ portalLock: locked }, 'owner-2', now))).toBe('portal_lock_nothing_to_approve');
    expect(codeOf(() => assertMayApproveLift({}, 'owner-2', now))).toBe('portal_lock_nothing_to_approve');
    expect(codeOf(() => assertMayApproveLift({ portalLock: waiting('2026-12-07T11:00:00.000Z') }, 'owner-2', now))).toBe('portal_lock_nothing_to_approve');
  });
});
