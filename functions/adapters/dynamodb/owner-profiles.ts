import type { BuyerProfile } from '../../orders/registrant.ts';
import type { TeamMemberRecord } from '../../teams/model.ts';
import { getItem } from './commands/get.ts';
import { queryItems } from './commands/query.ts';
import { userEntity } from './entities.ts';
import { teamEntity, teamKeys, teamMemberEntity } from './team-entities.ts';
import type { PortalTable } from './table.ts';

/**
 * The profile a domain's contacts start from, for either kind of owner: a user's own, or for a
 * team its details (name, address, country) with the e-mail and phone of its longest-standing
 * owner, who answers for it until the team saves contacts of its own. Reads only (two gets and a
 * query), apart from the user and team repositories so that the domain-settings Lambda bundles
 * no writes of theirs.
 */
export function createOwnerProfiles(table: PortalTable): { get(ownerId: string): Promise<BuyerProfile | null> } {
  const users = getItem(userEntity(table));
  const teams = getItem(teamEntity(table));
  const members = queryItems(teamMemberEntity(table));
  const userOf = async (userId: string) => (await users({ userId })).Item ?? null;

  async function teamMembers(teamId: string): Promise<TeamMemberRecord[]> {
    const found: TeamMemberRecord[] = [];
    let exclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await members(
        { partition: teamKeys.partition(teamId), range: { beginsWith: teamKeys.memberPrefix } },
        { consistent: true, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) },
      );
      found.push(...((page.Items ?? []) as TeamMemberRecord[]));
      exclusiveStartKey = page.LastEvaluatedKey;
    } while (exclusiveStartKey);
    return found;
  }

  return {
    async get(ownerId) {
      const user = await userOf(ownerId);
      if (user) return user;
      const [stored, teamMembersFound] = await Promise.all([teams({ teamId: ownerId }, { consistent: true }), teamMembers(ownerId)]);
      const team = stored.Item;
      const [firstOwner] = teamMembersFound.filter((member) => member.isOwner).sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
      const contact = firstOwner ? await userOf(firstOwner.userId) : null;
      if (!team || !contact) return null;
      return {
        userId: team.teamId,
        name: team.name,
        email: contact.email,
        ...(team.street ? { street: team.street } : {}),
        ...(team.zip ? { zip: team.zip } : {}),
        ...(team.city ? { city: team.city } : {}),
        ...(team.country ? { countryCode: team.country } : {}),
        ...(contact.phone ? { phone: contact.phone } : {}),
        ...(contact.phoneCode ? { phoneCode: contact.phoneCode } : {}),
      };
    },
  };
}
