import { describe, expect, it } from 'vitest';
import { accountErrors } from '#shared/i18n/messages.ts';
import { newAccount } from './accounts.ts';
import { type AnswerOverrides, SoftwareAuthenticator } from './passkey-authenticator.ts';
import { type Json, usePortal } from './portal.ts';

/**
 * Passkeys end to end over HTTP (issue 29): added by a signed-in person, signing in alone,
 * stepping up, removed; and every answer that must not pass refused with a 4xx in the reader's
 * language: a replayed assertion, a challenge used twice, one older than 5 minutes, another
 * origin's, a credential of another account, a counter gone back, no user verification.
 */
const portal = usePortal();
/**
 * The relying party: the portal's host and origin. The runtime listens on 127.0.0.1, which no
 * browser takes as a party's id, so the portal is the party `localhost` on the same port.
 */
const origin = () => portal.runtime.url.replace('//127.0.0.1:', '//localhost:');
const host = () => 'localhost';

async function withPasskey(options: { backupEligible?: boolean; backedUp?: boolean } = {}) {
  const account = await newAccount(portal);
  const authenticator = new SoftwareAuthenticator(origin(), host(), options);
  const created = await portal.call('POST', '/auth/passkeys/registration-options', { token: account.token });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const added = await portal.call('POST', '/auth/passkeys', { token: account.token, body: { name: 'Telefonin', response: authenticator.register(created.body.data) } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { ...account, authenticator, passkey: added.body.data as Json };
}

async function signInOptions(): Promise<Json> {
  const answer = await portal.call('POST', '/auth/passkey-login/options');
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const signInWith = (response: unknown, language?: string) => portal.call('POST', '/auth/passkey-login', { body: { response }, language });

async function signInAnswer(authenticator: SoftwareAuthenticator, overrides: AnswerOverrides = {}) {
  return authenticator.assert(await signInOptions(), overrides);
}

function expectRefused(answer: { status: number; body: Json }, status: number, code: keyof typeof accountErrors.en, language: 'fo' | 'en') {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error.code).toBe(code);
  expect(answer.body.error.message).toBe(accountErrors[language][code]);
}

describe('adding a passkey', () => {
  it('asks for a discoverable credential with user verification, for the portal host, and keeps it named', async () => {
    const account = await newAccount(portal);
    const options = await portal.call('POST', '/auth/passkeys/registration-options', { token: account.token });
    expect(options.body.data.rp.id).toBe(host());
    expect(options.body.data.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.body.data.timeout).toBeLessThanOrEqual(5 * 60_000);

    const authenticator = new SoftwareAuthenticator(origin(), host(), { backupEligible: true, backedUp: true });
    const added = await portal.call('POST', '/auth/passkeys', { token: account.token, body: { name: '  Fartelefonin  ', response: authenticator.register(options.body.data) } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'Fartelefonin', last_used_at: null, backed_up: true });

    const listed = await portal.call('GET', '/auth/passkeys', { token: account.token });
    expect(listed.body.data).toEqual([added.body.data]);
    // The next options exclude it, so the same authenticator is not added twice.
    const again = await portal.call('POST', '/auth/passkeys/registration-options', { token: account.token });
    expect(again.body.data.excludeCredentials.map((credential: Json) => credential.id)).toEqual([authenticator.credentialId]);
  });

  it('refuses a registration answered from another origin, and one made for another person’s challenge', async () => {
    const [first, second] = [await newAccount(portal), await newAccount(portal)];
    const authenticator = new SoftwareAuthenticator(origin(), host());
    const options = await portal.call('POST', '/auth/passkeys/registration-options', { token: first.token });
    const elsewhere = await portal.call('POST', '/auth/passkeys', {
      token: first.token,
      body: { name: 'X', response: authenticator.register(options.body.data, { origin: 'https://okisnavn.example' }) },
    });
    expectRefused(elsewhere, 422, 'passkey_not_verified', 'fo');

    const forFirst = await portal.call('POST', '/auth/passkeys/registration-options', { token: first.token });
    const bySecond = await portal.call('POST', '/auth/passkeys', {
      token: second.token,
      body: { name: 'X', response: authenticator.register(forFirst.body.data) },
      language: 'en',
    });
    expectRefused(bySecond, 409, 'passkey_challenge_used', 'en');
    expect((await portal.call('GET', '/auth/passkeys', { token: second.token })).body.data).toEqual([]);
  });

  it('names the name field when it is empty', async () => {
    const account = await newAccount(portal);
    const authenticator = new SoftwareAuthenticator(origin(), host());
    const options = await portal.call('POST', '/auth/passkeys/registration-options', { token: account.token });
    const answer = await portal.call('POST', '/auth/passkeys', { token: account.token, body: { name: '   ', response: authenticator.register(options.body.data) } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields)).toEqual(['name']);
  });
});

describe('signing in with a passkey alone', () => {
  it('opens a session for the passkey’s person, lists no credentials, and records the use', async () => {
    const { authenticator, userId, passkey } = await withPasskey();
    const options = await signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.rpId).toBe(host());
    expect(options.userVerification).toBe('required');

    const signedIn = await signInWith(authenticator.assert(options));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const me = await portal.call('GET', '/users/me', { token: signedIn.body.data.token });
    expect(me.body.data.id).toBe(userId);
    // The session is one of the person's sessions, like a password sign-in's.
    const sessions = await portal.call('GET', '/auth/tokens', { token: signedIn.body.data.token });
    expect(sessions.body.data.find((session: Json) => session.current)?.id).toBe(signedIn.body.data.token_id);
    const listed = await portal.call('GET', '/auth/passkeys', { token: signedIn.body.data.token });
    expect(listed.body.data[0]).toMatchObject({ id: passkey.id });
    expect(Date.parse(listed.body.data[0].last_used_at)).toBeGreaterThanOrEqual(Date.parse(passkey.created_at));
  });

  it('refuses a replayed assertion', async () => {
    const { authenticator } = await withPasskey();
    const assertion = await signInAnswer(authenticator);
    expect((await signInWith(assertion)).status).toBe(200);
    expectRefused(await signInWith(assertion), 409, 'passkey_challenge_used', 'fo');
    expectRefused(await signInWith(assertion, 'en'), 409, 'passkey_challenge_used', 'en');
  });

  it('refuses a challenge used twice, even with a fresh signature', async () => {
    const { authenticator } = await withPasskey();
    const options = await signInOptions();
    expect((await signInWith(authenticator.assert(options))).status).toBe(200);
    expectRefused(await signInWith(authenticator.assert(options)), 409, 'passkey_challenge_used', 'fo');
  });

  it('refuses a challenge older than 5 minutes, and takes one just under', async () => {
    const { authenticator } = await withPasskey();
    const stale = await signInOptions();
    const fresh = await signInOptions();
    portal.runtime.clock.advance(5 * 60_000 - 1000);
    expect((await signInWith(authenticator.assert(fresh))).status).toBe(200);
    portal.runtime.clock.advance(2000);
    expectRefused(await signInWith(authenticator.assert(stale), 'en'), 422, 'passkey_challenge_expired', 'en');
    // Refused once, it is gone.
    expectRefused(await signInWith(authenticator.assert(stale)), 409, 'passkey_challenge_used', 'fo');
  });

  it('refuses another origin’s assertion and one without user verification', async () => {
    const { authenticator } = await withPasskey();
    expectRefused(await signInWith(await signInAnswer(authenticator, { origin: 'https://okisnavn.fo.evil.example' })), 422, 'passkey_not_verified', 'fo');
    // The same port on the loopback address is another origin too.
    expectRefused(await signInWith(await signInAnswer(authenticator, { origin: portal.runtime.url })), 422, 'passkey_not_verified', 'fo');
    expectRefused(await signInWith(await signInAnswer(authenticator, { userVerified: false }), 'en'), 422, 'passkey_not_verified', 'en');
  });

  it('refuses a credential of another account', async () => {
    const owner = await withPasskey();
    const other = await withPasskey();
    // The owner's credential, claimed for the other person (their user handle).
    const answer = await signInAnswer(owner.authenticator, { userHandle: Buffer.from(other.userId).toString('base64url') });
    expectRefused(await signInWith(answer), 422, 'passkey_unknown', 'fo');
  });

  it('keeps the sign counter: an assertion whose counter did not go up is refused; the backup state follows the last use', async () => {
    const { authenticator, token } = await withPasskey({ backupEligible: true, backedUp: true });
    expect((await signInWith(await signInAnswer(authenticator, { counter: 7, backedUp: false }))).status).toBe(200);
    expect((await portal.call('GET', '/auth/passkeys', { token })).body.data[0].backed_up).toBe(false);
    expectRefused(await signInWith(await signInAnswer(authenticator, { counter: 7 })), 422, 'passkey_not_verified', 'fo');
    expectRefused(await signInWith(await signInAnswer(authenticator, { counter: 3 })), 422, 'passkey_not_verified', 'fo');
    expect((await signInWith(await signInAnswer(authenticator, { counter: 8 }))).status).toBe(200);
  });

  it('refuses an answer to a step-up challenge', async () => {
    const { authenticator, token } = await withPasskey();
    const stepUp = await portal.call('POST', '/auth/passkey-step-up/options', { token });
    expectRefused(await signInWith(authenticator.assert(stepUp.body.data)), 409, 'passkey_challenge_used', 'fo');
  });
});

describe('step-up with a passkey', () => {
  it('makes the current session fresh with one of the person’s own passkeys', async () => {
    const { authenticator, token } = await withPasskey();
    portal.runtime.clock.advance(10 * 60_000);
    const before = portal.runtime.clock.now().getTime();
    const options = await portal.call('POST', '/auth/passkey-step-up/options', { token });
    expect(options.body.data.allowCredentials.map((credential: Json) => credential.id)).toEqual([authenticator.credentialId]);
    const stepped = await portal.call('POST', '/auth/passkey-step-up', { token, body: { response: authenticator.assert(options.body.data) } });
    expect(stepped.status, JSON.stringify(stepped.body)).toBe(200);
    const authenticatedAt = Date.parse(stepped.body.data.authenticated_at);
    expect(authenticatedAt).toBeGreaterThanOrEqual(before);
    expect(authenticatedAt).toBeLessThanOrEqual(portal.runtime.clock.now().getTime());
  });

  it('refuses another account’s passkey, and a challenge made for another person', async () => {
    const owner = await withPasskey();
    const other = await withPasskey();
    const options = await portal.call('POST', '/auth/passkey-step-up/options', { token: other.token });
    const withOwners = await portal.call('POST', '/auth/passkey-step-up', {
      token: other.token,
      body: { response: owner.authenticator.assert(options.body.data) },
      language: 'en',
    });
    expectRefused(withOwners, 422, 'passkey_unknown', 'en');

    const ownersOptions = await portal.call('POST', '/auth/passkey-step-up/options', { token: owner.token });
    const onOthersSession = await portal.call('POST', '/auth/passkey-step-up', { token: other.token, body: { response: other.authenticator.assert(ownersOptions.body.data) } });
    expectRefused(onOthersSession, 409, 'passkey_challenge_used', 'fo');
  });
});

describe('renaming and removing', () => {
  it('renames and removes one’s own passkey; another person’s is not found; a removed one signs nobody in', async () => {
    const { authenticator, token, passkey } = await withPasskey();
    const stranger = await newAccount(portal);
    expect((await portal.call('PATCH', `/auth/passkeys/${passkey.id}`, { token: stranger.token, body: { name: 'Mín' } })).status).toBe(404);
    expect((await portal.call('DELETE', `/auth/passkeys/${passkey.id}`, { token: stranger.token })).status).toBe(404);

    const renamed = await portal.call('PATCH', `/auth/passkeys/${passkey.id}`, { token, body: { name: 'Teldan' } });
    expect(renamed.body.data).toMatchObject({ id: passkey.id, name: 'Teldan' });
    expect((await portal.call('DELETE', `/auth/passkeys/${passkey.id}`, { token })).status).toBe(204);
    expect((await portal.call('GET', '/auth/passkeys', { token })).body.data).toEqual([]);
    expect((await portal.call('DELETE', `/auth/passkeys/${passkey.id}`, { token })).status).toBe(404);
    expectRefused(await signInWith(await signInAnswer(authenticator)), 422, 'passkey_unknown', 'fo');
  });
});
