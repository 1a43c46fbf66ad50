import { describe, expect, it } from 'vitest';
import { moveTarget } from './ownership-rules.ts';

describe('moveTarget', () => {
  const mine = { type: 'user' as const, id: 'u1' };
  const teams = { type: 'team' as const, id: 't1' };

  it('moves my own domain into a team I own, and a team domain I own out to my domains', () => {
    expect(moveTarget({ domain: mine, callerId: 'u1', placeInSource: null, teamId: 't2', placeInTarget: 'owner' })).toEqual({ type: 'team', id: 't2' });
    expect(moveTarget({ domain: teams, callerId: 'u1', placeInSource: 'owner', teamId: null, placeInTarget: null })).toEqual({ type: 'user', id: 'u1' });
    expect(moveTarget({ domain: teams, callerId: 'u1', placeInSource: 'owner', teamId: 't2', placeInTarget: 'owner' })).toEqual({ type: 'team', id: 't2' });
  });

  it('is null where the domain already is', () => {
    expect(moveTarget({ domain: mine, callerId: 'u1', placeInSource: null, teamId: null, placeInTarget: null })).toBeNull();
    expect(moveTarget({ domain: teams, callerId: 'u1', placeInSource: 'owner', teamId: 't1', placeInTarget: 'owner' })).toBeNull();
  });

  it("refuses members who are not owners, on either side (spec §2: move domain is the owners')", () => {
    expect(() => moveTarget({ domain: teams, callerId: 'u1', placeInSource: 'member', teamId: null, placeInTarget: null })).toThrow(
      expect.objectContaining({ code: 'only_owners' }),
    );
    expect(() => moveTarget({ domain: mine, callerId: 'u1', placeInSource: null, teamId: 't2', placeInTarget: 'member' })).toThrow(
      expect.objectContaining({ code: 'only_owners' }),
    );
  });

  it('finds no team the caller is not in', () => {
    expect(() => moveTarget({ domain: mine, callerId: 'u1', placeInSource: null, teamId: 't9', placeInTarget: null })).toThrow(expect.objectContaining({ code: 'not_found' }));
  });
});
