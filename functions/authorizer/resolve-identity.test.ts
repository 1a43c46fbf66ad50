import { describe, expect, it } from 'vitest';
import type { AccessTokenRecord } from '../adapters/dynamodb/access-token-repository.ts';
import type { UserRecord } from '../adapters/dynamodb/user-repository.ts';
import { resolveIdentity } from './resolve-identity.ts';

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

  it('accepts a development token where the configuration allows it', async () => {
    expect(await resolveWith(token({ kind: 'development' }), true)).toMatchObject({ authenticated: true });
  });
});

describe('resolving a national e-ID caller', () => {
  const jwt = 'header.payload.signature';
  const linked = { userId: 'u2', isAdmin: true, emailVerifiedAt: '2026-01-01T00:00:00Z' } as UserRecord;
  const claims = { subject: '0202802345', name: 'Jógvan Joensen', email: 'joensen@example.fo', tokenId: 'jti-1' };
  const lookups: string[] = [];
  const resolveEid = (options: { verified?: typeof claims | null; user?: UserRecord | null; eid?: boolean; header?: string } = {}) =>
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
              verify: async (token) => (token === jwt ? (options.verified === undefined ? claims : options.verified) : null),
              userOf: async (subject) => (subject === claims.subject ? (options.user === undefined ? linked : options.user) : null),
            },
          }),
    });

  it('names the linked user, with the e-ID claims, and a token id of the JWT', async () => {
    expect(await resolveEid()).toEqual({
      authenticated: true,
      userId: 'u2',
      tokenId: 'eid:jti-1',
      isAdmin: true,
      isVerified: true,
      user: JSON.stringify(linked),
      eidSubject: '0202802345',
      eidName: 'Jógvan Joensen',
      eidEmail: 'joensen@example.fo',
    });
  });

  it('hands on the claims of a valid e-ID not linked to a user yet, unauthenticated', async () => {
    expect(await resolveEid({ user: null })).toEqual({ authenticated: false, eidSubject: '0202802345', eidName: 'Jógvan Joensen', eidEmail: 'joensen@example.fo' });
  });

  it('leaves out claims the token does not carry', async () => {
    expect(await resolveEid({ user: null, verified: { ...claims, name: null as never, email: null as never } })).toEqual({ authenticated: false, eidSubject: '0202802345' });
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
