import { describe, expect, it } from 'vitest';
import { paths, routeList, routeNames, type RouteName } from '../config/paths';
import {
  domainsTargetForScope,
  evaluateNavigation,
  hrefByName,
  normalizeSearchDomains,
  resolveNamedRoute,
  returnablePath,
  skipsTeamPrefix,
  type NavigationUser,
  type Scope,
} from './navigation';

const verified: NavigationUser = { is_email_verified: true, is_admin: false };
const unverified: NavigationUser = { is_email_verified: false, is_admin: false };
const admin: NavigationUser = { is_email_verified: true, is_admin: true };

function decide(
  name: RouteName,
  { params = {}, search = '', user = null as NavigationUser | null, path = undefined as string | undefined, returnTo = null as string | null } = {},
) {
  return evaluateNavigation({ route: paths[name], params, search: new URLSearchParams(search), user, path, returnTo });
}

describe('rule 1: search domains', () => {
  it('lowercases each entry and adds .fo when it has no suffix', () => {
    expect(normalizeSearchDomains('Example, FOO.fo ,bar.COM,,  ')).toEqual(['example.fo', 'foo.fo', 'bar.com']);
  });

  it('stores the normalised list for search-domain with a domains query', () => {
    expect(decide('search-domain', { search: 'domains=Hey,Test.FO', user: verified }).searchDomains).toBe('hey.fo,test.fo');
  });

  it('applies to the team version of the search page too', () => {
    expect(decide('teams-search-domain', { params: { teamId: 't1' }, search: 'domains=a', user: verified }).searchDomains).toBe('a.fo');
  });

  it('stores nothing without the query or on other routes', () => {
    expect(decide('search-domain', { user: verified }).searchDomains).toBeNull();
    expect(decide('search-domain', { search: 'domains=', user: verified }).searchDomains).toBeNull();
    expect(decide('my-user', { search: 'domains=a', user: verified }).searchDomains).toBeNull();
  });

  it('stores the domains even when the user is then sent to login', () => {
    const decision = decide('search-domain', { search: 'domains=a' });
    expect(decision).toEqual({ redirect: 'auth-login', searchDomains: 'a.fo', invitation: null, returnTo: null, redirectPath: null, noAccess: false });
  });
});

describe('rule 1: invitations', () => {
  it('stores a team invitation', () => {
    const decision = decide('team-invite-accept', { params: { teamId: 't1', inviteId: 'i1' }, user: verified });
    expect(decision.invitation).toEqual({ type: 'team', id: 't1', inviteId: 'i1' });
    expect(decision.redirect).toBeNull();
  });

  it('stores a domain invitation, also for a signed-out visitor who goes to login', () => {
    const decision = decide('domain-invite-accept', { params: { domainId: 'd1', inviteId: 'i2' } });
    expect(decision.invitation).toEqual({ type: 'domain', id: 'd1', inviteId: 'i2' });
    expect(decision.redirect).toBe('auth-login');
  });
});

describe('rule 1: unverified users', () => {
  it('sends a signed-in unverified user to domains from any other route', () => {
    for (const name of ['my-user', 'payment-methods', 'search-domain', 'auth-login', '404'] as const) {
      expect(decide(name, { user: unverified }).redirect).toBe('domains');
    }
  });

  it('lets the unverified user stay on domains', () => {
    expect(decide('domains', { user: unverified }).redirect).toBeNull();
  });
});

describe('rule 2: auth routes need a user', () => {
  it('sends a signed-out visitor to login from every auth, team-owner and admin route', () => {
    for (const route of routeList.filter((entry) => entry.guard === 'auth' || entry.guard === 'team-owner' || entry.guard === 'admin')) {
      const params = { teamId: 't', domainId: 'd', inviteId: 'i' };
      expect(decide(route.name, { params }).redirect, route.name).toBe('auth-login');
    }
  });

  it('lets a signed-out visitor see guest routes and the 404 page', () => {
    expect(decide('auth-login').redirect).toBeNull();
    expect(decide('auth-create-user').redirect).toBeNull();
    expect(decide('email-verification').redirect).toBeNull();
    expect(decide('404').redirect).toBeNull();
  });
});

describe('rule 3: guest routes are for signed-out visitors', () => {
  it('sends a signed-in user from every guest route to domains', () => {
    for (const route of routeList.filter((entry) => entry.guard === 'guest')) {
      expect(decide(route.name, { params: { token: 'x' }, user: verified }).redirect, route.name).toBe('domains');
    }
  });
});

describe('back to the page asked for after sign-in', () => {
  it('remembers the page a signed-out visitor asked for when sending them to login', () => {
    const decision = decide('search-domain', { search: 'domains=abc', path: '/search-domain?domains=abc' });
    expect(decision).toMatchObject({ redirect: 'auth-login', returnTo: '/search-domain?domains=abc' });
  });

  it('returns there once signed in, from the login pages and from domains (where the e-ID sign-in lands)', () => {
    expect(decide('auth-login', { user: verified, returnTo: '/receipts' })).toMatchObject({ redirect: null, redirectPath: '/receipts' });
    expect(decide('domains', { user: verified, returnTo: '/search-domain?domains=abc' })).toMatchObject({ redirectPath: '/search-domain?domains=abc' });
  });

  it('holds an unverified user on domains first, and keeps the page for after verification', () => {
    expect(decide('domains', { user: unverified, returnTo: '/receipts' })).toMatchObject({ redirect: null, redirectPath: null });
  });

  it('returns only to paths of the portal itself', () => {
    for (const path of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/', '/login', '/login/forgot-password']) {
      expect(returnablePath(path), path).toBeNull();
      expect(decide('auth-login', { user: verified, returnTo: path }).redirectPath, path).toBeNull();
    }
    expect(returnablePath('/domains/d1?tab=dns')).toBe('/domains/d1?tab=dns');
  });
});

describe('rule 4: team routes need a teamId', () => {
  it('sends a team route without teamId to domains', () => {
    expect(decide('teams-domains', { user: verified }).redirect).toBe('domains');
    expect(decide('team-invite-accept', { params: { inviteId: 'i' }, user: verified }).redirect).toBe('domains');
  });

  it('keeps a team route with teamId', () => {
    expect(decide('teams-domains', { params: { teamId: 't1' }, user: verified }).redirect).toBeNull();
  });
});

describe('rule 5 (ours): admin routes', () => {
  it('shows a user who is not an admin a "no access" page in place on every admin route (no redirect)', () => {
    for (const route of routeList.filter((entry) => entry.guard === 'admin')) {
      expect(decide(route.name, { user: verified }), route.name).toMatchObject({ redirect: null, redirectPath: null, noAccess: true });
    }
  });

  it('lets an admin in', () => {
    for (const route of routeList.filter((entry) => entry.guard === 'admin')) {
      expect(decide(route.name, { user: admin }), route.name).toMatchObject({ redirect: null, noAccess: false });
    }
  });
});

describe('rule order', () => {
  it('checks verification before the guest rule', () => {
    expect(decide('auth-login', { user: unverified }).redirect).toBe('domains');
  });

  it('lets a verified user through an ordinary auth route', () => {
    expect(decide('my-user', { user: verified })).toEqual({ redirect: null, searchDomains: null, invitation: null, returnTo: null, redirectPath: null, noAccess: false });
  });
});

describe('team-prefix rule', () => {
  const team: Scope = { type: 'team', teamId: 'team-1' };

  it('prefixes names with a team version while a team is selected', () => {
    expect(resolveNamedRoute('search-domain', {}, team)).toEqual({ name: 'teams-search-domain', params: { teamId: 'team-1' } });
    expect(resolveNamedRoute('payment-methods', {}, team).name).toBe('teams-payment-methods');
    expect(resolveNamedRoute('transfer-domain', {}, team).name).toBe('teams-transfer-domain');
    expect(resolveNamedRoute('purchase-domain', {}, team).name).toBe('teams-purchase-domain');
    expect(resolveNamedRoute('purchase-domain-failure', {}, team).name).toBe('teams-purchase-domain-failure');
    expect(resolveNamedRoute('domains-single', { domainId: 'd1' }, team)).toEqual({
      name: 'teams-domains-single',
      params: { domainId: 'd1', teamId: 'team-1' },
    });
  });

  it('skips the prefix for the spec exceptions', () => {
    const skipped: RouteName[] = [
      'admin',
      'admin-users',
      'admin-activity-log',
      'my-user',
      'teams-single',
      'team-invite-accept',
      'domain-invite-accept',
      'auth-login',
      'auth-reset-password',
      'auth-create-user',
      'auth-create-abroad-user',
      '404',
      'domains',
    ];
    for (const name of skipped) {
      expect(skipsTeamPrefix(name), name).toBe(true);
      expect(resolveNamedRoute(name, {}, team).name, name).toBe(name);
    }
  });

  it('keeps names without a team version and names that already are team routes', () => {
    expect(resolveNamedRoute('domains-shared', {}, team).name).toBe('domains-shared');
    expect(resolveNamedRoute('email-verification', {}, team).name).toBe('email-verification');
    expect(resolveNamedRoute('teams-domains', { teamId: 'x' }, team)).toEqual({ name: 'teams-domains', params: { teamId: 'x' } });
  });

  it('does nothing without a team selected', () => {
    expect(resolveNamedRoute('search-domain', {}, { type: 'personal' }).name).toBe('search-domain');
    expect(resolveNamedRoute('search-domain', {}, { type: 'shared' }).name).toBe('search-domain');
  });

  it('builds the URL', () => {
    expect(hrefByName('search-domain', {}, team, { domains: 'a.fo' })).toBe('/teams/team-1/search-domain?domains=a.fo');
    expect(hrefByName('domains', {}, team)).toBe('/');
    expect(hrefByName('my-user', {}, team)).toBe('/my-user');
  });

  it('maps each scope to its domain list', () => {
    expect(domainsTargetForScope({ type: 'personal' })).toEqual({ name: 'domains', params: {} });
    expect(domainsTargetForScope({ type: 'shared' })).toEqual({ name: 'domains-shared', params: {} });
    expect(domainsTargetForScope(team)).toEqual({ name: 'teams-domains', params: { teamId: 'team-1' } });
  });
});

describe('route table', () => {
  it('has every name of spec §2', () => {
    const specNames = [
      'auth-login',
      'auth-reset-password',
      'auth-create-user',
      'auth-create-abroad-user',
      'domains',
      'domains-shared',
      'domains-single',
      'search-domain',
      'teams-search-domain',
      'purchase-domain',
      'teams-domains',
      'payment-methods',
      'teams-payment-methods',
      'teams-single',
      'transfer-domain',
      'teams-transfer-domain',
      'my-user',
      'team-invite-accept',
      'domain-invite-accept',
      'admin',
      'admin-users',
      'admin-domains',
      'admin-orders',
      'admin-invoices',
      'admin-statistics',
      'admin-settings',
      'admin-activity-log',
      '404',
    ];
    for (const name of specNames) expect(routeNames).toContain(name);
  });

  it('keys each entry by its own name, with back targets that exist', () => {
    for (const name of routeNames) {
      expect(paths[name].name).toBe(name);
      const backTo = paths[name].backTo;
      if (backTo) expect(routeNames).toContain(backTo);
    }
  });

  it('has the spec paths, guards and back targets', () => {
    expect(paths.domains.href()).toBe('/');
    expect(paths['domains-single'].href({ domainId: 'abc' })).toBe('/domains/abc');
    expect(paths['domains-single'].backTo).toBe('domains');
    expect(paths['auth-reset-password'].href({ token: 't k' })).toBe('/login/reset-password/t%20k');
    expect(paths['auth-reset-password'].backTo).toBe('auth-login');
    expect(paths['auth-create-user'].backTo).toBe('auth-login');
    expect(paths['auth-create-abroad-user'].backTo).toBe('auth-login');
    expect(paths['teams-single'].guard).toBe('team-owner');
    expect(paths['teams-payment-methods'].guard).toBe('team-owner');
    expect(paths['teams-transfer-domain'].guard).toBe('team-owner');
    expect(paths['email-verification'].guard).toBe('guest');
    expect(paths['team-invite-accept'].href({ teamId: 't', inviteId: 'i' })).toBe('/teams/t/invites/i/accept');
    expect(paths['purchase-domain-failure'].href()).toBe('/purchase-failure');
  });

  it('refuses to build a URL with a missing parameter', () => {
    expect(() => paths['domains-single'].href({})).toThrow(/domainId/);
  });
});
