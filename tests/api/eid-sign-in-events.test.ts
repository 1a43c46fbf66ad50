import { describe, expect, it } from 'vitest';
import { activityListResponse } from '#shared/schemas/activity.ts';
import { notificationListResponse } from '#shared/schemas/notifications.ts';
import { outbox } from './accounts.ts';
import { CookieJar, signInWithEid } from './eid.ts';
import { usePortal } from './portal.ts';

/**
 * A national e-ID sign-in is a sign-in like any other (issue 14, "Change history" and "new
 * sign-in from an unknown device"): it reports `user.signed-in` once per e-ID session, with the
 * browser's device, so it shows in the user's own activity and a new device notifies and mails.
 * Real sign-ins at the embedded provider; Anna (not linked at start) becomes a user of her own.
 */
const portal = usePortal({ queueRetryDelayMs: () => 20 });
const provider = () => portal.runtime.identityProvider!;

const anna = { subject: '0101901234', email: 'anna@example.fo' };
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safariOnIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const laptop = { 'user-agent': firefox, 'x-device-id': 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
const phone = { 'user-agent': safariOnIphone, 'x-device-id': 'ffeeddccbbaa99887766554433221100' };

/** A new sign-in at the provider (a new provider session, so a new e-ID session of ours). */
const signInAtProvider = async () =>
  (await signInWithEid({ issuer: provider().issuer, clientId: provider().clientId, origin: portal.runtime.url, subject: anna.subject, jar: new CookieJar() })).access_token;

/** The web's check right after the provider's sign-in, from a browser. */
async function check(token: string, headers: Record<string, string>): Promise<void> {
  const answer = await portal.call('GET', '/auth/check-samleikin-user-is-verified', { token, headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data).toEqual({ user_exists: true });
  await portal.runtime.bus.drain();
}

const signInsOf = async (token: string) => {
  const answer = await portal.call('GET', '/users/me/activity', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return activityListResponse.parse(answer.body).data.data.filter((entry) => entry.activity === 'user.signed-in');
};

const notificationsOf = async (token: string) => {
  const answer = await portal.call('GET', '/users/me/notifications', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return notificationListResponse.parse(answer.body).data.data;
};

/** The notification mails (not the code mails) to Anna. */
const mails = async () => (await outbox(portal, anna.email)).filter((message) => message.channel === 'email' && !/\b\d{6}\b/.test(message.text));

describe('an e-ID sign-in', () => {
  it('shows in the own activity once per e-ID session; a new device notifies and mails, a known one and the first do not', async () => {
    // Sign-up with the e-ID on the laptop: the account's first sign-in, from its first device.
    const first = await signInAtProvider();
    const registered = await portal.call('POST', '/auth/register-samleikin-user', {
      token: first,
      headers: laptop,
      body: {
        name: 'Anna Hansen',
        street: 'Gøtuvegur 7',
        zip: '100',
        city: 'Tórshavn',
        country_code: 'FO',
        language: 'en',
        email: anna.email,
        terms_accepted: true,
        privacy_policy_accepted: true,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    await portal.runtime.bus.drain();
    expect(await signInsOf(first)).toHaveLength(1);
    expect(await notificationsOf(first)).toEqual([]);

    // The same session checked again (a reload on the way back): still one sign-in.
    await check(first, laptop);
    expect(await signInsOf(first)).toHaveLength(1);

    // Signing in again on the laptop: a second sign-in, from a known device.
    const again = await signInAtProvider();
    await check(again, laptop);
    const signIns = await signInsOf(again);
    expect(signIns).toHaveLength(2);
    expect(signIns[0]).toMatchObject({ actor: { kind: 'user', name: 'Anna Hansen' }, details: { method: 'e-id' } });
    expect(await notificationsOf(again)).toEqual([]);
    expect(await mails()).toEqual([]);

    // On the phone: new to Anna, so the bell and an e-mail tell her.
    const onPhone = await signInAtProvider();
    await check(onPhone, phone);
    expect(await signInsOf(onPhone)).toHaveLength(3);
    const [notice, ...others] = await notificationsOf(onPhone);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ data: { message: 'new_device_sign_in', params: { browser: 'Safari', system: 'iOS' }, url: '/my-user' } });
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Someone signed in to your user from a new device (Safari on iOS).');
  });
});
