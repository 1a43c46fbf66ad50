import type { ActorNames } from '../../activity/ports.ts';
import { getItem } from './commands/get.ts';
import { userEntity } from './entities.ts';
import type { PortalTable } from './table.ts';

/**
 * A user's name for the activity log (pattern 1, the name alone): the consumer reads nothing
 * else of the user, so it bundles the get command only, not the user repository's writes.
 */
export function createActorNames(table: PortalTable): ActorNames {
  const users = getItem(userEntity(table));
  return {
    async nameOf(userId) {
      const { Item } = await users({ userId }, { attributes: ['name'] });
      return Item?.name ?? null;
    },
  };
}
