import { createHash } from 'node:crypto';

/**
 * National e-ID sessions as the portal sees them (docs/decisions/README.md, "National e-ID"): the
 * provider's access token is the bearer token, so a sign-out cannot delete anything of ours.
 * Instead the portal records what has been *ended* and the authorizer refuses tokens of it:
 *
 * - one session (logout, revoking it, the provider's back-channel logout naming a `sid`): by its
 *   session id, made from the token's `sid`, so every token of that provider sign-in, refreshed
 *   ones included, is refused;
 * - every session of a person ("sign out everywhere", a back-channel logout naming only `sub`):
 *   a time per subject; sessions that began (`auth_time`) at or before it are refused.
 *
 * Plain rules here; the items are in functions/adapters/dynamodb/eid-session-repository.ts.
 */

/** How far the provider's clock may be ahead of ours (an `iat` or `auth_time` "from the future"). */
export const clockSkewSeconds = 60;
/** The longest an e-ID access token may live (`exp - iat`) and be old (`now - iat`): the portal's own limit, whatever the provider signs. */
export const maxAccessTokenSeconds = 24 * 3600;
/**
 * The longest an e-ID session may have begun ago (`now - auth_time`): as long as our own
 * sessions (functions/auth/sessions.ts). It is also how long an ended session is remembered:
 * no token of a session older than this passes anyway.
 */
export const maxSessionSeconds = 30 * 24 * 3600;

/** The times of a verified e-ID access token, epoch seconds. */
export interface EidTokenTimes {
  issuedAt: number;
  expiresAt: number;
  /** When the person signed in at the provider: `auth_time`, or `iat` when the token has none. */
  signedInAt: number;
}

/**
 * Whether a correctly signed token is within the portal's limits: not issued in the future
 * (beyond the clock skew), not living or lived longer than {@link maxAccessTokenSeconds}, its
 * session not begun in the future nor more than {@link maxSessionSeconds} ago.
 */
export function withinPortalLimits(token: EidTokenTimes, nowSeconds: number): boolean {
  const { issuedAt, expiresAt, signedInAt } = token;
  if (![issuedAt, expiresAt, signedInAt].every(Number.isFinite)) return false;
  if (issuedAt > nowSeconds + clockSkewSeconds) return false;
  if (expiresAt - issuedAt > maxAccessTokenSeconds) return false;
  if (nowSeconds - issuedAt > maxAccessTokenSeconds) return false;
  if (signedInAt > nowSeconds + clockSkewSeconds) return false;
  return nowSeconds - signedInAt <= maxSessionSeconds;
}

const sessionIdPrefix = 'eid-';

/**
 * The portal's id of the e-ID session a token belongs to: from its `sid` (one provider sign-in,
 * all its refreshed tokens), or from its own `jti` when the provider names no session. Hashed,
 * so it is a valid path id (`DELETE /auth/tokens/{id}`) and a bounded key whatever the provider
 * sends. The back-channel logout names the session by `sid` and finds the same id.
 */
export function eidSessionId(token: { sid?: string | null; jti?: string | null }): string | null {
  const source = token.sid ? `sid:${token.sid}` : token.jti ? `jti:${token.jti}` : null;
  if (source === null) return null;
  return `${sessionIdPrefix}${createHash('sha256').update(source).digest('base64url')}`;
}

/** Whether a token id names an e-ID session (ours are UUIDs). */
export function isEidSessionId(tokenId: string): boolean {
  return tokenId.startsWith(sessionIdPrefix);
}

/** What the portal has recorded as ended, for one token's session and subject. */
export interface RecordedEnds {
  /** This very session was ended. */
  sessionEnded: boolean;
  /** Every session of the subject that began at or before this time (epoch seconds) was ended. */
  everySessionEndedAt: number | null;
}

export function isSessionEnded(token: { signedInAt: number }, ends: RecordedEnds): boolean {
  if (ends.sessionEnded) return true;
  return ends.everySessionEndedAt !== null && token.signedInAt <= ends.everySessionEndedAt;
}

/** Until when an end is kept (TTL, epoch seconds): past it, no token it could refuse is within the limits. */
export function endKeptUntil(endedAtSeconds: number): number {
  return endedAtSeconds + maxSessionSeconds + clockSkewSeconds;
}

/** `endKeptUntil` of an instant: what the use cases hand the session store with an end or a sign-in. */
export const endKeptUntilOf = (at: Date): number => endKeptUntil(Math.floor(at.getTime() / 1000));
