import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { perTable } from './table.ts';

/**
 * Claiming domains registered under another e-mail (docs/data-model.md, "Claiming"). The domains
 * by registrant e-mail are the domain item's own gsi2 key (order-entities.ts); here is the proof
 * of an address, beside the user item in its partition. Keys are built here and only here.
 */
export const claimKeys = {
  proof: (userId: string, email: string) => ({ pk: `USER#${userId}`, sk: `PROVENEMAIL#${email}` }),
} as const;

export const emailProofEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'emailProof',
      table,
      schema: item({
        userId: string().key(),
        email: string().key(),
        provenAt: string(),
        validUntil: string(),
        /** TTL: a day after the proof lapsed (reads check `validUntil`). */
        expiresAt: number(),
      }),
      computeKey: ({ userId, email }) => claimKeys.proof(userId, email),
      timestamps: false,
    }),
);
