import { describe, expect, it } from 'vitest';
import type { AccessTokenRecord } from '../auth/model.ts';
import type { UserRecord } from '../users/model.ts';
import { resolveIdentity } from './resolve-identity.ts';
import type { ApiTokenRecord } from '../api-tokens/model.ts';
import { hashApiTokenSecret, newApiTokenSecret } from '../api-tokens/token-rules.ts';

const now = new Date('2026-11-22T12:00:00Z');
const user = { userId: 'u1', isAdmin: false, emailVerifiedAt: '2026-01-01T00:00:00Z' } as UserRecord;
const token = (overrides: Partial<AccessTokenRecord> = {}) =>
  ({ tokenId: 't1', userId: 'u1', kind: 'session', expiresAt: now.getTime() / 1000 + 60, ...overrides }) as AccessTokenRecord;

const resolveWith = (stored: AccessTokenRecord | null, allowDevelopmentTokens = false, header = 'Bearer secret') =>
  resolveIdentity(header, {
    tokens: {
      // Like the repository: the token is found only together with its user.
      findWithUser: async (value) => (value === 'secret' && stored && stored.userId === user.userId ? { token: stored, user } : null),
    },
    clock: { now: () => now },
    allowDevelopmentTokens,
  });

describe('resolving the caller', () => {
  it('names the user of a valid token', async () => {
    expect(await resolveWith(token())).toEqual({
      authenticated: true,
      userId: 'u1',
      tokenId: 't1',
      isAdmin: false,
      isVerified: true,
      user: JSON.stringify(user),
    });
  });

  it('hands on when the holder of the session last proved who they are (the step-up check reads it)', async () => {
    expect(await resolveWith(token({ authenticatedAt: '2026-11-22T11:58:00.000Z' }))).toMatchObject({ authenticated: true, authenticatedAt: '2026-11-22T11:58:00.000Z' });
  });

  it.each([
    ['no header', token(), false, ''],
    ['another scheme', token(), false, 'Basic secret'],
    ['an unknown token', null, false, 'Bearer secret'],
    ['a revoked token', token({ revokedAt: now.toISOString() }), false, 'Bearer secret'],
    ['an expired token (TTL deletion is lazy)', token({ expiresAt: now.getTime() / 1000 }), false, 'Bearer secret'],
    ['a development token where they are not allowed', token({ kind: 'development' }), false, 'Bearer secret'],
    ['a token whose user is gone', token({ userId: 'gone' }), false, 'Bearer secret'],
  ])('treats %s as anonymous', async (_case, stored, allow, header) => {
    expect(await resolveWith(stored, allow, header)).toEqual({ authenticated: false });
  });

  it("refuses a deactivated user's valid token, saying so", async () => {
    const deactivated = { ...user, deactivatedAt: now.toISOString() };
    const answer = await resolveIdentity('Bearer secret', {
      tokens: { findWithUser: async () => ({ token: token(), user: deactivated }) },
      clock: { now: () => now },
      allowDevelopmentTokens: false,
    });
    expect(answer).toEqual({ authenticated: false, accountDeactivated: true });
  });

  it('accepts a development token where the configuration allows it', async () => {
    expect(await resolveWith(token({ kind: 'development' }), true)).toMatchObject({ authenticated: true });
  });
});

describe('resolving a national e-ID caller', () => {
  const jwt = 'header.payload.signature';
  const linked = { userId: 'u2', isAdmin: true, emailVerifiedAt: '2026-01-01T00:00:00Z' } as UserRecord;
  const claims = { subject: '0202802345', name: 'Jógvan Joensen', email: 'joensen@example.fo', sessionId: 'eid-session-1', signedInAt: 1_000 };
  const noEnds = { sessionEnded: false, everySessionEndedAt: null };
  const lookups: string[] = [];
  const reads: string[] = [];
  const resolveEid = (
    options: {
      verified?: typeof claims | null;
      userId?: string | null;
      user?: UserRecord | null;
      ends?: { sessionEnded: boolean; everySessionEndedAt: number | null };
      eid?: boolean;
      header?: string;
    } = {},
  ) =>
    resolveIdentity(options.header ?? `Bearer ${jwt}`, {
      tokens: {
        findWithUser: async (value) => {
          lookups.push(value);
          return null;
        },
      },
      clock: { now: () => now },
      allowDevelopmentTokens: false,
      ...(options.eid === false
        ? {}
        : {
            eid: {
              verify: async (token: string) => (token === jwt ? (options.verified === undefined ? claims : options.verified) : null),
              linkAndEnds: async (subject: string, sessionId: string) => {
                reads.push(`link+ends ${subject} ${sessionId}`);
                return { userId: subject === claims.subject ? (options.userId === undefined ? linked.userId : options.userId) : null, ...(options.ends ?? noEnds) };
              },
              user: async (userId: string) => {
                reads.push(`user ${userId}`);
                return userId === linked.userId ? (options.user === undefined ? linked : options.user) : null;
              },
            },
          }),
    });

  it('names the linked user, with the e-ID claims, and the e-ID session as the token id', async () => {
    expect(await resolveEid()).toEqual({
      authenticated: true,
      userId: 'u2',
      tokenId: 'eid-session-1',
      isAdmin: true,
      isVerified: true,
      // The e-ID token's auth_time (signedInAt, epoch seconds): the session's freshness.
      authenticatedAt: '1970-01-01T00:16:40.000Z',
      user: JSON.stringify(linked),
      eidSubject: '0202802345',
      eidSessionId: 'eid-session-1',
      eidName: 'Jógvan Joensen',
      eidEmail: 'joensen@example.fo',
    });
  });

  it("refuses a deactivated user's e-ID, without the claims (no first sign-in as someone new)", async () => {
    expect(await resolveEid({ user: { ...linked, deactivatedAt: now.toISOString() } })).toEqual({ authenticated: false, accountDeactivated: true });
  });

  it('reads the link and the ends together, then the user: two round trips, as before', async () => {
    reads.length = 0;
    await resolveEid();
    expect(reads).toEqual(['link+ends 0202802345 eid-session-1', 'user u2']);
  });

  it.each([
    ['its session was ended (logout, back-channel logout)', { sessionEnded: true, everySessionEndedAt: null }],
    ['every session of the person begun until then was ended', { sessionEnded: false, everySessionEndedAt: 1_000 }],
  ])('treats a token as anonymous, without its claims, when %s', async (_case, ends) => {
    reads.length = 0;
    expect(await resolveEid({ ends })).toEqual({ authenticated: false });
    expect(await resolveEid({ ends, userId: null })).toEqual({ authenticated: false });
    // The user is not read for a token that is refused anyway.
    expect(reads.filter((read) => read.startsWith('user'))).toEqual([]);
  });

  it('accepts a session begun after "sign out everywhere"', async () => {
    expect(await resolveEid({ ends: { sessionEnded: false, everySessionEndedAt: 999 } })).toMatchObject({ authenticated: true, userId: 'u2' });
  });

  it('hands on the claims of a valid e-ID not linked to a user yet, unauthenticated', async () => {
    expect(await resolveEid({ userId: null })).toEqual({
      authenticated: false,
      eidSubject: '0202802345',
      eidSessionId: 'eid-session-1',
      eidName: 'Jógvan Joensen',
      eidEmail: 'joensen@example.fo',
    });
  });

  it('treats a link to a user that is gone as not linked', async () => {
    expect(await resolveEid({ user: null })).toEqual({
      authenticated: false,
      eidSubject: '0202802345',
      eidSessionId: 'eid-session-1',
      eidName: 'Jógvan Joensen',
      eidEmail: 'joensen@example.fo',
    });
  });

  it('leaves out claims the token does not carry', async () => {
    expect(await resolveEid({ userId: null, verified: { ...claims, name: null as never, email: null as never } })).toEqual({
      authenticated: false,
      eidSubject: '0202802345',
      eidSessionId: 'eid-session-1',
    });
  });

  it('treats an invalid JWT as anonymous, without the claims', async () => {
    expect(await resolveEid({ verified: null })).toEqual({ authenticated: false });
  });

  it('treats every JWT as anonymous when no provider is configured', async () => {
    expect(await resolveEid({ eid: false })).toEqual({ authenticated: false });
  });

  it('never looks a JWT up as an opaque token, nor an opaque token as a JWT', async () => {
    lookups.length = 0;
    await resolveEid();
    expect(lookups).toEqual([]);
    expect(await resolveEid({ header: 'Bearer u1.secret' })).toEqual({ authenticated: false });
    expect(lookups).toEqual(['u1.secret']);
  });
});

describe('resolving an API token (issue 30)', () => {
  const secret = newApiTokenSecret();
  const stored = (overrides: Partial<ApiTokenRecord> = {}): ApiTokenRecord => ({
    tokenHash: hashApiTokenSecret(secret),
    tokenId: 'k1',
    ownerType: 'user',
    ownerId: 'u1',
    name: 'CI',
    scopes: ['dns:write'],
    validUntil: '2027-01-01T00:00:00.000Z',
    createdBy: 'u1',
    createdAt: '2026-12-01T00:00:00.000Z',
    expiresAt: 1,
    ...overrides,
  });
  const admin = { ...user, isAdmin: true };
  const resolveToken = (found: ApiTokenRecord | null, bearer = secret, owner: UserRecord | null = admin) =>
    resolveIdentity(`Bearer ${bearer}`, {
      tokens: { findWithUser: async () => null },
      apiTokens: { get: async (hash) => (hash === found?.tokenHash ? found : null), user: async (userId) => (userId === owner?.userId ? owner : null) },
      clock: { now: () => now },
      allowDevelopmentTokens: false,
    });

  it("names the person's token's user, never as an administrator, and hands on the token without its TTL", async () => {
    const context = await resolveToken(stored());
    expect(context).toMatchObject({ authenticated: true, userId: 'u1', tokenId: 'k1', isAdmin: false, isVerified: true });
    const handedOn = JSON.parse((context as { apiToken: string }).apiToken);
    expect(handedOn).toMatchObject({ tokenId: 'k1', scopes: ['dns:write'] });
    expect(handedOn).not.toHaveProperty('expiresAt');
    expect(JSON.parse((context as { user: string }).user).isAdmin).toBe(false);
  });

  it("stands a team's token for the team itself", async () => {
    const context = await resolveToken(stored({ ownerType: 'team', ownerId: 'team-1' }));
    expect(context).toMatchObject({ authenticated: true, userId: 'team-1', isAdmin: false, isVerified: true });
  });

  it('is nobody for an unknown token, a broken checksum or a gone owner, and says so for a deactivated one', async () => {
    expect(await resolveToken(null)).toEqual({ authenticated: false });
    expect(await resolveToken(stored(), `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`)).toEqual({ authenticated: false });
    expect(await resolveToken(stored(), secret, null)).toEqual({ authenticated: false });
    expect(await resolveToken(stored(), secret, { ...user, deactivatedAt: now.toISOString() })).toEqual({ authenticated: false, accountDeactivated: true });
  });
});
