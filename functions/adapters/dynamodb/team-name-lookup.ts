import { getItem } from './commands/get.ts';
import type { PortalTable } from './table.ts';
import { teamEntity } from './team-entities.ts';

/**
 * A team's name (pattern T1), for the contexts that name a team that holds a domain (the domain
 * view, moving a domain) without the team repository's writes.
 */
export function createTeamNameLookup(table: PortalTable): { nameOf(teamId: string): Promise<string | null> } {
  const teams = getItem(teamEntity(table));
  return {
    async nameOf(teamId) {
      const { Item } = await teams({ teamId });
      return Item?.name ?? null;
    },
  };
}
