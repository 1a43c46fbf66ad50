import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { set } from 'dynamodb-toolbox/schema/set';
import { string } from 'dynamodb-toolbox/schema/string';
import { perTable } from './table.ts';

/**
 * The credential accounts' items (docs/data-model.md, "Accounts"): passwords, one-time codes,
 * rate-limit windows, password-reset links. Their keys are built here and only here.
 */
export const accountKeys = {
  /** Beside the user item, never on it: the authorizer hands the user item to handlers. */
  credentials: (userId: string) => ({ pk: `USER#${userId}`, sk: 'CREDENTIALS' }),
  /** A user's authenticator app (TOTP): beside the user, like the password. */
  authenticator: (userId: string) => ({ pk: `USER#${userId}`, sk: 'AUTHENTICATOR' }),
  challenge: (verificationId: string) => ({ pk: `CHALLENGE#${verificationId}`, sk: 'CHALLENGE' }),
  /** The newest code of a purpose for a target (an e-mail address or a user id). */
  latestCode: (purpose: string, target: string) => ({ pk: `CODE#${purpose}#${target}`, sk: 'LATEST' }),
  rateWindow: (rule: string, key: string, windowStart: string) => ({ pk: `RATE#${rule}#${key}`, sk: `WINDOW#${windowStart}` }),
  resetLink: (tokenHash: string) => ({ pk: `RESET#${tokenHash}`, sk: 'RESET' }),
  /**
   * Planned keys of domains and teams (docs/data-model.md, "planned"): the delete-me rule
   * already asks them. The domain and team entities take them over when they arrive.
   */
  ownedDomains: (userId: string) => ({ partition: `OWNER#${userId}`, beginsWith: 'DOMAIN#' }),
  teamsOfUser: (userId: string) => ({ partition: `USER#${userId}`, beginsWith: 'TEAM#' }),
} as const;

/** A user's password hash (`scrypt$N$r$p$salt$hash`). */
export const credentialsEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'credentials',
      table,
      schema: item({ userId: string().key(), passwordHash: string(), updatedAt: string() }),
      computeKey: ({ userId }) => accountKeys.credentials(userId),
      timestamps: false,
    }),
);

/**
 * A user's authenticator app: its TOTP secret (base32, as the app has it; docs/decisions/
 * an-authenticator-app-s-secret-is-kept-in-the-table.md), pending until its first code, the last
 * time step used, and the unused recovery codes' hashes (a set: each used one is deleted).
 */
export const authenticatorEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'authenticator',
      table,
      schema: item({
        userId: string().key(),
        secret: string(),
        status: string().enum('pending', 'on'),
        createdAt: string(),
        confirmedAt: string().optional(),
        lastUsedStep: number().optional(),
        /** Absent once every code is used (DynamoDB keeps no empty set). */
        recoveryCodeHashes: set(string()).optional(),
      }),
      computeKey: ({ userId }) => accountKeys.authenticator(userId),
      timestamps: false,
    }),
);

/** A one-time code: stored as a hash, bound to its id and purpose, expiring, with a try count. */
export const challengeEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'challenge',
      table,
      schema: item({
        verificationId: string().key(),
        purpose: string(),
        target: string(),
        userId: string().optional(),
        /** Free strings the flow needs back when the code is right (e.g. the new phone number). */
        data: any().optional(),
        /** sha256(verificationId:code); empty for a decoy, which no code matches. */
        codeHash: string(),
        attempts: number(),
        createdAt: string(),
        consumedAt: string().optional(),
        /** Epoch seconds; also the table's TTL attribute (reads check it too). */
        expiresAt: number(),
      }),
      computeKey: ({ verificationId }) => accountKeys.challenge(verificationId),
      timestamps: false,
    }),
);

/** Points from (purpose, target) to the newest challenge: a new code replaces the previous one. */
export const latestCodeEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'latestCode',
      table,
      schema: item({ purpose: string().key(), target: string().key(), verificationId: string(), expiresAt: number() }),
      computeKey: ({ purpose, target }) => accountKeys.latestCode(purpose, target),
      timestamps: false,
    }),
);

/** A fixed rate-limit window: how many times `rule` was spent for `key` since `windowStart`. */
export const rateWindowEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'rateWindow',
      table,
      schema: item({ rule: string().key(), key: string().key(), windowStart: string().key(), count: number(), expiresAt: number() }),
      computeKey: ({ rule, key, windowStart }) => accountKeys.rateWindow(rule, key, windowStart),
      timestamps: false,
    }),
);

/** A password-reset link's token, stored as its SHA-256; single use, expiring. */
export const resetLinkEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'resetLink',
      table,
      schema: item({
        tokenHash: string().key(),
        userId: string(),
        email: string(),
        createdAt: string(),
        usedAt: string().optional(),
        expiresAt: number(),
      }),
      computeKey: ({ tokenHash }) => accountKeys.resetLink(tokenHash),
      timestamps: false,
    }),
);
