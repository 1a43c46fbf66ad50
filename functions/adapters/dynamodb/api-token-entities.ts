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
