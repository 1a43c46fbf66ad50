import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eidSessionId } from '../eid/eid-sessions.ts';
import { eidTokenVerifier, looksLikeJwt } from './eid-token.ts';

/** A stand-in provider: discovery and JWKS over real HTTP, keys made here. */
let server: Server;
let issuer: string;
let discoveryHits = 0;
let discoveryStatus = 200;
const keys = {} as Record<'provider' | 'forger', CryptoKey>;

beforeAll(async () => {
  const provider = await generateKeyPair('RS256', { extractable: true });
  const forger = await generateKeyPair('RS256');
  keys.provider = provider.privateKey;
  keys.forger = forger.privateKey;
  const jwks = { keys: [{ ...(await exportJWK(provider.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  server = createServer((request, response) => {
    if (request.url === '/realm/.well-known/openid-configuration') {
      discoveryHits++;
      response.writeHead(discoveryStatus, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
      return;
    }
    if (request.url === '/realm/keys') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(jwks));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address() as { port: number };
  issuer = `http://127.0.0.1:${address.port}/realm`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const now = () => Math.floor(Date.now() / 1000);
async function mint(claims: Record<string, unknown> = {}, options: { key?: 'provider' | 'forger'; typ?: string; alg?: string; kid?: string } = {}): Promise<string> {
  return new SignJWT({ iss: issuer, sub: '0101901234', aud: 'app', exp: now() + 300, iat: now(), jti: 'j1', name: 'Anna Hansen', email: 'Anna@Example.fo', ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'k1', typ: options.typ ?? 'at+jwt' })
    .sign(keys[options.key ?? 'provider']);
}

const verifier = () => eidTokenVerifier({ issuer, clientId: 'app' });

describe('national e-ID access tokens', () => {
  it('tells a JWT from an opaque token by its shape', () => {
    expect(looksLikeJwt('a.b.c')).toBe(true);
    expect(looksLikeJwt('6f1c0a52-5b7e-4c57-9a55-3b1d7b2d9c1e.AAAA')).toBe(false);
    expect(looksLikeJwt('a.b.c.d.e')).toBe(false);
  });

  it('accepts a token signed by the provider for our client, with its claims', async () => {
    const iat = now();
    expect(await verifier()(await mint({ iat }))).toEqual({
      subject: '0101901234',
      name: 'Anna Hansen',
      email: 'anna@example.fo',
      // No `sid`: the token is its own session; no `auth_time`: the session began at `iat`.
      sessionId: eidSessionId({ jti: 'j1' }),
      signedInAt: iat,
    });
  });

  it('names the session by `sid` (every refreshed token of a sign-in alike) and its start by `auth_time`', async () => {
    const verify = verifier();
    const signedInAt = now() - 3600;
    const first = await verify(await mint({ sid: 's1', auth_time: signedInAt, jti: 'a' }));
    const refreshed = await verify(await mint({ sid: 's1', auth_time: signedInAt, jti: 'b' }));
    expect(first).toMatchObject({ sessionId: eidSessionId({ sid: 's1' }), signedInAt });
    expect(refreshed?.sessionId).toBe(first?.sessionId);
    expect((await verify(await mint({ sid: 's2' })))?.sessionId).not.toBe(first?.sessionId);
    // A path id (DELETE /auth/tokens/{id}), whatever the provider's ids look like.
    expect(first?.sessionId).toMatch(/^eid-[A-Za-z0-9_-]{43}$/);
  });

  it('accepts Keycloak’s shape: audience `account`, our client in `azp`, `typ: Bearer` claim, `sid` and `auth_time`', async () => {
    const signedInAt = now() - 60;
    const token = await mint({ aud: 'account', azp: 'app', typ: 'Bearer', sid: 'kc-session', auth_time: signedInAt }, { typ: 'JWT' });
    expect(await verifier()(token)).toMatchObject({ subject: '0101901234', sessionId: eidSessionId({ sid: 'kc-session' }), signedInAt });
  });

  it('accepts the clock skew and the limits themselves', async () => {
    const verify = verifier();
    expect(await verify(await mint({ iat: now() + 50, exp: now() + 300 }))).not.toBeNull();
    expect(await verify(await mint({ iat: now() - 3600, exp: now() - 3600 + 24 * 3600 }))).not.toBeNull();
    expect(await verify(await mint({ auth_time: now() - 30 * 24 * 3600 + 60 }))).not.toBeNull();
  });

  it.each([
    ['signed with another key under the provider’s kid (forged)', () => mint({}, { key: 'forger' })],
    ['expired (beyond the 5 s tolerance)', () => mint({ exp: now() - 10 })],
    ['for another audience', () => mint({ aud: 'other-client' })],
    ['for another audience, another client in azp', () => mint({ aud: 'account', azp: 'other-client' })],
    ['from another issuer', () => mint({ iss: 'https://elsewhere.example/realm' })],
    ['without an expiry', () => mint({ exp: undefined })],
    ['without a subject', () => mint({ sub: undefined })],
    ['an ID token (same key, same audience)', () => mint({}, { typ: 'JWT' })],
    ['a Keycloak ID token', () => mint({ typ: 'ID' }, { typ: 'JWT' })],
    ['under an unknown kid', () => mint({}, { kid: 'k2' })],
    ['without an issue time', () => mint({ iat: undefined })],
    ['without a session or token id (logout could not end it)', () => mint({ jti: undefined, sid: undefined })],
    // The portal's own limits, whatever the provider signed:
    ['living ten years', () => mint({ exp: now() + 10 * 365 * 24 * 3600 })],
    ['living a little over 24 hours', () => mint({ iat: now() - 60, exp: now() - 60 + 24 * 3600 + 1 })],
    ['issued a day in the future', () => mint({ iat: now() + 24 * 3600, exp: now() + 24 * 3600 + 300 })],
    ['issued beyond the 60 s clock skew in the future', () => mint({ iat: now() + 90, exp: now() + 300 })],
    ['of a session begun more than 30 days ago', () => mint({ auth_time: now() - 30 * 24 * 3600 - 1 })],
    ['of a session begun in the future', () => mint({ auth_time: now() + 3600 })],
    ['with an `auth_time` that is no time', () => mint({ auth_time: 'yesterday' })],
  ])('refuses a token %s', async (_case, token) => {
    expect(await verifier()(await token())).toBeNull();
  });

  it('refuses a token with a symmetric algorithm, or none', async () => {
    const hs = await new SignJWT({ iss: issuer, sub: 's', aud: 'app', exp: now() + 60 })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode('a shared secret of at least thirty-two bytes'));
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(JSON.stringify({ iss: issuer, sub: 's', aud: 'app', exp: now() + 60 })).toString('base64url')}.sig`;
    expect(await verifier()(hs)).toBeNull();
    expect(await verifier()(none)).toBeNull();
  });

  it('fetches the discovery document once per cold start, and again after a failure', async () => {
    const verify = verifier();
    discoveryHits = 0;
    discoveryStatus = 503;
    const warnings: string[] = [];
    const failing = eidTokenVerifier({ issuer, clientId: 'app', logger: { warn: (message) => warnings.push(message) } });
    expect(await failing(await mint())).toBeNull();
    expect(warnings).toHaveLength(1);
    discoveryStatus = 200;
    expect(await failing(await mint())).not.toBeNull();
    expect(discoveryHits).toBe(2);

    discoveryHits = 0;
    await verify(await mint());
    await verify(await mint());
    await verify(await mint({ sub: 'another' }));
    expect(discoveryHits).toBe(1);
  });
});
