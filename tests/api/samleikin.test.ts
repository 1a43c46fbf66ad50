import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createActivityRepository } from '#functions/adapters/dynamodb/activity-repository.ts';
import { createOutboxMessageRepository } from '#functions/adapters/dynamodb/outbox-message-repository.ts';
import { currentUserResponse } from '#shared/schemas/users.ts';
import { linkedTestIdentity, shortLivedTestIdentity } from '#infra/local/test-identities.ts';
import { nextWindow } from './accounts.ts';
import { type ProviderTokens, signInWithEid } from './eid.ts';
import { usePortal } from './portal.ts';

const portal = usePortal();

const provider = () => portal.runtime.identityProvider!;
/** A national-ID subject no other test uses. */
const newSubject = () => String(randomInt(1e9, 1e10));
/** A provider access token minted with the provider's own key (the real flow is tested once below). */
const eidToken = (claims: { sub: string; name?: string; email?: string }, options?: Parameters<ReturnType<typeof provider>['signJwt']>[1]) => provider().signJwt(claims, options);
const freshEid = async (overrides: { name?: string; email?: string } = {}) => {
  const sub = newSubject();
  return { sub, token: await eidToken({ sub, name: 'Ragnhild Test', email: `${sub}@example.fo`, ...overrides }) };
};

/** The newest 6-digit code the local outbox holds for an address (null when none). */
async function latestCode(to: string): Promise<string | null> {
  const listed = await fetch(`${portal.runtime.url}/dev/outbox?to=${encodeURIComponent(to)}`);
  let texts: string[];
  if (listed.ok) {
    const body = (await listed.json()) as { data: { text: string }[] };
    texts = body.data.map((message) => message.text);
  } else {
    texts = (await createOutboxMessageRepository(portal.runtime.table).list({ to })).map((message) => message.text);
  }
  const text = texts[0];
  return text ? (/\b(\d{6})\b/.exec(text)?.[1] ?? null) : null;
}

const adminEmail = 'admin@demo.okisnavn.fo';

describe('the local identity provider', () => {
  it('is announced to the SPA in /config.json', async () => {
    const config = await (await fetch(`${portal.runtime.url}/config.json`)).json();
    expect(config.identityProvider).toEqual({ issuer: `${portal.runtime.url}/oidc`, clientId: 'app' });
  });

  it('publishes its discovery document and keys on the portal’s origin', async () => {
    const discovery = await (await fetch(`${provider().issuer}/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: provider().issuer,
      token_endpoint: `${provider().issuer}/token`,
      end_session_endpoint: `${provider().issuer}/session/end`,
      revocation_endpoint: `${provider().issuer}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('signing in with the national e-ID', () => {
  let tokens: ProviderTokens;

  it('runs the code + PKCE flow against the provider and opens the API with its access token', async () => {
    tokens = await signInWithEid({ issuer: provider().issuer, clientId: provider().clientId, origin: portal.runtime.url, subject: linkedTestIdentity.subject });
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(tokens.refresh_token).toBeTruthy();

    const me = await portal.call('GET', '/users/me', { token: tokens.access_token });
    expect(me.status).toBe(200);
    expect(currentUserResponse.parse(me.body).data).toMatchObject({ email: linkedTestIdentity.email, is_using_samleikin: true });
    const check = await portal.call('GET', '/auth/check-samleikin-user-is-verified', { token: tokens.access_token });
    expect(check).toMatchObject({ status: 200, body: { data: { user_exists: true } } });
  });

  it('refreshes the access token with the refresh token (public client, no secret)', async () => {
    const refreshed = await fetch(`${provider().issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'app' }),
    });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as ProviderTokens;
    expect((await portal.call('GET', '/users/me', { token: body.access_token })).status).toBe(200);
  });

  it('refuses the ID token as a bearer token (same key, same audience, but not an access token)', async () => {
    expect((await portal.call('GET', '/users/me', { token: tokens.id_token })).status).toBe(401);
  });

  it('gives the short-lived test identity 70-second access tokens, signed in as its own user', async () => {
    const short = await signInWithEid({ issuer: provider().issuer, clientId: provider().clientId, origin: portal.runtime.url, subject: shortLivedTestIdentity.subject });
    expect(short.expires_in).toBe(70);
    const [, payload] = short.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(70);
    const me = await portal.call('GET', '/users/me', { token: short.access_token });
    expect(me.body.data).toMatchObject({ email: shortLivedTestIdentity.email, name: 'Stutt Seta', is_using_samleikin: true, is_email_verified: true });
  });

  it('accepts a valid provider token for a linked identity, and says who it is', async () => {
    const token = await eidToken({ sub: linkedTestIdentity.subject, name: 'Jógvan Joensen', email: 'joensen@example.fo' });
    const me = await portal.call('GET', '/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(linkedTestIdentity.email);
  });

  it.each([
    ['forged (signed with another key under the provider’s key id)', { foreignKey: true }],
    ['expired', { expiresIn: -60 }],
    ['for another audience', { audience: 'another-client' }],
    ['from another issuer', { issuer: 'https://samleikin.example/realms/okisnavn' }],
    ['an ID token', { typ: 'JWT' }],
  ])('refuses a provider token that is %s with 401', async (_case, options) => {
    const token = await eidToken({ sub: linkedTestIdentity.subject, name: 'Jógvan Joensen' }, options);
    const me = await portal.call('GET', '/users/me', { token, language: 'en' });
    expect(me.status).toBe(401);
    expect(me.body.error).toEqual({ code: 'unauthenticated', message: 'Please sign in first.' });
    expect((await portal.call('GET', '/auth/check-samleikin-user-is-verified', { token })).status).toBe(401);
  });

  it('keeps a valid e-ID that is not linked yet out of the signed-in routes', async () => {
    const { token } = await freshEid();
    expect((await portal.call('GET', '/users/me', { token })).status).toBe(401);
    const check = await portal.call('GET', '/auth/check-samleikin-user-is-verified', { token });
    expect(check).toMatchObject({ status: 200, body: { data: { user_exists: false } } });
  });

  it('keeps callers without an e-ID out of the e-ID routes', async () => {
    expect((await portal.call('GET', '/auth/check-samleikin-user-is-verified')).status).toBe(401);
    // Our own opaque token is a sign-in, not a national e-ID.
    expect((await portal.call('GET', '/auth/check-samleikin-user-is-verified', { token: portal.tokens.user })).status).toBe(401);
  });
});

describe('linking a first-time e-ID to an existing user', () => {
  it('e-mails a code to the user, and the code links the e-ID', async () => {
    const { token } = await freshEid();
    const asked = await portal.call('POST', '/auth/check-samleikin-user-email', { token, body: { email: 'Admin@Demo.Okisnavn.fo' } });
    expect(asked).toMatchObject({ status: 202, body: { data: { accepted: true } } });
    const code = await latestCode(adminEmail);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await portal.call('POST', '/auth/verify-samleikin-linking', { token, body: { email: adminEmail, code: code === '000000' ? '000001' : '000000' } });
    expect(wrong).toMatchObject({ status: 422, body: { error: { code: 'invalid_code' } } });
    // The code is bound to the e-ID that asked for it: another e-ID cannot use it.
    const other = await freshEid();
    const stolen = await portal.call('POST', '/auth/verify-samleikin-linking', { token: other.token, body: { email: adminEmail, code } });
    expect(stolen).toMatchObject({ status: 422, body: { error: { code: 'invalid_code' } } });

    const linked = await portal.call('POST', '/auth/verify-samleikin-linking', { token, body: { email: adminEmail, code } });
    expect(linked.status).toBe(200);
    expect(currentUserResponse.parse(linked.body).data).toMatchObject({ email: adminEmail, is_admin: true, is_using_samleikin: true });

    const me = await portal.call('GET', '/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(adminEmail);
    expect((await portal.call('GET', '/auth/check-samleikin-user-is-verified', { token })).body.data.user_exists).toBe(true);

    // Used once.
    const again = await portal.call('POST', '/auth/verify-samleikin-linking', { token: (await freshEid()).token, body: { email: adminEmail, code } });
    expect(again.status).toBe(422);

    await portal.runtime.bus.drain();
    const event = portal.runtime.bus.published.find(
      (published) => published.metadata.name === 'user.eid-linked' && (published.data as { userId: string }).userId === linked.body.data.id,
    );
    expect(event).toBeDefined();
    const entries = await createActivityRepository(portal.runtime.table).listBySubject(`user:${linked.body.data.id}`);
    expect(entries.map((entry) => entry.activity)).toContain('user.eid-linked');
  });

  it('answers the same, and sends nothing, for an unknown e-mail or a user linked to another e-ID', async () => {
    const { token } = await freshEid();
    for (const email of ['nobody@example.fo', linkedTestIdentity.email]) {
      const before = await latestCode(email);
      const asked = await portal.call('POST', '/auth/check-samleikin-user-email', { token, body: { email } });
      expect(asked).toMatchObject({ status: 202, body: { data: { accepted: true } } });
      expect(await latestCode(email)).toBe(before);
      const verify = await portal.call('POST', '/auth/verify-samleikin-linking', { token, body: { email, code: '123456' } });
      expect(verify).toMatchObject({ status: 422, body: { error: { code: 'invalid_code' } } });
    }
  });

  it('refuses an e-ID that is linked already (409 eid_already_linked)', async () => {
    const token = await eidToken({ sub: linkedTestIdentity.subject });
    const asked = await portal.call('POST', '/auth/check-samleikin-user-email', { token, body: { email: adminEmail }, language: 'en' });
    expect(asked.status).toBe(409);
    expect(asked.body.error).toEqual({ code: 'eid_already_linked', message: 'This e-ID is already linked to another user.' });
    const verify = await portal.call('POST', '/auth/verify-samleikin-linking', { token, body: { email: adminEmail, code: '123456' } });
    expect(verify.body.error.code).toBe('eid_already_linked');
  });

  it('validates the request with the shared schema', async () => {
    const { token } = await freshEid();
    const answer = await portal.call('POST', '/auth/verify-samleikin-linking', { token, body: { email: 'not-an-address', code: '12' }, language: 'en' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['code', 'email']);
  });
});

describe('creating the user of a first-time e-ID', () => {
  const form = (email: string) => ({
    name: 'Typed Name',
    street: 'Gøtuvegur 7',
    zip: '100',
    city: 'Tórshavn',
    country_code: 'FO',
    language: 'en',
    email,
    terms_accepted: true,
    privacy_policy_accepted: true,
  });

  it('creates a verified, linked user when the e-mail is the e-ID’s own', async () => {
    const { sub, token } = await freshEid({ name: 'Anna Hansen' });
    const created = await portal.call('POST', '/auth/register-samleikin-user', { token, body: form(`${sub}@EXAMPLE.fo`) });
    expect(created.status).toBe(201);
    const user = currentUserResponse.parse(created.body).data;
    // The name is the e-ID's (the provider vouches for it; an e-ID user cannot change it).
    expect(user).toMatchObject({ name: 'Anna Hansen', email: `${sub}@example.fo`, language: 'en', is_using_samleikin: true, is_email_verified: true, is_admin: false });

    const me = await portal.call('GET', '/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(user.id);
    expect(await latestCode(`${sub}@example.fo`)).toBeNull();

    await portal.runtime.bus.drain();
    const registered = portal.runtime.bus.published.find((event) => event.metadata.name === 'user.registered' && (event.data as { userId: string }).userId === user.id);
    expect(registered?.data).toEqual({ userId: user.id, method: 'e-id' });
  });

  it('through POST /users too, sending a verification code when the e-mail is another one', async () => {
    const { sub, token } = await freshEid();
    const email = `other-${sub}@example.fo`;
    const created = await portal.call('POST', '/users', { token, body: form(email) });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email, is_using_samleikin: true, is_email_verified: false });
    expect(await latestCode(email)).toMatch(/^\d{6}$/);
    // Signed in, but unverified until the code is entered.
    const me = await portal.call('GET', '/users/me', { token });
    expect(me.body.data).toMatchObject({ id: created.body.data.id, is_email_verified: false });
  });

  it('lets a user held unverified replace the address at once: the code goes to the new one, the old one is free again', async () => {
    nextWindow(portal);
    const { sub, token } = await freshEid();
    const typo = `typo-${sub}@example.fo`;
    const email = `right-${sub}@example.fo`;
    expect((await portal.call('POST', '/users', { token, body: form(typo) })).status).toBe(201);
    const typoCode = await latestCode(typo);

    // Another user's address is refused, and nothing changes.
    const taken = await portal.call('PATCH', '/auth/update-email', { token, body: { email: adminEmail }, language: 'en' });
    expect(taken).toMatchObject({ status: 409, body: { error: { code: 'email_taken' } } });

    const changed = await portal.call('PATCH', '/auth/update-email', { token, body: { email: email.toUpperCase() } });
    expect(changed).toMatchObject({ status: 202, body: { data: { accepted: true } } });
    // The banner on / names the address the code went to: the user's own, still unverified.
    expect((await portal.call('GET', '/users/me', { token })).body.data).toMatchObject({ email, is_email_verified: false });
    const code = await latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    // The mistyped address is nobody's any more (a new user may take it) and its code is void.
    const other = await freshEid();
    expect((await portal.call('POST', '/users', { token: other.token, body: form(typo) })).status).toBe(201);

    if (typoCode !== code) {
      const stale = await portal.call('POST', '/auth/verify-current-email', { token, body: { code: typoCode! } });
      expect(stale).toMatchObject({ status: 422, body: { error: { code: 'invalid_code' } } });
    }
    const verified = await portal.call('POST', '/auth/verify-current-email', { token, body: { code } });
    expect(verified.status).toBe(200);
    expect(currentUserResponse.parse(verified.body).data).toMatchObject({ email, is_email_verified: true });
    expect((await portal.call('GET', '/users/me', { token })).body.data).toMatchObject({ email, is_email_verified: true });
  });

  it('verifies the address of a signed-in e-ID user with a resent code, without opening a second session', async () => {
    nextWindow(portal);
    const { sub, token } = await freshEid();
    const email = `held-${sub}@example.fo`;
    expect((await portal.call('POST', '/users', { token, body: form(email) })).status).toBe(201);
    const first = await latestCode(email);

    const resent = await portal.call('POST', '/auth/resend-email-verification', { token, body: { email } });
    expect(resent.status).toBe(202);
    const code = await latestCode(email);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await portal.call('POST', '/auth/verify-current-email', { token, body: { code: code === '000000' ? '000001' : '000000' }, language: 'en' });
    expect(wrong).toMatchObject({ status: 422, body: { error: { code: 'invalid_code' } } });
    const verified = await portal.call('POST', '/auth/verify-current-email', { token, body: { code } });
    expect(verified.status).toBe(200);
    // Answered the user, released; signed in already (with the e-ID): no token of ours is handed out.
    expect(currentUserResponse.parse(verified.body).data).toMatchObject({ email, is_email_verified: true, has_password: false, is_using_samleikin: true });
    const me = await portal.call('GET', '/users/me', { token });
    expect(me.body.data).toMatchObject({ email, is_email_verified: true });
    expect((await portal.call('GET', '/auth/tokens', { token })).body.data).toEqual([]);
    // The first code was replaced by the resent one.
    if (first !== code) expect((await portal.call('POST', '/auth/verify-email', { body: { email, code: first! } })).status).toBe(422);
  });

  it('verifies only a signed-in caller’s own address (anonymous: 401; the code is checked)', async () => {
    expect((await portal.call('POST', '/auth/verify-current-email', { body: { code: '123456' } })).status).toBe(401);
    const invalid = await portal.call('POST', '/auth/verify-current-email', { token: portal.tokens.user, body: { code: '12' }, language: 'en' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error.fields)).toEqual(['code']);
    // A verified user has nothing to verify: answered as is.
    const verified = await portal.call('POST', '/auth/verify-current-email', { token: portal.tokens.user, body: { code: '123456' } });
    expect(verified).toMatchObject({ status: 200, body: { data: { email: 'user@demo.okisnavn.fo', is_email_verified: true } } });
  });

  it('counts resends and address changes against the code allowances (5 per address in 15 minutes)', async () => {
    nextWindow(portal);
    const { sub, token } = await freshEid();
    const email = `busy-${sub}@example.fo`;
    expect((await portal.call('POST', '/users', { token, body: form(email) })).status).toBe(201);
    for (let sent = 1; sent < 5; sent += 1) expect((await portal.call('POST', '/auth/resend-email-verification', { token, body: { email } })).status).toBe(202);
    const refused = await portal.call('POST', '/auth/resend-email-verification', { token, body: { email }, language: 'en' });
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    // Moving to a fresh address is counted for that address; moving back to a used-up one is refused before anything changes.
    const fresh = `fresh-${sub}@example.fo`;
    expect((await portal.call('PATCH', '/auth/update-email', { token, body: { email: fresh } })).status).toBe(202);
    const back = await portal.call('PATCH', '/auth/update-email', { token, body: { email } });
    expect(back.status).toBe(429);
    expect((await portal.call('GET', '/users/me', { token })).body.data.email).toBe(fresh);
  });

  it('takes the typed name when the e-ID carries none', async () => {
    const sub = newSubject();
    const token = await eidToken({ sub, email: `${sub}@example.fo` });
    const created = await portal.call('POST', '/auth/register-samleikin-user', { token, body: form(`${sub}@example.fo`) });
    expect(created.body.data.name).toBe('Typed Name');
  });

  it('refuses a second user for the same e-ID, and an e-mail another user has', async () => {
    const { sub, token } = await freshEid();
    expect((await portal.call('POST', '/auth/register-samleikin-user', { token, body: form(`${sub}@example.fo`) })).status).toBe(201);
    const twice = await portal.call('POST', '/users', { token, body: form(`again-${sub}@example.fo`) });
    expect(twice).toMatchObject({ status: 409, body: { error: { code: 'eid_already_linked' } } });

    const other = await freshEid();
    const taken = await portal.call('POST', '/auth/register-samleikin-user', { token: other.token, body: form('Admin@demo.okisnavn.fo'), language: 'en' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ code: 'email_taken', message: 'A user with this email address already exists.' });
    // Nothing was half-written: the e-ID is still free.
    expect((await portal.call('GET', '/auth/check-samleikin-user-is-verified', { token: other.token })).body.data.user_exists).toBe(false);
  });

  it('validates the form with the shared schema (spec "User create")', async () => {
    const { sub, token } = await freshEid();
    const answer = await portal.call('POST', '/auth/register-samleikin-user', {
      token,
      body: { ...form(`${sub}@example.fo`), street: 'x', terms_accepted: false },
      language: 'en',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['street', 'terms_accepted']);
  });

  it('needs an e-ID: anonymous callers and opaque tokens get 401', async () => {
    expect((await portal.call('POST', '/users', { body: form('x@example.fo') })).status).toBe(401);
    expect((await portal.call('POST', '/users', { token: portal.tokens.user, body: form('x@example.fo') })).status).toBe(401);
  });
});
