import { afterEach, describe, expect, it } from 'vitest';
import { registryWebhookHeaders } from '#functions/adapters/registry/registry-webhook-signature.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { localRegistryWebhookSecret } from '#infra/local/runtime.ts';
import { notificationListResponse } from '#shared/schemas/notifications.ts';
import { latestCode, newAccount, nextWindow, outbox, password } from './accounts.ts';
import { usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';

/**
 * Notifications by e-mail (issue 14, "Notifications and e-mail"), over real HTTP against the
 * local runtime: what the notifications consumer writes to the bell it also mails, in the
 * user's language, once per event, to the local outbox (`/dev/outbox`).
 */
const portal = usePortal({ queueRetryDelayMs: () => 20 });

afterEach(() => portal.runtime.clock.reset());

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safariOnIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The notification mails to an address: every e-mail but those carrying a code. */
const mailsTo = async (email: string) => (await outbox(portal, email)).filter((message) => message.channel === 'email' && !/\b\d{6}\b/.test(message.text));

const notificationsOf = async (token: string) => {
  const answer = await portal.call('GET', '/users/me/notifications', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return notificationListResponse.parse(answer.body).data.data;
};

/** Signs in with password and code from a browser: its User-Agent and the web's device id. */
async function signInFrom(email: string, device: { userAgent: string; deviceId?: string }): Promise<string> {
  nextWindow(portal);
  const headers = { 'user-agent': device.userAgent, ...(device.deviceId ? { 'x-device-id': device.deviceId } : {}) };
  const requested = await portal.call('POST', '/auth/request-login', { body: { email, password }, headers });
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const answer = await portal.call('POST', '/auth/login', { body: { code: await latestCode(portal, email), verification_id: requested.body.data.verification_id }, headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await portal.runtime.bus.drain();
  return answer.body.data.token as string;
}

describe('a registry event notifies and mails the owner', () => {
  /** A domain of the demo user's (Faroese), at the registry and in the portal. */
  const ourDomain = () => demoUsersDomain(portal, 'fradoban');

  const settled = async () => {
    await portal.runtime.registry.webhooksIdle();
    await portal.runtime.bus.drain();
  };
  const trigger = (domain: DomainRecord, verb: string) => fetch(`${portal.runtime.url}/dev/registry/domains/${encodeURIComponent(domain.name)}/${verb}`, { method: 'POST' });
  const demoMailsAbout = async (name: string) => (await mailsTo('user@demo.okisnavn.fo')).filter((mail) => mail.subject?.includes(name));

  it('suspended by the registry: a danger in the bell and one Faroese mail, also when the webhook and the domain event come twice', async () => {
    const domain = await ourDomain();
    expect((await trigger(domain, 'suspend')).status).toBe(200);
    await settled();

    const [notice] = (await notificationsOf(portal.tokens.user)).filter((notification) => notification.data.target === domain.name);
    expect(notice).toMatchObject({ read_at: null, data: { type: 'danger', message: 'domain_suspended', params: { name: domain.name }, url: `/domains/${domain.domainId}` } });
    const [mail, ...more] = await demoMailsAbout(domain.name);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Økisnavninum ${domain.name} er steðgað`);
    expect(mail?.text).toContain('Vit biðja teg ongantíð um kortupplýsingar við telduposti.');
    expect(mail?.text).toContain(`Rita inn á Økisnavn at síggja meira: ${portal.runtime.url}`);

    // The registry delivers the same webhook again, and the bus the same domain event again.
    const delivery = portal.runtime.registry.webhookDeliveries.find((entry) => entry.domain === domain.name)!;
    expect(delivery).toMatchObject({ state: 'delivered' });
    const rawBody = JSON.stringify(delivery.event);
    const again = await portal.call('POST', '/webhooks/registry', {
      rawBody,
      headers: registryWebhookHeaders(localRegistryWebhookSecret, rawBody, Math.floor(portal.runtime.clock.now().getTime() / 1000)),
    });
    expect(again.status).toBeLessThan(300);
    const [changed] = portal.runtime.bus.published.filter(
      (event) => event.metadata.name === 'domain.registry-status-changed' && (event.data as { domainId: string }).domainId === domain.domainId,
    );
    await portal.runtime.bus.publish([changed!]);
    await settled();
    expect(await demoMailsAbout(domain.name)).toHaveLength(1);
    expect((await notificationsOf(portal.tokens.user)).filter((notification) => notification.data.target === domain.name)).toHaveLength(1);
  });

  it('deleted by the registry: a danger and a mail', async () => {
    const domain = await ourDomain();
    expect((await trigger(domain, 'delete')).status).toBe(200);
    await settled();
    const [notice] = (await notificationsOf(portal.tokens.user)).filter((notification) => notification.data.target === domain.name);
    expect(notice?.data).toMatchObject({ type: 'danger', message: 'domain_deleted_at_registry' });
    expect((await demoMailsAbout(domain.name)).map((mail) => mail.subject)).toEqual([`Økisnavnið ${domain.name} er strikað`]);
  });
});

describe('account notifications by e-mail', () => {
  it('a changed password is mailed in English to a user whose language is English, with an HTML part', async () => {
    const { email, token } = await newAccount(portal, { language: 'en' });
    const next = 'Brand-new-password-1';
    const changed = await portal.call('PATCH', '/users/me/password', { token, body: { current_password: password, password: next, password_confirmation: next } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await portal.runtime.bus.drain();
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Your password was changed' });
    expect(mail!.text).toContain('Hello Anna Útlendingur,');
    expect(mail!.text).toContain('Your password was changed. If it was not you, change it at once.');
    expect(mail!.text).toContain('We never ask for card details by e-mail.');
    expect(mail!.html).toContain('<p>Your password was changed. If it was not you, change it at once.</p>');
  });

  it('the same for a Faroese user is in Faroese', async () => {
    const { email, token } = await newAccount(portal, { language: 'fo' });
    const next = 'Brand-new-password-1';
    expect((await portal.call('PATCH', '/users/me/password', { token, body: { current_password: password, password: next, password_confirmation: next } })).status).toBe(200);
    await portal.runtime.bus.drain();
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['Loyniorðið hjá tær er broytt']);
  });

  it('a sign-in from a new device notifies and mails; the same device again, and the account’s first sign-in, do not', async () => {
    // The account's first sign-in (verifying its address) meets its first device: nothing to tell.
    const { email, token } = await newAccount(portal, { language: 'en' });
    await portal.runtime.bus.drain();
    expect(await notificationsOf(token)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);

    await signInFrom(email, { userAgent: firefox, deviceId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' });
    const [notice, ...others] = await notificationsOf(token);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ data: { type: 'info', message: 'new_device_sign_in', params: { browser: 'Firefox', system: 'Linux' }, url: '/my-user' } });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'A new sign-in to your user' });
    expect(mail!.text).toContain('Someone signed in to your user from a new device (Firefox on Linux).');

    // The same browser again: known. Another device (another id, another phone): told.
    await signInFrom(email, { userAgent: firefox, deviceId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' });
    expect(await notificationsOf(token)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    await signInFrom(email, { userAgent: safariOnIphone, deviceId: 'ffeeddccbbaa99887766554433221100' });
    expect((await notificationsOf(token)).map((notification) => notification.data.params)).toEqual([
      { browser: 'Safari', system: 'iOS' },
      { browser: 'Firefox', system: 'Linux' },
    ]);
    expect(await mailsTo(email)).toHaveLength(2);
  });
});
