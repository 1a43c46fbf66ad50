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
