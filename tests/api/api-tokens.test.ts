import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenRepository, hashAccessToken } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { createApiTokenRepository } from '#functions/adapters/dynamodb/api-token-repository.ts';
import type { ApiTokenRecord } from '#functions/api-tokens/model.ts';
import { hashApiTokenSecret, newApiTokenSecret } from '#functions/api-tokens/token-rules.ts';
import { apiTokenAreas, type ApiTokenArea, fillPath, type RouteDeclaration } from '#shared/api/contract.ts';
import { routes } from '#shared/api/index.ts';
import { sharedMessages } from '#shared/i18n/messages.ts';
import { latestCode, newAccount, password } from './accounts.ts';
import { type Portal, usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';
import { teamOf, teamUser } from './teams.ts';

/**
 * API tokens (issue 30) with the real local runtime: made after a fresh sign-in, listed with
 * their last use, used, revoked; a team's outliving the member who made it; record patterns;
 * limits; and the token scope matrix generated from the route declarations: every public route
 * (declared `token`) × {in scope, wrong area, read-only on a write, other domain, expired, unused
 * too long, outside its address range, revoked}, never a 500; and every other route refused for
 * any token.
 */

const portal: Portal = usePortal();
const minute = 60_000;
const day = 24 * 60 * minute;

interface Owner {
  email: string;
  token: string;
  userId: string;
}
let owner: Owner;
/** The owner's domain the matrix works on, another of theirs, and someone else's. */
let domainId: string;
let otherDomainId: string;
let strangersDomainId: string;
/** Their names by id (the ACME protocols name a domain in the body). */
const domainNames = new Map<string, string>();

beforeAll(async () => {
  owner = await newAccount(portal);
  const domains = [
    await demoUsersDomain(portal, 'tokens', { ownerId: owner.userId }),
    await demoUsersDomain(portal, 'tokens-other', { ownerId: owner.userId }),
    await demoUsersDomain(portal, 'tokens-stranger'),
  ];
  [domainId, otherDomainId, strangersDomainId] = domains.map((domain) => domain.domainId) as [string, string, string];
  for (const domain of domains) domainNames.set(domain.domainId, domain.name);
});

/** Password, then the e-mailed code: the session is fresh again. */
async function stepUp(token: string, email: string): Promise<void> {
  const requested = await portal.call('POST', '/auth/step-up/request-code', { token, body: { password } });
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const confirmed = await portal.call('POST', '/auth/step-up', { token, body: { code: await latestCode(portal, email), verification_id: requested.body.data.verification_id } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

/** A token put straight in the table (as the use case would make it), on the runtime's clock: its secret. */
async function storedToken(overrides: Partial<Omit<ApiTokenRecord, 'tokenHash' | 'expiresAt'>> = {}): Promise<{ secret: string; tokenHash: string }> {
  const secret = newApiTokenSecret();
  const now = portal.runtime.clock.now();
  const tokenHash = hashApiTokenSecret(secret);
  await createApiTokenRepository(portal.runtime.table).create({
    tokenHash,
    tokenId: randomUUID(),
    ownerType: 'user',
    ownerId: owner.userId,
    name: 'Matrix',
    scopes: apiTokenAreas.map((area) => `${area}:write`),
    createdBy: owner.userId,
    createdAt: now.toISOString(),
    validUntil: new Date(now.getTime() + 30 * day).toISOString(),
    ...overrides,
  });
  return { secret, tokenHash };
}

/** A TXT record made with a token of every scope: a record an update or a delete can work on. */
async function newRecord(onDomain = domainId): Promise<string> {
  const { secret } = await storedToken();
  const created = await portal.call('POST', `/domains/${onDomain}/dns-records`, {
    token: secret,
    body: { type: 'TXT', name: `rec-${randomUUID().slice(0, 6)}`, value: 'matrix', ttl: 300 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as string;
}

describe('making, listing, using and revoking a token', () => {
  const body = {
    name: 'CI',
    scopes: ['dns:write', 'domains:read'],
    domain_ids: [] as string[],
    records: [{ name: '_acme-challenge.*', types: ['TXT'] }],
    addresses: ['127.0.0.0/8', '::1/128'],
    valid_days: 30,
    max_unused_days: 90,
  };

  it('needs a fresh sign-in, answers the secret once (okn_) and lists the token without it', async () => {
    portal.runtime.clock.advance(5 * minute + 1_000);
    const stale = await portal.call('POST', '/api-tokens', { token: owner.token, body: { ...body, domain_ids: [domainId] } });
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe('step_up_required');

    await stepUp(owner.token, owner.email);
    const created = await portal.call('POST', '/api-tokens', { token: owner.token, body: { ...body, domain_ids: [domainId] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const secret: string = created.body.data.secret;
    expect(secret).toMatch(/^okn_[0-9a-f]{72}$/);
    expect(created.body.data).toMatchObject({ name: 'CI', team_id: null, scopes: ['dns:write', 'domains:read'], status: 'active', last_used_at: null, max_unused_days: 90 });
    expect(created.body.data.domains).toEqual([{ id: domainId, name: expect.stringMatching(/^tokens-.*\.fo$/) }]);

    const listed = await portal.call('GET', '/api-tokens', { token: owner.token });
    expect(listed.status).toBe(200);
    const entry = listed.body.data.find((token: { id: string }) => token.id === created.body.data.id);
    expect(entry).toMatchObject({ name: 'CI', records: [{ name: '_acme-challenge.*', types: ['TXT'] }], addresses: ['127.0.0.0/8', '::1/128'], last_used_at: null });
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect(JSON.stringify(listed.body)).not.toContain(hashApiTokenSecret(secret));

    // Used: the list shows when and from where.
    const used = await portal.call('GET', `/domains/${domainId}/dns-records`, { token: secret });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const afterUse = (await portal.call('GET', '/api-tokens', { token: owner.token })).body.data.find((token: { id: string }) => token.id === created.body.data.id);
    expect(Math.abs(Date.parse(afterUse.last_used_at) - portal.runtime.clock.now().getTime())).toBeLessThan(10_000);
    expect(afterUse.last_used_address).toMatch(/127\.0\.0\.1|::1/);

    // Revoked: refused from the next request on, and listed as revoked.
    const revoked = await portal.call('DELETE', `/api-tokens/${created.body.data.id}`, { token: owner.token });
    expect(revoked.status).toBe(204);
    const refused = await portal.call('GET', `/domains/${domainId}/dns-records`, { token: secret, language: 'en' });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual({ code: 'token_invalid', message: sharedMessages.en.errors.token_invalid });
    const afterRevoke = (await portal.call('GET', '/api-tokens', { token: owner.token })).body.data.find((token: { id: string }) => token.id === created.body.data.id);
    expect(afterRevoke).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });

    // Its maker was told of both, in the bell (and by mail), and both are in the activity log (issue 29).
    await portal.runtime.bus.drain();
    const told = (await portal.call('GET', '/users/me/notifications', { token: owner.token })).body.data.data as {
      data: { message: string; params: { token?: string }; url: string };
    }[];
    for (const message of ['api_token_created', 'api_token_revoked'])
      expect(told.find((notification) => notification.data.message === message)?.data, message).toMatchObject({ params: { token: 'CI' }, url: '/api-tokens' });
    const logged = (await portal.call('GET', '/users/me/activity', { token: owner.token })).body.data.data as { activity: string; details: { change?: string; name?: string } }[];
    expect(logged.filter((entry) => entry.activity === 'user.api-tokens-changed').map((entry) => entry.details)).toEqual(
      expect.arrayContaining([expect.objectContaining({ change: 'created', name: 'CI' }), expect.objectContaining({ change: 'revoked', name: 'CI' })]),
    );
  });

  it('refuses a domain that is not the owner’s, naming the field, and an unknown token id', async () => {
    await stepUp(owner.token, owner.email);
    const foreign = await portal.call('POST', '/api-tokens', { token: owner.token, body: { ...body, domain_ids: [domainId, strangersDomainId] } });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.error.fields)).toEqual(['domain_ids.1']);
    const badRange = await portal.call('POST', '/api-tokens', { token: owner.token, body: { ...body, domain_ids: null, addresses: ['10.0.0.0/33'] } });
    expect(badRange.status).toBe(422);
    expect(Object.keys(badRange.body.error.fields)).toEqual(['addresses.0']);
    expect((await portal.call('DELETE', `/api-tokens/${randomUUID()}`, { token: owner.token })).status).toBe(404);
  });

  it('expires on the portal’s clock', async () => {
    const { secret } = await storedToken({ validUntil: new Date(portal.runtime.clock.now().getTime() + day).toISOString() });
    expect((await portal.call('GET', '/domains', { token: secret })).status).toBe(200);
    portal.runtime.clock.advance(day);
    const expired = await portal.call('GET', '/domains', { token: secret });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('token_invalid');
  });
});

describe('a token limited to _acme-challenge TXT records (what ACME will make)', () => {
  it('adds and removes its TXT record and touches nothing else', async () => {
    const { secret } = await storedToken({ scopes: ['dns:write'], domains: [{ id: domainId, name: 'x' }], recordRules: [{ name: '_acme-challenge', types: ['TXT'] }] });
    const added = await portal.call('POST', `/domains/${domainId}/dns-records`, { token: secret, body: { type: 'TXT', name: '_acme-challenge', value: 'token-value', ttl: 60 } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const otherName = await portal.call('POST', `/domains/${domainId}/dns-records`, { token: secret, body: { type: 'TXT', name: 'www', value: 'x', ttl: 60 } });
    expect(otherName.status).toBe(403);
    expect(otherName.body.error).toEqual({ code: 'token_scope', message: sharedMessages.fo.errors.token_scope.replace('{scope}', 'dns:write') });
    const otherType = await portal.call('POST', `/domains/${domainId}/dns-records`, { token: secret, body: { type: 'A', name: '_acme-challenge', value: '192.0.2.1', ttl: 60 } });
    expect(otherType.status).toBe(403);
    // Another record may be neither changed into one of its own nor removed.
    const someoneElses = await newRecord();
    expect((await portal.call('DELETE', `/domains/${domainId}/dns-records/${someoneElses}`, { token: secret })).status).toBe(403);
    const takeOver = await portal.call('PUT', `/domains/${domainId}/dns-records/${someoneElses}`, {
      token: secret,
      body: { type: 'TXT', name: '_acme-challenge', value: 'x', ttl: 60 },
    });
    expect(takeOver.status).toBe(403);
    expect((await portal.call('DELETE', `/domains/${domainId}/dns-records/${added.body.data.id}`, { token: secret })).status).toBe(204);
  });
});

describe("a team's token", () => {
  it('belongs to the team: made by an owner, it reaches the team’s domains and outlives the owner’s leaving', async () => {
    const founder = await teamUser(portal, 'Stovnari');
    const maker = await teamUser(portal, 'Gerari');
    const teamId = await teamOf(portal, founder, [{ user: maker, isOwner: true }], 'Lyklatoymið');
    // Both signed in just now on the portal's clock (which earlier tests moved on): making a token and removing an owner need it.
    for (const user of [founder, maker]) await createAccessTokenRepository(portal.runtime.table).markAuthenticated(hashAccessToken(user.token), portal.runtime.clock.now());
    const teamDomain = await demoUsersDomain(portal, 'team-tokens', { ownerType: 'team', ownerId: teamId });
    const created = await portal.call('POST', `/teams/${teamId}/api-tokens`, {
      token: maker.token,
      body: { name: 'Toymisins', scopes: ['dns:write', 'domains:read'], domain_ids: null, valid_days: 30 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ team_id: teamId, created_by: 'Gerari' });
    const secret: string = created.body.data.secret;
    // The founder removes the maker from the team.
    const removed = await portal.call('DELETE', `/teams/${teamId}/users/${maker.userId}`, { token: founder.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const listed = await portal.call('GET', '/domains', { token: secret });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((domain: { id: string }) => domain.id)).toEqual([teamDomain.domainId]);
    expect((await portal.call('GET', `/domains/${teamDomain.domainId}/dns-records`, { token: secret })).status).toBe(200);
    // Not the maker's own domains, nor anyone else's.
    const makersOwn = await demoUsersDomain(portal, 'makers-own', { ownerId: maker.userId });
    expect((await portal.call('GET', `/domains/${makersOwn.domainId}/dns-records`, { token: secret })).status).toBe(403);
    // Still listed for the team's owner.
    const teamTokens = await portal.call('GET', `/teams/${teamId}/api-tokens`, { token: founder.token });
    expect(teamTokens.body.data.map((token: { id: string }) => token.id)).toContain(created.body.data.id);

    // The History: its changes are the team's, named by the team's name; made and revoked by name.
    const record = await portal.call('POST', `/domains/${teamDomain.domainId}/dns-records`, { token: secret, body: { type: 'TXT', name: 'toymid', value: 'x', ttl: 60 } });
    expect(record.status, JSON.stringify(record.body)).toBe(201);
    expect((await portal.call('DELETE', `/teams/${teamId}/api-tokens/${created.body.data.id}`, { token: founder.token })).status).toBe(204);
    await portal.runtime.bus.drain();
    type Logged = { activity: string; actor: { name: string | null }; details: { change?: string; name?: string } };
    const domainHistory = (await portal.call('GET', `/domains/${teamDomain.domainId}/activity`, { token: founder.token })).body.data.data as Logged[];
    expect(domainHistory.find((entry) => entry.activity === 'dns.records-changed')?.actor.name).toBe('Lyklatoymið');
    const tokensLogged = async (user: { token: string }) =>
      ((await portal.call('GET', '/users/me/activity', { token: user.token })).body.data.data as Logged[])
        .filter((entry) => entry.activity === 'user.api-tokens-changed')
        .map((entry) => ({ change: entry.details.change, name: entry.details.name }));
    expect(await tokensLogged(maker)).toEqual([{ change: 'created', name: 'Toymisins' }]);
    expect(await tokensLogged(founder)).toEqual([{ change: 'revoked', name: 'Toymisins' }]);
  });
});

describe('limits', () => {
  it('answer 429 with Retry-After past 120 requests a minute for one token', async () => {
    // The limit counts in windows of a clock minute: start at the top of one, so the requests do not
    // straddle two windows (CI's slower run did, and the 121st was let through).
    const now = portal.runtime.clock.now().getTime();
    portal.runtime.clock.advance(minute + (minute - (now % minute)) + 100);
    const { secret } = await storedToken({ scopes: ['domains:read'] });
    const answers = [];
    for (let index = 0; index < 121; index++) answers.push((await portal.call('GET', '/domains', { token: secret })).status);
    expect(answers.slice(0, 120).every((status) => status === 200)).toBe(true);
    const limited = await portal.call('GET', '/domains', { token: secret });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another token from the same address is not held back by this one's limit.
    const { secret: another } = await storedToken({ scopes: ['domains:read'] });
    expect((await portal.call('GET', '/domains', { token: another })).status).toBe(200);
    portal.runtime.clock.advance(minute);
    expect((await portal.call('GET', '/domains', { token: secret })).status).toBe(200);
  });
});

describe('Idempotency-Key on a token’s writes', () => {
  it('answers the same request once, and refuses the key with another request', async () => {
    portal.runtime.clock.advance(minute);
    const { secret } = await storedToken({ scopes: ['dns:write'] });
    const path = `/domains/${domainId}/dns-records`;
    const body = { type: 'TXT', name: `idem-${randomUUID().slice(0, 6)}`, value: 'once', ttl: 60 };
    const headers = { 'Idempotency-Key': `create-${randomUUID()}` };
    const first = await portal.call('POST', path, { token: secret, body, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await portal.call('POST', path, { token: secret, body, headers });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const listed = await portal.call('GET', path, { token: secret });
    expect(listed.body.data.records.filter((record: { name: string }) => record.name === body.name)).toHaveLength(1);

    const other = await portal.call('POST', path, { token: secret, body: { ...body, value: 'another' }, headers, language: 'en' });
    expect(other.status).toBe(422);
    expect(other.body.error).toEqual({ code: 'idempotency_key_reused', message: sharedMessages.en.errors.idempotency_key_reused });
    // Another token's same key is its own.
    const { secret: another } = await storedToken({ scopes: ['dns:write'] });
    expect((await portal.call('POST', path, { token: another, body: { ...body, name: `${body.name}-b` }, headers })).status).toBe(201);
    // A key of the wrong shape is named.
    const badKey = await portal.call('POST', path, { token: secret, body, headers: { 'Idempotency-Key': 'short' } });
    expect(badKey.status).toBe(422);
    expect(Object.keys(badKey.body.error.fields)).toEqual(['Idempotency-Key']);
  });

  it('lets a write that failed be tried again with the same key', async () => {
    const { secret } = await storedToken({ scopes: ['dns:write'] });
    const path = `/domains/${domainId}/dns-records`;
    const name = `retry-${randomUUID().slice(0, 6)}`;
    expect((await portal.call('POST', path, { token: secret, body: { type: 'TXT', name, value: 'x', ttl: 60 } })).status).toBe(201);
    const headers = { 'Idempotency-Key': `retry-${randomUUID()}` };
    // A CNAME beside a TXT of the same name: refused by the use case, after the key was claimed.
    const refused = await portal.call('POST', path, { token: secret, body: { type: 'CNAME', name, value: 'example.fo', ttl: 60 }, headers });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error.code).toBe('validation_failed');
    // The key was let go: another request with it goes through.
    const created = await portal.call('POST', path, { token: secret, body: { type: 'TXT', name: `${name}-2`, value: 'x', ttl: 60 }, headers });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});

// ---- The token scope matrix, generated from the route declarations ----

type TokenRoute = RouteDeclaration & { token: NonNullable<RouteDeclaration['token']> };
const publicRoutes = (routes as readonly RouteDeclaration[]).filter((route): route is TokenRoute => route.token !== undefined);

/** Each public route's request for the matrix (made anew for each cell), and what it answers in scope. */
/** A body may name the domain (the ACME protocols: its id, or a challenge's name under it; a domain that does not exist, a name nobody holds). */
type BodyOf = (onDomain: string) => unknown;
const challengeName = (onDomain: string) => `_acme-challenge.${domainNames.get(onDomain) ?? `nobody-${onDomain.slice(0, 8)}.fo`}.`;
const requests: Record<
  string,
  { prepare?: () => Promise<Record<string, string>>; body?: unknown; bodyOf?: BodyOf; query?: Record<string, string>; inScope: number; inScopeCode?: string }
> = {
  listDomains: { inScope: 200 },
  getDomain: { inScope: 200 },
  setAutoRenewal: { body: { enabled: false }, inScope: 200 },
  listDnsRecords: { inScope: 200 },
  createDnsRecord: { body: { type: 'TXT', name: '_acme-challenge', value: 'matrix', ttl: 60 }, inScope: 201 },
  updateDnsRecord: { prepare: async () => ({ recordId: await newRecord() }), body: { type: 'TXT', name: 'changed', value: 'matrix', ttl: 60 }, inScope: 200 },
  deleteDnsRecord: { prepare: async () => ({ recordId: await newRecord() }), inScope: 204 },
  getDomainNameServers: { inScope: 200 },
  updateDomainNameServers: { body: { mode: 'product' }, inScope: 200 },
  getDomainDnssec: { inScope: 200 },
  setDomainDnssec: { body: { enabled: false, understood: true }, inScope: 200 },
  // DS records are added by hand only with custom name servers: past the token check, the use case refuses (409).
  addDomainDsRecord: {
    body: { source: 'ds', understood: true, ds: { key_tag: 2371, algorithm: 13, digest_type: 2, digest: 'ab'.repeat(32) } },
    inScope: 409,
    inScopeCode: 'ds_records_require_custom_name_servers',
  },
  removeDomainDsRecord: {
    prepare: async () => ({ dsId: `2371-13-2-${'ab'.repeat(32)}` }),
    query: { understood: 'true' },
    inScope: 409,
    inScopeCode: 'ds_records_require_custom_name_servers',
  },
  // No CDS bootstrap waits on a domain on the product's name servers: past the token check, the use case refuses (409).
  refuseDnssecBootstrap: { inScope: 409, inScopeCode: 'no_dnssec_bootstrap' },
  // ACME DNS-01 (no {domainId} in the path: the body names the domain).
  acmeDnsUpdate: { bodyOf: (onDomain) => ({ subdomain: onDomain, txt: 'm'.repeat(43) }), inScope: 200 },
  httpreqPresent: { bodyOf: (onDomain) => ({ fqdn: challengeName(onDomain), value: 'm'.repeat(43) }), inScope: 200 },
  httpreqCleanup: { bodyOf: (onDomain) => ({ fqdn: challengeName(onDomain), value: 'm'.repeat(43) }), inScope: 200 },
};

const otherArea = (area: ApiTokenArea): ApiTokenArea => apiTokenAreas.find((candidate) => candidate !== area && candidate !== 'domains')!;

type Cell = 'in scope' | 'wrong area' | 'read-only on a write' | 'other domain' | 'expired' | 'unused too long' | 'outside its address range' | 'revoked';
const cells: Cell[] = ['in scope', 'wrong area', 'read-only on a write', 'other domain', 'expired', 'unused too long', 'outside its address range', 'revoked'];

async function call(route: TokenRoute, secret: string, onDomain: string, language = 'fo') {
  const request = requests[route.id]!;
  const extra = request.prepare ? await request.prepare() : {};
  const params = { domainId: onDomain, ...extra };
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const body = request.bodyOf ? request.bodyOf(onDomain) : request.body;
  return portal.call(route.method, `${fillPath(route.path, params as never)}${query}`, { token: secret, body, language });
}

describe('the token scope matrix', () => {
  it('has a request for every public route, and the public routes are the areas the issue names', () => {
    expect(publicRoutes.map((route) => route.id).sort()).toEqual(Object.keys(requests).sort());
    expect([...new Set(publicRoutes.map((route) => route.token.area))].sort()).toEqual([...apiTokenAreas].sort());
  });

  for (const route of publicRoutes) {
    const scope = `${route.token.area}:${route.token.access}`;
    const onDomain = route.path.includes('{domainId}') || requests[route.id]?.bodyOf !== undefined;
    for (const cell of cells) {
      if (cell === 'read-only on a write' && route.token.access === 'read') continue;
      it(`${route.id} (${scope}) · ${cell}`, async () => {
        const scoped = { scopes: [scope], domains: [{ id: domainId, name: 'x' }] };
        const now = portal.runtime.clock.now();
        let answer;
        let expected: { status: number; code?: string };
        const scopeRefused = { status: 403, code: 'token_scope' };
        const invalid = { status: 401, code: 'token_invalid' };
        switch (cell) {
          case 'in scope': {
            const { secret } = await storedToken(scoped);
            answer = await call(route, secret, domainId);
            expected = { status: requests[route.id]!.inScope, code: requests[route.id]!.inScopeCode };
            break;
          }
          case 'wrong area': {
            const { secret } = await storedToken({ ...scoped, scopes: [`${otherArea(route.token.area)}:write`] });
            answer = await call(route, secret, domainId, 'en');
            expected = scopeRefused;
            expect(answer.body?.error?.message).toBe(sharedMessages.en.errors.token_scope.replace('{scope}', scope));
            break;
          }
          case 'read-only on a write': {
            const { secret } = await storedToken({ ...scoped, scopes: [`${route.token.area}:read`] });
            answer = await call(route, secret, domainId);
            expected = scopeRefused;
            expect(answer.body?.error?.message).toBe(sharedMessages.fo.errors.token_scope.replace('{scope}', scope));
            break;
          }
          case 'other domain': {
            if (!onDomain) {
              // The list: only the token's domains.
              const { secret } = await storedToken({ ...scoped, domains: [{ id: otherDomainId, name: 'x' }] });
              answer = await call(route, secret, domainId);
              expected = { status: 200 };
              expect(answer.body.data.map((domain: { id: string }) => domain.id)).toEqual([otherDomainId]);
              break;
            }
            // Another of the owner's domains, outside the token's; and with a token of all domains, a domain that
            // does not exist and someone else's: all answered alike (no enumeration).
            const { secret } = await storedToken(scoped);
            answer = await call(route, secret, otherDomainId);
            expected = scopeRefused;
            const { secret: allDomains } = await storedToken({ scopes: [scope] });
            for (const elsewhere of [randomUUID(), strangersDomainId]) {
              const same = await call(route, allDomains, elsewhere);
              expect({ status: same.status, body: same.body }, elsewhere).toEqual({ status: answer.status, body: answer.body });
            }
            break;
          }
          case 'expired': {
            const { secret } = await storedToken({ ...scoped, validUntil: new Date(now.getTime() + minute).toISOString() });
            portal.runtime.clock.advance(minute);
            answer = await call(route, secret, domainId);
            expected = invalid;
            break;
          }
          case 'unused too long': {
            const { secret } = await storedToken({ ...scoped, maxUnusedDays: 1, createdAt: new Date(now.getTime() - 2 * day).toISOString() });
            answer = await call(route, secret, domainId);
            expected = invalid;
            break;
          }
          case 'outside its address range': {
            const { secret } = await storedToken({ ...scoped, addresses: ['192.0.2.0/24', '2001:db8::/32'] });
            answer = await call(route, secret, domainId);
            expected = invalid;
            break;
          }
          case 'revoked': {
            const { secret, tokenHash } = await storedToken(scoped);
            await createApiTokenRepository(portal.runtime.table).revoke(tokenHash, now);
            answer = await call(route, secret, domainId);
            expected = invalid;
            break;
          }
        }
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        expect({ status: answer.status, code: answer.body?.error?.code }, JSON.stringify(answer.body)).toEqual({ status: expected.status, code: expected.code });
      });
    }
  }
});

describe('the account’s own routes', () => {
  // Public routes skip the authorizer: a token there is just not looked at.
  const accountRoutes = (routes as readonly RouteDeclaration[]).filter((route) => !route.token && route.auth !== 'public');

  it.each(accountRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('refuse any token: %s', async (_name, route) => {
    const { secret } = await storedToken();
    const path = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => (name === 'domainId' ? domainId : randomUUID()));
    const answer = await portal.call(route.method, path, { token: secret, ...(route.method === 'GET' ? {} : { body: {} }) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    expect(answer.body.error.code).toBe('token_not_allowed');
  });
});
