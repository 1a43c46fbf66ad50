import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { indexKey } from './entities.ts';
import { orderKeys } from './order-entities.ts';
import { perTable } from './table.ts';

/**
 * API tokens (docs/data-model.md, "API tokens"): one item per token under the SHA-256 of its
 * secret, so checking a token is one GetItem; its owner's tokens on gsi1, in the owner partition
 * its domains, orders and cards share. Keys are built here and only here.
 */
const [gsi1] = tableDeclaration.globalIndexes;

export const apiTokenKeys = {
  token: (tokenHash: string) => ({ pk: `APITOKEN#${tokenHash}`, sk: 'APITOKEN' }),
  ownerTokenSort: (createdAt: string, tokenId: string) => `APITOKEN#${createdAt}#${tokenId}`,
  ownerTokenPrefix: 'APITOKEN#',
} as const;

export const apiTokenEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'apiToken',
      table,
      schema: item({
        tokenHash: string().key(),
        tokenId: string(),
        ownerType: string().enum('user', 'team'),
        ownerId: string(),
        name: string(),
        scopes: list(string()),
        /** `[{id, name}]`; absent: every domain of the owner. */
        domains: any().optional(),
        /** `[{name, types}]`; absent: any record. */
        recordRules: any().optional(),
        addresses: list(string()).optional(),
        validUntil: string(),
        maxUnusedDays: number().optional(),
        createdBy: string(),
        createdByName: string().optional(),
        createdAt: string(),
        lastUsedAt: string().optional(),
        lastUsedAddress: string().optional(),
        revokedAt: string().optional(),
        /** TTL (epoch seconds): 30 days after it expires or is revoked. */
        expiresAt: number(),
      }).and((schema) => ({
        // An owner's tokens, by creation: gsi1.
        [gsi1.partitionKey]: indexKey(schema, ['ownerId'], ({ ownerId }) => orderKeys.owner(ownerId)),
        [gsi1.sortKey]: indexKey(schema, ['createdAt', 'tokenId'], ({ createdAt, tokenId }) => apiTokenKeys.ownerTokenSort(createdAt, tokenId)),
      })),
      computeKey: ({ tokenHash }) => apiTokenKeys.token(tokenHash),
      timestamps: false,
    }),
);

/**
 * A token's write by its `Idempotency-Key` (K4): claimed before the write (`pending`), then its
 * answer kept (`done`) for 24 hours, so the same key answers the same again; beside the orders'
 * keys in the item family `IDEMPOTENCY#`.
 */
export const apiTokenAnswerKeys = {
  answer: (tokenId: string, idempotencyKey: string) => ({ pk: `IDEMPOTENCY#APITOKEN#${tokenId}#${idempotencyKey}`, sk: 'ANSWER' }),
} as const;

export const apiTokenAnswerEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'apiTokenAnswer',
      table,
      schema: item({
        tokenId: string().key(),
        idempotencyKey: string().key(),
        /** SHA-256 of the route, path, query and body: the same key with another request is refused. */
        fingerprint: string(),
        state: string().enum('pending', 'done'),
        status: number().optional(),
        body: string().optional(),
        /** TTL: a day after the claim. */
        expiresAt: number(),
      }),
      computeKey: ({ tokenId, idempotencyKey }) => apiTokenAnswerKeys.answer(tokenId, idempotencyKey),
      timestamps: false,
    }),
);
