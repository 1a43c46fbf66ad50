import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { DomainInviteRecord, DomainShareRecord } from '../../domain-sharing/model.ts';
import type { DomainShareRepository } from '../../domain-sharing/ports.ts';
import { DomainError } from '../../errors.ts';
import { deleteItem } from './commands/delete.ts';
import { getItem } from './commands/get.ts';
import { createDomainShareLookup } from './domain-share-lookup.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { updateItem } from './commands/update.ts';
import { isConditionFailure } from './conditions.ts';
import { domainInviteEntity, domainShareEntity, domainShareKeys } from './domain-share-entities.ts';
import { userEntity } from './entities.ts';
import type { PortalTable } from './table.ts';

const lapsedKeptSeconds = 7 * 24 * 3600;

/** Every page of a query, in order. */
async function allPages<T>(page: (start?: Record<string, unknown>) => Promise<{ Items?: unknown[]; LastEvaluatedKey?: Record<string, unknown> }>): Promise<T[]> {
  const found: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await page(start);
    found.push(...((answer.Items ?? []) as T[]));
    start = answer.LastEvaluatedKey;
  } while (start);
  return found;
}

const strip = <T extends object>(record: T, keep: readonly (keyof T)[]): T => Object.fromEntries(keep.map((key) => [key, record[key]])) as T;
const shareFields = ['domainId', 'userId', 'email', 'invitedBy', 'sharedAt'] as const;
const inviteFields = ['domainId', 'inviteId', 'email', 'invitedBy', 'createdAt', 'validUntil'] as const;

export function createDomainShareRepository(table: PortalTable): DomainShareRepository {
  const shares = {
    query: queryItems(domainShareEntity(table)),
    delete: deleteItem(domainShareEntity(table)),
    transactPut: putTransaction(domainShareEntity(table)),
  };
  const invites = {
    get: getItem(domainInviteEntity(table)),
    query: queryItems(domainInviteEntity(table)),
    put: putItem(domainInviteEntity(table)),
    delete: deleteItem(domainInviteEntity(table)),
    transactDelete: deleteTransaction(domainInviteEntity(table)),
  };
  const users = { update: updateItem(userEntity(table)), transactUpdate: updateTransaction(userEntity(table)) };

  return {
    isSharedWith: createDomainShareLookup(table).isSharedWith,

    async shares(domainId) {
      const found = await allPages<DomainShareRecord>((start) =>
        shares.query({ partition: domainShareKeys.domainPartition(domainId), range: { beginsWith: domainShareKeys.sharePrefix } }, start ? { exclusiveStartKey: start } : {}),
      );
      return found.map((share) => strip(share, shareFields));
    },

    async invites(domainId) {
      const found = await allPages<DomainInviteRecord>((start) =>
        invites.query({ partition: domainShareKeys.domainPartition(domainId), range: { beginsWith: domainShareKeys.invitePrefix } }, start ? { exclusiveStartKey: start } : {}),
      );
      return found.map((invite) => strip(invite, inviteFields));
    },

    async invite(domainId, inviteId) {
      const { Item } = await invites.get({ domainId, inviteId }, { consistent: true });
      return Item ? strip(Item as DomainInviteRecord, inviteFields) : null;
    },

    async sharesOf(userId) {
      const found = await allPages<DomainShareRecord>((start) =>
        shares.query(
          { index: 'gsi1', partition: domainShareKeys.sharedWith(userId), range: { beginsWith: domainShareKeys.sharePrefix } },
          start ? { exclusiveStartKey: start } : {},
        ),
      );
      return found.map((share) => strip(share, shareFields));
    },

    async addInvite(invite) {
      await invites.put({ ...invite, expiresAt: Math.floor(Date.parse(invite.validUntil) / 1000) + lapsedKeptSeconds }, { condition: { attr: 'inviteId', exists: false } });
    },

    async removeInvite(domainId, inviteId) {
      try {
        await invites.delete({ domainId, inviteId }, { condition: { attr: 'inviteId', exists: true } });
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('not_found', undefined, { cause: error });
        throw error;
      }
    },

    async accept(invite, share) {
      try {
        await executeTransactWrite(
          invites.transactDelete({ domainId: invite.domainId, inviteId: invite.inviteId }, { condition: { attr: 'inviteId', exists: true } }),
          shares.transactPut(share),
          users.transactUpdate({ userId: share.userId, hasSharedDomains: true }, { condition: { attr: 'userId', exists: true } }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('not_found', undefined, { cause: error });
        throw error;
      }
    },

    async removeShare(domainId, userId) {
      try {
        await shares.delete({ domainId, userId }, { condition: { attr: 'userId', exists: true } });
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('not_found', undefined, { cause: error });
        throw error;
      }
      // The flag follows the index (read after the delete): a share accepted meanwhile sets it again in its own transaction.
      const left = await shares.query({ index: 'gsi1', partition: domainShareKeys.sharedWith(userId), range: { beginsWith: domainShareKeys.sharePrefix } }, { limit: 1 });
      if ((left.Items ?? []).length === 0) await users.update({ userId, hasSharedDomains: false }, { condition: { attr: 'userId', exists: true } }).catch(() => undefined);
    },
  };
}
