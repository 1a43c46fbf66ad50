import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCommand,
  buildDomainCheck,
  buildHello,
  buildLogin,
  buildLogout,
  contactNamespace,
  domainNamespace,
  encodeFrame,
  FrameReader,
  hostNamespace,
} from '#functions/adapters/registry/epp-codec.ts';
import { buildContactCreate, buildContactUpdate } from '#functions/adapters/registry/epp-contact-codec.ts';
import { buildDomainCreate, buildDomainDelete, buildDomainInfo, buildDomainRenew, buildDomainTransfer, buildDomainUpdate } from '#functions/adapters/registry/epp-domain-codec.ts';
import { buildPollAcknowledge, buildPollRequest } from '#functions/adapters/registry/epp-poll-codec.ts';
import type { DomainCreateRequest, RegistryContact } from '#functions/ports/registry.ts';
import { type RegistrySimulator, startRegistrySimulator } from './simulator.ts';

const run = promisify(execFile);

/**
 * Every frame the EPP client writes and every frame the simulator writes must validate against
 * the IETF schemas (RFC 5730/5731/5732/5733/5910/3915) kept in the repository (`epp-xsd/` beside
 * this file, MIT licence), with xmllint (Debian package libxml2-utils, installed by `.ci/run`).
 */
const schema = join(import.meta.dirname, 'epp-xsd', 'all.xsd');

function requireXmllint(): void {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('xmllint is not installed: the EPP frames cannot be validated against the IETF schemas. Install it with `apt-get install -y libxml2-utils`.');
  }
  if (!existsSync(schema)) throw new Error(`The EPP schemas are missing: expected ${schema}.`);
}

/** Validates named frames in one xmllint run; returns the failures' messages. */
async function validate(frames: Record<string, string>): Promise<string> {
  const directory = mkdtempSync(join(tmpdir(), 'okisnavn-epp-frames-'));
  try {
    const files = Object.entries(frames).map(([name, xml]) => {
      const file = join(directory, `${name}.xml`);
      writeFileSync(file, xml);
      return file;
    });
    try {
      await run('xmllint', ['--noout', '--schema', schema, ...files]);
      return '';
    } catch (error) {
      return String((error as { stderr?: string }).stderr ?? error)
        .split('\n')
        .filter((line) => line && !line.endsWith(' validates'))
        .join('\n');
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** A raw TLS session with the simulator: send a frame, get the next frame. */
async function rawSession(simulator: RegistrySimulator): Promise<{ next(): Promise<string>; send(xml: string): Promise<string>; close(): void }> {
  const socket: TLSSocket = connect({ host: simulator.host, port: simulator.port, ca: simulator.caCert });
  await new Promise<void>((done, fail) => {
    socket.once('secureConnect', () => done());
    socket.once('error', fail);
  });
  const reader = new FrameReader();
  const queued: string[] = [];
  const waiting: ((xml: string) => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    for (const frame of reader.push(chunk)) {
      const waiter = waiting.shift();
      if (waiter) waiter(frame);
      else queued.push(frame);
    }
  });
  const next = () => new Promise<string>((done) => (queued.length ? done(queued.shift()!) : waiting.push(done)));
  return {
    next,
    send(xml) {
      socket.write(encodeFrame(xml));
      return next();
    },
    close: () => socket.destroy(),
  };
}

const contact: RegistryContact = {
  id: 'OK-0123456789ab',
  name: 'Jógvan á Dímun',
  organization: 'Sp/f Dømi & Synir',
  street: 'Gøtugjógv 1\nPostboks 7',
  city: 'Gøta',
  zip: '510',
  countryCode: 'FO',
  email: 'jogvan@example.fo',
  phone: '+298.123456',
};
const minimalContact: RegistryContact = {
  id: 'OK-2',
  name: 'Anna',
  street: '',
  city: 'Tórshavn',
  zip: '',
  countryCode: 'fo',
  email: 'anna@example.fo',
  organization: null,
  phone: null,
};

const domainRequest = (name: string): DomainCreateRequest => ({
  name,
  years: 2,
  registrantId: contact.id,
  contacts: { admin: contact.id, tech: contact.id, billing: contact.id },
  nameServers: [{ host: `ns1.${name}`, addresses: ['192.0.2.1', '2001:db8::53'] }, { host: 'ns.example.net' }],
  authInfo: 'Transfer-Code-1',
});
const ds = { keyTag: 12345, algorithm: 13, digestType: 2, digest: '49FD46E6C4B45C55D4AC49FD46E6C4B45C55D4AC49FD46E6C4B45C55D4AC1234' };
/** RFC 6605 §6.1's key, for the key-data interface (RFC 5910 §4.2). */
const key = { flags: 257, protocol: 3, algorithm: 13, publicKey: 'GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==' };

/** Every command frame the client writes for the Registry port. */
const clientCommandFrames = (): Record<string, string> => ({
  'contact-create': buildContactCreate(contact, 'contact-auth-1', 'OKIS-20'),
  'contact-create-minimal': buildContactCreate(minimalContact, 'contact-auth-2', 'OKIS-21'),
  'contact-update': buildContactUpdate(contact, 'OKIS-22'),
  'contact-update-clearing': buildContactUpdate(minimalContact, 'OKIS-23'),
  'domain-create': buildDomainCreate(domainRequest('dømi.fo'), 'OKIS-24'),
  'domain-create-minimal': buildDomainCreate({ ...domainRequest('minimal.fo'), years: 1, contacts: {}, nameServers: [] }, 'OKIS-25'),
  'domain-info': buildDomainInfo('dømi.fo', undefined, 'OKIS-26'),
  'domain-info-with-code': buildDomainInfo('dømi.fo', 'Transfer-Code-1', 'OKIS-27'),
  'domain-renew': buildDomainRenew('dømi.fo', '2027-03-01', 3, 'OKIS-28'),
  'domain-update-everything': buildDomainUpdate(
    'dømi.fo',
    {
      addNameServers: [{ host: 'ns2.dømi.fo', addresses: ['192.0.2.2'] }],
      removeNameServers: ['ns.example.net'],
      addStatuses: ['clientTransferProhibited', 'clientDeleteProhibited'],
      removeStatuses: ['clientUpdateProhibited'],
      addContacts: [{ type: 'tech', id: 'OK-2' }],
      removeContacts: [{ type: 'tech', id: contact.id }],
      registrantId: 'OK-2',
      authInfo: 'Transfer-Code-2',
      removeDsRecords: [{ ...ds, keyTag: 1 }],
      addDsRecords: [ds],
    },
    'OKIS-29',
  ),
  'domain-update-ds-all': buildDomainUpdate('dømi.fo', { removeAllDsRecords: true, addDsRecords: [ds] }, 'OKIS-30'),
  'domain-update-key-data': buildDomainUpdate(
    'dømi.fo',
    { removeDsRecords: [{ ...ds, keyData: key, secDnsInterface: 'keyData' }], addDsRecords: [{ ...ds, keyTag: 2, keyData: key, secDnsInterface: 'keyData' }] },
    'OKIS-43',
  ),
  'domain-update-ds-with-key': buildDomainUpdate('dømi.fo', { removeDsRecords: [{ ...ds, keyData: key }] }, 'OKIS-44'),
  'domain-update-statuses': buildDomainUpdate('dømi.fo', { removeStatuses: ['clientTransferProhibited'] }, 'OKIS-31'),
  'domain-update-registrant': buildDomainUpdate('dømi.fo', { registrantId: 'OK-2' }, 'OKIS-32'),
  'transfer-request': buildDomainTransfer('request', 'dømi.fo', { authInfo: 'Transfer-Code-1', years: 1 }, 'OKIS-33'),
  'transfer-request-no-period': buildDomainTransfer('request', 'dømi.fo', { authInfo: 'Transfer-Code-1' }, 'OKIS-34'),
  'transfer-query': buildDomainTransfer('query', 'dømi.fo', {}, 'OKIS-35'),
  'transfer-query-with-code': buildDomainTransfer('query', 'dømi.fo', { authInfo: 'Transfer-Code-1' }, 'OKIS-36'),
  'transfer-approve': buildDomainTransfer('approve', 'dømi.fo', {}, 'OKIS-37'),
  'transfer-reject': buildDomainTransfer('reject', 'dømi.fo', {}, 'OKIS-38'),
  'transfer-cancel': buildDomainTransfer('cancel', 'dømi.fo', {}, 'OKIS-39'),
  'domain-delete': buildDomainDelete('dømi.fo', 'OKIS-40'),
  'poll-request': buildPollRequest('OKIS-41'),
  'poll-acknowledge': buildPollAcknowledge('12345', 'OKIS-42'),
});

const rival = { username: 'rival', password: 'rival-password' };

describe('EPP frames against the IETF schemas (xmllint)', () => {
  let simulator: RegistrySimulator;
  beforeAll(async () => {
    simulator = await startRegistrySimulator({ accounts: [rival] });
  });
  afterAll(async () => {
    await simulator.stop();
  });

  const twentyNames = [
    'taken.fo',
    'nic.fo',
    '-bad.fo',
    'a.fo',
    'sub.domain.fo',
    'under_score.fo',
    'free-1.fo',
    'free-2.fo',
    'føroyar.fo',
    'x'.repeat(64) + '.fo',
    'free-3.fo',
    'free-4.fo',
    'free-5.fo',
    'free-6.fo',
    'free-7.fo',
    'free-8.fo',
    'free-9.fo',
    'tinganes.fo',
    'example.fo',
    'name.com',
  ];

  it('validates every frame the client builds', async () => {
    requireXmllint();
    const failures = await validate({
      hello: buildHello(),
      login: buildLogin({ clientId: 'okisnavn', password: 'local-epp-password', clTRID: 'OKIS-1' }),
      'login-new-password': buildLogin({ clientId: 'okisnavn', password: 'local-epp-password', newPassword: 'new-epp-password', clTRID: 'OKIS-2' }),
      logout: buildLogout('OKIS-3'),
      'check-20': buildDomainCheck(twentyNames, 'OKIS-4'),
      'check-1': buildDomainCheck(['okisnavn.fo'], 'OKIS-5'),
      ...clientCommandFrames(),
    });
    expect(failures).toBe('');
  });

  it('validates every frame the simulator writes', async () => {
    requireXmllint();
    const portal = await rawSession(simulator);
    const other = await rawSession(simulator);
    const frames: Record<string, string> = {};
    let transaction = 100;
    const id = () => `OKIS-${(transaction += 1)}`;
    let messageId = 'none';
    try {
      frames.greeting = await portal.next();
      await other.next();
      frames['error-before-login'] = await portal.send(buildDomainCheck(['early.fo'], id()));
      frames['login-failed'] = await portal.send(buildLogin({ clientId: simulator.username, password: 'wrong-password', clTRID: id() }));
      frames['login-ok'] = await portal.send(buildLogin({ clientId: simulator.username, password: simulator.password, clTRID: id() }));
      frames['login-again'] = await portal.send(buildLogin({ clientId: simulator.username, password: simulator.password, clTRID: id() }));
      await other.send(buildLogin({ clientId: rival.username, password: rival.password, clTRID: id() }));
      frames['hello-greeting'] = await portal.send(buildHello());
      frames['check-response'] = await portal.send(buildDomainCheck(twentyNames, id()));
      frames['check-too-many'] = await portal.send(
        buildCommand({ check: { 'domain:check': { '@_xmlns:domain': domainNamespace, 'domain:name': [...twentyNames, 'one-more.fo'] } } }, id()),
      );

      // Contacts
      frames['contact-created'] = await portal.send(buildContactCreate(contact, 'contact-auth-1', id()));
      frames['contact-exists'] = await portal.send(buildContactCreate(contact, 'contact-auth-1', id()));
      frames['contact-bad-id'] = await portal.send(buildContactCreate({ ...contact, id: 'x' }, 'contact-auth-1', id()));
      frames['contact-updated'] = await portal.send(buildContactUpdate({ ...minimalContact, id: contact.id }, id()));
      frames['contact-unknown'] = await portal.send(buildContactUpdate({ ...contact, id: 'OK-NOBODY' }, id()));
      frames['contact-check-unimplemented'] = await portal.send(buildCommand({ check: { 'contact:check': { '@_xmlns:contact': contactNamespace, 'contact:id': 'OK-1' } } }, id()));
      frames['host-create-unimplemented'] = await portal.send(buildCommand({ create: { 'host:create': { '@_xmlns:host': hostNamespace, 'host:name': 'ns1.example.fo' } } }, id()));

      // Domains
      frames['domain-created'] = await portal.send(buildDomainCreate(domainRequest('schema.fo'), id()));
      frames['domain-taken'] = await portal.send(buildDomainCreate(domainRequest('taken.fo'), id()));
      frames['domain-period'] = await portal.send(buildDomainCreate({ ...domainRequest('eleven.fo'), years: 11 }, id()));
      frames['domain-updated'] = await portal.send(buildDomainUpdate('schema.fo', { addDsRecords: [ds], addStatuses: ['clientDeleteProhibited'] }, id()));
      frames['domain-info-full'] = await portal.send(buildDomainInfo('schema.fo', undefined, id()));
      frames['domain-info-public'] = await other.send(buildDomainInfo('schema.fo', undefined, id()));
      frames['domain-info-wrong-code'] = await other.send(buildDomainInfo('schema.fo', 'wrong-code', id()));
      frames['domain-info-unknown'] = await portal.send(buildDomainInfo('nobody.fo', undefined, id()));
      const expiry = simulator.domain('schema.fo')!.expiresAt.slice(0, 10);
      frames['domain-renewed'] = await portal.send(buildDomainRenew('schema.fo', expiry, 1, id()));
      frames['domain-renew-wrong-date'] = await portal.send(buildDomainRenew('schema.fo', expiry, 1, id()));
      frames['domain-renew-too-far'] = await portal.send(buildDomainRenew('schema.fo', simulator.domain('schema.fo')!.expiresAt.slice(0, 10), 10, id()));
      frames['domain-delete-locked'] = await portal.send(buildDomainDelete('schema.fo', id()));
      frames['domain-update-not-sponsor'] = await other.send(buildDomainUpdate('schema.fo', { addStatuses: ['clientHold'] }, id()));

      // Transfers and the message queue
      frames['transfer-wrong-code'] = await other.send(buildDomainTransfer('request', 'schema.fo', { authInfo: 'wrong-code' }, id()));
      frames['transfer-requested'] = await other.send(buildDomainTransfer('request', 'schema.fo', { authInfo: 'Transfer-Code-1', years: 1 }, id()));
      frames['transfer-pending-already'] = await other.send(buildDomainTransfer('request', 'schema.fo', { authInfo: 'Transfer-Code-1' }, id()));
      frames['transfer-queried'] = await portal.send(buildDomainTransfer('query', 'schema.fo', {}, id()));
      frames['poll-message'] = await portal.send(buildPollRequest(id()));
      messageId = /<msgQ count="\d+" id="([^"]+)"/.exec(frames['poll-message'])?.[1] ?? 'none';
      frames['poll-acknowledged'] = await portal.send(buildPollAcknowledge(messageId, id()));
      frames['poll-unknown-message'] = await portal.send(buildPollAcknowledge(messageId, id()));
      frames['poll-empty'] = await portal.send(buildPollRequest(id()));
      frames['transfer-rejected'] = await portal.send(buildDomainTransfer('reject', 'schema.fo', {}, id()));
      await other.send(buildDomainTransfer('request', 'schema.fo', { authInfo: 'Transfer-Code-1' }, id()));
      frames['transfer-cancelled'] = await other.send(buildDomainTransfer('cancel', 'schema.fo', {}, id()));
      await other.send(buildDomainTransfer('request', 'schema.fo', { authInfo: 'Transfer-Code-1' }, id()));
      frames['transfer-approved'] = await portal.send(buildDomainTransfer('approve', 'schema.fo', {}, id()));
      frames['transfer-not-pending'] = await other.send(buildDomainTransfer('approve', 'schema.fo', {}, id()));
      frames['poll-rival-message'] = await other.send(buildPollRequest(id()));
      await other.send(buildDomainUpdate('schema.fo', { removeStatuses: ['clientDeleteProhibited'] }, id()));
      frames['domain-deleted'] = await other.send(buildDomainDelete('schema.fo', id()));

      await simulator.faults.set('error-next');
      frames['command-failed'] = await portal.send(buildDomainCreate(domainRequest('error.fo'), id()));
      frames.logout = await portal.send(buildLogout(id()));
    } finally {
      portal.close();
      other.close();
    }
    const codes = Object.fromEntries(Object.entries(frames).map(([name, xml]) => [name, /<result code="(\d+)"/.exec(xml)?.[1] ?? null]));
    expect(codes).toMatchObject({
      'check-too-many': '2306',
      'contact-created': '1000',
      'contact-exists': '2302',
      'contact-bad-id': '2005',
      'contact-updated': '1000',
      'contact-unknown': '2303',
      'contact-check-unimplemented': '2101',
      'host-create-unimplemented': '2307',
      'domain-created': '1000',
      'domain-taken': '2302',
      'domain-period': '2004',
      'domain-updated': '1000',
      'domain-info-full': '1000',
      'domain-info-public': '1000',
      'domain-info-wrong-code': '2202',
      'domain-info-unknown': '2303',
      'domain-renewed': '1000',
      'domain-renew-wrong-date': '2004',
      'domain-renew-too-far': '2306',
      'domain-delete-locked': '2304',
      'domain-update-not-sponsor': '2201',
      'transfer-wrong-code': '2202',
      'transfer-requested': '1001',
      'transfer-pending-already': '2300',
      'transfer-queried': '1000',
      'poll-message': '1301',
      'poll-acknowledged': '1000',
      'poll-unknown-message': '2303',
      'poll-empty': '1300',
      'transfer-rejected': '1000',
      'transfer-cancelled': '1000',
      'transfer-approved': '1000',
      'transfer-not-pending': '2301',
      'poll-rival-message': '1301',
      'domain-deleted': '1000',
      'command-failed': '2400',
      logout: '1500',
    });
    expect(frames['check-response']).toContain('<domain:reason>In use</domain:reason>');
    expect(frames['domain-info-full']).toContain('<secDNS:infData');
    expect(frames['domain-info-full']).toContain('<domain:authInfo>');
    expect(frames['domain-info-public']).not.toContain('<domain:authInfo>');
    expect(frames['poll-message']).toContain('<domain:trnData');
    expect(frames['poll-acknowledged']).toContain(`<msgQ count="0" id="${messageId}"/>`);
    expect(await validate(frames)).toBe('');
  });
  it('validates the poll message of every kind of change the registry tells its sponsor (issue 14)', async () => {
    requireXmllint();
    simulator.register('poll-kinds.fo', { years: 2 });
    simulator.register('poll-ends.fo');
    simulator.notifyExpiry('poll-kinds.fo');
    simulator.suspend('poll-kinds.fo');
    simulator.unsuspend('poll-kinds.fo');
    simulator.renewByRegistry('poll-kinds.fo');
    simulator.changeRegistrant('poll-kinds.fo');
    for (const answer of ['reject', 'cancel', 'approve'] as const) {
      simulator.requestTransferAway('poll-kinds.fo');
      if (answer === 'reject') simulator.rejectTransfer('poll-kinds.fo');
      if (answer === 'cancel') simulator.cancelTransfer('poll-kinds.fo');
      if (answer === 'approve') simulator.approveTransfer('poll-kinds.fo');
    }
    simulator.expire('poll-ends.fo');
    simulator.deleteByRegistry('poll-ends.fo');

    const portal = await rawSession(simulator);
    const frames: Record<string, string> = {};
    let transaction = 500;
    const id = () => `OKIS-${(transaction += 1)}`;
    try {
      await portal.next();
      await portal.send(buildLogin({ clientId: simulator.username, password: simulator.password, clTRID: id() }));
      for (let index = 1; ; index += 1) {
        const frame = await portal.send(buildPollRequest(id()));
        const messageId = /<msgQ count="\d+" id="([^"]+)"/.exec(frame)?.[1];
        if (!messageId) break;
        // Only this test's domains (the one before leaves messages of its own).
        if (/poll-(kinds|ends)\.fo/.test(frame)) frames[`poll-${index}`] = frame;
        await portal.send(buildPollAcknowledge(messageId, id()));
      }
    } finally {
      portal.close();
    }
    const kinds = Object.values(frames).map((xml) => /<msgQ [^>]*>.*?<msg>([^<]*)<\/msg>/.exec(xml)?.[1]?.replace(/ .*/, '') ?? '');
    expect(kinds).toEqual([
      'domain.expiring:',
      'domain.status_changed:',
      'domain.status_changed:',
      'domain.renewed:',
      'domain.registrant_changed:',
      'Transfer',
      'Transfer',
      'Transfer',
      'Transfer',
      'Transfer',
      'Transfer',
      'domain.expired:',
      'domain.deleted:',
    ]);
    for (const [name, xml] of Object.entries(frames)) expect(xml, name).toMatch(/<resData><domain:(trnData|infData) /);
    expect(await validate(frames)).toBe('');
  });
});
