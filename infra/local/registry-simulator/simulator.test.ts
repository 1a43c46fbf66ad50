import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EppClient, EppResultError } from '../../../functions/adapters/registry/epp-client.ts';
import { buildCommand } from '../../../functions/adapters/registry/epp-codec.ts';
import { createEppRegistry } from '../../../functions/adapters/registry/epp-registry.ts';
import { DomainError } from '../../../functions/errors.ts';
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
    const idle = new EppClient({ host: simulator.host, port: simulator.port, username: simulator.username, password: simulator.password, ca: simulator.caCert, timeoutMs, keepAliveMs: 0, maxIdleMs: 50 });
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
      host: simulator.host, port: simulator.port, username: '', password: '', ca: simulator.caCert, timeoutMs,
      credentials: async () => {
        asked += 1;
        return { username: simulator.username, password: simulator.password };
      },
    });
    await createEppRegistry(provided).checkDomains(['provided.fo']);
    expect(asked).toBe(1);
    await provided.close();
    const failing = new EppClient({ host: simulator.host, port: simulator.port, username: '', password: '', ca: simulator.caCert, timeoutMs, credentials: () => Promise.reject(new Error('no secret')) });
    const error = await createEppRegistry(failing).checkDomains(['x3.fo']).catch((caught: unknown) => caught);
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
    const keepAlive = new EppClient({ host: simulator.host, port: simulator.port, username: simulator.username, password: simulator.password, ca: simulator.caCert, timeoutMs, keepAliveMs: 50 });
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
});

describe('/dev/registry pages', () => {
  it('shows the names, commands and fault, and sets faults', async () => {
    const { registryPages } = await import('../registry-pages.ts');
    const simulator = await startRegistrySimulator();
    try {
      const page = registryPages(simulator);
      const request = (method: string) => ({ method }) as never;
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
});
