import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessTokenRepository } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { registrantContactId } from '#functions/orders/registrant.ts';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';

/**
 * Transfer in over HTTP against the local runtime: the EPP registry simulator plays the other
 * registrar and the registry's five days, DynamoDB Local keeps the transfers, the scheduler's
 * `transfer-auto-approval` job applies what the registry approved by itself.
 */
const portal = usePortal();
const registry = () => portal.runtime.registry;
const day = 24 * 3600 * 1000;

afterEach(async () => {
  portal.runtime.clock.reset();
  if (registry().faults.current !== 'none') await registry().faults.set('none');
});

/** A name held at another registrar with a known transfer code. */
function heldElsewhere(options: { statuses?: string[] } = {}) {
  const name = `flyt-${randomUUID().slice(0, 8)}.fo`;
  const code = `code-${randomUUID().slice(0, 8)}`;
  registry().register(name, { registrar: 'other-registrar', authInfo: code, years: 2, ...options });
  return { name, code };
}

const request = (token: string, body: unknown, language = 'en') => portal.call('POST', '/transfers', { token, body, language });
const transferOf = async (token: string, id: string) => {
  const answer = await portal.call('GET', `/transfers/${id}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const transferCommands = () => registry().commandLog.filter((entry) => entry.command === 'transfer').length;
const runJob = () => portal.runtime.scheduler.run('transfer-auto-approval') as Promise<{ checked: number; approved: number; cancelled: number; waiting: number; failed: number }>;

describe('requesting a transfer in', () => {
  it('refuses a wrong transfer code with the message on the code, and saves nothing', async () => {
    const { token } = await newAccount(portal);
    const { name } = heldElsewhere();
    const answer = await request(token, { domain: name, auth_code: 'not-the-code' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ code: 'validation_failed', fields: { auth_code: 'The transfer code is wrong. Ask the current holder for the right code.' } });
    const faroese = await request(token, { domain: name, auth_code: 'not-the-code' }, 'fo');
    expect(faroese.body.error.fields.auth_code).toBe('Flytikotan er skeiv. Bið núverandi eigaran um rættu kotuna.');
    expect((await portal.call('GET', '/transfers', { token })).body.data).toEqual([]);
    expect(registry().domain(name)).toMatchObject({ registrar: 'other-registrar', transfer: null });
  });

  it('refuses a bad name, a name not registered, a transfer-locked domain and one already ours at the registry, each on the domain', async () => {
    const { token } = await newAccount(portal);
    const refusal = async (domain: string) => {
      const answer = await request(token, { domain, auth_code: 'some-code' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      return answer.body.error.fields.domain;
    };
    expect(await refusal('føroyar')).toMatch(/cannot contain Faroese letters/);
    expect(await refusal(`nobody-${randomUUID().slice(0, 8)}`)).toBe('This domain is not registered, so it cannot be transferred. You can register it instead.');
    const locked = heldElsewhere({ statuses: ['clientTransferProhibited'] });
    expect(await refusal(locked.name)).toBe('The domain is locked against transfers. Ask the current holder to lift the transfer lock.');
    const ours = `egin-${randomUUID().slice(0, 8)}.fo`;
    registry().register(ours, { registrar: registry().username, authInfo: 'some-code' });
    expect(await refusal(ours)).toBe('The registry does not allow this domain to be transferred right now.');
    expect((await portal.call('GET', '/transfers', { token })).body.data).toEqual([]);
  });

  it('asks for an address first, since the owner becomes the registrant; the registry is not asked', async () => {
    // A user without an address (an e-ID user created before addresses were asked), made straight in the table.
    const userRepository = createUserRepository(portal.runtime.table);
    const accessTokenRepository = createAccessTokenRepository(portal.runtime.table);
    const userId = randomUUID();
    await userRepository.create({ userId, email: `no-address-${userId}@example.com`, name: 'Uttan Bústað', emailVerifiedAt: new Date().toISOString() });
    const { token } = await accessTokenRepository.issue({ userId, kind: 'session', label: 'transfers test', now: new Date(), lifetimeSeconds: 3600 });
    const { name, code } = heldElsewhere();
    const answer = await request(token, { domain: name, auth_code: code });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['city', 'country_code', 'street', 'zip']);
    expect(answer.body.error.fields.street).toMatch(/before transferring a domain to us/);
    expect(registry().domain(name)).toMatchObject({ transfer: null });
  });

  it('requests with the right code: requested, with the expected automatic approval date; the same request again answers the same transfer', async () => {
    const { token } = await newAccount(portal);
    const { name, code } = heldElsewhere();
    const before = transferCommands();
    const first = await request(token, { domain: name.replace('.fo', '').toUpperCase(), auth_code: ` ${code} ` });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const transfer = first.body.data;
    expect(transfer).toMatchObject({ domain: name, status: 'requested', cancel_reason: null, approved_at: null, cancelled_at: null, domain_id: null });
    const pending = registry().domain(name)!.transfer!;
    expect(pending).toMatchObject({ status: 'pending', requestingRegistrar: registry().username });
    expect(transfer.auto_approval_at).toBe(new Date(pending.actionAt).toISOString());
    expect(Date.parse(transfer.auto_approval_at) - Date.parse(transfer.requested_at)).toBeCloseTo(5 * day, -4);

    const again = await request(token, { domain: name, auth_code: code });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(transfer.id);
    // One request at the registry; the repeat only asked how it stands.
    expect(registry().commandLog.filter((entry) => entry.command === 'transfer').length - before).toBe(2);
    expect((await portal.call('GET', '/transfers', { token })).body.data.map((entry: { id: string }) => entry.id)).toEqual([transfer.id]);
    expect(portal.runtime.bus.published.some((event) => event.metadata.name === 'transfer.requested' && (event.data as { transferId: string }).transferId === transfer.id)).toBe(
      true,
    );

    // Another user cannot start a second transfer of the name meanwhile.
    const other = await newAccount(portal);
    const refused = await request(other.token, { domain: name, auth_code: code });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.domain).toBe('A transfer of this domain is already under way.');
  });
});

describe('approval', () => {
  it('by the current holder: the transfer is approved and the domain is the user’s, with the user as registrant', async () => {
    const { token, userId } = await newAccount(portal);
    const { name, code } = heldElsewhere();
    const expiresBefore = registry().domain(name)!.expiresAt;
    const transfer = (await request(token, { domain: name, auth_code: code })).body.data;
    registry().approveTransfer(name);

    const approved = await transferOf(token, transfer.id);
    expect(approved).toMatchObject({ status: 'approved', cancel_reason: null, domain_id: expect.any(String) });
    expect(approved.approved_at).not.toBeNull();

    const domains = (await portal.call('GET', '/domains', { token })).body.data;
    expect(domains).toEqual([
      expect.objectContaining({ id: approved.domain_id, name, owner: expect.objectContaining({ type: 'user', id: userId }), name_server_mode: 'custom', auto_renewal: false }),
    ]);
    // The transfer added the registry's year to the expiry.
    expect(Date.parse(domains[0].expires_at)).toBeGreaterThan(Date.parse(expiresBefore));
    expect(domains[0].expires_at).toBe(new Date(registry().domain(name)!.expiresAt).toISOString());
    const view = await portal.call('GET', `/domains/${approved.domain_id}`, { token });
    expect(view.status).toBe(200);

    const atRegistry = registry().domain(name)!;
    expect(atRegistry).toMatchObject({ registrar: registry().username, registrantId: registrantContactId(userId) });
    expect(atRegistry.contacts).toEqual(expect.arrayContaining(['admin', 'tech', 'billing'].map((type) => ({ type, id: registrantContactId(userId) }))));
    const events = portal.runtime.bus.published.filter((event) => (event.data as { transferId?: string }).transferId === transfer.id).map((event) => event.metadata.name);
    expect(events).toEqual(['transfer.requested', 'transfer.approved', 'domain.transferred-in']);
    // Every event passes its schema on consume and has its activity-log entry (no dead letters).
    await portal.runtime.bus.drain();
    expect(portal.runtime.bus.deadLetters()).toEqual([]);

    // A second look changes nothing; asking to transfer it again is "already yours".
    expect(await transferOf(token, transfer.id)).toEqual(approved);
    const again = await request(token, { domain: name, auth_code: 'whatever' });
    expect(again.status).toBe(422);
    expect(again.body.error.fields.domain).toBe('This domain is already yours.');
    const stranger = await newAccount(portal);
    expect((await request(stranger.token, { domain: name, auth_code: 'whatever' })).body.error.fields.domain).toBe(
      'This domain is already registered with us and cannot be transferred this way.',
    );
  });

  it("lifts the previous registrar's update and delete locks at the registry, so the new owner can be made registrant, and sets the transfer lock", async () => {
    const { token, userId } = await newAccount(portal);
    const { name, code } = heldElsewhere({ statuses: ['clientUpdateProhibited', 'clientDeleteProhibited'] });
    const transfer = (await request(token, { domain: name, auth_code: code })).body.data;
    registry().approveTransfer(name);
    expect(await transferOf(token, transfer.id)).toMatchObject({ status: 'approved' });
    const atRegistry = registry().domain(name)!;
    expect(atRegistry.registrantId).toBe(registrantContactId(userId));
    // Registrars lock by default: a transferred-in domain is locked against transfer too.
    expect(atRegistry.statuses).toEqual(['clientTransferProhibited']);
    expect((await portal.call('GET', '/domains', { token })).body.data[0]).toMatchObject({ name, registration_lock: false, transfer_lock: true });
  });

  it('rejected by the current holder: cancelled, rejected by the holder, and nothing in the archive', async () => {
    const { token } = await newAccount(portal);
    const { name, code } = heldElsewhere();
    const transfer = (await request(token, { domain: name, auth_code: code })).body.data;
    registry().rejectTransfer(name);
    expect(await transferOf(token, transfer.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'rejected_by_holder', domain_id: null });
    expect((await portal.call('GET', '/domains', { token })).body.data).toEqual([]);
  });

  it('automatically after five days by the job, not after four; a second run changes nothing', async () => {
    const { token, userId } = await newAccount(portal);
    const { name, code } = heldElsewhere();
    const transfer = (await request(token, { domain: name, auth_code: code })).body.data;

    portal.runtime.clock.advance(4 * day);
    const early = await runJob();
    expect(early.failed).toBe(0);
    expect((await portal.call('GET', '/transfers', { token })).body.data[0]).toMatchObject({ id: transfer.id, status: 'requested' });
    expect(registry().domain(name)).toMatchObject({ registrar: 'other-registrar' });

    portal.runtime.clock.advance(1 * day + 60_000);
    const report = await runJob();
    expect(report).toMatchObject({ failed: 0 });
    expect(report.approved).toBeGreaterThanOrEqual(1);
    // The list is as saved (no registry call): the job has already written the approval.
    const [listed] = (await portal.call('GET', '/transfers', { token })).body.data;
    expect(listed).toMatchObject({ id: transfer.id, status: 'auto_approved', approved_at: transfer.auto_approval_at, domain_id: expect.any(String) });
    expect((await portal.call('GET', '/domains', { token })).body.data.map((domain: { name: string }) => domain.name)).toEqual([name]);
    expect(registry().domain(name)).toMatchObject({ registrar: registry().username, registrantId: registrantContactId(userId) });

    const published = portal.runtime.bus.published.length;
    const second = await runJob();
    expect(second).toMatchObject({ approved: 0, cancelled: 0, failed: 0 });
    expect(portal.runtime.bus.published.length).toBe(published);
    expect(await transferOf(token, transfer.id)).toEqual(listed);
  });

  it('the job leaves transfers alone while the registry is down, and applies them on the next run', async () => {
    const { token } = await newAccount(portal);
    const { name, code } = heldElsewhere();
    const transfer = (await request(token, { domain: name, auth_code: code })).body.data;
    portal.runtime.clock.advance(5 * day + 60_000);
    await registry().faults.set('down');
    await runJob();
    expect((await portal.call('GET', '/transfers', { token })).body.data[0]).toMatchObject({ id: transfer.id, status: 'requested' });
    // The page still shows the saved transfer when the registry does not answer.
    expect(await transferOf(token, transfer.id)).toMatchObject({ status: 'requested' });
    await registry().faults.set('none');
    await runJob();
    expect(await transferOf(token, transfer.id)).toMatchObject({ status: 'auto_approved' });
  });
});

describe('cancelling', () => {
  it('withdraws a waiting transfer at the registry; again answers it as it is', async () => {
    const { token } = await newAccount(portal);
    const { name, code } = heldElsewhere();
    const transfer = (await request(token, { domain: name, auth_code: code })).body.data;
    const cancelled = await portal.call('POST', `/transfers/${transfer.id}/cancel`, { token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id: transfer.id, status: 'cancelled', cancel_reason: 'cancelled_by_user', cancelled_at: expect.any(String) });
    expect(registry().domain(name)).toMatchObject({ registrar: 'other-registrar', transfer: expect.objectContaining({ status: 'clientCancelled' }) });
    expect(registry().domain(name)!.statuses).not.toContain('pendingTransfer');

    const again = await portal.call('POST', `/transfers/${transfer.id}/cancel`, { token });
    expect(again.body.data).toEqual(cancelled.body.data);
    // The name is free to be asked for again, as a new transfer.
    const renewed = await request(token, { domain: name, auth_code: code });
    expect(renewed.status).toBe(201);
    expect(renewed.body.data.id).not.toBe(transfer.id);
    // Newest first.
    expect((await portal.call('GET', '/transfers', { token })).body.data.map((entry: { id: string; status: string }) => [entry.id, entry.status])).toEqual([
      [renewed.body.data.id, 'requested'],
      [transfer.id, 'cancelled'],
    ]);
  });

  it('refuses to cancel a transfer the holder approved meanwhile (409), and shows it approved', async () => {
    const { token } = await newAccount(portal);
    const { name, code } = heldElsewhere();
    const transfer = (await request(token, { domain: name, auth_code: code })).body.data;
    registry().approveTransfer(name);
    const refused = await portal.call('POST', `/transfers/${transfer.id}/cancel`, { token, language: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('transfer_not_pending');
    expect((await portal.call('GET', '/transfers', { token })).body.data[0]).toMatchObject({ status: 'approved' });
  });
});

describe('another user', () => {
  it("gets 404 for someone else's transfer, to read or to cancel, and does not see it in the list", async () => {
    const owner = await newAccount(portal);
    const stranger = await newAccount(portal);
    const { name, code } = heldElsewhere();
    const transfer = (await request(owner.token, { domain: name, auth_code: code })).body.data;
    const read = await portal.call('GET', `/transfers/${transfer.id}`, { token: stranger.token });
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe('not_found');
    expect((await portal.call('POST', `/transfers/${transfer.id}/cancel`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('GET', '/transfers', { token: stranger.token })).body.data).toEqual([]);
    expect(await transferOf(owner.token, transfer.id)).toMatchObject({ status: 'requested' });
  });
});
