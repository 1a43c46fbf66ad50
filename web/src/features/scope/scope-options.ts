import { isRouteName, type RouteName } from '../../config/paths';
import { isVerified, type Scope } from '../../lib/navigation';

/**
 * The scope selector's data. Teams come from the teams API (a later issue); until then the
 * caller passes an empty list and only "my domains" / "shared domains" can appear.
 */
export interface TeamSummary {
  id: string;
  name: string;
  is_owned_by_current_user: boolean;
}

export interface ScopeOption {
  key: string;
  scope: Scope;
  /** `personal` and `shared` are translated by the component; teams show their name. */
  label: { kind: 'personal' } | { kind: 'shared' } | { kind: 'team'; name: string };
}

export function scopeKey(scope: Scope): string {
  return scope.type === 'team' ? `team:${scope.teamId}` : scope.type;
}

/** Spec §2: only for verified users who have teams or shared domains. */
export function showScopeSelector(user: { is_email_verified: boolean; has_shared_domains: boolean }, teams: readonly TeamSummary[]): boolean {
  return isVerified(user) && (teams.length > 0 || user.has_shared_domains);
}

/**
 * My domains, shared domains, then one entry per team. Spec §2 lists shared domains for every
 * user the selector is shown to (verified, with teams or shared domains), not only those who have
 * shared domains now: its page says when there are none.
 */
export function scopeOptions(teams: readonly TeamSummary[]): ScopeOption[] {
  const options: ScopeOption[] = [
    { key: 'personal', scope: { type: 'personal' }, label: { kind: 'personal' } },
    { key: 'shared', scope: { type: 'shared' }, label: { kind: 'shared' } },
  ];
  for (const team of teams) {
    const scope: Scope = { type: 'team', teamId: team.id };
    options.push({ key: scopeKey(scope), scope, label: { kind: 'team', name: team.name } });
  }
  return options;
}

/**
 * The scope an address belongs to, or null when it belongs to none (my user, a domain's own page,
 * the administration): a team's page (`/teams/{teamId}/…`, except the invitation to join it) is
 * that team's; the shared domains are the shared scope; a page that has a team version
 * (`/`, `/payment-methods`, `/search-domain`, `/receipts`, …) without the team prefix is my
 * domains'. The address is the truth: a team's page opened in a new tab (where nothing is
 * stored yet) shows that team in the selector and its menu.
 */
export function scopeOfRoute(name: RouteName, params: Readonly<Record<string, string | undefined>>): Scope | null {
  if (name === 'team-invite-accept') return null;
  if (params.teamId && name.startsWith('teams-')) return { type: 'team', teamId: params.teamId };
  if (name === 'domains-shared') return { type: 'shared' };
  if (name === 'domains-single') return null;
  return isRouteName(`teams-${name}`) ? { type: 'personal' } : null;
}

/**
 * The scope the sidebar shows: the address's when it has one, else the one chosen last; a team
 * the user is not (or no longer) in falls back to my domains. Until the teams are loaded a team
 * is taken on trust (nothing is shown of it before they are).
 */
export function shownScope(stored: Scope, fromRoute: Scope | null, options: readonly ScopeOption[], teamsLoaded: boolean): Scope {
  const wanted = fromRoute ?? stored;
  return teamsLoaded ? effectiveScope(wanted, options) : wanted;
}

/** The selected scope, or "my domains" when the selected team (or sharing) has gone. */
export function effectiveScope(selected: Scope, options: readonly ScopeOption[]): Scope {
  return options.some((option) => option.key === scopeKey(selected)) ? selected : { type: 'personal' };
}

/** Payment methods, team management and move domain are hidden for these scopes (spec §2). */
export function hidesOwnerItems(scope: Scope, teams: readonly TeamSummary[]): boolean {
  if (scope.type === 'shared') return true;
  if (scope.type === 'team') {
    const team = teams.find((entry) => entry.id === scope.teamId);
    return !team?.is_owned_by_current_user;
  }
  return false;
}
