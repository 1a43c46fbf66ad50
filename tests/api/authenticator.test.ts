import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticatorSetupResponse, recoveryCodesResponse, requestLoginResponse } from '#shared/schemas/auth.ts';
import { latestCode, newAccount, nextWindow, outbox, password } from './accounts.ts';
import { usePortal } from './portal.ts';

const portal = usePortal();
// Passwords are hashed with scrypt at 128 MiB (~0.3 s each, more when every API file runs at once).
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => nextWindow(portal));

/** The code the app shows now on the runtime's (moved) clock. */
const appCode = (secret: string, offsetSteps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: portal.runtime.clock.now().getTime() + offsetSteps * 30_000 });

describe('an authenticator app in place of the e-mailed code', () => {
  it('is turned on with the e-mailed code and the first code, then signs in with no e-mail sent, and with a recovery code once', async () => {
    const { email, token } = await newAccount(portal);
    // Step 2 before step 1: no e-mailed code, no secret.
    expect(await portal.call('POST', '/auth/authenticator/setup', { token, body: { code: '123456' } })).toMatchObject({ status: 422, body: { error: { code: 'invalid_code' } } });

    expect(await portal.call('POST', '/auth/authenticator/email-code', { token })).toMatchObject({ status: 202 });
    const [setupMail] = await outbox(portal, email);
    expect(setupMail!.subject).toBe('Your code to turn on an authenticator app');
    const setup = await portal.call('POST', '/auth/authenticator/setup', { token, body: { code: await latestCode(portal, email) } });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const { secret, otpauth_uri: uri } = authenticatorSetupResponse.parse(setup.body).data;
    expect(uri).toContain(`secret=${secret}`);
    // Still off until the app's first code.
    expect((await portal.call('GET', '/auth/authenticator', { token })).body.data).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    expect(await portal.call('POST', '/auth/authenticator/confirm', { token, body: { code: appCode(secret, -2) } })).toMatchObject({ status: 422 });
    const confirmed = await portal.call('POST', '/auth/authenticator/confirm', { token, body: { code: appCode(secret) } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const recoveryCodes = recoveryCodesResponse.parse(confirmed.body).data.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect((await portal.call('GET', '/auth/authenticator', { token })).body.data).toMatchObject({ enabled: true, recovery_codes_left: 10 });

    // Sign-in: the password, then the app's code; nothing is e-mailed.
    portal.runtime.clock.advance(30_000);
    // The sign-in codes e-mailed (the notices of the account's changes come besides them, in their own time).
    const codeMails = async () => (await outbox(portal, email)).filter((mail) => /\b\d{6}\b/.test(mail.text));
    const mailsBefore = (await codeMails()).length;
    const requested = await portal.call('POST', '/auth/request-login', { body: { email, password } });
    expect(requested.status).toBe(200);
    expect(requestLoginResponse.parse(requested.body).data.second_factor).toBe('authenticator');
    expect(await codeMails()).toHaveLength(mailsBefore);
    const code = appCode(secret);
    const signedIn = await portal.call('POST', '/auth/login', { body: { code, verification_id: requested.body.data.verification_id } });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((await portal.call('GET', '/users/me', { token: signedIn.body.data.token })).body.data.email).toBe(email);

    // The same code again, at the next sign-in: refused.
    const again = await portal.call('POST', '/auth/request-login', { body: { email, password } });
    expect(await portal.call('POST', '/auth/login', { body: { code, verification_id: again.body.data.verification_id } })).toMatchObject({
      status: 422,
      body: { error: { code: 'invalid_code' } },
    });

    // A recovery code instead, once.
    const withRecovery = await portal.call('POST', '/auth/login-recovery-code', { body: { recovery_code: recoveryCodes[0], verification_id: again.body.data.verification_id } });
    expect(withRecovery.status, JSON.stringify(withRecovery.body)).toBe(200);
    const third = await portal.call('POST', '/auth/request-login', { body: { email, password } });
    expect(await portal.call('POST', '/auth/login-recovery-code', { body: { recovery_code: recoveryCodes[0], verification_id: third.body.data.verification_id } })).toMatchObject({
      status: 422,
      body: { error: { code: 'invalid_code' } },
    });
    expect(await codeMails()).toHaveLength(mailsBefore);
    expect((await portal.call('GET', '/auth/authenticator', { token })).body.data).toMatchObject({ recovery_codes_left: 9 });

    // The activity log says how each sign-in went, and that the app was turned on.
    await portal.runtime.bus.drain();
    // The owner was told the app was added (issue 29), by mail with when and from which device.
    expect((await outbox(portal, email)).map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/authenticator app was added|váttanarforrit er knýtt/));
    const activity = await portal.call('GET', '/users/me/activity?page=1&per_page=20', { token });
    const seen = (activity.body.data.data as { activity: string; details: Record<string, unknown> }[]).map((entry) => [
      entry.activity,
      entry.details.method ?? entry.details.change,
    ]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['user.authenticator-changed', 'turned-on'],
        ['user.signed-in', 'password-and-authenticator'],
        ['user.signed-in', 'password-and-recovery-code'],
      ]),
    );

    // Turned off, sign-in e-mails the code again.
    expect(await portal.call('DELETE', '/auth/authenticator', { token })).toMatchObject({ status: 204 });
    const afterOff = await portal.call('POST', '/auth/request-login', { body: { email, password } });
    expect(afterOff.body.data.second_factor).toBe('email-code');
    expect(await codeMails()).toHaveLength(mailsBefore + 1);
  });

  it('refuses a recovery code that is not well formed, in the reader’s language', async () => {
    const answer = await portal.call('POST', '/auth/login-recovery-code', { body: { recovery_code: 'abc', verification_id: 'x' }, language: 'fo' });
    expect(answer).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_failed', fields: { recovery_code: 'Ein trygdarkota hevur 10 bókstavir og tøl, sum abcde-23456.' } } },
    });
  });
});
