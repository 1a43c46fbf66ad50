import { describe, expect, it } from 'vitest';
import { recordAllowed, scopesGrant } from '#shared/api-tokens.ts';
import { addressInRanges, authorizationOf, basicAuthUserOf, hashApiTokenSecret, isApiTokenSecret, newApiTokenSecret, shouldRecordUse, tokenRefusal } from './token-rules.ts';

const now = new Date('2026-12-06T12:00:00.000Z');
const day = 24 * 3600 * 1000;
const good = {
  createdAt: new Date(now.getTime() - 10 * day).toISOString(),
  validUntil: new Date(now.getTime() + day).toISOString(),
};

describe('an API token’s secret', () => {
  it('is recognisable (okn_), 256 random bits with a checksum, never the same twice', () => {
    const secret = newApiTokenSecret();
    expect(secret).toMatch(/^okn_[0-9a-f]{72}$/);
    expect(isApiTokenSecret(secret)).toBe(true);
    expect(newApiTokenSecret()).not.toBe(secret);
  });

  it('fails its checksum when a character is changed, and other shapes are not secrets', () => {
    const secret = newApiTokenSecret();
    const flipped = `${secret.slice(0, 10)}${secret[10] === 'a' ? 'b' : 'a'}${secret.slice(11)}`;
    expect(isApiTokenSecret(flipped)).toBe(false);
    expect(isApiTokenSecret(secret.toUpperCase())).toBe(false);
    expect(isApiTokenSecret(`${secret}0`)).toBe(false);
    expect(isApiTokenSecret('6f1c0a52-5b7e-4c57-9a55-3b1d7b2d9c1e.AAAA')).toBe(false);
  });

  it('is stored as its SHA-256 only', () => {
    const secret = newApiTokenSecret();
    expect(hashApiTokenSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiTokenSecret(secret)).not.toContain(secret.slice(4, 20));
  });
});

describe('scopes', () => {
  it('grant their area; write includes read, read never writes', () => {
    expect(scopesGrant(['dns:read'], 'dns', 'read')).toBe(true);
    expect(scopesGrant(['dns:read'], 'dns', 'write')).toBe(false);
    expect(scopesGrant(['dns:write'], 'dns', 'read')).toBe(true);
    expect(scopesGrant(['dns:write'], 'dnssec', 'write')).toBe(false);
    expect(scopesGrant(['domains:read'], 'name_servers', 'read')).toBe(false);
    expect(scopesGrant([], 'domains', 'read')).toBe(false);
  });
});

describe('record patterns', () => {
  const acme = [
    { name: '_acme-challenge.*', types: ['TXT'] },
    { name: '_acme-challenge', types: ['TXT'] },
  ];
  it.each([
    [{ name: '_acme-challenge', type: 'TXT' }, true],
    [{ name: '_acme-challenge.www', type: 'TXT' }, true],
    [{ name: '_ACME-Challenge.a.b', type: 'txt' }, true],
    [{ name: '_acme-challenge.www', type: 'A' }, false],
    [{ name: 'www', type: 'TXT' }, false],
    [{ name: 'x_acme-challenge', type: 'TXT' }, false],
    [{ name: '@', type: 'TXT' }, false],
  ])('limit a token to _acme-challenge TXT: %o → %s', (record, allowed) => {
    expect(recordAllowed(acme, record)).toBe(allowed);
  });

  it('match the apex by @ and any record without rules', () => {
    expect(recordAllowed([{ name: '@', types: ['MX', 'TXT'] }], { name: '@', type: 'MX' })).toBe(true);
    expect(recordAllowed([{ name: '@', types: ['MX'] }], { name: 'mail', type: 'MX' })).toBe(false);
    expect(recordAllowed(undefined, { name: 'anything', type: 'CNAME' })).toBe(true);
    expect(recordAllowed([], { name: 'anything', type: 'CNAME' })).toBe(true);
  });

  it('take a dot in a pattern literally', () => {
    expect(recordAllowed([{ name: 'a.b', types: ['A'] }], { name: 'aXb', type: 'A' })).toBe(false);
  });
});

describe('address ranges', () => {
  it.each([
    ['192.0.2.7', ['192.0.2.0/24'], true],
    ['192.0.3.7', ['192.0.2.0/24'], false],
    ['::ffff:192.0.2.7', ['192.0.2.0/24'], true],
    ['10.1.2.3', ['10.1.2.3/32'], true],
    ['10.1.2.3', ['10.1.2.3'], true],
    ['2001:db8::1', ['2001:db8::/32'], true],
    ['2001:db9::1', ['2001:db8::/32'], false],
    ['2001:db8::1', ['192.0.2.0/24', '2001:db8::/48'], true],
    ['127.0.0.1', ['2001:db8::/32'], false],
    ['::1', ['127.0.0.0/8'], false],
    ['not an address', ['0.0.0.0/0'], false],
  ])('%s in %o: %s', (address, ranges, inside) => {
    expect(addressInRanges(address, ranges)).toBe(inside);
  });
});

describe('whether a token is good now', () => {
  it('is good within its expiry, used lately, from its range', () => {
    expect(tokenRefusal({ ...good, addresses: ['127.0.0.0/8'], maxUnusedDays: 30, lastUsedAt: now.toISOString() }, now, '127.0.0.1')).toBeNull();
  });

  it('is refused once revoked, first of all', () => {
    expect(tokenRefusal({ ...good, revokedAt: now.toISOString(), validUntil: now.toISOString() }, now, '127.0.0.1')).toBe('revoked');
  });

  it('is refused from its expiry on (the instant itself included)', () => {
    expect(tokenRefusal({ ...good, validUntil: now.toISOString() }, now, '127.0.0.1')).toBe('expired');
    expect(tokenRefusal({ ...good, validUntil: new Date(now.getTime() + 1).toISOString() }, now, '127.0.0.1')).toBeNull();
  });

  it('is refused when unused longer than its maximum, counted from its creation until its first use', () => {
    expect(tokenRefusal({ ...good, maxUnusedDays: 10 }, now, '127.0.0.1')).toBeNull();
    expect(tokenRefusal({ ...good, maxUnusedDays: 9 }, now, '127.0.0.1')).toBe('unused');
    expect(tokenRefusal({ ...good, maxUnusedDays: 9, lastUsedAt: new Date(now.getTime() - 9 * day).toISOString() }, now, '127.0.0.1')).toBeNull();
    expect(tokenRefusal({ ...good, maxUnusedDays: 9, lastUsedAt: new Date(now.getTime() - 9 * day - 1).toISOString() }, now, '127.0.0.1')).toBe('unused');
  });

  it('is refused from an address outside its ranges', () => {
    expect(tokenRefusal({ ...good, addresses: ['10.0.0.0/8'] }, now, '127.0.0.1')).toBe('address');
    expect(tokenRefusal({ ...good, addresses: [] }, now, '127.0.0.1')).toBeNull();
  });
});

describe('recording the last use', () => {
  it('writes at most once a minute from the same address, at once from another', () => {
    const at = now.toISOString();
    expect(shouldRecordUse({}, now, '192.0.2.1')).toBe(true);
    expect(shouldRecordUse({ lastUsedAt: at, lastUsedAddress: '192.0.2.1' }, new Date(now.getTime() + 59_999), '192.0.2.1')).toBe(false);
    expect(shouldRecordUse({ lastUsedAt: at, lastUsedAddress: '192.0.2.1' }, new Date(now.getTime() + 60_000), '192.0.2.1')).toBe(true);
    expect(shouldRecordUse({ lastUsedAt: at, lastUsedAddress: '192.0.2.1' }, now, '192.0.2.2')).toBe(true);
  });
});

describe('the credential the ACME protocols send', () => {
  const secret = newApiTokenSecret();
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  it('reads basic auth whose password is a token as that bearer token (httpreq), with its user', () => {
    expect(authorizationOf({ authorization: basic('token-id', secret) })).toBe(`Bearer ${secret}`);
    expect(basicAuthUserOf(basic('token-id', secret))).toBe('token-id');
    expect(basicAuthUserOf(`Bearer ${secret}`)).toBeUndefined();
  });

  it("reads acme-dns's X-Api-Key as that bearer token, when no Authorization came", () => {
    expect(authorizationOf({ 'x-api-key': secret, 'x-api-user': 'token-id' })).toBe(`Bearer ${secret}`);
    expect(authorizationOf({ authorization: 'Bearer session', 'x-api-key': secret })).toBe('Bearer session');
  });

  it('leaves anything else as it came', () => {
    expect(authorizationOf({ authorization: basic('someone', 'password') })).toBe(basic('someone', 'password'));
    expect(authorizationOf({ 'x-api-key': 'not-a-token' })).toBeUndefined();
    expect(authorizationOf({ authorization: 'Bearer abc' })).toBe('Bearer abc');
    expect(authorizationOf(undefined)).toBeUndefined();
  });
});
