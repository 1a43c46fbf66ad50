import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenRepository } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { domainSharingApi } from '#shared/api/domain-sharing.ts';
import { outbox } from './accounts.ts';
import { usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';

/**
 * Shared domains over HTTP (issue 16): the owner invites a technical manager by e-mail, the
 * invitee accepts, manages the domain's DNS, forwarding, name servers and DNSSEC and nothing
 * else; the owner withdraws invitations and removes people, not while the domain is locked.
 */
const portal = usePortal();
const day = 24 * 3600 * 1000;

interface Person {
  userId: string;
  email: string;
  name: string;
  token: string;
}

/** A new verified user with a session, made straight in the table (no sign-up rate limits). */
async function person(label: string, language: 'fo' | 'en' = 'en'): Promise<Person> {
  const userId = randomUUID();
  const email = `${label}-${userId.slice(0, 8)}@example.com`;
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${userId.slice(0, 4)}`;
  const now = portal.runtime.clock.now();
  await createUserRepository(portal.runtime.table).create({ userId, email, name, language, emailVerifiedAt: now.toISOString() });
  const { token } = await createAccessTokenRepository(portal.runtime.table).issue({ userId, kind: 'session', label: 'sharing', now, lifetimeSeconds: 24 * 3600 });
  return { userId, email, name, token };
}

async function ownedDomain(owner: Person, recorded: Partial<DomainRecord> = {}): Promise<DomainRecord> {
  return demoUsersDomain(portal, 'deilt', { ownerId: owner.userId, ...recorded });
}

async function invite(domainId: string, owner: Person, email: string): Promise<string> {
  const answer = await portal.call('POST', `/domains/${domainId}/invites`, { token: owner.token, body: { email }, language: 'fo' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.invite_id as string;
}

async function share(domainId: string, owner: Person, manager: Person): Promise<void> {
  const inviteId = await invite(domainId, owner, manager.email);
  const accepted = await portal.call('POST', `/domains/${domainId}/invites/${inviteId}/accept`, { token: manager.token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

describe('sharing a domain with a technical manager', () => {
  let owner: Person;
  let manager: Person;
  let stranger: Person;
  let domain: DomainRecord;

  beforeAll(async () => {
    [owner, manager, stranger] = await Promise.all([person('owner', 'fo'), person('manager', 'en'), person('stranger')]);
    domain = await ownedDomain(owner);
  });

  it('mails the invitation in the invitee’s language with the link to accept, which only the invitee can open', async () => {
    const inviteId = await invite(domain.domainId, owner, manager.email.toUpperCase());
    const [mail] = await outbox(portal, manager.email);
    expect(mail?.subject).toBe(`${owner.name} shares ${domain.name} with you`);
    expect(mail?.text).toContain(`/domains/${domain.domainId}/invites/${inviteId}/accept`);
    expect(mail?.text).toContain('technical manager');

    // The invitation is for the invited address only: anyone else is told it does not exist.
    expect((await portal.call('GET', `/domains/${domain.domainId}/invites/${inviteId}`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('POST', `/domains/${domain.domainId}/invites/${inviteId}/accept`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('POST', `/domains/${domain.domainId}/invites/${inviteId}/accept`, { token: owner.token })).status).toBe(404);
    const seen = await portal.call('GET', `/domains/${domain.domainId}/invites/${inviteId}`, { token: manager.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ domain_id: domain.domainId, domain_name: domain.name, invited_by: owner.name });

    expect((await portal.call('GET', '/users/me', { token: manager.token })).body.data.has_shared_domains).toBe(false);
    const accepted = await portal.call('POST', `/domains/${domain.domainId}/invites/${inviteId}/accept`, { token: manager.token });
    expect(accepted.status).toBe(200);
    // Used up: a second accept finds nothing.
    expect((await portal.call('POST', `/domains/${domain.domainId}/invites/${inviteId}/accept`, { token: manager.token })).status).toBe(404);
    expect((await portal.call('GET', '/users/me', { token: manager.token })).body.data.has_shared_domains).toBe(true);
  });

  it('mails an address without an account in the owner’s language', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    await invite(domain.domainId, owner, email);
    const [mail] = await outbox(portal, email);
    expect(mail?.subject).toBe(`${owner.name} deilir ${domain.name} við teg`);
  });

  it('shows the domain under shared domains and in its view with the role', async () => {
    const shared = await portal.call('GET', '/domains/shared', { token: manager.token });
    expect(shared.status).toBe(200);
    expect(shared.body.data.map((entry: { id: string }) => entry.id)).toEqual([domain.domainId]);
    expect(shared.body.data[0].owner).toMatchObject({ id: owner.userId, name: owner.name });
    // Not among the manager's own domains, nor shared with anyone else.
    expect((await portal.call('GET', '/domains', { token: manager.token })).body.data).toEqual([]);
    expect((await portal.call('GET', '/domains/shared', { token: stranger.token })).body.data).toEqual([]);

    const view = await portal.call('GET', `/domains/${domain.domainId}`, { token: manager.token });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ id: domain.domainId, role: 'technical_manager', owner: { name: owner.name } });
    expect((await portal.call('GET', `/domains/${domain.domainId}`, { token: owner.token })).body.data.role).toBe('owner');
  });

  it('lets the technical manager manage DNS, forwarding, name servers and DNSSEC', async () => {
    const added = await portal.call('POST', `/domains/${domain.domainId}/dns-records`, { token: manager.token, body: { type: 'A', name: 'www', value: '192.0.2.10' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await portal.call('GET', `/domains/${domain.domainId}/dns-records`, { token: owner.token })).body.data.records).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'www', value: '192.0.2.10' })]),
    );
    expect((await portal.call('GET', `/domains/${domain.domainId}/forwarding`, { token: manager.token })).status).toBe(200);
    expect((await portal.call('GET', `/domains/${domain.domainId}/zone-file`, { token: manager.token })).status).toBe(200);
    expect((await portal.call('GET', `/domains/${domain.domainId}/name-servers`, { token: manager.token })).status).toBe(200);
    expect((await portal.call('GET', `/domains/${domain.domainId}/dnssec`, { token: manager.token })).status).toBe(200);
    const signing = await portal.call('PUT', `/domains/${domain.domainId}/dnssec`, { token: manager.token, body: { enabled: true, understood: true } });
    expect(signing.status, JSON.stringify(signing.body)).toBe(200);
  });

  it('tells the owner and the technical manager, each in their language, who switched DNSSEC off and when (issue 29)', async () => {
    const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const off = await portal.call('PUT', `/domains/${domain.domainId}/dnssec`, {
      token: manager.token,
      body: { enabled: false, understood: true },
      headers: { 'user-agent': firefoxOnLinux },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await portal.runtime.bus.drain();
    for (const person of [owner, manager]) {
      const answer = await portal.call('GET', '/users/me/notifications', { token: person.token });
      expect(answer.body.data.data.map((notice: { data: unknown }) => notice.data)).toContainEqual(
        expect.objectContaining({ type: 'danger', message: 'domain_dnssec_off', params: { name: domain.name, actor: manager.name }, target: domain.name }),
      );
    }
    const [ownersMail] = (await outbox(portal, owner.email)).filter((mail) => mail.subject === `DNSSEC hjá ${domain.name} er sløkt`);
    expect(ownersMail?.text).toContain(`${manager.name} sløkti DNSSEC hjá ${domain.name}.`);
    expect(ownersMail?.text).toMatch(/Broytingin varð gjørd \d{1,2}\. [a-z]+ \d{4} kl\. \d{2}:\d{2} úr Firefox á Linux\./);
    const [managersMail] = (await outbox(portal, manager.email)).filter((mail) => mail.subject === `DNSSEC of ${domain.name} is off`);
    expect(managersMail?.text).toContain(`${manager.name} switched DNSSEC of ${domain.name} off.`);
  });

  it('keeps contacts, locks, renewal, transfer code and history from the technical manager (404, as for a stranger)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', 'contacts'],
      ['GET', 'locks'],
      ['PUT', 'transfer-lock', { locked: false }],
      ['PUT', 'registration-lock', { locked: true }],
      ['GET', 'transfer-code'],
      ['POST', 'transfer-code'],
      ['PUT', 'auto-renewal', { enabled: false }],
      ['GET', 'activity'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await portal.call(method, `/domains/${domain.domainId}/${path}`, { token: manager.token, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.data).toBeUndefined();
    }
    const renewal = await portal.call('POST', `/domains/${domain.domainId}/renewals`, { token: manager.token, body: { years: 1 }, headers: { 'idempotency-key': randomUUID() } });
    expect(renewal.status).toBe(404);
    // Nor anything for a stranger.
    expect((await portal.call('GET', `/domains/${domain.domainId}/dns-records`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('GET', `/domains/${domain.domainId}`, { token: stranger.token })).status).toBe(404);
  });

  it('lists the people with their roles; only the owner sees invitations and may invite (403 for the technical manager)', async () => {
    const asOwner = await portal.call('GET', `/domains/${domain.domainId}/people`, { token: owner.token });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.data.can_manage).toBe(true);
    const roles = asOwner.body.data.people.map((entry: { role: string; email: string }) => [entry.role, entry.email]);
    expect(roles[0]).toEqual(['owner', owner.email]);
    expect(roles).toContainEqual(['technical_manager', manager.email]);
    expect(roles.filter(([role]: [string]) => role === 'invited')).toHaveLength(1);

    const asManager = await portal.call('GET', `/domains/${domain.domainId}/people`, { token: manager.token });
    expect(asManager.body.data.can_manage).toBe(false);
    expect(asManager.body.data.people.map((entry: { role: string }) => entry.role)).toEqual(['owner', 'technical_manager']);

    const refused = await portal.call('POST', `/domains/${domain.domainId}/invites`, { token: manager.token, body: { email: 'x@example.com' }, language: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only owners can use this function');
    expect((await portal.call('GET', `/domains/${domain.domainId}/people`, { token: stranger.token })).status).toBe(404);
  });

  it('refuses to invite the owner or someone who manages the domain already', async () => {
    const own = await portal.call('POST', `/domains/${domain.domainId}/invites`, { token: owner.token, body: { email: owner.email }, language: 'en' });
    expect(own.status).toBe(422);
    expect(own.body.error.fields.email).toBe('This is your own email address. Share the domain with someone else.');
    const again = await portal.call('POST', `/domains/${domain.domainId}/invites`, { token: owner.token, body: { email: manager.email }, language: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_shared');
    const invalid = await portal.call('POST', `/domains/${domain.domainId}/invites`, { token: owner.token, body: { email: 'not an address' }, language: 'en' });
    expect(invalid.status).toBe(422);
  });
});

describe('removing people and withdrawing invitations', () => {
  it('refuses to remove a technical manager while the domain is registration-locked, but still sends invitations', async () => {
    const [owner, manager] = await Promise.all([person('owner'), person('manager')]);
    const domain = await ownedDomain(owner, { registrationLock: true });
    await share(domain.domainId, owner, manager);

    const refused = await portal.call('DELETE', `/domains/${domain.domainId}/users/${manager.userId}`, { token: owner.token, language: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'domain_locked_users',
      message: 'Users cannot be removed while the domain is locked with the registration lock. Invitations can still be sent.',
    });
    await invite(domain.domainId, owner, `later-${randomUUID().slice(0, 8)}@example.com`);
    expect((await portal.call('GET', `/domains/${domain.domainId}/dns-records`, { token: manager.token })).status).toBe(200);

    const domains = createDomainRepository(portal.runtime.table);
    await domains.update((await domains.get(domain.domainId))!, { registrationLock: false }, portal.runtime.clock.now());
    // The manager cannot remove anyone else (403; leaving themselves is theirs: domain-sharing.ts); the owner can.
    expect((await portal.call('DELETE', `/domains/${domain.domainId}/users/${owner.userId}`, { token: manager.token })).status).toBe(403);
    expect((await portal.call('DELETE', `/domains/${domain.domainId}/users/${manager.userId}`, { token: owner.token })).status).toBe(204);
    expect((await portal.call('GET', `/domains/${domain.domainId}/dns-records`, { token: manager.token })).status).toBe(404);
    expect((await portal.call('GET', '/domains/shared', { token: manager.token })).body.data).toEqual([]);
    expect((await portal.call('GET', '/users/me', { token: manager.token })).body.data.has_shared_domains).toBe(false);
    expect((await portal.call('DELETE', `/domains/${domain.domainId}/users/${manager.userId}`, { token: owner.token })).status).toBe(404);
  });

  it('keeps has_shared_domains while another domain is still shared', async () => {
    const [owner, manager] = await Promise.all([person('owner'), person('manager')]);
    const [first, second] = await Promise.all([ownedDomain(owner), ownedDomain(owner)]);
    await share(first.domainId, owner, manager);
    await share(second.domainId, owner, manager);
    expect((await portal.call('DELETE', `/domains/${first.domainId}/users/${manager.userId}`, { token: owner.token })).status).toBe(204);
    expect((await portal.call('GET', '/users/me', { token: manager.token })).body.data.has_shared_domains).toBe(true);
    expect((await portal.call('GET', '/domains/shared', { token: manager.token })).body.data.map((entry: { id: string }) => entry.id)).toEqual([second.domainId]);
  });

  it('withdraws an invitation: it can no longer be accepted', async () => {
    const [owner, invitee] = await Promise.all([person('owner'), person('invitee')]);
    const domain = await ownedDomain(owner);
    const inviteId = await invite(domain.domainId, owner, invitee.email);
    expect((await portal.call('DELETE', `/domains/${domain.domainId}/invites/${inviteId}`, { token: owner.token })).status).toBe(204);
    expect((await portal.call('POST', `/domains/${domain.domainId}/invites/${inviteId}/accept`, { token: invitee.token })).status).toBe(404);
    expect((await portal.call('DELETE', `/domains/${domain.domainId}/invites/${inviteId}`, { token: owner.token })).status).toBe(404);
  });
});

/**
 * Every route of the share contract × {anonymous, stranger, owner, technical manager, invitee,
 * admin}, on a real shared domain. Typed over the context's route ids, so a new share route
 * without its row does not compile, and the first test fails if one slips through.
 */
type Caller = 'anonymous' | 'stranger' | 'owner' | 'manager' | 'invitee' | 'admin';
type SharingRouteId = (typeof domainSharingApi)[number]['id'];
const matrix: Record<SharingRouteId, { body?: unknown; expect: Record<Caller, number> }> = {
  listSharedDomains: { expect: { anonymous: 401, stranger: 200, owner: 200, manager: 200, invitee: 200, admin: 200 } },
  listDomainPeople: { expect: { anonymous: 401, stranger: 404, owner: 200, manager: 200, invitee: 404, admin: 404 } },
  inviteToDomain: { body: { email: 'matrix-share@example.fo' }, expect: { anonymous: 401, stranger: 404, owner: 201, manager: 403, invitee: 404, admin: 404 } },
  // A fresh invitation to the invitee for each call.
  withdrawDomainInvite: { expect: { anonymous: 401, stranger: 404, owner: 204, manager: 403, invitee: 404, admin: 404 } },
  getDomainInvite: { expect: { anonymous: 401, stranger: 404, owner: 404, manager: 404, invitee: 200, admin: 404 } },
  acceptDomainInvite: { expect: { anonymous: 401, stranger: 404, owner: 404, manager: 404, invitee: 200, admin: 404 } },
  // A second technical manager, shared afresh for each call, is the one removed.
  removeDomainUser: { expect: { anonymous: 401, stranger: 404, owner: 204, manager: 403, invitee: 404, admin: 404 } },
};

describe('domain sharing authorization matrix', () => {
  const callers = {} as Record<Caller, Person | null>;
  let domain: DomainRecord;

  beforeAll(async () => {
    const [owner, manager, stranger] = await Promise.all([person('owner'), person('manager'), person('stranger')]);
    const me = await portal.call('GET', '/users/me', { token: portal.tokens.admin });
    Object.assign(callers, {
      anonymous: null,
      owner,
      manager,
      stranger,
      admin: { userId: me.body.data.id, email: me.body.data.email, name: me.body.data.name, token: portal.tokens.admin },
    });
    domain = await ownedDomain(owner);
    await share(domain.domainId, owner, manager);
  });

  it('has a row for every share route', () => {
    expect(Object.keys(matrix).sort()).toEqual(domainSharingApi.map((route) => route.id).sort());
  });

  for (const route of domainSharingApi) {
    for (const caller of Object.keys(matrix[route.id].expect) as Caller[]) {
      const expected = matrix[route.id].expect[caller];
      it(`${route.method} ${route.path} as ${caller} → ${expected}`, async () => {
        // A fresh invitee per call (each accept uses one up), invited to the shared domain.
        const invitee = await person('invitee');
        callers.invitee = invitee;
        const inviteId = await invite(domain.domainId, callers.owner!, invitee.email);
        const second = await person('second');
        await share(domain.domainId, callers.owner!, second);
        const path = route.path.replace('{domainId}', domain.domainId).replace('{inviteId}', inviteId).replace('{userId}', second.userId);
        const answer = await portal.call(route.method, path, { token: callers[caller]?.token, body: matrix[route.id].body });
        expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
        // Refused calls answer no data.
        if (expected >= 400) expect(answer.body?.data).toBeUndefined();
      });
    }
  }
});

// Last: it moves the runtime's clock 30 days on.
describe('invitation expiry', () => {
  it('lets an invitation lapse after 30 days', async () => {
    const [owner, invitee] = await Promise.all([person('owner'), person('invitee')]);
    const domain = await ownedDomain(owner);
    const inviteId = await invite(domain.domainId, owner, invitee.email);
    portal.runtime.clock.advance(30 * day + 60_000);
    const late = await portal.call('POST', `/domains/${domain.domainId}/invites/${inviteId}/accept`, { token: invitee.token, language: 'en' });
    expect(late.status).toBe(410);
    expect(late.body.error.message).toBe('This invitation has expired. Ask the owner of the domain for a new one.');
    const people = await portal.call('GET', `/domains/${domain.domainId}/people`, { token: owner.token });
    expect(people.body.data.people.find((entry: { invite_id: string | null }) => entry.invite_id === inviteId)).toMatchObject({ role: 'invited', expired: true });
    // A lapsed invitation does not stand in the way of a new one.
    await invite(domain.domainId, owner, invitee.email);
  });
});
