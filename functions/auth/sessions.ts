import { createHash, randomUUID } from 'node:crypto';
import type { AccessTokenRecord } from './model.ts';
import { endKeptUntilOf, isEidSessionId } from '../eid/eid-sessions.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import type { Clock } from '../ports/clock.ts';
import type { AccessTokenRepository, AccountPorts } from './ports.ts';
import { browsers, sessionDevice, systems, type SessionDevice } from '../user-agent-device.ts';

export { sessionDevice, type SessionDevice };

/** A session (bearer token of kind `session`) lasts 30 days from sign-in, then signs in again. */
export const sessionLifetimeSeconds = 30 * 24 * 3600;

const knownBrowsers = new Set(browsers.map(([, name]) => name));
const knownSystems = new Set(systems.map(([, name]) => name));

/**
 * The device of a token stored before devices were stored apart: its label was the English
 * sentence "<browser> on <system>" (or one of the two names, or "Unknown device"), built from
 * the same names. Anything else (a development token's note, a raw agent) names no device.
 */
export function deviceOfLegacyLabel(label: string): SessionDevice {
  const [browser, system] = label.split(' on ');
  if (browser && system && knownBrowsers.has(browser) && knownSystems.has(system)) return { browser, system };
  if (knownBrowsers.has(label)) return { browser: label, system: null };
  if (knownSystems.has(label)) return { browser: null, system: label };
  return { browser: null, system: null };
}

/** The device of a stored token: its own fields, or (older tokens) what its label said. */
export function deviceOf(token: Pick<AccessTokenRecord, 'label' | 'browser' | 'system'>): SessionDevice {
  if (token.browser !== undefined || token.system !== undefined) return { browser: token.browser ?? null, system: token.system ?? null };
  return deviceOfLegacyLabel(token.label);
}

/** What a session's label keeps: the User-Agent as sent (for support), cut to a sane length. */
const labelLength = 200;

export interface OpenedSession {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

/** The web's device id (`X-Device-Id`): a random id the browser keeps; anything else counts as none. */
const deviceIdPattern = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * What tells one of a user's devices from another (docs/decisions/notifications-by-e-mail-the-missing-kinds-and-known-devices.md "Known devices"): a hash of
 * the user, the web's device id (when it sent a well-formed one) and the browser and system the
 * User-Agent names. Never the id itself nor an address; the user in it makes one browser's key
 * different for each user it signs in as.
 */
export function deviceKeyOf(userId: string, deviceId: string | undefined, device: SessionDevice): string {
  const id = deviceId !== undefined && deviceIdPattern.test(deviceId) ? deviceId : '';
  return createHash('sha256')
    .update([userId, id, device.browser ?? '', device.system ?? ''].join('\n'))
    .digest('base64url');
}

/** How a session was opened (`user.signed-in`'s `method`, bar the national e-ID's own). */
export type SignInMethod = 'password-and-code' | 'password-and-authenticator' | 'password-and-recovery-code' | 'email-verification' | 'passkey';

/** Issues a session token and reports `user.signed-in` with it and its device (one transaction). */
export async function openSession(
  input: { userId: string; userAgent: string | undefined; deviceId?: string | undefined; method: SignInMethod },
  ports: Pick<AccountPorts, 'tokens' | 'clock' | 'deliver'>,
): Promise<OpenedSession> {
  const tokenId = randomUUID();
  const device = sessionDevice(input.userAgent);
  const event = newEvent(
    'user.signed-in',
    { userId: input.userId, tokenId, method: input.method, device: { key: deviceKeyOf(input.userId, input.deviceId, device), ...device } },
    ports.clock,
  );
  const issued = await ports.tokens.issue({
    userId: input.userId,
    kind: 'session',
    label: (input.userAgent?.trim() ?? '').slice(0, labelLength),
    device,
    now: ports.clock.now(),
    lifetimeSeconds: sessionLifetimeSeconds,
    tokenId,
    event,
  });
  await ports.deliver([event]);
  return issued;
}

/** What making a session fresh needs: the user's tokens, the clock. */
export interface SessionFreshnessPorts {
  tokens: Pick<AccessTokenRepository, 'listOfUser' | 'markAuthenticated'>;
  clock: Clock;
}

/**
 * After a step-up (the holder proved again who they are): the current session's
 * `authenticatedAt` becomes now, so the routes that need a fresh sign-in take it for the next 5
 * minutes. Answers the time set. Only the portal's own sessions are marked: an e-ID session's
 * freshness is its provider's `auth_time`, so it steps up with the e-ID (`forbidden` here).
 */
export async function markSessionAuthenticated(input: { userId: string; tokenId: string }, ports: SessionFreshnessPorts): Promise<string> {
  if (isEidSessionId(input.tokenId)) throw new DomainError('forbidden');
  const now = ports.clock.now();
  const token = (await ports.tokens.listOfUser(input.userId)).find((candidate) => candidate.tokenId === input.tokenId);
  if (!token || !isLive(token, now)) throw new DomainError('unauthenticated');
  await ports.tokens.markAuthenticated(token.tokenHash, now);
  return now.toISOString();
}

export function isLive(token: AccessTokenRecord, now: Date): boolean {
  return !token.revokedAt && token.expiresAt * 1000 > now.getTime();
}

export interface SessionView {
  id: string;
  /** `development`: a demo user's development sign-in (local runtime only). */
  kind: AccessTokenRecord['kind'];
  browser: string | null;
  system: string | null;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
  current: boolean;
}

/** The caller's live sessions, newest first; never their secrets. */
export async function listSessions(input: { userId: string; currentTokenId: string }, ports: Pick<AccountPorts, 'tokens' | 'clock'>): Promise<SessionView[]> {
  const now = ports.clock.now();
  const tokens = await ports.tokens.listOfUser(input.userId);
  return tokens
    .filter((token) => isLive(token, now))
    .map((token) => ({
      id: token.tokenId,
      kind: token.kind,
      ...deviceOf(token),
      created_at: token.createdAt,
      last_used_at: token.lastUsedAt ?? null,
      expires_at: new Date(token.expiresAt * 1000).toISOString(),
      current: token.tokenId === input.currentTokenId,
    }));
}

/**
 * What ending sessions needs besides our tokens: national e-ID sessions are the provider's
 * tokens, so they are ended by recording the end (functions/eid/eid-sessions.ts).
 */
export interface SessionPorts extends Pick<AccountPorts, 'tokens' | 'clock'> {
  eidSessions: {
    /** Records the end, kept (TTL, epoch seconds) until `keptUntil`. */
    endSession(sessionId: string, at: Date, keptUntil: number): Promise<void>;
    endEverySession(subject: string, at: Date, keptUntil: number): Promise<void>;
    /** The national-ID subject a user is linked to, if any. */
    subjectOf(userId: string): Promise<string | null>;
  };
  /** The provider's time (the system clock, also locally): e-ID ends are compared with its `auth_time`. */
  eidClock: Clock;
}

/**
 * Revokes one of the caller's own sessions; anyone else's is "not found". The caller's current
 * e-ID session (its id is the authorizer's `tokenId`) is one of them: it ends like a logout.
 * Other e-ID sessions are not known to the portal until they call it.
 */
export async function revokeSession(input: { userId: string; tokenId: string; currentTokenId: string }, ports: SessionPorts): Promise<void> {
  if (isEidSessionId(input.tokenId)) {
    if (input.tokenId !== input.currentTokenId) throw new DomainError('not_found');
    const at = ports.eidClock.now();
    await ports.eidSessions.endSession(input.tokenId, at, endKeptUntilOf(at));
    return;
  }
  const token = (await ports.tokens.listOfUser(input.userId)).find((candidate) => candidate.tokenId === input.tokenId);
  if (!token) throw new DomainError('not_found');
  if (!token.revokedAt) await ports.tokens.revoke(token.tokenHash, ports.clock.now());
}

/** Logout: ends the session the request came with, ours or the national e-ID's. */
export async function endCurrentSession(input: { userId: string; tokenId: string }, ports: SessionPorts): Promise<void> {
  await revokeSession({ ...input, currentTokenId: input.tokenId }, ports).catch((error: unknown) => {
    if (!(error instanceof DomainError && error.code === 'not_found')) throw error;
  });
}

/**
 * "Sign out everywhere": revokes every live token of ours and ends every national e-ID session
 * of the user that has begun until now (the one asking included), so the next call of each is
 * refused. A later sign-in works as usual.
 */
export async function endEverySession(input: { userId: string }, ports: SessionPorts): Promise<void> {
  const now = ports.clock.now();
  const live = (await ports.tokens.listOfUser(input.userId)).filter((token) => isLive(token, now));
  await Promise.all(live.map((token) => ports.tokens.revoke(token.tokenHash, now)));
  const subject = await ports.eidSessions.subjectOf(input.userId);
  if (!subject) return;
  const at = ports.eidClock.now();
  await ports.eidSessions.endEverySession(subject, at, endKeptUntilOf(at));
}
