import { describe, expect, it } from 'vitest';
import type { EventName } from '#events/catalogue/index.ts';
import type { Locale } from '#shared/locales.ts';
import type { MailMessage } from '../ports/mailer.ts';
import type { NotMeLink } from '../domain-settings/not-me-model.ts';
import { notMeTokenHash } from '../domain-settings/not-me-rules.ts';
import type { NotificationRecord } from './model.ts';
import { notify } from './notify.ts';
import type { DeviceMeeting, NotifyPorts } from './ports.ts';

const at = '2026-03-01T10:00:00.000Z';
const event = (id: string, name: EventName, data: unknown) => ({ metadata: { id, name, version: 1, occurredAt: at }, data });

/** The consumer's ports in memory: notifications once per id, devices once per key, mails marked sent. */
function world(users: Record<string, { email: string; language: Locale; name: string }> = { u1: { email: 'anna@example.fo', language: 'en', name: 'Anna' } }) {
  const notifications = new Map<string, NotificationRecord>();
  const devices = new Map<string, { firstEventId: string; firstOfUser: boolean }>();
  const sentMarks = new Set<string>();
  const outbox: MailMessage[] = [];
  const notMeLinks: NotMeLink[] = [];
  let failNextMail = false;
  const ports: NotifyPorts = {
    notifications: {
      recordOnce: async (record) => {
        if (!users[record.userId]) return 'no-user';
        // Each user's partition has its own (pattern B1: the key holds the user).
        const key = `${record.userId}/${record.notificationId}`;
        if (notifications.has(key)) return 'already-recorded';
        notifications.set(key, record);
        return 'recorded';
      },
    },
    domains: {
      ownerOf: async (domainId) =>
        domainId === 'team-domain'
          ? { ownerType: 'team', ownerId: 't1' }
          : domainId === 'moved-domain'
            ? { ownerType: 'user', ownerId: 'u3' }
            : { ownerType: 'user', ownerId: 'u1' },
      // d1 is shared with m1; the team's domain with u1 (an owner of the team, told once) and m1.
      managersOf: async (domainId) => (domainId === 'd1' ? ['m1'] : domainId === 'team-domain' ? ['u1', 'm1'] : []),
    },
    // Team t1's owners: u1 and u2 (its plain members are told nothing).
    teams: { ownersOf: async (teamId) => (teamId === 't1' ? ['u1', 'u2'] : []) },
    devices: {
      meet: async ({ userId, deviceKey, eventId }): Promise<DeviceMeeting> => {
        const key = `${userId}/${deviceKey}`;
        if (!devices.has(key)) devices.set(key, { firstEventId: eventId, firstOfUser: ![...devices.keys()].some((known) => known.startsWith(`${userId}/`)) });
        const device = devices.get(key)!;
        return { isNew: device.firstEventId === eventId, isFirstOfUser: device.firstOfUser };
      },
    },
    recipients: { recipientOf: async (userId) => users[userId] ?? null },
    sentMails: { wasSent: async (key) => sentMarks.has(key), recordSent: async (key) => void sentMarks.add(key) },
    notMeLinks: { create: async (link) => void notMeLinks.push(link) },
    mailer: {
      send: async (message) => {
        if (failNextMail) {
          failNextMail = false;
          throw new Error('SES throttled');
        }
        outbox.push(message);
      },
    },
    clock: { now: () => new Date(at) },
    origin: 'https://okisnavn.fo',
  };
  return { ports, notifications, outbox, notMeLinks, failMailOnce: () => void (failNextMail = true) };
}

const suspended = (id: string) =>
  event(id, 'domain.registry-status-changed', {
    domainId: 'd1',
    name: 'a.fo',
    ownerType: 'user',
    ownerId: 'u1',
    registryEventId: 'evt_1',
    statuses: ['serverHold'],
    previousStatuses: ['ok'],
    suspended: true,
  });
const signIn = (id: string, key: string) =>
  event(id, 'user.signed-in', { userId: 'u1', tokenId: `t-${id}`, method: 'password-and-code', device: { key, browser: 'Firefox', system: 'Linux' } });

describe('notify', () => {
  it('writes the notification and mails it in the reader’s language, once even when the event comes twice', async () => {
    const w = world();
    expect(await notify(suspended('e1'), w.ports)).toEqual({ notification: 'recorded', mailed: ['anna@example.fo'] });
    expect(await notify(suspended('e1'), w.ports)).toEqual({ notification: 'already-recorded', mailed: [] });
    expect(w.notifications.size).toBe(1);
    expect(w.outbox).toHaveLength(1);
    expect(w.outbox[0]).toMatchObject({ to: 'anna@example.fo', subject: 'The domain a.fo is suspended' });
    expect(w.outbox[0]!.text).toContain('Hello Anna,');
    expect(w.outbox[0]!.html).toContain('<p>The registry has suspended a.fo.');
  });

  it('mails a Faroese reader in Faroese', async () => {
    const w = world({ u1: { email: 'jogvan@example.fo', language: 'fo', name: 'Jógvan' } });
    await notify(event('e1', 'user.password-changed', { userId: 'u1', via: 'change' }), w.ports);
    expect(w.outbox[0]).toMatchObject({ to: 'jogvan@example.fo', subject: 'Loyniorðið hjá tær er broytt' });
    expect(w.outbox[0]!.text).toContain('Vit biðja teg ongantíð um kortupplýsingar við telduposti.');
  });

  it('mails on a redelivery what a failed send left unmailed, without a second notification', async () => {
    const w = world();
    w.failMailOnce();
    await expect(notify(suspended('e1'), w.ports)).rejects.toThrow('SES throttled');
    expect(w.notifications.size).toBe(1);
    expect(await notify(suspended('e1'), w.ports)).toEqual({ notification: 'already-recorded', mailed: ['anna@example.fo'] });
    expect(w.outbox).toHaveLength(1);
  });

  it('leaves the order mails to the order-mail consumer: a bought or renewed domain is notified, not mailed here', async () => {
    const w = world();
    const registered = event('e1', 'domain.registered', { domainId: 'd1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', orderId: 'o1', expiresAt: at });
    expect(await notify(registered, w.ports)).toEqual({ notification: 'recorded', mailed: [] });
    const renewed = event('e2', 'domain.renewed', { domainId: 'd1', name: 'a.fo', orderId: 'o2', years: 1, expiresAt: at });
    expect(await notify(renewed, w.ports)).toEqual({ notification: 'recorded', mailed: [] });
    expect(w.outbox).toEqual([]);
  });

  it('mails a changed address to the new one and the previous one', async () => {
    const w = world({ u1: { email: 'new@example.fo', language: 'en', name: 'Anna' } });
    const changed = event('e1', 'user.email-verified', { userId: 'u1', email: 'new@example.fo', previousEmail: 'old@example.fo' });
    expect(await notify(changed, w.ports)).toEqual({ notification: 'recorded', mailed: ['new@example.fo', 'old@example.fo'] });
    expect(await notify(changed, w.ports)).toMatchObject({ mailed: [] });
    expect(w.outbox.map((mail) => mail.to)).toEqual(['new@example.fo', 'old@example.fo']);
  });

  it('says nothing of a new account’s first sign-in, tells a second device once, and nothing of a known one', async () => {
    const w = world();
    expect(await notify(signIn('s1', 'laptop'), w.ports)).toEqual({ notification: 'not-notified', mailed: [] });
    expect(await notify(signIn('s2', 'laptop'), w.ports)).toEqual({ notification: 'not-notified', mailed: [] });
    expect(await notify(signIn('s3', 'phone'), w.ports)).toEqual({ notification: 'recorded', mailed: ['anna@example.fo'] });
    // The same sign-in delivered again: already told, not mailed twice.
    expect(await notify(signIn('s3', 'phone'), w.ports)).toEqual({ notification: 'already-recorded', mailed: [] });
    expect(await notify(signIn('s4', 'phone'), w.ports)).toEqual({ notification: 'not-notified', mailed: [] });
    expect([...w.notifications.values()].map((record) => record.messageKey)).toEqual(['new_device_sign_in']);
    expect(w.outbox[0]!.text).toContain('from a new device (Firefox on Linux)');
  });

  it('tells each owner of the team that holds the domain (expiry notices, failed automatic renewals, renewals), each in their own language', async () => {
    const w = world({ u1: { email: 'anna@example.fo', language: 'en', name: 'Anna' }, u2: { email: 'bardur@example.fo', language: 'fo', name: 'Bárður' } });
    const due = event('n1', 'domain.expiry-notice-due', {
      domainId: 'team-domain',
      name: 'toymid.fo',
      ownerType: 'team',
      ownerId: 't1',
      expiresAt: '2026-04-01T00:00:00.000Z',
      daysBefore: 30,
    });
    expect(await notify(due, w.ports)).toEqual({ notification: 'recorded', mailed: ['anna@example.fo', 'bardur@example.fo'] });
    expect([...w.notifications.values()].map((record) => record.userId)).toEqual(['u1', 'u2']);
    expect(w.outbox.map((mail) => mail.subject)).toHaveLength(2);
    // Told once each, also when the event comes again.
    expect(await notify(due, w.ports)).toEqual({ notification: 'already-recorded', mailed: [] });
    const renewed = event('n2', 'domain.renewed', { domainId: 'team-domain', name: 'toymid.fo', orderId: 'o2', years: 1, expiresAt: at });
    expect(await notify(renewed, w.ports)).toEqual({ notification: 'recorded', mailed: [] });
    expect([...w.notifications.values()].filter((record) => record.eventId === 'n2').map((record) => record.userId)).toEqual(['u1', 'u2']);
    // An order's event names only its owner: a team's order tells the team's owners.
    const failed = event('n3', 'order.payment-failed', { orderId: 'o3', ownerId: 't1', reason: 'card_declined' });
    expect((await notify(failed, w.ports)).notification).toBe('recorded');
    expect([...w.notifications.values()].filter((record) => record.eventId === 'n3').map((record) => record.userId)).toEqual(['u1', 'u2']);
  });

  it('compares nothing for a sign-in reported without its device', async () => {
    const w = world();
    expect(await notify(event('s1', 'user.signed-in', { userId: 'u1', tokenId: 't', method: 'password-and-code' }), w.ports)).toMatchObject({ notification: 'not-notified' });
  });

  describe('a change to a domain', () => {
    const people = {
      u1: { email: 'anna@example.fo', language: 'en' as const, name: 'Anna' },
      u2: { email: 'bardur@example.fo', language: 'fo' as const, name: 'Bárður' },
      u3: { email: 'sigrid@example.fo', language: 'en' as const, name: 'Sigrid' },
      m1: { email: 'mikkjal@example.fo', language: 'fo' as const, name: 'Mikkjal' },
      x9: { email: 'mallory@example.fo', language: 'en' as const, name: '' },
    };
    const nameServersChanged = (id: string, domainId: string, actorId: string) =>
      event(id, 'domain.name-servers-changed', {
        domainId,
        name: 'a.fo',
        actorId,
        actorKind: 'user',
        mode: 'custom',
        nameServers: ['ns1.x.fo'],
        unanswering: [],
        dsRecordsRemoved: 0,
      });

    it('tells the owner and every technical manager who changed what and when, in each one’s language', async () => {
      const w = world(people);
      expect(await notify(nameServersChanged('c1', 'd1', 'm1'), w.ports)).toEqual({ notification: 'recorded', mailed: ['anna@example.fo', 'mikkjal@example.fo'] });
      expect([...w.notifications.values()].map((record) => [record.userId, record.messageKey, record.params.actor])).toEqual([
        ['u1', 'domain_name_servers_changed', 'Mikkjal'],
        ['m1', 'domain_name_servers_changed', 'Mikkjal'],
      ]);
      expect(w.outbox[0]).toMatchObject({ to: 'anna@example.fo', subject: 'The name servers of a.fo changed' });
      expect(w.outbox[0]!.text).toContain('Mikkjal changed the name servers of a.fo.');
      expect(w.outbox[0]!.text).toContain('The change was made on 1 March 2026 at 10:00.');
      expect(w.outbox[1]).toMatchObject({ to: 'mikkjal@example.fo', subject: 'Navnaambætararnir hjá a.fo eru broyttir' });
      expect(w.outbox[1]!.text).toContain('Broytingin varð gjørd 1. mars 2026 kl. 10:00.');
      // The request's device, when the event names it.
      const fromSafari = nameServersChanged('c1b', 'd1', 'm1');
      await notify({ ...fromSafari, metadata: { ...fromSafari.metadata, device: { browser: 'Safari', system: 'iOS' } } }, w.ports);
      expect(w.outbox.find((mail) => mail.to === 'anna@example.fo' && mail !== w.outbox[0])!.text).toContain('The change was made on 1 March 2026 at 10:00 from Safari on iOS.');
      // Delivered again: nobody is told twice.
      expect(await notify(nameServersChanged('c1', 'd1', 'm1'), w.ports)).toEqual({ notification: 'already-recorded', mailed: [] });
    });

    it('gives each recipient’s mail a "This was not me" link of its own, kept only as its hash with the author and the domain, for 14 days', async () => {
      const w = world(people);
      await notify(nameServersChanged('n1', 'd1', 'm1'), w.ports);
      const tokens = w.outbox.map((mail) => /\/not-me\/([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1]);
      expect(tokens).toHaveLength(2);
      expect(new Set(tokens).size).toBe(2);
      expect(w.outbox[0]!.text).toContain(
        'This was not me: if it was not you or someone you know, open this link. Every session of Mikkjal is then ended and a.fo is put under the portal lock at once.',
      );
      expect(w.outbox[0]!.text).not.toContain('sign in and change it back');
      expect(w.outbox[0]!.html).toContain(`<a href="https://okisnavn.fo/not-me/${tokens[0]}">`);
      expect(w.outbox[1]!.text).toContain('Hetta var ikki eg: var tað ikki tú ella onkur, tú kennir');
      expect(w.notMeLinks.map((link) => [link.recipientId, link.actorId, link.actorName, link.domainId, link.eventId])).toEqual([
        ['u1', 'm1', 'Mikkjal', 'd1', 'n1'],
        ['m1', 'm1', 'Mikkjal', 'd1', 'n1'],
      ]);
      expect(w.notMeLinks.map((link) => link.tokenHash)).toEqual(tokens.map((token) => notMeTokenHash(token!)));
      expect(w.notMeLinks.every((link) => link.expiresAt === Date.parse(at) / 1000 + 14 * 24 * 3600)).toBe(true);
      // Delivered again: no mail, so no new link.
      await notify(nameServersChanged('n1', 'd1', 'm1'), w.ports);
      expect(w.notMeLinks).toHaveLength(2);
    });

    it('gives no link to what no person did on a domain: the registry’s change, one’s own passkey', async () => {
      const w = world(people);
      await notify(event('n2', 'domain.registration-unlocked', { domainId: 'd1', name: 'a.fo', actorId: 'registry', actorKind: 'registry', requestedAt: at }), w.ports);
      await notify(event('n3', 'user.passkeys-changed', { userId: 'u1', change: 'added', passkeyId: 'p1', name: 'Telefonin' }), w.ports);
      expect(w.outbox).toHaveLength(3);
      expect(w.outbox.every((mail) => !mail.text.includes('/not-me/'))).toBe(true);
      expect(w.notMeLinks).toEqual([]);
    });

    it('tells a "This was not me" report to the owner and managers once, and says nothing of the lock it put on apart', async () => {
      const w = world(people);
      const facts = { domainId: 'd1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', actorId: 'u1', actorKind: 'user' };
      await notify(event('n4', 'domain.portal-locked', { ...facts, lockedAt: at, via: 'not-me' }), w.ports);
      await notify(event('n5', 'domain.not-me-reported', { ...facts, suspectId: 'm1', suspectName: 'Mikkjal', locked: 'now', liftCancelled: false }), w.ports);
      expect([...w.notifications.values()].map((record) => [record.userId, record.messageKey, record.type])).toEqual([
        ['u1', 'not_me_reported', 'danger'],
        ['m1', 'not_me_reported', 'danger'],
      ]);
      expect(w.outbox[0]!.text).toContain(
        'Anna said a change to a.fo by Mikkjal was not theirs (“This was not me”). Every session of Mikkjal has ended, and a.fo is under the portal lock.',
      );
      expect(w.notMeLinks).toEqual([]);
    });

    it('tells a team’s domain’s owners and managers once each, and names an author without a name by address', async () => {
      const w = world(people);
      await notify(nameServersChanged('c2', 'team-domain', 'x9'), w.ports);
      expect([...w.notifications.values()].map((record) => record.userId)).toEqual(['u1', 'u2', 'm1']);
      expect(w.outbox[0]!.text).toContain('mallory@example.fo changed the name servers of a.fo.');
    });

    it('says a protection went off in the danger colour, and names no person for the registry', async () => {
      const w = world(people);
      await notify(event('c3', 'domain.dnssec-changed', { domainId: 'd1', name: 'a.fo', actorId: 'u1', actorKind: 'user', change: 'signing-off', keyTag: 1 }), w.ports);
      await notify(event('c4', 'domain.registration-unlocked', { domainId: 'd1', name: 'a.fo', actorId: 'registry', actorKind: 'registry', requestedAt: at }), w.ports);
      const records = [...w.notifications.values()].filter((record) => record.userId === 'u1');
      expect(records.map((record) => [record.messageKey, record.type, record.params.actor])).toEqual([
        ['domain_dnssec_off', 'danger', 'Anna'],
        ['domain_registration_unlocked', 'danger', undefined],
      ]);
      const registryMail = w.outbox.find((mail) => mail.to === 'anna@example.fo' && mail.subject.includes('registration lock'))!;
      expect(registryMail.text).not.toContain('The change was made');
    });

    it('tells a moved domain’s new owner and the team it left', async () => {
      const w = world(people);
      const moved = event('c5', 'domain.moved', {
        domainId: 'moved-domain',
        name: 'a.fo',
        actorId: 'u3',
        from: { type: 'team', id: 't1', name: 'Toymið' },
        to: { type: 'user', id: 'u3', name: 'Sigrid' },
        autoRenewalStopped: false,
      });
      await notify(moved, w.ports);
      expect([...w.notifications.values()].map((record) => record.userId)).toEqual(['u3', 'u1', 'u2']);
      expect(w.outbox.find((mail) => mail.to === 'anna@example.fo')!.text).toContain('Sigrid moved a.fo from Toymið to Sigrid.');
    });
  });

  it('tells the account’s owner of a passkey or an authenticator app added, with when and from which device', async () => {
    const w = world();
    const added = event('k1', 'user.passkeys-changed', { userId: 'u1', change: 'added', passkeyId: 'p1', name: 'Telefonin' });
    await notify({ ...added, metadata: { ...added.metadata, device: { browser: 'Safari', system: 'iOS' } } }, w.ports);
    await notify(event('k2', 'user.authenticator-changed', { userId: 'u1', change: 'turned-on' }), w.ports);
    expect([...w.notifications.values()].map((record) => [record.messageKey, record.type])).toEqual([
      ['passkey_added', 'danger'],
      ['authenticator_turned_on', 'danger'],
    ]);
    expect(w.outbox[0]).toMatchObject({ subject: 'A passkey was added to your user' });
    expect(w.outbox[0]!.text).toContain('The passkey “Telefonin” was added to your user.');
    expect(w.outbox[0]!.text).toContain('The change was made on 1 March 2026 at 10:00 from Safari on iOS.');
  });

  it('tells the person who made (danger) or revoked (info) an API token, a team’s leading to the team’s API page', async () => {
    const w = world();
    await notify(event('t1', 'user.api-tokens-changed', { userId: 'u1', teamId: null, change: 'created', tokenId: 'k1', name: 'CI' }), w.ports);
    await notify(event('t2', 'user.api-tokens-changed', { userId: 'u1', teamId: 'team-1', change: 'revoked', tokenId: 'k2', name: 'Deploy' }), w.ports);
    expect([...w.notifications.values()].map((record) => [record.messageKey, record.type, record.url])).toEqual([
      ['api_token_created', 'danger', '/api-tokens'],
      ['api_token_revoked', 'info', '/teams/team-1/api-tokens'],
    ]);
    expect(w.outbox[0]).toMatchObject({ subject: 'An API token was made' });
    expect(w.outbox[0]!.text).toContain('The API token “CI” was made.');
  });
});
