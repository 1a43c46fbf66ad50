import { describe, expect, it } from 'vitest';
import type { ApiTokenContext } from '../../api-tokens/model.ts';
import type { UserRecord } from '../../users/model.ts';
import { DomainError } from '../../errors.ts';
import { type ApiTokenGate, enforceApiToken, refusedDomain } from './api-token.ts';
import type { Identity } from './identity.ts';

const now = new Date('2026-12-06T12:00:00.000Z');
const clock = { now: () => now };

function tokenOf(overrides: Partial<ApiTokenContext> = {}): ApiTokenContext {
  return {
    tokenHash: 'h',
    tokenId: `t-${Math.random()}`,
    ownerType: 'user',
    ownerId: 'u1',
    name: 'CI',
    scopes: ['dns:write'],
    validUntil: '2027-01-01T00:00:00.000Z',
    createdBy: 'u1',
    createdAt: '2026-12-01T00:00:00.000Z',
    ...overrides,
  };
}

const identityOf = (apiToken: ApiTokenContext): Identity => ({
  kind: 'user',
  userId: 'u1',
  tokenId: apiToken.tokenId,
  isAdmin: false,
  isVerified: true,
  user: {} as UserRecord,
  apiToken,
});

/** Rate-limit windows and last uses in memory. */
function memoryGate(): ApiTokenGate & { uses: { recorded: string[]; recordUse(hash: string, at: Date, address: string): Promise<void> } } {
  const counts = new Map<string, number>();
  const recorded: string[] = [];
  return {
    clock,
    rateLimits: {
      async spend(rule, key, windowStart, _expiresAt, amount = 1) {
        const id = `${rule}#${key}#${windowStart}`;
        counts.set(id, (counts.get(id) ?? 0) + amount);
        return counts.get(id)!;
      },
    },
    answers: {
      async claim() {
        return 'claimed' as const;
      },
      async complete() {},
      async release() {},
    },
    uses: {
      recorded,
      async recordUse(hash, at, address) {
        recorded.push(`${hash} ${at.toISOString()} ${address}`);
      },
    },
  };
}

const dnsWrite = { id: 'createDnsRecord', token: { area: 'dns', access: 'write' } } as const;
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed',
    (error: DomainError) => `${error.status} ${error.code}`,
  );

describe('the API token check', () => {
  it('passes a good token in scope and records its use', async () => {
    const gate = memoryGate();
    await enforceApiToken(dnsWrite, identityOf(tokenOf()), { domainId: 'd1' }, '192.0.2.1', gate, clock);
    expect(gate.uses.recorded).toEqual(['h 2026-12-06T12:00:00.000Z 192.0.2.1']);
  });

  it('does nothing for a session', async () => {
    const identity: Identity = { kind: 'user', userId: 'u1', tokenId: 's', isAdmin: false, isVerified: true, user: {} as UserRecord };
    await expect(enforceApiToken({ id: 'changePassword' }, identity, undefined, '192.0.2.1', undefined, clock)).resolves.toBeUndefined();
  });

  it('refuses a token that is not good now before anything else (401), a route outside the public API (403)', async () => {
    const gate = memoryGate();
    expect(await codeOf(enforceApiToken({ id: 'changePassword' }, identityOf(tokenOf({ revokedAt: now.toISOString() })), undefined, '192.0.2.1', gate, clock))).toBe(
      '401 token_invalid',
    );
    expect(await codeOf(enforceApiToken({ id: 'changePassword' }, identityOf(tokenOf()), undefined, '192.0.2.1', gate, clock))).toBe('403 token_not_allowed');
    expect(gate.uses.recorded).toEqual([]);
  });

  it('names the missing scope, and refuses a domain outside the token’s', async () => {
    const gate = memoryGate();
    const readOnly = await enforceApiToken(dnsWrite, identityOf(tokenOf({ scopes: ['dns:read'] })), { domainId: 'd1' }, '192.0.2.1', gate, clock).catch(
      (error: DomainError) => error,
    );
    expect(readOnly).toMatchObject({ code: 'token_scope', params: { scope: 'dns:write' } });
    const limited = tokenOf({ domains: [{ id: 'd2', name: 'b.fo' }] });
    expect(await codeOf(enforceApiToken(dnsWrite, identityOf(limited), { domainId: 'd1' }, '192.0.2.1', gate, clock))).toBe('403 token_scope');
    expect(await codeOf(enforceApiToken(dnsWrite, identityOf(limited), { domainId: 'd2' }, '192.0.2.1', gate, clock))).toBe('passed');
  });

  it('limits each token to 120 a minute and each address to 600 a minute across tokens, with Retry-After', async () => {
    const gate = memoryGate();
    const one = tokenOf();
    for (let index = 0; index < 120; index++) await enforceApiToken(dnsWrite, identityOf(one), {}, '192.0.2.1', gate, clock);
    const limited = await enforceApiToken(dnsWrite, identityOf(one), {}, '192.0.2.1', gate, clock).catch((error: DomainError) => error);
    expect(limited).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 60 });
    // 600 from one address, spread over tokens: the 601st is refused whatever the token.
    const other = memoryGate();
    for (let index = 0; index < 600; index++) await enforceApiToken(dnsWrite, identityOf(tokenOf()), {}, '2001:db8::1', other, clock);
    expect(await codeOf(enforceApiToken(dnsWrite, identityOf(tokenOf()), {}, '2001:db8::2', other, clock))).toBe('429 rate_limited');
    expect(await codeOf(enforceApiToken(dnsWrite, identityOf(tokenOf()), {}, '2001:db9::1', other, clock))).toBe('passed');
  });

  it('answers a token’s domain the use case did not find as outside its scope; a session keeps its 404', () => {
    const notFound = new DomainError('not_found');
    const route = { token: dnsWrite.token, path: '/domains/{domainId}/dns-records' };
    expect(refusedDomain(route, identityOf(tokenOf()), notFound)).toMatchObject({ code: 'token_scope', params: { scope: 'dns:write' } });
    expect(refusedDomain(route, { kind: 'anonymous' }, notFound)).toBe(notFound);
  });
});
