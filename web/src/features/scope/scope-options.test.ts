import { describe, expect, it } from 'vitest';
import { effectiveScope, hidesOwnerItems, scopeOfRoute, scopeOptions, shownScope, showScopeSelector, type TeamSummary } from './scope-options';

const teams: TeamSummary[] = [
  { id: 't1', name: 'Toymi A', is_owned_by_current_user: true },
  { id: 't2', name: 'Toymi B', is_owned_by_current_user: false },
];

describe('scope options', () => {
  it('is shown only to verified users with teams or shared domains', () => {
    expect(showScopeSelector({ is_email_verified: true, has_shared_domains: false }, [])).toBe(false);
    expect(showScopeSelector({ is_email_verified: true, has_shared_domains: true }, [])).toBe(true);
    expect(showScopeSelector({ is_email_verified: true, has_shared_domains: false }, teams)).toBe(true);
    expect(showScopeSelector({ is_email_verified: false, has_shared_domains: true }, teams)).toBe(false);
  });

  it('lists my domains, shared domains and each team, from the data', () => {
    expect(scopeOptions(teams).map((option) => option.key)).toEqual(['personal', 'shared', 'team:t1', 'team:t2']);
    expect(scopeOptions([]).map((option) => option.key)).toEqual(['personal', 'shared']);
  });

  it('falls back to my domains when the selected team is gone', () => {
    expect(effectiveScope({ type: 'team', teamId: 'gone' }, scopeOptions(teams))).toEqual({ type: 'personal' });
    expect(effectiveScope({ type: 'team', teamId: 't1' }, scopeOptions(teams))).toEqual({ type: 'team', teamId: 't1' });
  });

  it('hides owner items for the shared scope and for team members who are not owners', () => {
    expect(hidesOwnerItems({ type: 'personal' }, teams)).toBe(false);
    expect(hidesOwnerItems({ type: 'shared' }, teams)).toBe(true);
    expect(hidesOwnerItems({ type: 'team', teamId: 't1' }, teams)).toBe(false);
    expect(hidesOwnerItems({ type: 'team', teamId: 't2' }, teams)).toBe(true);
  });
});

describe('the scope of an address', () => {
  it('is the team’s on its pages, shared on the shared domains, mine on the pages that have a team version, none elsewhere', () => {
    expect(scopeOfRoute('teams-domains', { teamId: 't1' })).toEqual({ type: 'team', teamId: 't1' });
    expect(scopeOfRoute('teams-single', { teamId: 't1' })).toEqual({ type: 'team', teamId: 't1' });
    expect(scopeOfRoute('teams-payment-methods', { teamId: 't1' })).toEqual({ type: 'team', teamId: 't1' });
    expect(scopeOfRoute('team-invite-accept', { teamId: 't1', inviteId: 'i1' })).toBeNull();
    expect(scopeOfRoute('domains-shared', {})).toEqual({ type: 'shared' });
    expect(scopeOfRoute('domains', {})).toEqual({ type: 'personal' });
    expect(scopeOfRoute('payment-methods', {})).toEqual({ type: 'personal' });
    expect(scopeOfRoute('domains-single', { domainId: 'd1' })).toBeNull();
    expect(scopeOfRoute('my-user', {})).toBeNull();
    expect(scopeOfRoute('admin-users', {})).toBeNull();
  });

  it('wins over the stored scope once the teams are known, and a team the user is not in falls back to my domains', () => {
    const options = scopeOptions(teams);
    expect(shownScope({ type: 'team', teamId: 't1' }, { type: 'team', teamId: 't2' }, options, true)).toEqual({ type: 'team', teamId: 't2' });
    expect(shownScope({ type: 'team', teamId: 't1' }, null, options, true)).toEqual({ type: 'team', teamId: 't1' });
    expect(shownScope({ type: 'personal' }, { type: 'team', teamId: 'elsewhere' }, options, true)).toEqual({ type: 'personal' });
    expect(shownScope({ type: 'personal' }, { type: 'team', teamId: 'elsewhere' }, scopeOptions([]), false)).toEqual({ type: 'team', teamId: 'elsewhere' });
  });
});
