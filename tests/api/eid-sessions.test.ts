import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccessTokenRepository } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { eidSessionId } from '#functions/eid/eid-sessions.ts';
import { backchannelLogoutEvent } from '#functions/eid/logout-token.ts';
import { linkedTestIdentity, shortLivedTestIdentity } from '#infra/local/test-identities.ts';
import { CookieJar, type ProviderTokens, signInWithEid } from './eid.ts';
import { usePortal } from './portal.ts';

/**
 * National e-ID sessions end (issue 11, "Sessions"): the provider's access token is the bearer
 * token, and logout, "sign out everywhere", revoking the session and the provider's own
 * back-channel logout each make the portal refuse it at once. Real sign-ins at the embedded
 * provider throughout; each describe uses its own test identity.
 */
const portal = usePortal();
const provider = () => portal.runtime.identityProvider!;

/** A browser signing in at the provider: its cookies (the provider session) and its tokens. */
async function signIn(subject: string): Promise<{ jar: CookieJar; tokens: ProviderTokens }> {
  const jar = new CookieJar();
  const tokens = await signInWithEid({ issuer: provider().issuer, clientId: provider().clientId, origin: portal.runtime.url, subject, jar });
  return { jar, tokens };
}

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** GET /users/me with the token: 200 while the session lives, 401 once it has ended. */
const me = async (token: string) => (await portal.call('GET', '/users/me', { token })).status;
/** For e-IDs linked to no user: the first-sign-in route answers 200 while the session lives. */
const eidCheck = async (token: string) => (await portal.call('GET', '/auth/check-samleikin-user-is-verified', { token })).status;

async function refresh(tokens: ProviderTokens): Promise<Response> {
  return fetch(`${provider().issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: provider().clientId }),
  });
}

/**
 * Signs out at the provider the way the person does (RP-initiated logout with the ID token as
 * hint; the provider's page posts its own form): the provider ends its session and, before it
 * answers, calls the portal's back-channel logout.
 */
async function signOutAtProvider(session: { jar: CookieJar; tokens: ProviderTokens }): Promise<void> {
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, portal.runtime.url), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: session.jar.header() },
    });
    session.jar.store(response);
    return response;
  };
  const endSession = new URL(`${provider().issuer}/session/end`);
  endSession.searchParams.set('id_token_hint', session.tokens.id_token);
  endSession.searchParams.set('post_logout_redirect_uri', `${portal.runtime.url}/`);
  const page = await (await go(endSession.href)).text();
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
  if (!action || !xsrf) throw new Error(`no logout form: ${page.slice(0, 500)}`);
  const done = await go(action.replace(/&amp;/g, '&'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe(`${portal.runtime.url}/`);
}

/** POSTs a logout token to the portal as the provider would. */
const backchannelLogout = (logoutToken: string) =>
  portal.call('POST', '/auth/backchannel-logout', { rawBody: new URLSearchParams({ logout_token: logoutToken }).toString(), contentType: 'application/x-www-form-urlencoded' });

/** A logout token with the provider's own key (or a forger's under its kid). */
const mintLogoutToken = (claims: Record<string, unknown>, options: { foreignKey?: boolean } = {}) =>
  provider().signJwt(
    { jti: randomUUID(), events: { [backchannelLogoutEvent]: {} }, scope: undefined, client_id: undefined, ...claims },
    { typ: 'logout+jwt', expiresIn: 120, ...options },
  );

describe('logout of a national e-ID session', () => {
  it('carries the sign-in session (`sid`) and its time (`auth_time`) in the provider’s access tokens', async () => {
    const { tokens } = await signIn(linkedTestIdentity.subject);
    const claims = claimsOf(tokens.access_token);
    expect(claims.sid).toEqual(expect.any(String));
    expect(claims.auth_time).toEqual(expect.any(Number));
    expect(claims.auth_time as number).toBeLessThanOrEqual(claims.iat as number);
  });

  it('refuses the same token at once, and the tokens refreshed from it; another session of the person goes on', async () => {
    const first = await signIn(linkedTestIdentity.subject);
    const second = await signIn(linkedTestIdentity.subject);
    expect(await me(first.tokens.access_token)).toBe(200);
    expect(await me(second.tokens.access_token)).toBe(200);

    expect((await portal.call('POST', '/auth/logout', { token: first.tokens.access_token })).status).toBe(204);
    expect(await me(first.tokens.access_token)).toBe(401);
    expect((await portal.call('POST', '/auth/logout', { token: first.tokens.access_token })).status).toBe(401);
    // The provider still refreshes (its session is its own), but the portal's session is over.
    const refreshed = await refresh(first.tokens);
    expect(refreshed.status).toBe(200);
    expect(await me(((await refreshed.json()) as ProviderTokens).access_token)).toBe(401);

    expect(await me(second.tokens.access_token)).toBe(200);
    // Our own sessions of the same user are not touched either.
    expect(await me(portal.tokens.user)).toBe(200);
  });

  it('ends the current e-ID session through DELETE /auth/tokens/{id} (its id is the session’s), and no other', async () => {
    const { tokens } = await signIn(linkedTestIdentity.subject);
    const other = await signIn(linkedTestIdentity.subject);
    const own = eidSessionId({ sid: claimsOf(tokens.access_token).sid as string })!;
    const others = eidSessionId({ sid: claimsOf(other.tokens.access_token).sid as string })!;
    expect((await portal.call('DELETE', `/auth/tokens/${others}`, { token: tokens.access_token })).status).toBe(404);
    expect(await me(other.tokens.access_token)).toBe(200);
    expect((await portal.call('DELETE', `/auth/tokens/${own}`, { token: tokens.access_token })).status).toBe(204);
    expect(await me(tokens.access_token)).toBe(401);
    expect(await me(other.tokens.access_token)).toBe(200);
  });
});

describe('signing out at the provider (back-channel logout)', () => {
  it('ends the portal session the provider ended, and only that one', async () => {
    const leaving = await signIn(shortLivedTestIdentity.subject);
    const staying = await signIn(shortLivedTestIdentity.subject);
    expect(await me(leaving.tokens.access_token)).toBe(200);

    await signOutAtProvider(leaving);

    expect(await me(leaving.tokens.access_token)).toBe(401);
    expect(await me(staying.tokens.access_token)).toBe(200);
    // The provider's side is over too: the refresh token went with its session.
    expect((await refresh(leaving.tokens)).status).toBe(400);
  });

  it('ends every session of the person when the logout token names only the subject', async () => {
    const subject = '0404604567'; // Bárður á Steig, linked to no user: his sessions end too
    const one = await signIn(subject);
    const two = await signIn(subject);
    expect(await eidCheck(one.tokens.access_token)).toBe(200);
    const answer = await backchannelLogout(await mintLogoutToken({ sub: subject }));
    expect(answer).toMatchObject({ status: 200, body: { data: { accepted: true } } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await eidCheck(one.tokens.access_token)).toBe(401);
    expect(await eidCheck(two.tokens.access_token)).toBe(401);
  });

  it('refuses a forged, foreign, stale or replayed logout token with 400, and ends nothing', async () => {
    const { tokens } = await signIn('0101901234');
    const sid = claimsOf(tokens.access_token).sid as string;
    const refused = [
      await mintLogoutToken({ sub: '0101901234', sid }, { foreignKey: true }),
      await mintLogoutToken({ sub: '0101901234', sid, aud: 'another-client' }),
      await mintLogoutToken({ sub: '0101901234', sid, iss: 'https://samleikin.example/realms/okisnavn' }),
      await mintLogoutToken({ sub: '0101901234', sid, iat: Math.floor(Date.now() / 1000) - 600 }),
      await mintLogoutToken({ sub: '0101901234', sid, nonce: 'an-id-token' }),
      await mintLogoutToken({ sub: '0101901234', sid, events: undefined }),
      // An access token of the same session is no logout token.
      tokens.access_token,
      'not-a-token',
    ];
    for (const logoutToken of refused) {
      const answer = await backchannelLogout(logoutToken);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_logout_token');
    }
    expect((await portal.call('POST', '/auth/backchannel-logout', { body: { logout_token: refused[0] } })).status).toBe(400);
    expect((await portal.call('POST', '/auth/backchannel-logout', { rawBody: '', contentType: 'application/x-www-form-urlencoded' })).status).toBe(400);
    expect(await eidCheck(tokens.access_token)).toBe(200);

    // A token acted on once is not acted on again: the same `jti` is refused whatever it names.
    const jti = randomUUID();
    const elsewhere = await signIn('0101901234');
    expect((await backchannelLogout(await mintLogoutToken({ jti, sub: '0101901234', sid: 'a-session-long-gone' }))).status).toBe(200);
    expect((await backchannelLogout(await mintLogoutToken({ jti, sub: '0101901234', sid }))).status).toBe(400);
    expect((await backchannelLogout(await mintLogoutToken({ jti, sub: '0101901234' }))).status).toBe(400);
    expect(await eidCheck(tokens.access_token)).toBe(200);
    expect(await eidCheck(elsewhere.tokens.access_token)).toBe(200);
  });
});

describe('signing out everywhere', () => {
  it('ends every e-ID session of the user and every session of ours; a new sign-in works', async () => {
    // Anna becomes a user of her own, so signing her out touches no other test's sessions.
    const anna = '0101901234';
    const first = await signIn(anna);
    const registered = await portal.call('POST', '/auth/register-samleikin-user', {
      token: first.tokens.access_token,
      body: {
        name: 'Anna Hansen',
        street: 'Gøtuvegur 7',
        zip: '100',
        city: 'Tórshavn',
        country_code: 'FO',
        language: 'en',
        email: 'anna@example.fo',
        terms_accepted: true,
        privacy_policy_accepted: true,
      },
    });
    expect(registered.status).toBe(201);
    const second = await signIn(anna);
    expect(await me(first.tokens.access_token)).toBe(200);
    expect(await me(second.tokens.access_token)).toBe(200);
    const ours = await createAccessTokenRepository(portal.runtime.table).issue({
      userId: registered.body.data.id,
      kind: 'session',
      label: 'test',
      now: new Date(),
      lifetimeSeconds: 3600,
    });
    expect(await me(ours.token)).toBe(200);

    expect((await portal.call('POST', '/auth/logout-everywhere', { token: second.tokens.access_token })).status).toBe(204);
    expect(await me(first.tokens.access_token)).toBe(401);
    expect(await me(second.tokens.access_token)).toBe(401);
    expect(await me(ours.token)).toBe(401);
    // A refreshed token keeps its session's `auth_time`: still refused.
    const refreshed = await refresh(first.tokens);
    expect(refreshed.status).toBe(200);
    expect(await me(((await refreshed.json()) as ProviderTokens).access_token)).toBe(401);

    // Sessions begun after it (a second later: the end counts to the second) work as usual.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await signIn(anna);
    expect(await me(again.tokens.access_token)).toBe(200);
  });
});

describe('the portal’s limits on e-ID tokens', () => {
  it.each([
    ['living ten years', { expiresIn: 10 * 365 * 24 * 3600 }, {}],
    ['living a day and a minute', { expiresIn: 24 * 3600 + 60 }, {}],
    ['issued a day in the future', { expiresIn: 24 * 3600 + 300 }, { iat: Math.floor(Date.now() / 1000) + 24 * 3600 }],
    ['issued two minutes in the future', { expiresIn: 300 }, { iat: Math.floor(Date.now() / 1000) + 120 }],
  ])('refuses a correctly signed token %s (401)', async (_case, options, claims) => {
    const token = await provider().signJwt({ sub: linkedTestIdentity.subject, ...claims }, options);
    expect(await me(token)).toBe(401);
  });

  it('accepts one within them', async () => {
    expect(await me(await provider().signJwt({ sub: linkedTestIdentity.subject }, { expiresIn: 3600 }))).toBe(200);
  });
});
