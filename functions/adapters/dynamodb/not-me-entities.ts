import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { perTable } from './table.ts';

/** "This was not me" links (docs/data-model.md, pattern D4): keyed by their token's SHA-256, never the token. */
export const notMeKeys = {
  link: (tokenHash: string) => ({ pk: `NOTME#${tokenHash}`, sk: 'NOTME' }),
} as const;

/**
 * A "This was not me" link of a change's mail (docs/decisions/this-was-not-me.md): who made the
 * change (`actorId`, their name then), on which domain, whom the mail went to; used once
 * (`usedAt`), removed by TTL at `expiresAt` (14 days; reads compare it too).
 */
export const notMeLinkEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'notMeLink',
      table,
      schema: item({
        tokenHash: string().key(),
        actorId: string(),
        actorName: string(),
        domainId: string(),
        recipientId: string(),
        eventId: string(),
        createdAt: string(),
        usedAt: string().optional(),
        expiresAt: number(),
      }),
      computeKey: ({ tokenHash }) => notMeKeys.link(tokenHash),
      timestamps: false,
    }),
);
