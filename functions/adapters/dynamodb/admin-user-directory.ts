import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { EventEnvelope } from '#events/envelope.ts';
import type { UserDirectory } from '../../admin-people/users/ports.ts';
import { DomainError } from '../../errors.ts';
import type { UserRecord } from '../../users/model.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { isConditionFailure } from './conditions.ts';
import { keys, outboxEventEntity, searchTerm, userEmailClaimEntity, userEntity, userSearchWordEntity } from './entities.ts';
import { searchWordsOf, searchWordTerm } from './user-search-words.ts';
import type { PortalTable } from './table.ts';

/** How many index entries one search query reads at most. */
const queryLimit = 100;

/** Does the user (as stored now) have a name, an address or a word in either that begins with the term? */
function matches(user: UserRecord, term: string): boolean {
  const texts = [searchTerm(user.name), searchTerm(user.email), ...searchWordsOf('name', user.name), ...searchWordsOf('email', user.email)];
  return texts.some((text) => text.startsWith(term));
}

/**
 * The administration area's users (patterns U1–U3 in docs/data-model.md): the search reads one
 * gsi2 partition (`USERSEARCH#<first letter>`), where each user has an entry for their name (the
 * user item), one for their e-mail address (the e-mail claim) and one for each later word of
 * either (the search words), sorted by the lower-cased text; `begins_with` the term finds them
 * all at once. A user found more than once is counted once; one whose words no longer match (a
 * word left behind) is dropped.
 */
export function createUserDirectory(table: PortalTable): UserDirectory {
  const users = { get: getItem(userEntity(table)), transactUpdate: updateTransaction(userEntity(table)) };
  const outbox = { put: putItem(outboxEventEntity(table)), transactPut: putTransaction(outboxEventEntity(table)) };
  const outboxItem = (event: EventEnvelope) => ({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event });

  const getUser = async (userId: string): Promise<UserRecord | null> => {
    const { Item } = await users.get({ userId });
    return Item ?? null;
  };

  return {
    get: getUser,

    async search(prefix, page, perPage) {
      const term = searchWordTerm(prefix) || searchTerm(prefix);
      const wanted = page * perPage + 1;
      // Each distinct user in the order first met, with the user item when the entry was one.
      const found = new Map<string, UserRecord | null>();
      let startKey: Record<string, unknown> | undefined;
      do {
        const result = await new QueryCommand(
          table,
          [userEntity(table), userEmailClaimEntity(table), userSearchWordEntity(table)],
          { index: 'gsi2', partition: keys.userSearch(term), range: { beginsWith: term } },
          { limit: queryLimit, ...(startKey ? { exclusiveStartKey: startKey } : {}) },
        ).send();
        for (const item of result.Items ?? []) {
          const user = 'name' in item ? (item as UserRecord) : null;
          if (!found.has(item.userId) || (user && !found.get(item.userId))) found.set(item.userId, user ?? found.get(item.userId) ?? null);
        }
        startKey = result.LastEvaluatedKey;
      } while (startKey && found.size < wanted);
      const ids = [...found.keys()];
      const onPage = ids.slice((page - 1) * perPage, page * perPage);
      const pageUsers = await Promise.all(onPage.map(async (userId) => found.get(userId) ?? (await getUser(userId))));
      return { users: pageUsers.filter((user): user is UserRecord => user !== null && matches(user, term)), hasMore: ids.length > page * perPage };
    },

    async newest(page, perPage) {
      const result = await new QueryCommand(table, [userEntity(table)], { index: 'gsi3', partition: keys.usersByCreation }, { reverse: true, limit: page * perPage + 1 }).send();
      const found = (result.Items ?? []) as UserRecord[];
      return { users: found.slice((page - 1) * perPage, page * perPage), hasMore: found.length > page * perPage };
    },

    async setDeactivated(user, at, event) {
      const condition = user.deactivatedAt
        ? { attr: 'deactivatedAt', eq: user.deactivatedAt }
        : {
            and: [
              { attr: 'userId', exists: true },
              { attr: 'deactivatedAt', exists: false },
            ],
          };
      try {
        await executeTransactWrite(
          users.transactUpdate({ userId: user.userId, deactivatedAt: at ? at.toISOString() : $remove() }, { condition } as never),
          outbox.transactPut(outboxItem(event)),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
    },

    async record(event) {
      await outbox.put(outboxItem(event));
    },
  };
}
