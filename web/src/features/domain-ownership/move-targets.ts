import type { DomainDetail } from '#shared/schemas/domains.ts';

export interface OwnedTeam {
  id: string;
  name: string;
  is_owned_by_current_user: boolean;
}

export type MoveTarget = { kind: 'personal' } | { kind: 'team'; id: string; name: string };

/**
 * Where the caller may move a domain (spec §2 "move domain", hidden for the shared scope and for
 * members who are not owners): their own domain to a team they own; a team's domain, if they own
 * that team, to their own domains or another team they own. None for a technical manager or a
 * team member who is not an owner, and none for a domain that left us.
 */
export function moveTargets(domain: Pick<DomainDetail, 'role' | 'owner' | 'status'>, teams: readonly OwnedTeam[]): MoveTarget[] {
  if (domain.role !== 'owner' || domain.status === 'deleted' || domain.status === 'transferred_away') return [];
  const owned = teams.filter((team) => team.is_owned_by_current_user);
  if (domain.owner.type === 'team' && !owned.some((team) => team.id === domain.owner.id)) return [];
  return [
    ...(domain.owner.type === 'team' ? [{ kind: 'personal' as const }] : []),
    ...owned.filter((team) => !(domain.owner.type === 'team' && team.id === domain.owner.id)).map((team) => ({ kind: 'team' as const, id: team.id, name: team.name })),
  ];
}
