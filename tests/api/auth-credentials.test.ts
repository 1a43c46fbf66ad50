import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCredentialRepository } from '#functions/adapters/dynamodb/credential-repository.ts';
import { hashPassword, needsRehash, testParameters } from '#functions/auth/password.ts';
import { accessTokensResponse, issuedTokenResponse, requestLoginResponse } from '#shared/schemas/auth.ts';
import { abroadUser, latestCode, newAccount, nextWindow, outbox, password, signIn, uniqueEmail } from './accounts.ts';
import { usePortal } from './portal.ts';

const portal = usePortal();
// Passwords are hashed with scrypt at 128 MiB (~0.3 s each, more when every API file runs at once).
vi.setConfig({ testTimeout: 60_000 });

// Every test starts in a fresh rate-limit window: all of them call from 127.0.0.1.
beforeEach(() => nextWindow(portal));

const requestLogin = (email: string, secret: string) => portal.call('POST', '/auth/request-login', { body: { email, password: secret } });
const login = (verificationId: string, code: string) => portal.call('POST', '/auth/login', { body: { code, verification_id: verificationId } });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up from abroad, e-mail verification and sign-in with password and code', () => {
  it('registers, verifies the e-mail (signed in at once), then signs in with password and the e-mailed code', async () => {
    const email = uniqueEmail('flow');
    const registered = await portal.call('POST', '/auth/register-abroad-user', { body: abroadUser(email) });
    expect(registered).toMatchObject({ status: 201, body: { data: { accepted: true } } });

    const [verification] = await outbox(portal, email);
    expect(verification).toMatchObject({ channel: 'email', subject: 'Verify e-mail' });
    expect(verification!.text).toContain('/email-verification');
    const verified = await portal.call('POST', '/auth/verify-email', { body: { email, code: await latestCode(portal, email) } });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ verified: true, token: expect.any(String), token_id: expect.any(String) });
    const me = await portal.call('GET', '/users/me', { token: verified.body.data.token });
    expect(me.body.data).toMatchObject({ email, is_email_verified: true, is_phone_verified: false, phone: '12345678', phone_code: '+45', language: 'en' });

    const requested = await requestLogin(email, password);
    expect(requested.status).toBe(200);
    requestLoginResponse.parse(requested.body);
    const [mail] = await outbox(portal, email);
    expect(mail!.subject).toBe('Your Økisnavn sign-in code');
    const answer = await login(requested.body.data.verification_id, await latestCode(portal, email));
    expect(answer.status).toBe(200);
    const issued = issuedTokenResponse.parse(answer.body).data;
    expect(Date.parse(issued.expires_at) - portal.runtime.clock.now().getTime()).toBeGreaterThan(29 * 24 * 3600_000);
    expect((await portal.call('GET', '/users/me', { token: issued.token })).body.data.email).toBe(email);

    await portal.runtime.bus.drain();
    const names = portal.runtime.bus.published.filter((event) => (event.data as { userId?: string }).userId === me.body.data.id).map((event) => event.metadata.name);
    expect(names).toEqual(['user.registered', 'user.email-verified', 'user.signed-in', 'user.signed-in']);
  });

  it('writes the messages in the language of the user', async () => {
    const email = uniqueEmail('faroese');
    await portal.call('POST', '/auth/register-abroad-user', { body: abroadUser(email, { language: 'fo' }) });
    const [mail] = await outbox(portal, email);
    expect(mail!.subject).toBe('Vátta teldubústað');
    expect(mail!.text).toContain('Kotan at vátta teldubústaðin er');
  });

  it('refuses an e-mail that already has a user, and registrations without both acceptances', async () => {
    const { email } = await newAccount(portal);
    const taken = await portal.call('POST', '/auth/register-abroad-user', { body: abroadUser(email.toUpperCase()), language: 'en' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'email_taken', message: 'A user with this email address already exists.' });
    const unaccepted = await portal.call('POST', '/auth/register-abroad-user', { body: abroadUser(uniqueEmail(), { terms_accepted: false }) });
    expect(unaccepted.status).toBe(422);
    expect(Object.keys(unaccepted.body.error.fields)).toEqual(['terms_accepted']);
  });

  it('refuses a password on the common-password list, in the language asked for, and registers nobody', async () => {
    const email = uniqueEmail('common');
    const common = await portal.call('POST', '/auth/register-abroad-user', {
      body: abroadUser(email, { password: 'password1234', password_confirmation: 'password1234' }),
      language: 'fo',
    });
    expect(common.status).toBe(422);
    expect(common.body.error).toMatchObject({ code: 'validation_failed', fields: { password: 'Hetta loyniorðið er millum tey mest brúktu og er lætt at gita. Vel eitt annað.' } });
    expect(await outbox(portal, email)).toEqual([]);
    const english = await portal.call('POST', '/auth/register-abroad-user', {
      body: abroadUser(email, { password: 'Qwertyuiop123', password_confirmation: 'Qwertyuiop123' }),
      language: 'en',
    });
    expect(english.body.error.fields).toEqual({ password: 'This password is one of the most common ones and is easy to guess. Choose another one.' });
  });

  it('lets an unverified user sign in, reaching only what needs no verification', async () => {
    const email = uniqueEmail('unverified');
    await portal.call('POST', '/auth/register-abroad-user', { body: abroadUser(email) });
    const token = await signIn(portal, email);
    const me = await portal.call('GET', '/users/me', { token });
    expect(me.body.data.is_email_verified).toBe(false);
  });

  it('re-sends the verification code: the newer code works, the older one no longer does', async () => {
    const email = uniqueEmail('resend');
    await portal.call('POST', '/auth/register-abroad-user', { body: abroadUser(email) });
    const first = await latestCode(portal, email);
    const resent = await portal.call('POST', '/auth/resend-email-verification', { body: { email } });
    expect(resent).toMatchObject({ status: 202, body: { data: { accepted: true } } });
    const second = await latestCode(portal, email);
    expect(await outbox(portal, email)).toHaveLength(2);
    if (first !== second) {
      const old = await portal.call('POST', '/auth/verify-email', { body: { email, code: first } });
      expect(old.body.error.code).toBe('invalid_code');
    }
    expect((await portal.call('POST', '/auth/verify-email', { body: { email, code: second } })).status).toBe(200);
  });

  it('answers re-send requests the same for unknown and verified addresses, sending nothing', async () => {
    const { email } = await newAccount(portal);
    const unknown = uniqueEmail('nobody');
    const sent = (await outbox(portal, email)).length;
    for (const address of [unknown, email]) {
      const answer = await portal.call('POST', '/auth/resend-email-verification', { body: { email: address } });
      expect(answer).toMatchObject({ status: 202, body: { data: { accepted: true } } });
    }
    expect(await outbox(portal, unknown)).toEqual([]);
    expect(await outbox(portal, email)).toHaveLength(sent);
  });
});

describe('sign-in codes', () => {
  it('are single use', async () => {
    const { email } = await newAccount(portal);
    const requested = await requestLogin(email, password);
    const code = await latestCode(portal, email);
    expect((await login(requested.body.data.verification_id, code)).status).toBe(200);
    const again = await login(requested.body.data.verification_id, code);
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('invalid_code');
  });

  it('die after 5 wrong tries, even for the right code afterwards', async () => {
    const { email } = await newAccount(portal);
    const requested = await requestLogin(email, password);
    const code = await latestCode(portal, email);
    const answers = [];
    for (let index = 0; index < 5; index++) answers.push((await login(requested.body.data.verification_id, otherCode(code))).body.error.code);
    expect(answers).toEqual(['invalid_code', 'invalid_code', 'invalid_code', 'invalid_code', 'code_attempts_exhausted']);
    const right = await login(requested.body.data.verification_id, code);
    expect(right.status).toBe(422);
    expect(right.body.error.code).toBe('code_attempts_exhausted');
  });

  it('expire after 10 minutes', async () => {
    const { email } = await newAccount(portal);
    const requested = await requestLogin(email, password);
    const code = await latestCode(portal, email);
    portal.runtime.clock.advance(10 * 60_000 + 1000);
    const late = await login(requested.body.data.verification_id, code);
    expect(late.status).toBe(422);
    expect(late.body.error.code).toBe('invalid_code');
  });

  it('are bound to their verification id', async () => {
    const { email } = await newAccount(portal);
    const first = await requestLogin(email, password);
    const firstCode = await latestCode(portal, email);
    const second = await requestLogin(email, password);
    const secondCode = await latestCode(portal, email);
    if (firstCode !== secondCode) expect((await login(second.body.data.verification_id, firstCode)).body.error.code).toBe('invalid_code');
    expect((await login(first.body.data.verification_id, firstCode)).status).toBe(200);
  });

  it('go to an e-mail at most 5 times in 15 minutes, and an address gets 5 wrong passwords per e-mail, known or not', async () => {
    const { email } = await newAccount(portal);
    nextWindow(portal); // registering sent a code to the address in this window
    for (const [address, answered] of [
      [email, 200],
      [uniqueEmail('unknown'), 422],
    ] as const) {
      const statuses = [];
      for (let index = 0; index < 6; index++) statuses.push((await requestLogin(address, password)).status);
      expect(statuses).toEqual([...Array<number>(5).fill(answered), 429]);
    }
    const limited = await requestLogin(email, password);
    expect(limited.body.error).toMatchObject({ code: 'rate_limited' });
    nextWindow(portal);
    expect((await requestLogin(email, password)).status).toBe(200);
  });

  it('go by SMS too once the phone is verified', async () => {
    const { email, token } = await newAccount(portal);
    await portal.call('PATCH', '/auth/update-phone', { token, body: { phone: '123 456', phone_code: '+298' } });
    await portal.call('POST', '/auth/verify-phone', { token, body: { phone: '123456', code: await latestCode(portal, '+298123456', 'sms') } });
    const requested = await requestLogin(email, password);
    const byMail = await latestCode(portal, email);
    const bySms = await latestCode(portal, '+298123456', 'sms');
    expect(bySms).toBe(byMail);
    expect((await login(requested.body.data.verification_id, bySms)).status).toBe(200);
  });
});

describe('no account enumeration on request-login', () => {
  it('answers an unknown e-mail and a wrong password alike, at once, in the language asked for, and sends nothing', async () => {
    const { email } = await newAccount(portal);
    const unknown = uniqueEmail('unknown');
    const sentBefore = (await outbox(portal, email)).length;
    const timings: Record<string, number[]> = { unknown: [], wrong: [] };
    const answers = [];
    for (let round = 0; round < 3; round++) {
      for (const [kind, address, secret] of [
        ['unknown', unknown, password],
        ['wrong', email, 'Wrong-password-1'],
      ] as const) {
        const started = performance.now();
        const answer = await requestLogin(address, secret);
        timings[kind]!.push(performance.now() - started);
        answers.push(answer);
      }
    }
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ error: { code: 'invalid_credentials', message: 'Teldubústaðurin ella loyniorðið er skeivt.' } });
    }
    const english = await portal.call('POST', '/auth/request-login', { body: { email: unknown, password }, language: 'en' });
    expect(english.body.error).toEqual({ code: 'invalid_credentials', message: 'The e-mail or the password is wrong.' });
    expect(await outbox(portal, unknown)).toEqual([]);
    expect(await outbox(portal, email)).toHaveLength(sentBefore);
    // Both check a password of the same cost: the slower is not several times the faster.
    const [unknownTime, wrongTime] = [Math.min(...timings.unknown!), Math.min(...timings.wrong!)];
    expect(Math.max(unknownTime, wrongTime) / Math.min(unknownTime, wrongTime)).toBeLessThan(3);

    // The right password still gets its code, and the code signs in.
    const requested = await requestLogin(email, password);
    expect(requested.status).toBe(200);
    expect((await login(requested.body.data.verification_id, await latestCode(portal, email))).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('e-mails a link to the portal, sets the password once and ends every session', async () => {
    const { email, token } = await newAccount(portal);
    const unknown = uniqueEmail('unknown');
    for (const address of [unknown, email]) {
      expect(await portal.call('POST', '/auth/forgot-password', { body: { email: address } })).toMatchObject({ status: 202, body: { data: { accepted: true } } });
    }
    // The e-mails are the password-reset consumer's work, after the answers.
    await portal.runtime.bus.drain();
    // The unknown address gets a note with no link.
    const [note, ...more] = await outbox(portal, unknown);
    expect(more).toEqual([]);
    expect(note!.subject).toBe('Umbønin um nýtt loyniorð');
    expect(note!.text).not.toContain('/login/reset-password/');
    const [mail] = await outbox(portal, email);
    const link = /(\S+)\/login\/reset-password\/([\w-]+)\?email=(\S+)/.exec(mail!.text);
    expect(link?.[1]).toBe(portal.runtime.url);
    // The link names the address it was sent to, so the reset page need not ask for it.
    expect(decodeURIComponent(link![3]!)).toBe(email);
    expect(mail!.text.match(/https?:\/\/\S+/g)!.every((url) => url.startsWith(portal.runtime.url))).toBe(true);
    const resetToken = link![2]!;
    const newPassword = 'Another-password-2026';
    const body = { token: resetToken, email, password: newPassword, password_confirmation: newPassword };

    const wrongEmail = await portal.call('POST', '/auth/reset-password', { body: { ...body, email: unknown } });
    expect(wrongEmail.body.error.code).toBe('invalid_reset_link');
    const common = await portal.call('POST', '/auth/reset-password', { body: { ...body, password: 'password1234', password_confirmation: 'password1234' }, language: 'en' });
    expect(common.status).toBe(422);
    expect(common.body.error.fields).toEqual({ password: 'This password is one of the most common ones and is easy to guess. Choose another one.' });
    const reset = await portal.call('POST', '/auth/reset-password', { body });
    expect(reset).toMatchObject({ status: 200, body: { data: { accepted: true } } });
    expect((await portal.call('GET', '/users/me', { token })).status).toBe(401);

    const again = await portal.call('POST', '/auth/reset-password', { body: { ...body, password: 'Third-password-2026', password_confirmation: 'Third-password-2026' } });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('invalid_reset_link');

    // The password-changed notification's e-mail is on its way (the notifications consumer): let it land first.
    await portal.runtime.bus.drain();
    const sent = (await outbox(portal, email)).length;
    await requestLogin(email, password);
    expect(await outbox(portal, email)).toHaveLength(sent);
    expect((await portal.call('GET', '/users/me', { token: await signIn(portal, email, newPassword) })).status).toBe(200);

    await portal.runtime.bus.drain();
    const changed = portal.runtime.bus.published.find((event) => event.metadata.name === 'user.password-changed' && (event.data as { via: string }).via === 'reset');
    expect(changed).toBeDefined();
  });

  it('refuses a link older than an hour', async () => {
    const { email } = await newAccount(portal);
    await portal.call('POST', '/auth/forgot-password', { body: { email } });
    await portal.runtime.bus.drain();
    const resetToken = /\/login\/reset-password\/([\w-]+)/.exec((await outbox(portal, email))[0]!.text)![1]!;
    portal.runtime.clock.advance(60 * 60_000 + 1000);
    const late = await portal.call('POST', '/auth/reset-password', {
      body: { token: resetToken, email, password: 'Late-password-2026', password_confirmation: 'Late-password-2026' },
    });
    expect(late.body.error.code).toBe('invalid_reset_link');
  });
});

describe('sessions', () => {
  it('lists the caller’s live sessions without secrets, newest first, flagging the current one', async () => {
    const { email, token: first } = await newAccount(portal);
    const second = await signIn(portal, email);
    const answer = await portal.call('GET', '/auth/tokens', { token: second });
    expect(answer.status).toBe(200);
    const sessions = accessTokensResponse.parse(answer.body).data;
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.current)).toEqual([true, false]);
    expect(sessions[0]).toMatchObject({ kind: 'session', browser: 'Node.js', system: null });
    expect(sessions[0]).not.toHaveProperty('label');
    expect(sessions[0]!.last_used_at).toBe(sessions[0]!.created_at);
    expect(JSON.stringify(answer.body)).not.toContain(second.split('.')[1]);
    expect(JSON.stringify(answer.body)).not.toContain(first.split('.')[1]);
  });

  it('names a session’s browser and system, not an English sentence (the web words them)', async () => {
    const { email } = await newAccount(portal);
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const requested = await portal.call('POST', '/auth/request-login', { body: { email, password } });
    const signedIn = await portal.call('POST', '/auth/login', {
      body: { code: await latestCode(portal, email), verification_id: requested.body.data.verification_id },
      headers: { 'user-agent': iPhone },
    });
    const sessions = accessTokensResponse.parse((await portal.call('GET', '/auth/tokens', { token: signedIn.body.data.token, language: 'fo' })).body).data;
    expect(sessions[0]).toMatchObject({ current: true, kind: 'session', browser: 'Safari', system: 'iOS' });
    expect(JSON.stringify(sessions)).not.toContain(' on ');
  });

  it('revokes one of the caller’s sessions (refused on its next call), and no one else’s', async () => {
    const { email, token: first } = await newAccount(portal);
    const second = await signIn(portal, email);
    const other = await newAccount(portal);
    const [, firstSession] = (await portal.call('GET', '/auth/tokens', { token: second })).body.data;

    expect((await portal.call('DELETE', `/auth/tokens/${firstSession.id}`, { token: other.token })).status).toBe(404);
    expect((await portal.call('GET', '/users/me', { token: first })).status).toBe(200);

    expect((await portal.call('DELETE', `/auth/tokens/${firstSession.id}`, { token: second })).status).toBe(204);
    expect((await portal.call('GET', '/users/me', { token: first })).status).toBe(401);
    const left = (await portal.call('GET', '/auth/tokens', { token: second })).body.data;
    expect(left.map((session: { id: string }) => session.id)).not.toContain(firstSession.id);
    expect((await portal.call('DELETE', '/auth/tokens/no-such-token', { token: second })).status).toBe(404);
  });

  it('logout revokes the current session only', async () => {
    const { email, token: first } = await newAccount(portal);
    const second = await signIn(portal, email);
    expect((await portal.call('POST', '/auth/logout', { token: second })).status).toBe(204);
    expect((await portal.call('GET', '/users/me', { token: second })).status).toBe(401);
    expect((await portal.call('POST', '/auth/logout', { token: second })).status).toBe(401);
    expect((await portal.call('GET', '/users/me', { token: first })).status).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  it('sends a code to the new address and moves the user there when verified, without a new session', async () => {
    const { email, token } = await newAccount(portal);
    const next = uniqueEmail('moved');
    const started = await portal.call('PATCH', '/auth/update-email', { token, body: { email: next } });
    expect(started).toMatchObject({ status: 202, body: { data: { accepted: true } } });
    expect((await portal.call('GET', '/users/me', { token })).body.data.email).toBe(email);
    const [mail] = await outbox(portal, next);
    expect(mail!.subject).toBe('Verify your new e-mail address');

    const verified = await portal.call('POST', '/auth/verify-email', { body: { email: next, code: await latestCode(portal, next) } });
    expect(verified).toMatchObject({ status: 200, body: { data: { verified: true } } });
    expect(verified.body.data.token).toBeUndefined();
    expect((await portal.call('GET', '/users/me', { token })).body.data).toMatchObject({ email: next, is_email_verified: true });

    // The old address is free again; the new one signs in. (The e-mail-changed notification's
    // e-mails to both addresses are on their way: let them land first.)
    await portal.runtime.bus.drain();
    const sent = (await outbox(portal, email)).length;
    await requestLogin(email, password);
    expect(await outbox(portal, email)).toHaveLength(sent);
    expect(await signIn(portal, next)).toEqual(expect.any(String));
    const reused = await portal.call('POST', '/auth/register-abroad-user', { body: abroadUser(email) });
    expect(reused.status).toBe(201);
  });

  it('refuses an address another user has', async () => {
    const { token } = await newAccount(portal);
    const other = await newAccount(portal);
    const taken = await portal.call('PATCH', '/auth/update-email', { token, body: { email: other.email } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('email_taken');
  });
});

describe('phone verification', () => {
  it('sends an SMS code and marks the number verified with it', async () => {
    const { token } = await newAccount(portal);
    const started = await portal.call('PATCH', '/auth/update-phone', { token, body: { phone: '(21) 12-34', phone_code: '+298' } });
    expect(started).toMatchObject({ status: 202, body: { data: { accepted: true } } });
    const [sms] = await outbox(portal, '+298211234');
    expect(sms).toMatchObject({ channel: 'sms', subject: null, to: '+298211234' });
    // An unencoded `+` in the query reads as a space; the outbox still finds the number.
    const unencoded = await fetch(`${portal.runtime.url}/dev/outbox?to=+298211234`);
    expect(((await unencoded.json()) as { data: unknown[] }).data).toHaveLength(1);
    expect((await portal.call('GET', '/users/me', { token })).body.data.is_phone_verified).toBe(false);

    const code = await latestCode(portal, '+298211234', 'sms');
    const wrongNumber = await portal.call('POST', '/auth/verify-phone', { token, body: { phone: '999999', code } });
    expect(wrongNumber.body.error.code).toBe('invalid_code');
    const verified = await portal.call('POST', '/auth/verify-phone', { token, body: { phone: '211234', code } });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ phone: '(21) 12-34', phone_code: '+298', is_phone_verified: true });
  });

  it('re-sends the code, checking the phone code where it is given', async () => {
    const { token } = await newAccount(portal);
    const resent = await portal.call('POST', '/auth/resend-phone-verification', { token, body: { phone: '12345678', phone_code: '+45' } });
    expect(resent.status).toBe(202);
    const code = await latestCode(portal, '+4512345678', 'sms');
    const wrongCountry = await portal.call('POST', '/auth/verify-phone', { token, body: { phone: '12345678', phone_code: '+298', code } });
    expect(wrongCountry.body.error.code).toBe('invalid_code');
    const verified = await portal.call('POST', '/auth/verify-phone', { token, body: { phone: '12345678', phone_code: '+45', code } });
    expect(verified.body.data.is_phone_verified).toBe(true);
  });

  it('needs phone_code to send a code, and a signed-in user', async () => {
    const { token } = await newAccount(portal);
    const missing = await portal.call('PATCH', '/auth/update-phone', { token, body: { phone: '123456' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.error.fields)).toEqual(['phone_code']);
    expect((await portal.call('PATCH', '/auth/update-phone', { body: { phone: '123456', phone_code: '+298' } })).status).toBe(401);
  });
});

describe('password hashes made with older parameters', () => {
  // Today's parameters are the runtime's: the test runtimes' (`testParameters`, PASSWORD_HASHING=test); the production ones are functions/auth/wiring.test.ts'.
  it('are replaced with today’s on the next sign-in', async () => {
    const { email, userId } = await newAccount(portal);
    const credentialRepository = createCredentialRepository(portal.runtime.table);
    const current = (await credentialRepository.passwordHashOf(userId))!;
    expect(current.startsWith(`scrypt$${testParameters.N}$8$1$`)).toBe(true);
    const old = await hashPassword(password, { N: 2 ** 11, r: 8, p: 1, keyLength: 32 });
    await credentialRepository.rehash(userId, current, old, new Date());
    expect(needsRehash((await credentialRepository.passwordHashOf(userId))!, testParameters)).toBe(true);

    expect(await signIn(portal, email)).toEqual(expect.any(String));
    const stored = (await credentialRepository.passwordHashOf(userId))!;
    expect(stored.startsWith(`scrypt$${testParameters.N}$8$1$`)).toBe(true);
    expect(needsRehash(stored, testParameters)).toBe(false);
  });
});

describe('the demo users', () => {
  it('sign in with the demo password and the e-mailed code', async () => {
    const token = await signIn(portal, 'user@demo.okisnavn.fo', 'Demo-password-2026');
    expect((await portal.call('GET', '/users/me', { token })).body.data.email).toBe('user@demo.okisnavn.fo');
  });
});

describe('the local outbox', () => {
  it('shows the messages, newest first, at /dev/mail and /dev/outbox', async () => {
    const email = uniqueEmail('mailpage');
    await portal.call('POST', '/auth/register-abroad-user', { body: abroadUser(email) });
    await portal.call('POST', '/auth/resend-email-verification', { body: { email } });
    const page = await fetch(`${portal.runtime.url}/dev/mail?to=${encodeURIComponent(email)}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html.match(/<article>/g)).toHaveLength(2);
    expect(html).toContain(email);
    expect(html).toContain('Verify e-mail');
    const all = await (await fetch(`${portal.runtime.url}/dev/outbox`)).json();
    expect(all.data[0].to).toBe(email);
    expect(Date.parse(all.data[0].sent_at)).toBeGreaterThanOrEqual(Date.parse(all.data[1].sent_at));
  });

  it('moves the clock the account use cases read at /dev/clock', async () => {
    const before = (await (await fetch(`${portal.runtime.url}/dev/clock`)).json()).data;
    const moved = await fetch(`${portal.runtime.url}/dev/clock`, { method: 'POST', body: JSON.stringify({ advance_ms: 60_000 }) });
    const after = (await moved.json()).data;
    expect(after.offset_ms - before.offset_ms).toBe(60_000);
    expect((await fetch(`${portal.runtime.url}/dev/clock`, { method: 'POST', body: 'nonsense' })).status).toBe(422);
  });
});
