import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import type { TeamMemberRecord } from './model.ts';
import { assertMayChangeOwnerFlag, assertMayDeleteTeam, assertOwner, inviteIsOpen, membersAfterRemoving, roleIn } from './team-rules.ts';

const member = (userId: string, isOwner: boolean): TeamMemberRecord => ({ teamId: 't1', userId, isOwner, joinedAt: '2026-01-01T00:00:00.000Z' });
const codeOf = (act: () => unknown) => {
  try {
    act();
    return null;
  } catch (error) {
    return error instanceof DomainError ? `${error.code} ${error.status}` : String(error);
  }
};

describe('team rules', () => {
  const owner = member('anna', true);
  const plain = member('bardur', false);

  it('a stranger has no role: not found, never forbidden', () => {
    expect(roleIn([owner, plain], 'anna')).toBe('owner');
    expect(roleIn([owner, plain], 'bardur')).toBe('member');
    expect(codeOf(() => roleIn([owner, plain], 'stranger'))).toBe('not_found 404');
  });

  it('only owners use the owners’ functions', () => {
    expect(codeOf(() => assertOwner('owner'))).toBeNull();
    expect(codeOf(() => assertOwner('member'))).toBe('only_owners 403');
  });

  it('a team is deleted only when it has no domains', () => {
    expect(codeOf(() => assertMayDeleteTeam(0))).toBeNull();
    expect(codeOf(() => assertMayDeleteTeam(1))).toBe('team_has_domains 409');
  });

  it('the only owner cannot be removed; another owner can', () => {
    expect(codeOf(() => membersAfterRemoving([owner, plain], ['anna']))).toBe('team_only_owner 409');
    expect(membersAfterRemoving([owner, member('jogvan', true), plain], ['anna']).map((left) => left.userId)).toEqual(['jogvan', 'bardur']);
    expect(membersAfterRemoving([owner, plain], ['bardur'])).toEqual([owner]);
  });

  it('a team keeps at least one user, and removes only its members', () => {
    expect(codeOf(() => membersAfterRemoving([owner], ['anna']))).toBe('team_last_user 409');
    expect(codeOf(() => membersAfterRemoving([owner, member('jogvan', true)], ['anna', 'jogvan']))).toBe('team_last_user 409');
    expect(codeOf(() => membersAfterRemoving([owner, plain], ['stranger']))).toBe('not_found 404');
  });

  it('the only owner cannot be demoted; promoting and demoting with another owner can', () => {
    expect(codeOf(() => assertMayChangeOwnerFlag([owner, plain], 'anna', false))).toBe('team_only_owner 409');
    expect(codeOf(() => assertMayChangeOwnerFlag([owner, plain], 'bardur', true))).toBeNull();
    expect(codeOf(() => assertMayChangeOwnerFlag([owner, member('jogvan', true)], 'anna', false))).toBeNull();
    expect(codeOf(() => assertMayChangeOwnerFlag([owner, plain], 'anna', true))).toBeNull();
    expect(codeOf(() => assertMayChangeOwnerFlag([owner, plain], 'stranger', true))).toBe('not_found 404');
  });

  it('an invitation is open until its expiry, not at it', () => {
    const invite = { expiresAt: '2026-12-26T12:00:00.000Z' };
    expect(inviteIsOpen(invite, new Date('2026-12-26T11:59:59.999Z'))).toBe(true);
    expect(inviteIsOpen(invite, new Date('2026-12-26T12:00:00.000Z'))).toBe(false);
  });
});
