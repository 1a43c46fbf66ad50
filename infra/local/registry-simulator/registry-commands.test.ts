import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EppClient, EppResultError } from '#functions/adapters/registry/epp-client.ts';
import { createEppRegistry, RegistryError, type RegistryErrorCode } from '#functions/adapters/registry/epp-registry.ts';
import { DomainError } from '#functions/errors.ts';
import type { Registry, RegistryContact } from '#functions/ports/registry.ts';
import { type RegistrySimulator, startRegistrySimulator } from './simulator.ts';

/**
 * The whole Registry port through the real EPP client over TLS against the simulator, with two
 * registrars: the portal (`okisnavn`, the default account) and a rival registrar.
 */

const rival = { username: 'rival', password: 'rival-password' };
const day = 86_400_000;

/** The registry error (or 503) a call ends in. */
async function failure(promise: Promise<unknown>): Promise<RegistryError | DomainError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof RegistryError) && !(error instanceof DomainError)) throw new Error(`Expected a registry failure, got ${String(error)}`);
  return error;
}
const refused = async (promise: Promise<unknown>, code: RegistryErrorCode, resultCode: number) => expect(await failure(promise)).toMatchObject({ code, resultCode });

const contact = (id: string, name = 'Jógvan á Dímun'): RegistryContact => ({
  id,
  name,
  organization: null,
  street: 'Gøtugjógv 1',
  city: 'Gøta',
  zip: '510',
  countryCode: 'FO',
  email: `${id.toLowerCase()}@example.fo`,
  phone: '+298.123456',
});

describe('Registry port ↔ registry simulator over TLS', () => {
  let simulator: RegistrySimulator;
  let now = new Date('2026-03-01T12:00:00.000Z');
  let portalClient: EppClient;
  let rivalClient: EppClient;
  let portal: Registry;
  let other: Registry;

  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const client = (account: { username: string; password: string }) =>
    new EppClient({ host: simulator.host, port: simulator.port, username: account.username, password: account.password, ca: simulator.caCert, timeoutMs: 2_000, keepAliveMs: 0 });

  beforeAll(async () => {
    simulator = await startRegistrySimulator({ now: () => now, accounts: [rival] });
    portalClient = client({ username: simulator.username, password: simulator.password });
    rivalClient = client(rival);
    portal = createEppRegistry(portalClient);
    other = createEppRegistry(rivalClient);
    expect(await portal.createContact(contact('OK-PORTAL'))).toBe('created');
    expect(await other.createContact(contact('RIVAL-1', 'Rival Contact'))).toBe('created');
  });
  afterEach(async () => {
    await simulator.faults.set('none');
  });
  afterAll(async () => {
    await portalClient.close();
    await rivalClient.close();
    await simulator.stop();
  });

  /** Empties a registrar's message queue through the port. */
  async function drain(registry: Registry): Promise<string[]> {
    const texts: string[] = [];
    for (let message = await registry.pollMessage(); message; message = await registry.pollMessage()) {
      texts.push(message.text);
      await registry.acknowledgeMessage(message.id);
    }
    return texts;
  }

  describe('contacts', () => {
    it('creates once; a second create answers exists; updates every field', async () => {
      expect(await portal.createContact(contact('OK-C1'))).toBe('created');
      expect(await portal.createContact(contact('OK-C1'))).toBe('exists');
      await portal.updateContact({ ...contact('OK-C1'), name: 'Rógvi Joensen', organization: 'Sp/f Dømi', phone: null, street: 'Vegur 2\nPostboks 7' });
      expect(simulator.contact('OK-C1')).toMatchObject({
        registrar: 'okisnavn',
        name: 'Rógvi Joensen',
        organization: 'Sp/f Dømi',
        phone: null,
        street: 'Vegur 2\nPostboks 7',
        countryCode: 'FO',
      });
    });

    it('refuses an unknown contact, another registrar’s contact and a bad id', async () => {
      await refused(portal.updateContact(contact('OK-NOBODY')), 'contact_not_found', 2303);
      await refused(portal.updateContact(contact('RIVAL-1')), 'registry_authorization', 2201);
      await refused(portal.createContact(contact('OK')), 'registry_rejected', 2005);
      await refused(portal.createContact({ ...contact('OK-C2'), phone: '123456' }), 'registry_rejected', 2005);
    });
  });

  describe('a domain from create to delete, with a transfer to another registrar', () => {
    const name = 'lifecycle.fo';

    it('creates, answers info, renews, updates name servers, DS records, statuses and the code', async () => {
      const created = await portal.createDomain({
        name,
        years: 2,
        registrantId: 'OK-PORTAL',
        contacts: { admin: 'OK-PORTAL', tech: 'OK-PORTAL' },
        nameServers: [{ host: 'ns1.lifecycle.fo', addresses: ['192.0.2.1'] }, { host: 'ns.example.net' }],
        authInfo: 'first-code-1',
      });
      expect(created).toEqual({ name, createdAt: '2026-03-01T12:00:00.000Z', expiresAt: '2028-03-01T12:00:00.000Z' });

      const info = await portal.domainInfo(name);
      expect(info).toMatchObject({
        name,
        roid: expect.stringMatching(/^D\d+-FOSIM$/),
        statuses: ['ok'],
        registrantId: 'OK-PORTAL',
        contacts: [
          { type: 'admin', id: 'OK-PORTAL' },
          { type: 'tech', id: 'OK-PORTAL' },
        ],
        nameServers: [{ host: 'ns1.lifecycle.fo', addresses: ['192.0.2.1'] }, { host: 'ns.example.net' }],
        registrar: 'okisnavn',
        updatedAt: null,
        expiresAt: '2028-03-01T12:00:00.000Z',
        authInfo: 'first-code-1',
        dsRecords: [],
      });

      expect(await portal.renewDomain(name, '2028-03-01', 3)).toEqual({ expiresAt: '2031-03-01T12:00:00.000Z' });

      advance(day);
      await portal.updateDomain(name, {
        addNameServers: [{ host: 'ns2.example.net' }],
        removeNameServers: ['ns.example.net'],
        addDsRecords: [{ keyTag: 12345, algorithm: 13, digestType: 2, digest: 'ab'.repeat(32) }],
        addStatuses: ['clientTransferProhibited', 'clientDeleteProhibited'],
        authInfo: 'second-code-2',
      });
      const updated = await portal.domainInfo(name);
      expect(updated).toMatchObject({
        statuses: ['clientTransferProhibited', 'clientDeleteProhibited'],
        nameServers: [{ host: 'ns1.lifecycle.fo', addresses: ['192.0.2.1'] }, { host: 'ns2.example.net' }],
        dsRecords: [{ keyTag: 12345, algorithm: 13, digestType: 2, digest: 'AB'.repeat(32) }],
        authInfo: 'second-code-2',
        updatedAt: '2026-03-02T12:00:00.000Z',
      });

      await portal.updateDomain(name, { removeAllDsRecords: true, addDsRecords: [{ keyTag: 2, algorithm: 8, digestType: 2, digest: 'CD'.repeat(32) }] });
      expect((await portal.domainInfo(name)).dsRecords).toEqual([{ keyTag: 2, algorithm: 8, digestType: 2, digest: 'CD'.repeat(32) }]);
      await portal.updateDomain(name, { removeDsRecords: [{ keyTag: 2, algorithm: 8, digestType: 2, digest: 'cd'.repeat(32) }] });
      expect((await portal.domainInfo(name)).dsRecords).toEqual([]);
      expect(simulator.commandLog.filter((entry) => entry.command === 'update').at(-1)).toMatchObject({ names: [name], registrar: 'okisnavn', resultCode: 1000 });
    });

    it('shows another registrar the public part, or everything with the right code', async () => {
      const limited = await other.domainInfo(name);
      expect(limited).toMatchObject({ name, registrar: 'okisnavn', registrantId: null, contacts: [], authInfo: null });
      expect((await other.domainInfo(name, 'second-code-2')).authInfo).toBe('second-code-2');
      await refused(other.domainInfo(name, 'wrong-code'), 'invalid_auth_info', 2202);
    });

    it('refuses a transfer while locked, with a wrong code, of one’s own domain, and twice', async () => {
      await refused(other.transferDomain('request', name, { authInfo: 'second-code-2' }), 'domain_status_prohibits', 2304);
      await portal.updateDomain(name, { removeStatuses: ['clientTransferProhibited'] });
      await refused(other.transferDomain('request', name, { authInfo: 'first-code-1' }), 'invalid_auth_info', 2202);
      await refused(portal.transferDomain('request', name, { authInfo: 'second-code-2' }), 'domain_not_eligible_for_transfer', 2106);
      await refused(other.transferDomain('approve', name), 'registry_authorization', 2201);
      await refused(portal.transferDomain('approve', name), 'domain_not_pending_transfer', 2301);
    });

    it('requests a transfer: pending for five days, the sponsor is told by poll, the domain is frozen', async () => {
      const requested = await other.transferDomain('request', name, { authInfo: 'second-code-2', years: 1 });
      expect(requested).toEqual({
        name,
        status: 'pending',
        requestingRegistrar: 'rival',
        requestedAt: '2026-03-02T12:00:00.000Z',
        actingRegistrar: 'okisnavn',
        actionAt: '2026-03-07T12:00:00.000Z',
        expiresAt: '2032-03-01T12:00:00.000Z',
      });
      await refused(other.transferDomain('request', name, { authInfo: 'second-code-2' }), 'domain_transfer_pending', 2300);
      expect((await portal.domainInfo(name)).statuses).toContain('pendingTransfer');
      await refused(portal.updateDomain(name, { addStatuses: ['clientHold'] }), 'domain_status_prohibits', 2304);
      await refused(portal.renewDomain(name, '2031-03-01', 1), 'domain_status_prohibits', 2304);
      expect(await portal.transferDomain('query', name)).toMatchObject({ status: 'pending', requestingRegistrar: 'rival' });
      expect(await other.transferDomain('query', name)).toMatchObject({ status: 'pending' });

      const message = await portal.pollMessage();
      expect(message).toMatchObject({ text: `Transfer of ${name} requested by rival.`, domain: name, queuedAt: '2026-03-02T12:00:00.000Z', transfer: requested });
      // Not acknowledged yet: the same message again.
      expect((await portal.pollMessage())?.id).toBe(message!.id);
      await portal.acknowledgeMessage(message!.id);
      await refused(portal.acknowledgeMessage(message!.id), 'message_not_found', 2303);
      expect(await portal.pollMessage()).toBeNull();
    });

    it('the sponsor approves: the rival sponsors it, a year is added, the old code is dead', async () => {
      advance(day);
      const approved = await portal.transferDomain('approve', name);
      expect(approved).toMatchObject({ status: 'clientApproved', actingRegistrar: 'okisnavn', actionAt: '2026-03-03T12:00:00.000Z', expiresAt: '2032-03-01T12:00:00.000Z' });
      const info = await other.domainInfo(name);
      expect(info).toMatchObject({ registrar: 'rival', expiresAt: '2032-03-01T12:00:00.000Z', statuses: ['clientDeleteProhibited'] });
      expect(info.authInfo).not.toBe('second-code-2');
      expect(await drain(other)).toEqual([`Transfer of ${name} approved.`]);
      await refused(portal.renewDomain(name, '2032-03-01', 1), 'registry_authorization', 2201);
      await refused(portal.updateDomain(name, { addStatuses: ['clientHold'] }), 'registry_authorization', 2201);
      await refused(portal.deleteDomain(name), 'registry_authorization', 2201);
    });

    it('the new sponsor deletes it once the delete lock is lifted', async () => {
      await refused(other.deleteDomain(name), 'domain_status_prohibits', 2304);
      await other.updateDomain(name, { removeStatuses: ['clientDeleteProhibited'] });
      await other.deleteDomain(name);
      await refused(other.domainInfo(name), 'domain_not_found', 2303);
      expect(simulator.domain(name)).toBeUndefined();
      expect((await portal.checkDomains([name]))[0]?.available).toBe(true);
    });
  });

  describe('transfers the sponsor does not answer, rejects, or the requester cancels', () => {
    it('approves by itself after five days (serverApproved), at the next command', async () => {
      simulator.register('auto-approve.fo', { registrar: 'rival', authInfo: 'auto-code', years: 2 });
      const expiry = simulator.domain('auto-approve.fo')!.expiresAt;
      const requested = await portal.transferDomain('request', 'auto-approve.fo', { authInfo: 'auto-code' });
      advance(5 * day - 1000);
      expect((await portal.transferDomain('query', 'auto-approve.fo')).status).toBe('pending');
      advance(2000);
      const info = await portal.domainInfo('auto-approve.fo');
      expect(info.registrar).toBe('okisnavn');
      expect(info.statuses).toEqual(['ok']);
      expect(new Date(info.expiresAt).getUTCFullYear()).toBe(new Date(expiry).getUTCFullYear() + 1);
      expect(await portal.transferDomain('query', 'auto-approve.fo')).toMatchObject({ status: 'serverApproved', actionAt: requested.actionAt });
      expect(await drain(portal)).toEqual(['Transfer of auto-approve.fo approved by the registry.']);
      expect(await drain(other)).toEqual(['Transfer of auto-approve.fo requested by okisnavn.', 'Transfer of auto-approve.fo approved by the registry.']);
    });

    it('the sponsor rejects (test helper); the requester is told; a new request may follow and be cancelled', async () => {
      simulator.register('rejected.fo', { registrar: 'rival', authInfo: 'reject-code' });
      await portal.transferDomain('request', 'rejected.fo', { authInfo: 'reject-code' });
      expect(simulator.rejectTransfer('rejected.fo')).toMatchObject({ status: 'clientRejected', actingRegistrar: 'rival' });
      expect(simulator.domain('rejected.fo')).toMatchObject({ registrar: 'rival', statuses: [] });
      expect(simulator.messages()).toEqual([
        expect.objectContaining({ text: 'Transfer of rejected.fo rejected.', transfer: expect.objectContaining({ status: 'clientRejected' }) }),
      ]);

      await portal.transferDomain('request', 'rejected.fo', { authInfo: 'reject-code' });
      await refused(other.transferDomain('cancel', 'rejected.fo'), 'registry_authorization', 2201);
      expect(await portal.transferDomain('cancel', 'rejected.fo')).toMatchObject({ status: 'clientCancelled', actingRegistrar: 'okisnavn' });
      expect(simulator.domain('rejected.fo')?.statuses).toEqual([]);
      expect(simulator.messages('rival').map((message) => message.text)).toEqual(expect.arrayContaining(['Transfer of rejected.fo cancelled.']));
      await refused(portal.transferDomain('cancel', 'rejected.fo'), 'domain_not_pending_transfer', 2301);
      await drain(portal);
      await drain(other);
    });

    it('approves through the test helper acting as the sponsor', async () => {
      simulator.register('helper.fo', { registrar: 'rival', authInfo: 'helper-code' });
      await portal.transferDomain('request', 'helper.fo', { authInfo: 'helper-code' });
      expect(simulator.approveTransfer('helper.fo')).toMatchObject({ status: 'clientApproved' });
      expect(simulator.domain('helper.fo')?.registrar).toBe('okisnavn');
      expect(() => simulator.approveTransfer('helper.fo')).toThrow('No transfer of helper.fo is pending');
      await drain(portal);
      await drain(other);
    });

    it('refuses a third registrar’s query without the code', async () => {
      simulator.register('query.fo', { registrar: 'rival', authInfo: 'query-code' });
      await refused(portal.transferDomain('query', 'query.fo'), 'registry_authorization', 2201);
      await refused(portal.transferDomain('query', 'query.fo', { authInfo: 'query-code' }), 'domain_not_pending_transfer', 2301);
    });
  });

  describe('refusals', () => {
    const request = (name: string, years = 1) => ({ name, years, registrantId: 'OK-PORTAL', contacts: {}, nameServers: [], authInfo: 'refusal-code' });

    it('create: taken and reserved (2302), bad syntax (2005), period (2004), unknown contact, glue rules', async () => {
      await refused(portal.createDomain(request('taken.fo')), 'domain_unavailable', 2302);
      await refused(portal.createDomain(request('nic.fo')), 'domain_unavailable', 2302);
      await refused(portal.createDomain(request('-bad.fo')), 'registry_rejected', 2005);
      await refused(portal.createDomain(request('eleven-years.fo', 11)), 'registry_rejected', 2004);
      await refused(portal.createDomain({ ...request('no-contact.fo'), registrantId: 'OK-NOBODY' }), 'contact_not_found', 2303);
      await refused(portal.createDomain({ ...request('no-glue.fo'), nameServers: [{ host: 'ns1.no-glue.fo' }] }), 'registry_rejected', 2003);
      await refused(portal.createDomain({ ...request('outside-glue.fo'), nameServers: [{ host: 'ns.example.net', addresses: ['192.0.2.9'] }] }), 'registry_policy', 2306);
      expect(simulator.domain('no-glue.fo')).toBeUndefined();
      expect((await portal.createDomain(request('ten-years.fo', 10))).expiresAt).toBe(`2036${now.toISOString().slice(4)}`);
    });

    it('renew: wrong current expiry (2004), beyond ten years (2306), locked (2304)', async () => {
      const created = await portal.createDomain(request('renew-rules.fo', 1));
      await refused(portal.renewDomain('renew-rules.fo', '2030-01-01', 1), 'registry_rejected', 2004);
      await refused(portal.renewDomain('renew-rules.fo', created.expiresAt, 10), 'registry_policy', 2306);
      const renewed = await portal.renewDomain('renew-rules.fo', created.expiresAt, 9);
      expect(renewed.expiresAt.slice(0, 4)).toBe('2036');
      // A repeated renew (the same current expiry) cannot add the years twice.
      await refused(portal.renewDomain('renew-rules.fo', created.expiresAt, 1), 'registry_rejected', 2004);
      await portal.updateDomain('renew-rules.fo', { addStatuses: ['clientRenewProhibited'] });
      await refused(portal.renewDomain('renew-rules.fo', renewed.expiresAt, 1), 'domain_status_prohibits', 2304);
      await refused(portal.renewDomain('nobody-has-this.fo', '2027-01-01', 1), 'domain_not_found', 2303);
    });

    it('update: clientUpdateProhibited lets only its own removal through; server statuses are the registry’s', async () => {
      await portal.createDomain(request('update-lock.fo'));
      await portal.updateDomain('update-lock.fo', { addStatuses: ['clientUpdateProhibited', 'clientTransferProhibited'] });
      await refused(portal.updateDomain('update-lock.fo', { addNameServers: [{ host: 'ns.example.net' }] }), 'domain_status_prohibits', 2304);
      await refused(portal.updateDomain('update-lock.fo', { removeStatuses: ['clientUpdateProhibited'], authInfo: 'sneaky-code' }), 'domain_status_prohibits', 2304);
      await portal.updateDomain('update-lock.fo', { removeStatuses: ['clientUpdateProhibited', 'clientTransferProhibited'] });
      expect((await portal.domainInfo('update-lock.fo')).statuses).toEqual(['ok']);
      await refused(portal.updateDomain('update-lock.fo', { addStatuses: ['serverHold'] }), 'registry_policy', 2306);
      await refused(portal.updateDomain('update-lock.fo', { addContacts: [{ type: 'tech', id: 'OK-NOBODY' }] }), 'domain_not_found', 2303);
      await refused(portal.updateDomain('update-lock.fo', {}), 'registry_rejected', 2003);
      await refused(other.updateDomain('update-lock.fo', { addStatuses: ['clientHold'] }), 'registry_authorization', 2201);
      // Nothing of a refused update was applied.
      expect(simulator.domain('update-lock.fo')).toMatchObject({ statuses: [], contacts: [], authInfo: 'refusal-code' });
    });

    it('delete: locked (2304), another registrar’s (2201), unknown (2303)', async () => {
      simulator.register('delete-lock.fo', { statuses: ['serverDeleteProhibited'] });
      await refused(portal.deleteDomain('delete-lock.fo'), 'domain_status_prohibits', 2304);
      await refused(portal.deleteDomain('taken.fo'), 'registry_authorization', 2201);
      await refused(portal.deleteDomain('never-registered.fo'), 'domain_not_found', 2303);
    });

    it('poll: an unknown message id is message_not_found; another registrar’s message is not ours to acknowledge', async () => {
      await refused(portal.acknowledgeMessage('999999'), 'message_not_found', 2303);
      simulator.register('ack.fo', { registrar: 'rival', authInfo: 'ack-code' });
      await portal.transferDomain('request', 'ack.fo', { authInfo: 'ack-code' });
      const [message] = simulator.messages('rival');
      await refused(portal.acknowledgeMessage(message!.id), 'message_not_found', 2303);
      await drain(other);
    });
  });

  describe('faults', () => {
    it('error-next fails any command with 2400 (registry_unavailable) and changes nothing', async () => {
      for (const call of [
        () => portal.createDomain({ name: 'fault.fo', years: 1, registrantId: 'OK-PORTAL', contacts: {}, nameServers: [], authInfo: 'fault-code' }),
        () => portal.domainInfo('taken.fo'),
        () => portal.pollMessage(),
        () => portal.createContact(contact('OK-FAULT')),
      ]) {
        await simulator.faults.set('error-next');
        const error = await failure(call());
        expect(error).toBeInstanceOf(DomainError);
        expect(error.code).toBe('registry_unavailable');
        expect(((error as DomainError).cause as EppResultError).resultCode).toBe(2400);
      }
      expect(simulator.domain('fault.fo')).toBeUndefined();
      expect(simulator.contact('OK-FAULT')).toBeUndefined();
      expect(
        simulator.commandLog
          .filter((entry) => entry.resultCode === 2400)
          .map((entry) => entry.command)
          .slice(-4),
      ).toEqual(['create', 'info', 'poll', 'create']);
      expect(simulator.commandLog.filter((entry) => entry.resultCode === 2400).at(-3)?.names).toEqual(['taken.fo']);
    });

    it('down: every method is registry_unavailable', async () => {
      await simulator.faults.set('down');
      expect((await failure(portal.domainInfo('taken.fo'))).code).toBe('registry_unavailable');
      expect((await failure(portal.transferDomain('request', 'taken.fo', { authInfo: 'x' }))).code).toBe('registry_unavailable');
    });
  });
});
