import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessTokenRepository } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { outbox } from './accounts.ts';
import { type Json, usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';

/**
 * "This was not me" (issue 29; docs/decisions/this-was-not-me.md) over HTTP against the local
 * runtime: a technical manager's change mails the owner a link; the link, used once, ends every
 * session of the manager's and puts the domain under the portal lock; used again, or after its
 * 14 days (the runtime's clock moved), it is refused and does nothing.
 */
const portal = usePortal({ queueRetryDelayMs: () => 20 });
const clock = () => portal.runtime.clock;
const day = 24 * 3600 * 1000;

afterEach(() => clock().reset());

interface Person {
  userId: string;
  email: string;
  name: string;
}

/** A verified user, made straight in the table. */
async function person(label: string, language: 'fo' | 'en'): Promise<Person> {
  const userId = randomUUID();
  const email = `${label}-${userId.slice(0, 8)}@example.com`;
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${userId.slice(0, 4)}`;
  await createUserRepository(portal.runtime.table).create({ userId, email, name, language, emailVerifiedAt: clock().now().toISOString() });
  return { userId, email, name };
}

/** A session of the person's, as a sign-in from one more device opens it (fresh: no step-up needed). */
async function sessionOf(who: Person): Promise<string> {
  const { token } = await createAccessTokenRepository(portal.runtime.table).issue({
    userId: who.userId,
    kind: 'session',
    label: 'not-me',
    now: clock().now(),
    lifetimeSeconds: (30 * day) / 1000,
  });
  return token;
}

/** Shares the owner's domain with the manager: invited, and accepted. */
async function share(domain: DomainRecord, owner: string, manager: Person, managerToken: string): Promise<void> {
  const invited = await portal.call('POST', `/domains/${domain.domainId}/invites`, { token: owner, body: { email: manager.email } });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const accepted = await portal.call('POST', `/domains/${domain.domainId}/invites/${invited.body.data.invite_id}/accept`, { token: managerToken });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

/** The "This was not me" token in the newest mail to `email` whose subject names the domain. */
async function notMeTokenIn(email: string, subject: string): Promise<string> {
  const mail = (await outbox(portal, email)).find((message) => message.subject === subject);
  expect(mail, `a mail "${subject}" to ${email}`).toBeDefined();
  const token = new RegExp(`${portal.runtime.url}/not-me/([A-Za-z0-9_-]{43})`).exec(mail!.text)?.[1];
  expect(token, mail!.text).toBeDefined();
  expect(mail!.html).toContain(`href="${portal.runtime.url}/not-me/${token}"`);
  return token!;
}

const report = (token: string, language: 'fo' | 'en' = 'fo') => portal.call('POST', '/not-me', { body: { token }, language });

describe('“This was not me”', () => {
  it('from the owner’s mail of a manager’s change: every session of the manager ends and the domain is locked, once; the owner and the manager are told', async () => {
    const [owner, manager] = await Promise.all([person('eigari', 'fo'), person('manager', 'en')]);
    const ownerToken = await sessionOf(owner);
    const [managerPhone, managerLaptop] = [await sessionOf(manager), await sessionOf(manager)];
    const domain = await demoUsersDomain(portal, 'ikki-eg', { ownerId: owner.userId, nameServerMode: 'custom', nameServers: ['ns1.example.net', 'ns2.example.net'] });
    await share(domain, ownerToken, manager, managerPhone);

    // The manager (or whoever holds the manager's session) moves the name servers.
    const changed = await portal.call('PUT', `/domains/${domain.domainId}/name-servers`, { token: managerLaptop, body: { mode: 'product' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await portal.runtime.bus.drain();
    const token = await notMeTokenIn(owner.email, `Navnaambætararnir hjá ${domain.name} eru broyttir`);

    const reported = await report(token);
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    expect(reported.body.data).toEqual({ domain_name: domain.name, locked: 'now' });

    // Every session of the manager is refused from now on; the owner's goes on.
    for (const old of [managerPhone, managerLaptop]) expect((await portal.call('GET', '/users/me', { token: old })).status).toBe(401);
    expect((await portal.call('GET', '/users/me', { token: ownerToken })).status).toBe(200);

    // The domain is under the portal lock: a change of its name servers is refused, whoever asks.
    const lockState = await portal.call('GET', `/domains/${domain.domainId}/portal-lock`, { token: ownerToken });
    expect(lockState.body.data).toMatchObject({ state: 'locked', lift: null });
    const refused = await portal.call('PUT', `/domains/${domain.domainId}/name-servers`, {
      token: ownerToken,
      language: 'en',
      body: { mode: 'custom', name_servers: [{ host: 'ns1.example.net' }, { host: 'ns2.example.net' }], confirm: true },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(423);
    expect(refused.body.error.code).toBe('portal_locked');

    // Used once: the same link again is refused in the reader's language, and does nothing more.
    await portal.runtime.bus.drain();
    const eventsBefore = portal.runtime.bus.published.length;
    const again = await report(token, 'en');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'not_me_link_used',
      message: 'This “This was not me” link has been used already. The sessions were ended and the domain was locked then; nothing more was done now.',
    });
    expect((await report(token, 'fo')).body.error.message).toMatch(/^Hesin „Hetta var ikki eg“-leinkjurin er longu brúktur\./);
    await portal.runtime.bus.drain();
    expect(portal.runtime.bus.published.length).toBe(eventsBefore);

    // The history: the lock put on by "This was not me" (the owner followed the link), and the report naming the manager
    // (both at the same instant: the history may list them either way round, as CI saw).
    const history = await portal.call('GET', `/domains/${domain.domainId}/activity`, { token: ownerToken });
    const steps = (history.body.data.data as Json[]).filter((entry) => ['domain.portal-locked', 'domain.not-me-reported'].includes(entry.activity));
    expect(steps.map((entry) => [entry.activity, entry.actor.name, entry.details.via ?? entry.details.suspect]).sort()).toEqual([
      ['domain.not-me-reported', owner.name, manager.name],
      ['domain.portal-locked', owner.name, 'not-me'],
    ]);

    // Told: the owner in Faroese, the manager (whose sessions ended) in English; one notice each, not one for the lock besides.
    const ownersMails = (await outbox(portal, owner.email)).filter((mail) => mail.subject === `„Hetta var ikki eg“: ${domain.name} er læst`);
    expect(ownersMails).toHaveLength(1);
    expect(ownersMails[0]!.text).toContain(`${owner.name} boðaði frá, at ein broyting hjá ${manager.name} á ${domain.name} var ókend („Hetta var ikki eg“).`);
    expect(ownersMails[0]!.text).not.toContain('/not-me/');
    const managersMails = (await outbox(portal, manager.email)).filter((mail) => mail.subject === `“This was not me”: ${domain.name} is locked`);
    expect(managersMails).toHaveLength(1);
    expect((await outbox(portal, owner.email)).filter((mail) => mail.subject === `Portallásurin á ${domain.name} er á`)).toEqual([]);
  });

  it('refuses a link past its 14 days and one nobody was mailed, in both languages, and changes nothing', async () => {
    const [owner, manager] = await Promise.all([person('eigari', 'fo'), person('manager', 'en')]);
    const ownerToken = await sessionOf(owner);
    const managerToken = await sessionOf(manager);
    const domain = await demoUsersDomain(portal, 'gamal', { ownerId: owner.userId, nameServerMode: 'custom', nameServers: ['ns1.example.net', 'ns2.example.net'] });
    await share(domain, ownerToken, manager, managerToken);
    const changed = await portal.call('PUT', `/domains/${domain.domainId}/name-servers`, { token: managerToken, body: { mode: 'product' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await portal.runtime.bus.drain();
    // The manager's own mail has a link of its own.
    const token = await notMeTokenIn(manager.email, `The name servers of ${domain.name} changed`);

    clock().advance(14 * day + 60_000);
    const expired = await report(token, 'en');
    expect(expired.status, JSON.stringify(expired.body)).toBe(410);
    expect(expired.body.error.code).toBe('not_me_link_invalid');
    expect(expired.body.error.message).toMatch(/^This “This was not me” link is not valid, or its 14 days are over\./);
    expect((await report(token, 'fo')).body.error.message).toMatch(/^Hesin „Hetta var ikki eg“-leinkjurin er ikki galdandi/);
    const unknown = await report('A'.repeat(43), 'en');
    expect(unknown.status).toBe(410);
    expect(unknown.body.error.code).toBe('not_me_link_invalid');

    // Nothing happened: the manager is still signed in and the domain is not locked.
    const sessionAfter = await sessionOf(manager);
    expect((await portal.call('GET', '/users/me', { token: managerToken })).status).toBe(200);
    expect((await portal.call('GET', `/domains/${domain.domainId}/portal-lock`, { token: sessionAfter })).body.data.state).toBe('unlocked');
  });

  it('on a domain locked already with a request to lift it waiting: the lock stays and the request is cancelled', async () => {
    const owner = await person('eigari', 'en');
    const [ownerToken, otherDevice] = [await sessionOf(owner), await sessionOf(owner)];
    const domain = await demoUsersDomain(portal, 'laest', { ownerId: owner.userId });
    expect((await portal.call('POST', `/domains/${domain.domainId}/portal-lock`, { token: ownerToken })).status).toBe(200);
    const asked = await portal.call('POST', `/domains/${domain.domainId}/portal-lock/lift-request`, { token: otherDevice });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await portal.runtime.bus.drain();
    // The owner's own session asked: the owner's mail links to ending the owner's sessions.
    const token = await notMeTokenIn(owner.email, `The portal lock on ${domain.name} will be lifted`);

    const reported = await report(token, 'en');
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    expect(reported.body.data).toEqual({ domain_name: domain.name, locked: 'already' });
    for (const old of [ownerToken, otherDevice]) expect((await portal.call('GET', '/users/me', { token: old })).status).toBe(401);
    const signedInAgain = await sessionOf(owner);
    expect((await portal.call('GET', `/domains/${domain.domainId}/portal-lock`, { token: signedInAgain })).body.data).toMatchObject({ state: 'locked', lift: null });
    // Past the 24 hours the lock still holds.
    clock().advance(25 * 3600 * 1000);
    expect((await portal.call('GET', `/domains/${domain.domainId}/portal-lock`, { token: await sessionOf(owner) })).body.data.state).toBe('locked');
  });
});
