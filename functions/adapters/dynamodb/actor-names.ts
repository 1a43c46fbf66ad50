import type { ActorNames } from '../../activity/ports.ts';
import { getItem } from './commands/get.ts';
import { userEntity } from './entities.ts';
import type { PortalTable } from './table.ts';
import { teamEntity } from './team-entities.ts';

/**
 * A user's name for the activity log (pattern 1, the name alone): the consumer reads nothing
 * else of the user, so it bundles the get command only, not the user repository's writes. An id
 * that is no user's may be a team's (pattern T1): a team's API token acts as the team, and its
 * changes are named by the team's name (issue 30).
 */
export function createActorNames(table: PortalTable): ActorNames {
  const users = getItem(userEntity(table));
  const teams = getItem(teamEntity(table));
  return {
    async nameOf(actorId) {
      const { Item: user } = await users({ userId: actorId }, { attributes: ['name'] });
      if (user) return user.name ?? null;
      const { Item: team } = await teams({ teamId: actorId });
      return team?.name ?? null;
    },
  };
}
