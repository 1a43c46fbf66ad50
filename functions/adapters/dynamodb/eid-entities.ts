import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { perTable } from './table.ts';

/**
 * National e-ID (Samleikin) links: which user a national-ID subject signs in as. Two items per
 * link, written together in one transaction, each with `attribute_not_exists`:
 *
 * - the claim `EIDSUBJECT#<sub>` / `CLAIM` → userId: one user per subject, and the authorizer's
 *   lookup for a provider JWT (docs/data-model.md);
 * - the user's side `USER#<userId>` / `EIDLINK` → subject: one subject per user, and what
 *   deleting a user needs to find the claim again.
 *
 * Neither is on the user item: credentials live in their own items (docs/decisions/README.md), and the
 * user item only carries the flag `isUsingSamleikin` the API shows.
 */
export const eidKeys = {
  subjectClaim: (subject: string) => ({ pk: `EIDSUBJECT#${subject}`, sk: 'CLAIM' }),
  userLink: (userId: string) => ({ pk: `USER#${userId}`, sk: 'EIDLINK' }),
} as const;

export const eidSubjectClaimEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'eidSubjectClaim',
      table,
      schema: item({ subject: string().key(), userId: string(), linkedAt: string() }),
      computeKey: ({ subject }) => eidKeys.subjectClaim(subject),
      timestamps: false,
    }),
);

export const eidUserLinkEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'eidUserLink',
      table,
      schema: item({ userId: string().key(), subject: string(), linkedAt: string() }),
      computeKey: ({ userId }) => eidKeys.userLink(userId),
      timestamps: false,
    }),
);
