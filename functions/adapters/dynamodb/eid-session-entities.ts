import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { eidKeys } from './eid-entities.ts';
import { perTable } from './table.ts';

/**
 * Ended national e-ID sessions (docs/data-model.md, "National e-ID sessions"). The provider's
 * access token is the bearer token, so ending a session records the end; the authorizer reads
 * these items in the same BatchGetItem as the subject's link (E1). Each expires (TTL
 * `expiresAt`) once no token it could refuse is within the portal's limits.
 */
export const eidSessionKeys = {
  /** One session ended, by the portal's session id (functions/eid/eid-sessions.ts). */
  sessionEnd: (sessionId: string) => ({ pk: `EIDSESSION#${sessionId}`, sk: 'ENDED' }),
  /** Every session of a subject that began at or before `endedAt` ended; beside the link claim. */
  subjectEnd: (subject: string) => ({ pk: eidKeys.subjectClaim(subject).pk, sk: 'ENDED' }),
  /** A back-channel logout token already acted on (its `jti`): a replay is refused. */
  logoutToken: (jti: string) => ({ pk: `EIDLOGOUTTOKEN#${jti}`, sk: 'SEEN' }),
  /** The session's sign-in was reported (`user.signed-in`): once per provider sign-in. */
  signIn: (sessionId: string) => ({ pk: `EIDSESSION#${sessionId}`, sk: 'SIGNED-IN' }),
} as const;

export const eidSessionEndEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'eidSessionEnd',
      table,
      schema: item({ sessionId: string().key(), endedAt: string(), expiresAt: number() }),
      computeKey: ({ sessionId }) => eidSessionKeys.sessionEnd(sessionId),
      timestamps: false,
    }),
);

export const eidSubjectEndEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'eidSubjectEnd',
      table,
      /** `endedAt`: epoch seconds, compared with a token's `auth_time` (else `iat`). */
      schema: item({ subject: string().key(), endedAt: number(), expiresAt: number() }),
      computeKey: ({ subject }) => eidSessionKeys.subjectEnd(subject),
      timestamps: false,
    }),
);

export const eidLogoutTokenEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'eidLogoutToken',
      table,
      schema: item({ jti: string().key(), receivedAt: string(), expiresAt: number() }),
      computeKey: ({ jti }) => eidSessionKeys.logoutToken(jti),
      timestamps: false,
    }),
);

export const eidSignInEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'eidSignIn',
      table,
      schema: item({ sessionId: string().key(), userId: string(), eventId: string(), signedInAt: string(), expiresAt: number() }),
      computeKey: ({ sessionId }) => eidSessionKeys.signIn(sessionId),
      timestamps: false,
    }),
);
