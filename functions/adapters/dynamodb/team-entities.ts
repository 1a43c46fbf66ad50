import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { accountKeys } from './account-entities.ts';
import { indexKey } from './entities.ts';
import { perTable } from './table.ts';

/**
 * Teams and their members under the team's partition (docs/data-model.md, "Teams"); each member
 * also under the user's partition of gsi1 (`USER#<userId>` / `TEAM#<teamId>`), which the
 * delete-me rule already asks (A9). Keys are built here and only here.
 */
const [gsi1] = tableDeclaration.globalIndexes;

export const teamKeys = {
  team: (teamId: string) => ({ pk: `TEAM#${teamId}`, sk: 'TEAM' }),
  member: (teamId: string, userId: string) => ({ pk: `TEAM#${teamId}`, sk: `MEMBER#${userId}` }),
  partition: (teamId: string) => `TEAM#${teamId}`,
  memberPrefix: 'MEMBER#',
  invite: (teamId: string, inviteId: string) => ({ pk: `TEAM#${teamId}`, sk: `INVITE#${inviteId}` }),
  invitePrefix: 'INVITE#',
  /** A user's teams: gsi1, as `accountKeys.teamsOfUser` asks it. */
  userTeams: (userId: string) => accountKeys.teamsOfUser(userId).partition,
  userTeamSort: (teamId: string) => `${accountKeys.teamsOfUser('').beginsWith}${teamId}`,
  userTeamPrefix: accountKeys.teamsOfUser('').beginsWith,
} as const;

export const teamEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'team',
      table,
      schema: item({
        teamId: string().key(),
        name: string(),
        vatNumber: string().optional(),
        street: string().optional(),
        zip: string().optional(),
        city: string().optional(),
        attention: string().optional(),
        country: string().optional(),
        createdBy: string(),
        createdAt: string(),
        updatedAt: string(),
        version: number(),
      }),
      computeKey: ({ teamId }) => teamKeys.team(teamId),
      timestamps: false,
    }),
);

export const teamMemberEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'teamMember',
      table,
      schema: item({
        teamId: string().key(),
        userId: string().key(),
        isOwner: boolean(),
        joinedAt: string(),
      }).and((schema) => ({
        [gsi1.partitionKey]: indexKey(schema, ['userId'], ({ userId }) => teamKeys.userTeams(userId)),
        [gsi1.sortKey]: indexKey(schema, ['teamId'], ({ teamId }) => teamKeys.userTeamSort(teamId)),
      })),
      computeKey: ({ teamId, userId }) => teamKeys.member(teamId, userId),
      timestamps: false,
    }),
);

export const teamInviteEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'teamInvite',
      table,
      schema: item({
        teamId: string().key(),
        inviteId: string().key(),
        email: string(),
        isOwner: boolean(),
        invitedBy: string(),
        createdAt: string(),
        expiresAt: string(),
      }),
      computeKey: ({ teamId, inviteId }) => teamKeys.invite(teamId, inviteId),
      timestamps: false,
    }),
);
