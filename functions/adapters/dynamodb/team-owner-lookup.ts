import { QueryCommand } from './document-commands.ts';
import { documentClientOf, type PortalTable } from './table.ts';
import { teamKeys } from './team-entities.ts';

/**
 * A team's owners, longest-standing first (pattern T2, its owners): whom a team's domain tells of
 * its expiry and payments, and whose details an automatic renewal's receipt carries. One plain
 * query apart from the team repository (and its entities), so that the notifications consumer
 * and the auto-renewal job bundle little more than the request.
 */
export function createTeamOwnerLookup(table: PortalTable): { ownersOf(teamId: string): Promise<string[]> } {
  return {
    async ownersOf(teamId) {
      const found: { userId: string; isOwner: boolean; joinedAt: string }[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = (await documentClientOf(table).send(
          new QueryCommand({
            TableName: table.getName(),
            KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
            ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
            ExpressionAttributeValues: { ':pk': teamKeys.partition(teamId), ':prefix': teamKeys.memberPrefix },
            ConsistentRead: true,
            ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
          }),
        )) as { Items?: typeof found; LastEvaluatedKey?: Record<string, unknown> };
        found.push(...(page.Items ?? []));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found
        .filter((member) => member.isOwner)
        .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt))
        .map((member) => member.userId);
    },
  };
}
