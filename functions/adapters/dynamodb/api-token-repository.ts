import { getItem } from './commands/get.ts';
import { isConditionFailure } from './conditions.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { updateItem } from './commands/update.ts';
import { apiTokenAnswerEntity, apiTokenEntity, apiTokenKeys } from './api-token-entities.ts';
import { deleteItem } from './commands/delete.ts';
import { orderKeys } from './order-entities.ts';
import type { PortalTable } from './table.ts';
import type { ApiTokenRecord } from '../../api-tokens/model.ts';
import type { ApiTokenAnswers, ApiTokenRepository, ApiTokenUses } from '../../api-tokens/ports.ts';

const thirtyDays = 30 * 24 * 3600;
const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

type Stored = Omit<ApiTokenRecord, 'domains' | 'recordRules'> & { domains?: unknown; recordRules?: unknown };
const recordOf = (item: Stored): ApiTokenRecord => item as ApiTokenRecord;

/** API tokens in the table (docs/data-model.md, patterns K1–K3). */
export function createApiTokenRepository(table: PortalTable): ApiTokenRepository {
  const entity = apiTokenEntity(table);
  const tokens = { get: getItem(entity), put: putItem(entity), update: updateItem(entity), query: queryItems(entity) };
  return {
    /** K1: the token of a secret's hash (consistent: a revocation holds from the next request on). */
    async get(tokenHash) {
      const { Item } = await tokens.get({ tokenHash }, { consistent: true });
      return Item ? recordOf(Item) : null;
    },

    async create(token) {
      // Never overwrites: a hash is a new secret's.
      await tokens.put({ ...token, expiresAt: epochSeconds(token.validUntil) + thirtyDays }, { condition: { attr: 'tokenHash', exists: false } });
    },

    /** K2: an owner's tokens, newest first, whatever their state. */
    async listOfOwner(ownerId) {
      const found: ApiTokenRecord[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await tokens.query(
          { index: 'gsi1', partition: orderKeys.owner(ownerId), range: { beginsWith: apiTokenKeys.ownerTokenPrefix } },
          { reverse: true, consistent: false, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) },
        );
        found.push(...(page.Items ?? []).map(recordOf));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found;
    },

    /** Revokes it (once: a second revocation keeps the first time); the list keeps it 30 days. */
    async revoke(tokenHash, at) {
      try {
        await tokens.update(
          { tokenHash, revokedAt: at.toISOString(), expiresAt: epochSeconds(at.toISOString()) + thirtyDays },
          {
            condition: {
              and: [
                { attr: 'tokenHash', exists: true },
                { attr: 'revokedAt', exists: false },
              ],
            },
          },
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  } satisfies ApiTokenRepository;
}

/** K1 alone, for the authorizer (it reads, never writes). */
export function createApiTokenLookup(table: PortalTable): Pick<ApiTokenRepository, 'get'> {
  const get = getItem(apiTokenEntity(table));
  return {
    async get(tokenHash) {
      const { Item } = await get({ tokenHash }, { consistent: true });
      return Item ? recordOf(Item) : null;
    },
  };
}

/** The last use of a token (K3): written by the HTTP pipeline at most once a minute per token. */
export function createApiTokenUses(table: PortalTable): ApiTokenUses {
  const update = updateItem(apiTokenEntity(table));
  return {
    async recordUse(tokenHash, at, address) {
      try {
        await update({ tokenHash, lastUsedAt: at.toISOString(), lastUsedAddress: address }, { condition: { attr: 'tokenHash', exists: true } });
      } catch (error) {
        // A token deleted by its TTL between the check and this write: nothing to record.
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}

/** An API token's writes by their `Idempotency-Key` (K4), for the HTTP pipeline. */
export function createApiTokenAnswers(table: PortalTable): ApiTokenAnswers {
  const entity = apiTokenAnswerEntity(table);
  const answers = { get: getItem(entity), put: putItem(entity), update: updateItem(entity), remove: deleteItem(entity) };
  const day = 24 * 3600;
  return {
    async claim(tokenId, idempotencyKey, fingerprint, now) {
      try {
        await answers.put(
          { tokenId, idempotencyKey, fingerprint, state: 'pending', expiresAt: Math.floor(now.getTime() / 1000) + day },
          { condition: { attr: 'tokenId', exists: false } },
        );
        return 'claimed';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const { Item } = await answers.get({ tokenId, idempotencyKey }, { consistent: true });
      // Gone between the two (its TTL, or released by a failed first try): the caller may try again.
      if (!Item) return { state: 'pending', fingerprint };
      return {
        state: Item.state,
        fingerprint: Item.fingerprint,
        ...(Item.status !== undefined ? { status: Item.status } : {}),
        ...(Item.body !== undefined ? { body: Item.body } : {}),
      };
    },
    async complete(tokenId, idempotencyKey, status, body) {
      await answers.update({ tokenId, idempotencyKey, state: 'done', status, ...(body !== undefined ? { body } : {}) });
    },
    async release(tokenId, idempotencyKey) {
      await answers.remove({ tokenId, idempotencyKey });
    },
  };
}
