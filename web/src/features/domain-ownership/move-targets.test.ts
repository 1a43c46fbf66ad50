import { describe, expect, it } from 'vitest';
import { moveTargets } from './move-targets';

const mine = { role: 'owner' as const, status: 'active' as const, owner: { type: 'user' as const, id: 'u1', name: 'Anna' } };
const ofTeam = (id: string) => ({ ...mine, owner: { type: 'team' as const, id, name: 'T' } });
const teams = [
  { id: 't1', name: 'Húsfelagið', is_owned_by_current_user: true },
  { id: 't2', name: 'Felagið', is_owned_by_current_user: true },
  { id: 't3', name: 'Annað', is_owned_by_current_user: false },
];

describe('moveTargets', () => {
  it('my own domain goes to the teams I own', () => {
    expect(moveTargets(mine, teams)).toEqual([
      { kind: 'team', id: 't1', name: 'Húsfelagið' },
      { kind: 'team', id: 't2', name: 'Felagið' },
    ]);
    expect(moveTargets(mine, [])).toEqual([]);
  });

  it('a domain of a team I own goes to my domains or my other teams', () => {
    expect(moveTargets(ofTeam('t1'), teams)).toEqual([{ kind: 'personal' }, { kind: 'team', id: 't2', name: 'Felagið' }]);
  });

  it('nothing for a member who is not an owner, a technical manager, or a domain that left', () => {
    expect(moveTargets(ofTeam('t3'), teams)).toEqual([]);
    expect(moveTargets({ ...mine, role: 'technical_manager' }, teams)).toEqual([]);
    expect(moveTargets({ ...mine, status: 'deleted' }, teams)).toEqual([]);
    expect(moveTargets({ ...mine, status: 'transferred_away' }, teams)).toEqual([]);
  });
});
