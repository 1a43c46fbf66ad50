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

/** My domains, then shared domains (when the user has any), then one entry per team. */
export function scopeOptions(hasSharedDomains: boolean, teams: readonly TeamSummary[]): ScopeOption[] {
  const options: ScopeOption[] = [{ key: 'personal', scope: { type: 'personal' }, label: { kind: 'personal' } }];
  if (hasSharedDomains) options.push({ key: 'shared', scope: { type: 'shared' }, label: { kind: 'shared' } });
  for (const team of teams) {
    const scope: Scope = { type: 'team', teamId: team.id };
    options.push({ key: scopeKey(scope), scope, label: { kind: 'team', name: team.name } });
  }
  return options;
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
