import { queryItems } from './commands/query.ts';
import type { PortalTable } from './table.ts';
import { teamKeys, teamMemberEntity } from './team-entities.ts';

/**
 * A team's owners, longest-standing first (pattern T2, its owners): whom a team's domain tells of
 * its expiry and payments, and whose details an automatic renewal's receipt carries. Apart from
 * the team repository so that the notifications consumer and the auto-renewal job bundle one query.
 */
export function createTeamOwnerLookup(table: PortalTable): { ownersOf(teamId: string): Promise<string[]> } {
  const members = queryItems(teamMemberEntity(table));
  return {
    async ownersOf(teamId) {
      const found: { userId: string; isOwner: boolean; joinedAt: string }[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await members(
          { partition: teamKeys.partition(teamId), range: { beginsWith: teamKeys.memberPrefix } },
          { consistent: true, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) },
        );
        found.push(...((page.Items ?? []) as typeof found));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found
        .filter((member) => member.isOwner)
        .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt))
        .map((member) => member.userId);
    },
  };
}
