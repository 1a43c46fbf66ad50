import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { indexKey } from './entities.ts';
import { perTable } from './table.ts';

/** A domain's technical managers and invitations (docs/data-model.md, "Shared domains"). Their keys are built here and only here. */
const [gsi1] = tableDeclaration.globalIndexes;

export const domainShareKeys = {
  /** In the domain's partition, beside the domain item. */
  share: (domainId: string, userId: string) => ({ pk: `DOMAIN#${domainId}`, sk: `SHARE#${userId}` }),
  sharePrefix: 'SHARE#',
  invite: (domainId: string, inviteId: string) => ({ pk: `DOMAIN#${domainId}`, sk: `INVITE#${inviteId}` }),
  invitePrefix: 'INVITE#',
  domainPartition: (domainId: string) => `DOMAIN#${domainId}`,
  /** The domains shared with a user: gsi1, beside the user's tokens (`TOKEN#`) in their partition. */
  sharedWith: (userId: string) => `USER#${userId}`,
  sharedWithSort: (domainId: string) => `SHARE#${domainId}`,
} as const;

export const domainShareEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'domainShare',
      table,
      schema: item({
        domainId: string().key(),
        userId: string().key(),
        email: string(),
        invitedBy: string(),
        sharedAt: string(),
      }).and((schema) => ({
        [gsi1.partitionKey]: indexKey(schema, ['userId'], ({ userId }) => domainShareKeys.sharedWith(userId)),
        [gsi1.sortKey]: indexKey(schema, ['domainId'], ({ domainId }) => domainShareKeys.sharedWithSort(domainId)),
      })),
      computeKey: ({ domainId, userId }) => domainShareKeys.share(domainId, userId),
      timestamps: false,
    }),
);

export const domainInviteEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'domainInvite',
      table,
      schema: item({
        domainId: string().key(),
        inviteId: string().key(),
        email: string(),
        invitedBy: string(),
        createdAt: string(),
        validUntil: string(),
        /** TTL: a week after it lapsed (until then the invitee is told it expired). */
        expiresAt: number(),
      }),
      computeKey: ({ domainId, inviteId }) => domainShareKeys.invite(domainId, inviteId),
      timestamps: false,
    }),
);
