import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EppClient, EppResultError } from '#functions/adapters/registry/epp-client.ts';
import { buildCommand } from '#functions/adapters/registry/epp-codec.ts';
import { createEppRegistry } from '#functions/adapters/registry/epp-registry.ts';
import { DomainError } from '#functions/errors.ts';
import { type RegistrySimulator, startRegistrySimulator } from './simulator.ts';

/** The EPP client against the simulator over real TLS (the certificate is trusted via `ca`). */
describe('EPP client ↔ registry simulator', () => {
  let simulator: RegistrySimulator;
  let client: EppClient;
  const timeoutMs = 800;

  beforeAll(async () => {
    simulator = await startRegistrySimulator({ slowMs: 3_000 });
    client = new EppClient({ host: simulator.host, port: simulator.port, username: simulator.username, password: simulator.password, ca: simulator.caCert, timeoutMs });
  });
  afterEach(async () => {
    await simulator.faults.set('none');
  });
  afterAll(async () => {
    await client.close();
    await simulator.stop();
  });

  const registry = () => createEppRegistry(client);
  const names20 = Array.from({ length: 20 }, (_, index) => `free-name-${index}.fo`);

  it('logs in and checks 20 names with exactly one check command', async () => {
    simulator.clearCommandLog();
    const answers = await registry().checkDomains(names20);
    expect(answers).toHaveLength(20);
    expect(answers.every((answer) => answer.available && answer.reason === null)).toBe(true);
    expect(simulator.commandCount('login')).toBe(1);
    expect(simulator.commandCount('check')).toBe(1);
    expect(simulator.commandLog.find((entry) => entry.command === 'check')?.names).toEqual(names20);
    expect(client.connected).toBe(true);
  });

  it('answers taken, reserved, invalid and available names in the order asked', async () => {
    simulator.register('seeded-in-test.fo');
    const answers = await registry().checkDomains(['taken.fo', 'nic.fo', '-bad.fo', 'a.fo', 'sub.domain.fo', 'okisnavn-new.fo', 'seeded-in-test.fo', 'Tinganes.fo']);
    expect(answers).toEqual([
      { name: 'taken.fo', available: false, reason: 'In use' },
      { name: 'nic.fo', available: false, reason: 'Reserved' },
      { name: '-bad.fo', available: false, reason: 'No leading or trailing hyphen' },
      { name: 'a.fo', available: false, reason: 'Must be 2-63 characters' },
      { name: 'sub.domain.fo', available: false, reason: 'Only second-level names' },
      { name: 'okisnavn-new.fo', available: true, reason: null },
      { name: 'seeded-in-test.fo', available: false, reason: 'In use' },
      { name: 'tinganes.fo', available: false, reason: 'In use' },
    ]);
  });

  it('splits more than 20 names into commands of 20', async () => {
    simulator.clearCommandLog();
    const names = Array.from({ length: 45 }, (_, index) => `many-${index}.fo`);
    const answers = await registry().checkDomains(names);
    expect(answers.map((answer) => answer.name)).toEqual(names);
    expect(simulator.commandLog.filter((entry) => entry.command === 'check').map((entry) => entry.names?.length)).toEqual([20, 20, 5]);
  });

  it('refuses more than 20 names in one command with 2306', async () => {
    const names = Array.from({ length: 21 }, (_, index) => `x${index}.fo`);
    const error = await client
      .command((clTRID) => buildCommand({ check: { 'domain:check': { '@_xmlns:domain': 'urn:ietf:params:xml:ns:domain-1.0', 'domain:name': names } } }, clTRID))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EppResultError);
    expect((error as EppResultError).resultCode).toBe(2306);
  });

  it('down → registry_unavailable quickly; back up → reconnects', async () => {
    await simulator.faults.set('down');
    const started = Date.now();
    const error = await registry()
      .checkDomains(['down.fo'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('registry_unavailable');
    expect(Date.now() - started).toBeLessThan(timeoutMs);
    await simulator.faults.set('none');
    const [answer] = await registry().checkDomains(['up-again.fo']);
    expect(answer?.available).toBe(true);
  });

  it('slow → timeout → registry_unavailable; after clearing, the next command reconnects and works', async () => {
    await registry().checkDomains(['warm.fo']);
    const connectionBefore = simulator.commandLog.at(-1)!.connection;
    await simulator.faults.set('slow');
    const started = Date.now();
    const error = await registry()
      .checkDomains(['slow.fo'])
      .catch((caught: unknown) => caught);
    expect((error as DomainError).code).toBe('registry_unavailable');
    expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs - 20);
    expect(Date.now() - started).toBeLessThan(timeoutMs * 3);
    expect(client.connected).toBe(false);
    await simulator.faults.set('none');
    const [answer] = await registry().checkDomains(['after-slow.fo']);
    expect(answer).toEqual({ name: 'after-slow.fo', available: true, reason: null });
    const last = simulator.commandLog.at(-1)!;
    expect(last.command).toBe('check');
    expect(last.connection).toBeGreaterThan(connectionBefore);
  });

  it('error-next → 2400 mapped to registry_unavailable, then recovers on a new session', async () => {
    await registry().checkDomains(['before-error.fo']);
    await simulator.faults.set('error-next');
    const error = await registry()
      .checkDomains(['error.fo'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('registry_unavailable');
    expect(((error as DomainError).cause as EppResultError).resultCode).toBe(2400);
    expect(simulator.faults.current).toBe('none');
    const [answer] = await registry().checkDomains(['after-error.fo']);
    expect(answer?.available).toBe(true);
  });

  it('reconnects when the server dropped an idle session', async () => {
    await registry().checkDomains(['idle.fo']);
    // Drop every connection the way a server restart or an idle timeout would.
    await simulator.faults.set('down');
    await simulator.faults.set('none');
    const [answer] = await registry().checkDomains(['after-drop.fo']);
    expect(answer?.available).toBe(true);
  });

  it('replaces a session idle for longer than maxIdleMs (a thawed Lambda) before the next command', async () => {
    const idle = new EppClient({
      host: simulator.host,
      port: simulator.port,
      username: simulator.username,
      password: simulator.password,
      ca: simulator.caCert,
      timeoutMs,
      keepAliveMs: 0,
      maxIdleMs: 50,
    });
    await createEppRegistry(idle).checkDomains(['idle-1.fo']);
    const first = simulator.commandLog.at(-1)!.connection;
    await new Promise((done) => setTimeout(done, 80));
    await createEppRegistry(idle).checkDomains(['idle-2.fo']);
    expect(simulator.commandLog.at(-1)!.connection).toBeGreaterThan(first);
    await idle.close();
  });

  it('a wrong password is registry_unavailable (2200 at login)', async () => {
    const wrong = new EppClient({ host: simulator.host, port: simulator.port, username: simulator.username, password: 'not-the-password', ca: simulator.caCert, timeoutMs });
    const error = await createEppRegistry(wrong)
      .checkDomains(['x1.fo'])
      .catch((caught: unknown) => caught);
    expect((error as DomainError).code).toBe('registry_unavailable');
    expect(((error as DomainError).cause as EppResultError).resultCode).toBe(2200);
    await wrong.close();
  });

  it('asks a credentials provider before each login; a failing provider is registry_unavailable', async () => {
    let asked = 0;
    const provided = new EppClient({
      host: simulator.host,
      port: simulator.port,
      username: '',
      password: '',
      ca: simulator.caCert,
      timeoutMs,
      credentials: async () => {
        asked += 1;
        return { username: simulator.username, password: simulator.password };
      },
    });
    await createEppRegistry(provided).checkDomains(['provided.fo']);
    expect(asked).toBe(1);
    await provided.close();
    const failing = new EppClient({
      host: simulator.host,
      port: simulator.port,
      username: '',
      password: '',
      ca: simulator.caCert,
      timeoutMs,
      credentials: () => Promise.reject(new Error('no secret')),
    });
    const error = await createEppRegistry(failing)
      .checkDomains(['x3.fo'])
      .catch((caught: unknown) => caught);
    expect((error as DomainError).code).toBe('registry_unavailable');
  });

  it('refuses an untrusted certificate', async () => {
    const untrusting = new EppClient({ host: simulator.host, port: simulator.port, username: simulator.username, password: simulator.password, timeoutMs });
    const error = await createEppRegistry(untrusting)
      .checkDomains(['x2.fo'])
      .catch((caught: unknown) => caught);
    expect((error as DomainError).code).toBe('registry_unavailable');
  });

  it('keeps the session alive with <hello> when idle', async () => {
    const keepAlive = new EppClient({
      host: simulator.host,
      port: simulator.port,
      username: simulator.username,
      password: simulator.password,
      ca: simulator.caCert,
      timeoutMs,
      keepAliveMs: 50,
    });
    await createEppRegistry(keepAlive).checkDomains(['keep.fo']);
    const hellos = simulator.commandCount('hello');
    // Timers run late on a busy machine: wait for two hellos rather than a fixed time.
    await expect.poll(() => simulator.commandCount('hello'), { timeout: 2_000, interval: 20 }).toBeGreaterThanOrEqual(hellos + 2);
    expect(keepAlive.connected).toBe(true);
    await keepAlive.close();
    expect(simulator.commandLog.at(-1)?.command).toBe('logout');
  });
});

describe('registry simulator state', () => {
  it('persists registered names in its data file', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'okisnavn-registry-'));
    try {
      const dataFile = join(directory, 'registry-simulator.json');
      const first = await startRegistrySimulator({ dataFile });
      first.register('persisted.fo');
      await first.stop();
      expect(JSON.parse(readFileSync(dataFile, 'utf8')).names.map((entry: { name: string }) => entry.name)).toContain('persisted.fo');
      const second = await startRegistrySimulator({ dataFile });
      expect(second.names().map((entry) => entry.name)).toEqual(expect.arrayContaining(['persisted.fo', 'taken.fo', 'tinganes.fo']));
      await second.stop();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('persists domains with their details, contacts, pending transfers and messages', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'okisnavn-registry-'));
    const rival = { username: 'rival', password: 'rival-password' };
    try {
      const dataFile = join(directory, 'registry-simulator.json');
      const first = await startRegistrySimulator({ dataFile, accounts: [rival] });
      const portal = new EppClient({ host: first.host, port: first.port, username: first.username, password: first.password, ca: first.caCert, timeoutMs: 2_000 });
      const other = new EppClient({ host: first.host, port: first.port, ...rival, ca: first.caCert, timeoutMs: 2_000 });
      await createEppRegistry(portal).createContact({ id: 'OK-SAVED', name: 'Saved', street: 'Vegur 1', city: 'Vágur', zip: '900', countryCode: 'FO', email: 'saved@example.fo' });
      await createEppRegistry(portal).createDomain({
        name: 'saved.fo',
        years: 3,
        registrantId: 'OK-SAVED',
        contacts: { admin: 'OK-SAVED' },
        nameServers: [{ host: 'ns1.saved.fo', addresses: ['192.0.2.7'] }],
        authInfo: 'saved-code-1',
      });
      await createEppRegistry(portal).updateDomain('saved.fo', { addDsRecords: [{ keyTag: 7, algorithm: 13, digestType: 2, digest: 'AA'.repeat(32) }] });
      await createEppRegistry(other).transferDomain('request', 'saved.fo', { authInfo: 'saved-code-1' });
      await portal.close();
      await other.close();
      const before = first.domain('saved.fo');
      await first.stop();

      const second = await startRegistrySimulator({ dataFile, accounts: [rival] });
      try {
        expect(second.domain('saved.fo')).toEqual(before);
        expect(before).toMatchObject({
          registrar: 'okisnavn',
          statuses: ['pendingTransfer'],
          transfer: { status: 'pending', requestingRegistrar: 'rival' },
          dsRecords: [expect.objectContaining({ keyTag: 7 })],
        });
        expect(second.contact('OK-SAVED')).toMatchObject({ registrar: 'okisnavn', city: 'Vágur' });
        expect(second.messages().map((message) => message.text)).toEqual(['Transfer of saved.fo requested by rival.']);
        // New ids continue after the saved ones.
        expect(second.register('after-restart.fo').roid).not.toBe(before!.roid);
        second.approveTransfer('saved.fo');
        expect(Number(second.messages('rival')[0]!.id)).toBeGreaterThan(Number(second.messages()[0]!.id));
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('reads the first files ({names: [{name, registrar, registeredAt, expiresAt}]}) with defaults for the rest', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'okisnavn-registry-'));
    try {
      const dataFile = join(directory, 'registry-simulator.json');
      writeFileSync(
        dataFile,
        JSON.stringify({ names: [{ name: 'old.fo', registrar: 'okisnavn', registeredAt: '2025-01-02T03:04:05.000Z', expiresAt: '2026-01-02T03:04:05.000Z' }] }),
      );
      const simulator = await startRegistrySimulator({ dataFile });
      try {
        expect(simulator.domain('old.fo')).toEqual({
          name: 'old.fo',
          roid: expect.stringMatching(/^D\d+-FOSIM$/),
          registrar: 'okisnavn',
          statuses: [],
          registrantId: null,
          contacts: [],
          nameServers: [],
          authInfo: expect.any(String),
          dsRecords: [],
          createdAt: '2025-01-02T03:04:05.000Z',
          updatedAt: null,
          expiresAt: '2026-01-02T03:04:05.000Z',
          transferredAt: null,
          transfer: null,
        });
        expect(simulator.names()).toEqual([{ name: 'old.fo', registrar: 'okisnavn', registeredAt: '2025-01-02T03:04:05.000Z', expiresAt: '2026-01-02T03:04:05.000Z' }]);
        const client = new EppClient({
          host: simulator.host,
          port: simulator.port,
          username: simulator.username,
          password: simulator.password,
          ca: simulator.caCert,
          timeoutMs: 2_000,
        });
        expect(await createEppRegistry(client).domainInfo('old.fo')).toMatchObject({ statuses: ['ok'], expiresAt: '2026-01-02T03:04:05.000Z' });
        await client.close();
      } finally {
        await simulator.stop();
      }
      // Saved again in the full form.
      expect(JSON.parse(readFileSync(dataFile, 'utf8')).names[0]).toMatchObject({ name: 'old.fo', roid: expect.any(String), createdAt: '2025-01-02T03:04:05.000Z' });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('/dev/registry pages', () => {
  const request = (method: string) => ({ method }) as never;

  it('shows the names, commands and fault, and sets faults', async () => {
    const { registryPages } = await import('../registry-pages.ts');
    const simulator = await startRegistrySimulator();
    try {
      const page = registryPages(simulator);
      const shown = await page(request('GET'), new URL('http://local/dev/registry'), Buffer.alloc(0));
      expect(JSON.parse(shown!.body).data).toMatchObject({ fault: 'none', reserved_names: expect.arrayContaining(['nic.fo']), recent_commands: [] });
      expect(JSON.parse(shown!.body).data.names.map((entry: { name: string }) => entry.name)).toContain('taken.fo');
      const set = await page(request('POST'), new URL('http://local/dev/registry/faults'), Buffer.from('{"fault":"error-next"}'));
      expect(JSON.parse(set!.body).data.fault).toBe('error-next');
      expect(simulator.faults.current).toBe('error-next');
      const refused = await page(request('POST'), new URL('http://local/dev/registry/faults'), Buffer.from('{"fault":"broken"}'));
      expect(refused!.status).toBe(422);
      expect(await page(request('GET'), new URL('http://local/dev/other'), Buffer.alloc(0))).toBeNull();
    } finally {
      await simulator.stop();
    }
  });

  it('shows each domain’s registrar, statuses, expiry and pending transfer, and answers transfers as the sponsor', async () => {
    const { registryPages } = await import('../registry-pages.ts');
    const simulator = await startRegistrySimulator();
    const client = new EppClient({
      host: simulator.host,
      port: simulator.port,
      username: simulator.username,
      password: simulator.password,
      ca: simulator.caCert,
      timeoutMs: 2_000,
    });
    try {
      const page = registryPages(simulator);
      simulator.register('page.fo', { registrar: 'other-registrar', authInfo: 'page-code', statuses: ['clientDeleteProhibited'] });
      const transfer = await createEppRegistry(client).transferDomain('request', 'page.fo', { authInfo: 'page-code' });
      const data = JSON.parse((await page(request('GET'), new URL('http://local/dev/registry'), Buffer.alloc(0)))!.body).data;
      expect(data.domains.find((domain: { name: string }) => domain.name === 'page.fo')).toEqual({
        name: 'page.fo',
        registrar: 'other-registrar',
        statuses: ['clientDeleteProhibited', 'pendingTransfer'],
        created_at: expect.any(String),
        expires_at: simulator.domain('page.fo')!.expiresAt,
        registrant: null,
        name_servers: [],
        ds_records: 0,
        pending_transfer: { requesting_registrar: 'okisnavn', requested_at: transfer.requestedAt, action_at: transfer.actionAt, years: 1 },
      });
      expect(data.domains.find((domain: { name: string }) => domain.name === 'taken.fo')).toMatchObject({ statuses: ['ok'], pending_transfer: null });
      expect(data.messages['other-registrar']).toHaveLength(1);

      const approved = await page(request('POST'), new URL('http://local/dev/registry/domains/page.fo/approve-transfer'), Buffer.alloc(0));
      expect(JSON.parse(approved!.body).data.domains.find((domain: { name: string }) => domain.name === 'page.fo')).toMatchObject({
        registrar: 'okisnavn',
        pending_transfer: null,
      });
      const again = await page(request('POST'), new URL('http://local/dev/registry/domains/page.fo/approve-transfer'), Buffer.alloc(0));
      expect(again!.status).toBe(409);
      expect(await page(request('POST'), new URL('http://local/dev/registry/domains/page.fo/unknown-action'), Buffer.alloc(0))).toBeNull();
    } finally {
      await client.close();
      await simulator.stop();
    }
  });
});
