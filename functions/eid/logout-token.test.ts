import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eidSessionId } from './eid-sessions.ts';
import { backchannelLogoutEvent, logoutRequestOf, logoutTokenVerifier } from './logout-token.ts';

/** A stand-in provider: discovery and JWKS over real HTTP, keys made here. */
let server: Server;
let issuer: string;
const keys = {} as Record<'provider' | 'forger', CryptoKey>;

beforeAll(async () => {
  const provider = await generateKeyPair('RS256', { extractable: true });
  keys.provider = provider.privateKey;
  keys.forger = (await generateKeyPair('RS256')).privateKey;
  const jwks = { keys: [{ ...(await exportJWK(provider.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  server = createServer((request, response) => {
    const body = request.url === '/realm/.well-known/openid-configuration' ? { issuer, jwks_uri: `${issuer}/keys` } : request.url === '/realm/keys' ? jwks : null;
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}/realm`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const now = () => Math.floor(Date.now() / 1000);
const events = { [backchannelLogoutEvent]: {} };

/** A logout token as the provider sends it (oidc-provider's shape: `typ` logout+jwt, 2-minute `exp`). */
function mint(claims: Record<string, unknown> = {}, key: 'provider' | 'forger' = 'provider'): Promise<string> {
  return new SignJWT({ iss: issuer, aud: 'app', sub: '0101901234', sid: 'session-1', jti: 'logout-1', iat: now(), exp: now() + 120, events, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'logout+jwt' })
    .sign(keys[key]);
}

describe('back-channel logout tokens', () => {
  const verify = () => logoutTokenVerifier({ issuer, clientId: 'app' });

  it('accepts the provider’s token naming a session: that session ends', async () => {
    expect(await verify()(await mint())).toEqual({
      jti: 'logout-1',
      rememberUntil: expect.any(Number),
      scope: { sessionId: eidSessionId({ sid: 'session-1' }) },
    });
  });

  it('ends every session of the person when the token names only the subject', async () => {
    expect(await verify()(await mint({ sid: undefined }))).toMatchObject({ scope: { subject: '0101901234' } });
  });

  it.each([
    ['forged (another key under the provider’s kid)', () => mint({}, 'forger')],
    ['for another client', () => mint({ aud: 'other-client' })],
    ['from another issuer', () => mint({ iss: 'https://elsewhere.example/realm' })],
    ['expired', () => mint({ exp: now() - 10 })],
    ['stale (issued more than 5 minutes ago)', () => mint({ iat: now() - 301, exp: undefined })],
    ['issued in the future', () => mint({ iat: now() + 120 })],
    ['without an id', () => mint({ jti: undefined })],
    ['without the logout event (an ID token)', () => mint({ events: undefined })],
    ['with another event', () => mint({ events: { 'https://example.com/other': {} } })],
    ['with a nonce (an ID token)', () => mint({ nonce: 'n' })],
    ['naming neither a session nor a subject', () => mint({ sid: undefined, sub: undefined })],
  ])('refuses a token %s', async (_case, token) => {
    expect(await verify()(await token())).toBeNull();
  });

  it('refuses what is no JWT at all', async () => {
    expect(await verify()('not-a-token')).toBeNull();
  });

  it('keeps the token id as long as the token could pass', () => {
    const time = now();
    expect(logoutRequestOf({ jti: 'j', iat: time, sid: 's', events }, time)?.rememberUntil).toBe(time + 300 + 60);
  });
});
