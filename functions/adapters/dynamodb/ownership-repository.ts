import { QueryCommand } from './document-commands.ts';
import { accountKeys } from './account-entities.ts';
import { documentClientOf, type PortalTable } from './table.ts';

/**
 * What a user owns or belongs to, as the delete-me rule asks it: the user's domains (gsi1
 * `OWNER#<user>` / `DOMAIN#…`, O8) and teams (gsi1 `USER#<user>` / `TEAM#…`, the team member
 * items' key, T3 in docs/data-model.md).
 */
async function anyOn(table: PortalTable, index: 'gsi1', key: { partition: string; beginsWith: string }): Promise<number> {
  const { Count = 0 } = (await documentClientOf(table).send(
    new QueryCommand({
      TableName: table.getName(),
      IndexName: index,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': `${index}pk`, '#sk': `${index}sk` },
      ExpressionAttributeValues: { ':pk': key.partition, ':prefix': key.beginsWith },
      Select: 'COUNT',
      Limit: 1,
    }),
  )) as { Count?: number };
  return Count;
}

export function createOwnershipRepository(table: PortalTable) {
  return {
    /** 0 when the user owns no domain; otherwise at least 1 (the rule needs no exact count). */
    countOwnedDomains: (userId: string) => anyOn(table, 'gsi1', accountKeys.ownedDomains(userId)),
    /** 0 when the user belongs to no team; otherwise at least 1. */
    countTeams: (userId: string) => anyOn(table, 'gsi1', accountKeys.teamsOfUser(userId)),
  };
}

export type OwnershipRepository = ReturnType<typeof createOwnershipRepository>;
