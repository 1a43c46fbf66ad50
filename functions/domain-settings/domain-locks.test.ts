import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { arrivalLockUpdate, assertMayChangeRegistrant, assertNotRegistrationLocked, domainRole, registrationLockState, registryHoldsRegistrationLock } from './domain-locks.ts';

const codeOf = (action: () => void) => {
  try {
    action();
    return null;
  } catch (error) {
    return error instanceof DomainError ? `${error.code} ${error.status}` : String(error);
  }
};

describe('registration lock', () => {
  it('is unlocked, locked, or unlock requested until the registry confirms', () => {
    expect(registrationLockState({ registrationLock: false })).toBe('unlocked');
    expect(registrationLockState({ registrationLock: true })).toBe('locked');
    expect(registrationLockState({ registrationLock: true, registrationUnlockRequestedAt: '2026-11-22T10:00:00.000Z' })).toBe('unlock_requested');
  });

  it('refuses changes while locked, also while the unlock waits for the registry', () => {
    expect(codeOf(() => assertNotRegistrationLocked({ registrationLock: true }))).toBe('domain_locked 409');
    expect(codeOf(() => assertNotRegistrationLocked({ registrationLock: false }))).toBeNull();
  });

  it('is held at the registry while either of its statuses is there', () => {
    expect(registryHoldsRegistrationLock(['clientUpdateProhibited', 'clientDeleteProhibited'])).toBe(true);
    expect(registryHoldsRegistrationLock(['clientDeleteProhibited'])).toBe(true);
    expect(registryHoldsRegistrationLock(['clientTransferProhibited'])).toBe(false);
    expect(registryHoldsRegistrationLock(['ok'])).toBe(false);
  });
});

describe('the transfer lock on arrival', () => {
  it('is set when the registry does not hold it yet, and not asked for twice', () => {
    expect(arrivalLockUpdate([])).toEqual({ addStatuses: ['clientTransferProhibited'] });
    expect(arrivalLockUpdate(['ok'])).toEqual({ addStatuses: ['clientTransferProhibited'] });
    expect(arrivalLockUpdate(['clientUpdateProhibited'])).toEqual({ addStatuses: ['clientTransferProhibited'] });
    expect(arrivalLockUpdate(['clientTransferProhibited', 'clientDeleteProhibited'])).toBeNull();
  });
});

describe('who changes the registrant', () => {
  it("is the personal domain's owner", () => {
    expect(domainRole({ ownerType: 'user', ownerId: 'u1' }, 'u1')).toBe('owner');
    expect(codeOf(() => assertMayChangeRegistrant('owner'))).toBeNull();
  });

  it('refuses everyone else with "Only owners can use this function" (403)', () => {
    expect(domainRole({ ownerType: 'user', ownerId: 'u1' }, 'u2')).toBe('member');
    expect(domainRole({ ownerType: 'team', ownerId: 't1' }, 'u1')).toBe('member');
    expect(domainRole({ ownerType: 'team', ownerId: 't1' }, 'u1', 'member')).toBe('member');
    expect(codeOf(() => assertMayChangeRegistrant('member'))).toBe('only_owners 403');
  });

  it("is a team domain's team owners (spec §6)", () => {
    expect(domainRole({ ownerType: 'team', ownerId: 't1' }, 'u1', 'owner')).toBe('owner');
  });
});
