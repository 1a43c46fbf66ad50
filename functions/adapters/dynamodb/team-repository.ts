import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { TeamInviteRecord, TeamMemberRecord, TeamRecord } from '../../teams/model.ts';
import type { TeamRepository } from '../../teams/ports.ts';
import { DomainError } from '../../errors.ts';
import { getItem } from './commands/get.ts';
import { queryItems } from './commands/query.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { isConditionFailure } from './conditions.ts';
import { teamEntity, teamInviteEntity, teamKeys, teamMemberEntity } from './team-entities.ts';
import type { PortalTable } from './table.ts';

const detailNames = ['vatNumber', 'street', 'zip', 'city', 'attention', 'country'] as const;

/** A stored team: the optional details absent when none. */
function toItem(team: TeamRecord) {
  const { vatNumber, street, zip, city, attention, country, ...rest } = team;
  const details = { vatNumber, street, zip, city, attention, country };
  return { ...rest, ...Object.fromEntries(Object.entries(details).filter(([, value]) => value !== null)) };
}

function fromItem(stored: Record<string, unknown>): TeamRecord {
  const team = { ...stored } as Record<string, unknown>;
  for (const name of detailNames) team[name] = (stored[name] as string | undefined) ?? null;
  return team as unknown as TeamRecord;
}

async function conflictOnRace(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
    throw error;
  }
}

export function createTeamRepository(table: PortalTable): TeamRepository {
  const teams = {
    get: getItem(teamEntity(table)),
    transactPut: putTransaction(teamEntity(table)),
    transactUpdate: updateTransaction(teamEntity(table)),
    transactDelete: deleteTransaction(teamEntity(table)),
  };
  const members = {
    query: queryItems(teamMemberEntity(table)),
    transactPut: putTransaction(teamMemberEntity(table)),
    transactUpdate: updateTransaction(teamMemberEntity(table)),
    transactDelete: deleteTransaction(teamMemberEntity(table)),
  };

  const invites = {
    get: getItem(teamInviteEntity(table)),
    query: queryItems(teamInviteEntity(table)),
    transactPut: putTransaction(teamInviteEntity(table)),
    transactDelete: deleteTransaction(teamInviteEntity(table)),
  };

  return {
    async get(teamId) {
      const { Item } = await teams.get({ teamId }, { consistent: true });
      return Item ? fromItem(Item) : null;
    },

    async members(teamId) {
      const found: TeamMemberRecord[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await members.query(
          { partition: teamKeys.partition(teamId), range: { beginsWith: teamKeys.memberPrefix } },
          { consistent: true, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) },
        );
        found.push(...((page.Items ?? []) as TeamMemberRecord[]));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found;
    },

    async teamIdsOf(userId) {
      const found: string[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await members.query(
          { index: 'gsi1', partition: teamKeys.userTeams(userId), range: { beginsWith: teamKeys.userTeamPrefix } },
          exclusiveStartKey ? { exclusiveStartKey } : {},
        );
        found.push(...(page.Items ?? []).map((member) => member.teamId));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found;
    },

    async create(team, owner) {
      await executeTransactWrite(
        teams.transactPut(toItem(team), { condition: { attr: 'teamId', exists: false } }),
        members.transactPut(owner, { condition: { attr: 'userId', exists: false } }),
      );
    },

    async addMember(member) {
      await conflictOnRace(() => executeTransactWrite(members.transactPut(member, { condition: { attr: 'userId', exists: false } })));
    },

    async update(team, next) {
      await conflictOnRace(() => executeTransactWrite(teams.transactPut(toItem(next), { condition: { attr: 'version', eq: team.version } })));
    },

    async setOwner(team, member, isOwner, at) {
      await conflictOnRace(() =>
        executeTransactWrite(
          teams.transactUpdate({ teamId: team.teamId, version: team.version + 1, updatedAt: at.toISOString() }, { condition: { attr: 'version', eq: team.version } }),
          members.transactUpdate({ teamId: member.teamId, userId: member.userId, isOwner }, { condition: { attr: 'isOwner', eq: member.isOwner } }),
        ),
      );
    },

    async removeMembers(team, userIds, at) {
      await conflictOnRace(() =>
        executeTransactWrite(
          teams.transactUpdate({ teamId: team.teamId, version: team.version + 1, updatedAt: at.toISOString() }, { condition: { attr: 'version', eq: team.version } }),
          ...userIds.map((userId) => members.transactDelete({ teamId: team.teamId, userId }, { condition: { attr: 'userId', exists: true } })),
        ),
      );
    },

    async delete(team, teamMembers, teamInvites) {
      await conflictOnRace(() =>
        executeTransactWrite(
          teams.transactDelete({ teamId: team.teamId }, { condition: { attr: 'version', eq: team.version } }),
          ...teamMembers.map((member) => members.transactDelete({ teamId: team.teamId, userId: member.userId })),
          ...teamInvites.map((invite) => invites.transactDelete({ teamId: team.teamId, inviteId: invite.inviteId })),
        ),
      );
    },

    async invites(teamId) {
      const found: TeamInviteRecord[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await invites.query(
          { partition: teamKeys.partition(teamId), range: { beginsWith: teamKeys.invitePrefix } },
          { consistent: true, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) },
        );
        found.push(...((page.Items ?? []) as TeamInviteRecord[]));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found;
    },

    async getInvite(teamId, inviteId) {
      const { Item } = await invites.get({ teamId, inviteId }, { consistent: true });
      return (Item as TeamInviteRecord | undefined) ?? null;
    },

    async saveInvite(invite, replacing) {
      await conflictOnRace(() =>
        executeTransactWrite(
          invites.transactPut(invite, { condition: { attr: 'inviteId', exists: false } }),
          ...(replacing ? [invites.transactDelete({ teamId: replacing.teamId, inviteId: replacing.inviteId }, { condition: { attr: 'inviteId', exists: true } })] : []),
        ),
      );
    },

    async deleteInvite(invite) {
      await conflictOnRace(() =>
        executeTransactWrite(invites.transactDelete({ teamId: invite.teamId, inviteId: invite.inviteId }, { condition: { attr: 'inviteId', exists: true } })),
      );
    },

    async accept(invite, member) {
      await conflictOnRace(() =>
        executeTransactWrite(
          invites.transactDelete({ teamId: invite.teamId, inviteId: invite.inviteId }, { condition: { attr: 'inviteId', exists: true } }),
          members.transactPut(member, { condition: { attr: 'userId', exists: false } }),
          // The team must still be there (not deleted since the invitation was read).
          teams.transactUpdate({ teamId: invite.teamId, updatedAt: member.joinedAt }, { condition: { attr: 'teamId', exists: true } }),
        ),
      );
    },
  };
}
