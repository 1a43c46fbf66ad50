import { randomUUID } from 'node:crypto';
import type { AccessTokenRecord } from '../adapters/dynamodb/access-token-repository.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from '../events/new-event.ts';
import type { AccountPorts } from './ports.ts';

/** A session (bearer token of kind `session`) lasts 30 days from sign-in, then signs in again. */
export const sessionLifetimeSeconds = 30 * 24 * 3600;

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/node|undici/i, 'Node.js'],
];
const systems: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Linux" from a User-Agent: how a session is named in the sessions list. */
export function sessionLabel(userAgent: string | undefined): string {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return 'Unknown device';
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? agent.slice(0, 60);
}

export interface OpenedSession {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

/** Issues a session token and reports `user.signed-in` with it (one transaction). */
export async function openSession(
  input: { userId: string; userAgent: string | undefined; method: 'password-and-code' | 'email-verification' },
  ports: Pick<AccountPorts, 'tokens' | 'clock' | 'deliver'>,
): Promise<OpenedSession> {
  const tokenId = randomUUID();
  const event = newEvent('user.signed-in', { userId: input.userId, tokenId, method: input.method }, ports.clock);
  const issued = await ports.tokens.issue({
    userId: input.userId,
    kind: 'session',
    label: sessionLabel(input.userAgent),
    now: ports.clock.now(),
    lifetimeSeconds: sessionLifetimeSeconds,
    tokenId,
    event,
  });
  await ports.deliver([event]);
  return issued;
}

export function isLive(token: AccessTokenRecord, now: Date): boolean {
  return !token.revokedAt && token.expiresAt * 1000 > now.getTime();
}

export interface SessionView {
  id: string;
  label: string;
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
      label: token.label,
      created_at: token.createdAt,
      last_used_at: token.lastUsedAt ?? null,
      expires_at: new Date(token.expiresAt * 1000).toISOString(),
      current: token.tokenId === input.currentTokenId,
    }));
}

/** Revokes one of the caller's own sessions; anyone else's is "not found". */
export async function revokeSession(input: { userId: string; tokenId: string }, ports: Pick<AccountPorts, 'tokens' | 'clock'>): Promise<void> {
  const token = (await ports.tokens.listOfUser(input.userId)).find((candidate) => candidate.tokenId === input.tokenId);
  if (!token) throw new DomainError('not_found');
  if (!token.revokedAt) await ports.tokens.revoke(token.tokenHash, ports.clock.now());
}

/** Logout: revokes the session the request came with (an e-ID token has none of ours). */
export async function endCurrentSession(input: { userId: string; tokenId: string }, ports: Pick<AccountPorts, 'tokens' | 'clock'>): Promise<void> {
  await revokeSession(input, ports).catch((error: unknown) => {
    if (!(error instanceof DomainError && error.code === 'not_found')) throw error;
  });
}
