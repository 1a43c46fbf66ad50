import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { perTable } from './table.ts';

/** Passkeys and their ceremonies' challenges (docs/data-model.md, "Passkeys"). Their keys are built here and only here. */
export const passkeyKeys = {
  /** Beside the user item: a user's passkeys are one Query of the user's partition. */
  passkey: (userId: string, passkeyId: string) => ({ pk: `USER#${userId}`, sk: `PASSKEY#${passkeyId}` }),
  passkeyPrefix: 'PASSKEY#',
  user: (userId: string) => `USER#${userId}`,
  /** A ceremony's challenge, by the challenge itself (base64url): single use, deleted when used. */
  challenge: (challenge: string) => ({ pk: `WEBAUTHN#${challenge}`, sk: 'CHALLENGE' }),
} as const;

/**
 * A passkey (WebAuthn credential) of a user: its public key (COSE, base64url), the sign counter
 * and backup flags as the authenticator last reported them, the name the person gave it.
 * `passkeyId` is the SHA-256 (base64url) of the credential id, which may be longer than a sort key.
 */
export const passkeyEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'passkey',
      table,
      schema: item({
        userId: string().key(),
        passkeyId: string().key(),
        credentialId: string(),
        publicKey: string(),
        counter: number(),
        transports: list(string()).optional(),
        backupEligible: boolean(),
        backedUp: boolean(),
        name: string(),
        createdAt: string(),
        lastUsedAt: string().optional(),
      }),
      computeKey: ({ userId, passkeyId }) => passkeyKeys.passkey(userId, passkeyId),
      timestamps: false,
    }),
);

/** A WebAuthn ceremony's challenge: what it is for, whose (registration and step-up), when made; TTL `expiresAt`. */
export const webauthnChallengeEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'webauthnChallenge',
      table,
      schema: item({
        challenge: string().key(),
        purpose: string().enum('registration', 'sign-in', 'step-up'),
        userId: string().optional(),
        createdAt: string(),
        /** Epoch seconds; also the table's TTL attribute (the use case checks the age too). */
        expiresAt: number(),
      }),
      computeKey: ({ challenge }) => passkeyKeys.challenge(challenge),
      timestamps: false,
    }),
);
