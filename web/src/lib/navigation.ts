import { defaultTopLevelDomain, splitDomainList } from '#shared/domain-names.ts';
import { isAdminRoute, isAuthRoute, isRouteName, paths, type Guard, type RouteName, type RouteParams } from '../config/paths';

/**
 * The navigation rules of spec §4, as pure functions. The router shell runs
 * `evaluateNavigation` on every route change once the signed-in user has been fetched, stores
 * what it says in session storage and follows its redirect.
 */

export { defaultTopLevelDomain };

export interface Invitation {
  type: 'team' | 'domain';
  /** The team id or the domain id. */
  id: string;
  inviteId: string;
}

/** The part of the signed-in user the rules look at. */
export interface NavigationUser {
  is_email_verified: boolean;
  is_admin: boolean;
}

/**
 * Spec §6: a user counts as verified once the e-mail is verified. The same rule as
 * `isVerifiedUser` in shared/schemas/users.ts, repeated here because importing that module
 * would pull zod into the initial bundle.
 */
export function isVerified(user: Pick<NavigationUser, 'is_email_verified'>): boolean {
  return user.is_email_verified;
}

export interface NavigationRequest {
  route: { name: RouteName; guard: Guard };
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  user: NavigationUser | null;
  /** The page asked for, as a path with its query (`/search-domain?domains=a`). */
  path?: string;
  /** The page a signed-out visitor asked for before sign-in (session, 10 minutes), if any. */
  returnTo?: string | null;
}

export interface NavigationDecision {
  /** Where to go instead, or null to stay. */
  redirect: RouteName | null;
  /** Rule 1: the normalised `domains` query of a search route, to store in session. */
  searchDomains: string | null;
  /** Rule 1: the invitation of an accept route, to store in session. */
  invitation: Invitation | null;
  /** Rule 2: the page a signed-out visitor asked for, to store and return to after sign-in. */
  returnTo: string | null;
  /** Back to the page asked for before sign-in (instead of `redirect`); the stored one is then used up. */
  redirectPath: string | null;
  /** Rule 5: the page is not this user's to see (an admin route for a user who is not an admin): say so, in place. */
  noAccess: boolean;
}

/**
 * A path the portal may send the browser to after sign-in: its own (one leading `/`, no
 * scheme, no `//` or `/\\` that a browser reads as another host), not `/`, not the sign-in pages.
 */
export function returnablePath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || [...path].some((character) => character.charCodeAt(0) < 0x20)) return null;
  if (path === '/' || path === '/login' || path.startsWith('/login/') || path.startsWith('/login?')) return null;
  return path;
}

/**
 * `Example.COM, test , foo.fo` → `example.com,test.fo,foo.fo`: each entry trimmed, lowercased
 * and given `.fo` when it has no suffix; empty and repeated entries dropped. The one
 * implementation lives in shared/domain-names.ts (the API splits the same way).
 */
export function normalizeSearchDomains(raw: string, topLevelDomain: string = defaultTopLevelDomain): string[] {
  return splitDomainList(raw, topLevelDomain);
}

function invitationOf(name: RouteName, params: NavigationRequest['params']): Invitation | null {
  const { teamId, domainId, inviteId } = params;
  if (name === 'team-invite-accept' && teamId && inviteId) return { type: 'team', id: teamId, inviteId };
  if (name === 'domain-invite-accept' && domainId && inviteId) return { type: 'domain', id: domainId, inviteId };
  return null;
}

function needsSignedInUser(guard: Guard): boolean {
  return guard === 'auth' || guard === 'team-owner' || guard === 'admin';
}

/**
 * The rules in the spec's order; the first redirect wins.
 * 1. search-domain with `domains` → store the normalised list (we apply it to
 *    teams-search-domain too: the same page in a team's scope); an invite-accept route → store
 *    the invitation; signed in + not verified + route not domains → domains.
 * 2. An auth route without a user → login (remembering the page asked for, same-origin paths only).
 * 3. A guest route with a user → domains, or back to the page asked for before sign-in (also
 *    from domains, where the e-ID sign-in lands), once the user is verified.
 * 4. A route whose name contains "team" without a teamId → domains.
 * 5. (Ours; the spec leaves it to the server) an admin route for a user who is not an admin →
 *    a "no access" page in place (`noAccess`), not a silent redirect: the address stays, and the
 *    page says why it is not shown and leads back to the domains. Team ownership (`team-owner`) is checked by the server until the teams API
 *    gives the client `is_owned_by_current_user`.
 */
export function evaluateNavigation({ route, params, search, user, path, returnTo }: NavigationRequest): NavigationDecision {
  const decision: NavigationDecision = { redirect: null, searchDomains: null, invitation: null, returnTo: null, redirectPath: null, noAccess: false };

  const rawDomains = search.get('domains');
  if ((route.name === 'search-domain' || route.name === 'teams-search-domain') && rawDomains !== null) {
    const domains = normalizeSearchDomains(rawDomains);
    if (domains.length > 0) decision.searchDomains = domains.join(',');
  }
  decision.invitation = invitationOf(route.name, params);

  if (user && route.name !== 'domains' && !isVerified(user)) return { ...decision, redirect: 'domains' };
  if (!user && needsSignedInUser(route.guard)) return { ...decision, redirect: 'auth-login', returnTo: returnablePath(path) };
  // Signed in (by password and code, or e-ID, whichever page it ends on): back to the page asked for.
  const back = returnablePath(returnTo);
  if (user && isVerified(user) && back && (route.guard === 'guest' || route.name === 'domains')) return { ...decision, redirectPath: back };
  if (user && route.guard === 'guest') return { ...decision, redirect: 'domains' };
  if (route.name.includes('team') && !params.teamId) return { ...decision, redirect: 'domains' };
  if (user && route.guard === 'admin' && !user.is_admin) return { ...decision, noAccess: true };
  return decision;
}

/** The selected context (spec §3 "Session values"). */
export type Scope = { type: 'personal' } | { type: 'shared' } | { type: 'team'; teamId: string };

/**
 * Names that never take the `teams-` prefix (spec §2): admin routes, my-user, teams-single, the
 * invite-accept routes, auth routes, 404 and domains.
 *
 * Note on `domains`: the spec lists it here, so `navigateByName('domains')` goes to `/` (the
 * user's own archive) even while a team is selected; the team's archive is reached by name
 * `teams-domains`, which is what the scope selector and the sidebar's Domains item use.
 */
export function skipsTeamPrefix(name: RouteName): boolean {
  return (
    isAdminRoute(name) ||
    isAuthRoute(name) ||
    name === 'my-user' ||
    name === 'teams-single' ||
    name === 'team-invite-accept' ||
    name === 'domain-invite-accept' ||
    name === '404' ||
    name === 'domains'
  );
}

export interface NamedTarget {
  name: RouteName;
  params: RouteParams;
}

/**
 * The team-prefix rule: with a team selected, a name goes to `teams-<name>` with the team's id,
 * unless the name skips the prefix, already is a team route, or has no team version (for
 * example `domains-shared`, `email-verification`).
 */
export function resolveNamedRoute(name: RouteName, params: RouteParams, scope: Scope): NamedTarget {
  if (scope.type !== 'team' || skipsTeamPrefix(name) || name.startsWith('teams-')) return { name, params };
  const prefixed = `teams-${name}`;
  if (!isRouteName(prefixed)) return { name, params };
  return { name: prefixed, params: { ...params, teamId: scope.teamId } };
}

/** The URL for a name after the team-prefix rule. */
export function hrefByName(name: RouteName, params: RouteParams, scope: Scope, search?: Record<string, string>): string {
  const target = resolveNamedRoute(name, params, scope);
  return paths[target.name].href(target.params, search);
}

/** The domain list that belongs to a scope (scope selector, sidebar "Domains"). */
export function domainsTargetForScope(scope: Scope): NamedTarget {
  if (scope.type === 'shared') return { name: 'domains-shared', params: {} };
  if (scope.type === 'team') return { name: 'teams-domains', params: { teamId: scope.teamId } };
  return { name: 'domains', params: {} };
}
