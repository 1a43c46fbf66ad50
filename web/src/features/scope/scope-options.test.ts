import { describe, expect, it } from 'vitest';
import { effectiveScope, hidesOwnerItems, scopeOptions, showScopeSelector, type TeamSummary } from './scope-options';

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
    expect(scopeOptions(true, teams).map((option) => option.key)).toEqual(['personal', 'shared', 'team:t1', 'team:t2']);
    expect(scopeOptions(false, []).map((option) => option.key)).toEqual(['personal']);
  });

  it('falls back to my domains when the selected team is gone', () => {
    expect(effectiveScope({ type: 'team', teamId: 'gone' }, scopeOptions(false, teams))).toEqual({ type: 'personal' });
    expect(effectiveScope({ type: 'team', teamId: 't1' }, scopeOptions(false, teams))).toEqual({ type: 'team', teamId: 't1' });
  });

  it('hides owner items for the shared scope and for team members who are not owners', () => {
    expect(hidesOwnerItems({ type: 'personal' }, teams)).toBe(false);
    expect(hidesOwnerItems({ type: 'shared' }, teams)).toBe(true);
    expect(hidesOwnerItems({ type: 'team', teamId: 't1' }, teams)).toBe(false);
    expect(hidesOwnerItems({ type: 'team', teamId: 't2' }, teams)).toBe(true);
  });
});
