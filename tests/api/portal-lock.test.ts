import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessTokenRepository } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { eppRegistry } from '#functions/adapters/registry/epp-registry.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { outbox } from './accounts.ts';
import { type Json, usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';
import { type TeamUser, teamOf, teamUser } from './teams.ts';

/**
 * The portal's own lock on a domain (issue 29, docs/decisions/domain-portal-lock.md) over HTTP
 * against the local runtime: every change it refuses (and the registry never asked), the DNSSEC
 * key roll-over it allows, a team's second-owner approval, a personal domain's 24-hour wait on
 * the runtime's clock (announced by e-mail and SMS) and its cancel, each step in the history.
 */
const portal = usePortal();
const clock = () => portal.runtime.clock;
const simulator = () => portal.runtime.registry;
const hour = 3600 * 1000;

afterEach(() => clock().reset());

/** A session of the user's, started at the runtime's (maybe moved) time, as a sign-in from another device would. */
async function sessionOf(userId: string): Promise<string> {
  const { token } = await createAccessTokenRepository(portal.runtime.table).issue({ userId, kind: 'session', label: 'portal-lock', now: clock().now(), lifetimeSeconds: 3600 });
  return token;
}

/** A verified user with a verified phone (+298 <6 digits>), as the SMS needs. */
async function userWithPhone(name: string): Promise<TeamUser & { phone: string }> {
  const userId = randomUUID();
  const email = `lock-${userId.slice(0, 8)}@example.com`;
  const phone = String(200_000 + Math.floor(Math.random() * 700_000));
  const now = new Date().toISOString();
  await createUserRepository(portal.runtime.table).create({
    userId,
    email,
    name,
    isAdmin: false,
    emailVerifiedAt: now,
    street: 'Vegur 1',
    zip: '100',
    city: 'Tórshavn',
    countryCode: 'FO',
    language: 'en',
    phone,
    phoneCode: '+298',
    phoneVerifiedAt: now,
  } as never);
  return { userId, name, email, phone: `+298${phone}`, token: await sessionOf(userId) };
}

const lockPath = (domainId: string) => `/domains/${domainId}/portal-lock`;
const lock = (domainId: string, token: string) => portal.call('POST', lockPath(domainId), { token });
const askToLift = (domainId: string, token: string) => portal.call('POST', `${lockPath(domainId)}/lift-request`, { token });
const approve = (domainId: string, token: string, language?: string) =>
  portal.call('POST', `${lockPath(domainId)}/lift-request/approve`, { token, ...(language ? { language } : {}) });
const cancel = (domainId: string, token: string) => portal.call('DELETE', `${lockPath(domainId)}/lift-request`, { token });
const lockState = async (domainId: string, token: string): Promise<Json> => {
  const answer = await portal.call('GET', lockPath(domainId), { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

const historyOf = async (domainId: string, token: string): Promise<string[]> => {
  await portal.runtime.bus.drain();
  const answer = await portal.call('GET', `/domains/${domainId}/activity`, { token });
  expect(answer.status).toBe(200);
  return (answer.body.data.data as Array<{ activity: string }>).map((entry) => entry.activity).reverse();
};

const contact = {
  owner_type: 'person',
  first_name: 'Lás',
  last_name: 'Royndur',
  street: 'Vegur 1',
  postal_code: '100',
  town: 'Tórshavn',
  country_code: 'FO',
  phone_code: '+298',
  phone_number: '123456',
  email: 'lock-contact@example.fo',
  resident: true,
};
const ds = (keyTag: number) => ({ keyTag, algorithm: 13, digestType: 2, digest: keyTag.toString(16).toUpperCase().padStart(4, '0').repeat(16) });
const dsBody = (keyTag: number) => {
  const record = ds(keyTag);
  return { source: 'ds', understood: true, ds: { key_tag: record.keyTag, algorithm: record.algorithm, digest_type: record.digestType, digest: record.digest } };
};
const dsId = (keyTag: number) => {
  const record = ds(keyTag);
  return `${record.keyTag}-${record.algorithm}-${record.digestType}-${record.digest}`;
};

/** A personal domain with its own name servers (DS records are added by hand) and `dsKeyTags` published at the registry. */
async function customDomain(owner: TeamUser, dsKeyTags: number[] = [], recorded: Partial<DomainRecord> = {}): Promise<DomainRecord> {
  const domain = await demoUsersDomain(portal, 'las', { ownerId: owner.userId, nameServerMode: 'custom', nameServers: ['ns1.example.net', 'ns2.example.net'], ...recorded });
  if (dsKeyTags.length > 0) await eppRegistry(portal.runtime.composition.config).updateDomain(domain.name, { addDsRecords: dsKeyTags.map(ds) });
  return domain;
}

describe('under the portal lock', () => {
  it('every change of name servers, DNSSEC, contacts, owner, transfer lock and code is refused with portal_locked, in the caller’s language; the registry is not asked', async () => {
    const owner = await teamUser(portal, 'Rói Læsari');
    const teamId = await teamOf(portal, owner, [], 'Læsta toymið');
    const domain = await customDomain(owner, [4001]);
    const { domainId } = domain;

    const locked = await lock(domainId, owner.token);
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect(locked.body.data).toMatchObject({ state: 'locked', lift: null, may_change: true, may_approve: false });
    expect(Date.parse(locked.body.data.locked_at)).toBeLessThanOrEqual(clock().now().getTime());

    simulator().clearCommandLog();
    const refused: Array<[string, string, Record<string, unknown>?]> = [
      ['PUT', `/domains/${domainId}/name-servers`, { body: { mode: 'product' } }],
      ['PUT', `/domains/${domainId}/dnssec`, { body: { enabled: false, understood: true } }],
      ['PUT', `/domains/${domainId}/dnssec`, { body: { enabled: true, understood: true } }],
      // The last DS removed (DNSSEC off) is no roll-over.
      ['DELETE', `/domains/${domainId}/dnssec/ds-records/${dsId(4001)}?understood=true`],
      ['PUT', `/domains/${domainId}/contacts`, { body: { same_for_all: true, registrant: contact } }],
      ['PUT', `/domains/${domainId}/transfer-lock`, { body: { locked: false } }],
      ['GET', `/domains/${domainId}/transfer-code`],
      ['POST', `/domains/${domainId}/transfer-code`],
      ['POST', `/domains/${domainId}/move`, { body: { team_id: teamId } }],
    ];
    for (const [method, path, options] of refused) {
      const answer = await portal.call(method, path, { token: owner.token, language: 'en', ...options });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(423);
      expect(answer.body.error).toEqual({
        code: 'portal_locked',
        message:
          'The domain is locked in the portal. Name servers, DNSSEC, contacts, the owner, the transfer lock and the transfer code cannot be changed until the lock is lifted.',
      });
    }
    const faroese = await portal.call('PUT', `/domains/${domainId}/name-servers`, { token: owner.token, language: 'fo', body: { mode: 'product' } });
    expect(faroese.body.error.message).toMatch(/^Økisnavnið er læst við portallásinum\./);
    expect(simulator().commandCount('update')).toBe(0);
    expect(simulator().domain(domain.name)!.dsRecords).toHaveLength(1);
    expect((await portal.call('GET', `/domains/${domainId}`, { token: owner.token })).body.data.owner).toMatchObject({ type: 'user', id: owner.userId });

    // Putting the transfer lock on protects the domain further: not refused (it is on already: nothing changes).
    expect((await portal.call('PUT', `/domains/${domainId}/transfer-lock`, { token: owner.token, body: { locked: true } })).status).toBe(200);
    // Locking again changes nothing; the history has the one step.
    expect((await lock(domainId, owner.token)).body.data.state).toBe('locked');
    expect((await historyOf(domainId, owner.token)).filter((activity) => activity.startsWith('domain.portal'))).toEqual(['domain.portal-locked']);
  });

  it('a DNSSEC key roll-over stays allowed: a DS added beside a published one, one removed while another stays; the last one is not', async () => {
    const owner = await teamUser(portal, 'Rúna Rullari');
    const domain = await customDomain(owner, [5001]);
    const { domainId } = domain;
    expect((await lock(domainId, owner.token)).status).toBe(200);

    const added = await portal.call('POST', `/domains/${domainId}/dnssec/ds-records`, { token: owner.token, body: dsBody(5002) });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(
      simulator()
        .domain(domain.name)!
        .dsRecords.map((record) => record.keyTag)
        .sort(),
    ).toEqual([5001, 5002]);

    const removed = await portal.call('DELETE', `/domains/${domainId}/dnssec/ds-records/${dsId(5001)}?understood=true`, { token: owner.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(
      simulator()
        .domain(domain.name)!
        .dsRecords.map((record) => record.keyTag),
    ).toEqual([5002]);

    const last = await portal.call('DELETE', `/domains/${domainId}/dnssec/ds-records/${dsId(5002)}?understood=true`, { token: owner.token });
    expect(last.status).toBe(423);
    expect(last.body.error.code).toBe('portal_locked');
    expect(simulator().domain(domain.name)!.dsRecords).toHaveLength(1);
  });

  it('a domain without DS records cannot get its first one (DNSSEC switched on) while locked', async () => {
    const owner = await teamUser(portal, 'Fyrsti Lykil');
    const { domainId, name } = await customDomain(owner);
    expect((await lock(domainId, owner.token)).status).toBe(200);
    const first = await portal.call('POST', `/domains/${domainId}/dnssec/ds-records`, { token: owner.token, body: dsBody(6001) });
    expect(first.status).toBe(423);
    expect(simulator().domain(name)!.dsRecords).toEqual([]);
  });
});

describe("a team's domain: a second owner approves lifting the lock", () => {
  it('the asker cannot approve; another owner can, and the lock lifts at once; members cannot lock or ask; each step is in the history', async () => {
    const asker = await teamUser(portal, 'Ása Biðjari');
    const approver = await teamUser(portal, 'Bjarni Góðkennari');
    const member = await teamUser(portal, 'Mikkjal Limur');
    const teamId = await teamOf(portal, asker, [{ user: approver, isOwner: true }, { user: member }], 'Tvey eigarar');
    const domain = await customDomain(asker, [], { ownerType: 'team', ownerId: teamId });
    const { domainId } = domain;

    expect((await lock(domainId, member.token)).body.error.code).toBe('only_owners');
    expect((await lock(domainId, asker.token)).body.data.state).toBe('locked');
    expect((await askToLift(domainId, member.token)).body.error.code).toBe('only_owners');
    // Nothing to approve before anyone asks.
    expect((await approve(domainId, approver.token)).body.error.code).toBe('portal_lock_nothing_to_approve');

    const asked = await askToLift(domainId, asker.token);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({ state: 'lift_requested', lift: { approval: 'second_owner', lifts_at: null, requested_by_me: true }, may_approve: false });
    // Still locked while it waits.
    expect((await portal.call('PUT', `/domains/${domainId}/name-servers`, { token: asker.token, body: { mode: 'product' } })).status).toBe(423);
    expect(await lockState(domainId, approver.token)).toMatchObject({ state: 'lift_requested', lift: { requested_by_me: false }, may_approve: true });
    expect(await lockState(domainId, member.token)).toMatchObject({ state: 'lift_requested', may_change: false, may_approve: false });

    const self = await approve(domainId, asker.token, 'en');
    expect(self.status).toBe(403);
    expect(self.body.error).toEqual({
      code: 'portal_lock_own_request',
      message: 'You asked to lift the lock yourself. Another owner of the team must approve it from their own sign-in.',
    });
    expect((await approve(domainId, member.token)).body.error.code).toBe('only_owners');
    expect((await lockState(domainId, asker.token)).state).toBe('lift_requested');

    const approved = await approve(domainId, approver.token);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ state: 'unlocked', lift: null });
    expect((await portal.call('PUT', `/domains/${domainId}/contacts`, { token: asker.token, body: { same_for_all: true, registrant: contact } })).status).toBe(200);

    expect((await historyOf(domainId, asker.token)).filter((activity) => activity.startsWith('domain.portal'))).toEqual([
      'domain.portal-locked',
      'domain.portal-lock-lift-requested',
      'domain.portal-lock-lift-approved',
      'domain.portal-lock-lifted',
    ]);
    // Both owners were told of the request in the bell.
    for (const owner of [asker, approver]) {
      const bell = await portal.call('GET', '/users/me/notifications', { token: owner.token });
      expect(JSON.stringify(bell.body.data)).toContain('portal_lock_lift_approval');
    }
  });

  it('any owner cancels a request, the asker too; the lock stays on', async () => {
    const asker = await teamUser(portal, 'Ása Angrari');
    const other = await teamUser(portal, 'Óli Angrari');
    const teamId = await teamOf(portal, asker, [{ user: other, isOwner: true }], 'Angra toymið');
    const { domainId } = await customDomain(asker, [], { ownerType: 'team', ownerId: teamId });
    await lock(domainId, asker.token);

    await askToLift(domainId, asker.token);
    const cancelled = await cancel(domainId, other.token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ state: 'locked', lift: null });
    expect((await approve(domainId, other.token)).body.error.code).toBe('portal_lock_nothing_to_approve');

    await askToLift(domainId, other.token);
    expect((await cancel(domainId, other.token)).body.data.state).toBe('locked');
    expect((await historyOf(domainId, asker.token)).filter((activity) => activity.startsWith('domain.portal'))).toEqual([
      'domain.portal-locked',
      'domain.portal-lock-lift-requested',
      'domain.portal-lock-lift-cancelled',
      'domain.portal-lock-lift-requested',
      'domain.portal-lock-lift-cancelled',
    ]);
  });
});

describe('a personal domain: the lock lifts after a 24-hour wait, told by e-mail and SMS', () => {
  const runLifts = async () => {
    const report = await portal.runtime.scheduler.run('portal-lock-lifts');
    await portal.runtime.bus.drain();
    return report as Json;
  };

  it('asking starts the wait at once (e-mail and SMS to the owner); the lock holds until 24 hours have passed, then lifts and the job records it', async () => {
    const owner = await userWithPhone('Pætur Bíðari');
    const { domainId, name } = await customDomain(owner);
    await lock(domainId, owner.token);

    const askedAt = clock().now().getTime();
    const asked = await askToLift(domainId, owner.token);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({ state: 'lift_requested', lift: { approval: 'wait', sms_sent: true, requested_by_me: true } });
    expect(Date.parse(asked.body.data.lift.lifts_at) - askedAt).toBeGreaterThanOrEqual(24 * hour - 1000);
    expect(Date.parse(asked.body.data.lift.lifts_at) - askedAt).toBeLessThanOrEqual(24 * hour + 1000);
    // Nobody approves a personal domain's lift.
    expect((await approve(domainId, owner.token)).body.error.code).toBe('portal_lock_nothing_to_approve');

    const sms = (await outbox(portal, owner.phone)).filter((message) => message.channel === 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(`lift the portal lock on ${name}`);
    await portal.runtime.bus.drain();
    const mails = (await outbox(portal, owner.email)).filter((message) => message.channel === 'email');
    expect(mails.map((mail) => mail.subject)).toContain(`The portal lock on ${name} will be lifted`);

    // A minute before the 24 hours: still locked, and the job lifts nothing.
    clock().advance(24 * hour - 60_000);
    const lateToken = await sessionOf(owner.userId);
    expect((await lockState(domainId, lateToken)).state).toBe('lift_requested');
    expect((await portal.call('PUT', `/domains/${domainId}/transfer-lock`, { token: lateToken, body: { locked: false } })).status).toBe(423);
    await runLifts();
    expect((await historyOf(domainId, lateToken)).filter((activity) => activity.startsWith('domain.portal'))).not.toContain('domain.portal-lock-lifted');

    // The 24 hours have passed: the lock no longer holds (also before the job runs), and the job records the lift once.
    clock().advance(2 * 60_000);
    const afterToken = await sessionOf(owner.userId);
    expect(await lockState(domainId, afterToken)).toMatchObject({ state: 'unlocked', lift: null });
    const lifted = await runLifts();
    expect(lifted).toMatchObject({ lifted: 1, failed: 0 });
    expect(await runLifts()).toMatchObject({ lifted: 0 });
    expect((await portal.call('PUT', `/domains/${domainId}/transfer-lock`, { token: afterToken, body: { locked: false } })).status).toBe(200);
    expect((await historyOf(domainId, afterToken)).filter((activity) => activity.startsWith('domain.portal'))).toEqual([
      'domain.portal-locked',
      'domain.portal-lock-lift-requested',
      'domain.portal-lock-lifted',
    ]);
  });

  it('any sign-in of the owner cancels during the wait: the lock holds past the 24 hours; without a verified phone only the e-mail tells', async () => {
    const owner = await teamUser(portal, 'Rannvá Angrar');
    const { domainId } = await customDomain(owner);
    await lock(domainId, owner.token);
    const asked = await askToLift(domainId, owner.token);
    expect(asked.body.data.lift).toMatchObject({ approval: 'wait', sms_sent: false });

    clock().advance(3 * hour);
    const otherDevice = await sessionOf(owner.userId);
    const cancelled = await cancel(domainId, otherDevice);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ state: 'locked', lift: null });

    clock().advance(25 * hour);
    const later = await sessionOf(owner.userId);
    await runLifts();
    expect((await lockState(domainId, later)).state).toBe('locked');
    expect((await portal.call('PUT', `/domains/${domainId}/name-servers`, { token: later, body: { mode: 'product' } })).status).toBe(423);
    expect((await historyOf(domainId, later)).filter((activity) => activity.startsWith('domain.portal'))).toEqual([
      'domain.portal-locked',
      'domain.portal-lock-lift-requested',
      'domain.portal-lock-lift-cancelled',
    ]);
  });
});
