import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connect, type TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCommand,
  buildDomainCheck,
  buildHello,
  buildLogin,
  buildLogout,
  domainNamespace,
  encodeFrame,
  FrameReader,
} from '../../../functions/adapters/registry/epp-codec.ts';
import { type RegistrySimulator, startRegistrySimulator } from './simulator.ts';

const run = promisify(execFile);

/**
 * Every frame the EPP client writes and every frame the simulator writes must validate against
 * the IETF schemas (RFC 5730/5731/5732/5733/5910/3915) kept beside the clone in
 * `../shared/epp-xsd/`, with xmllint (Debian package libxml2-utils, installed by `.ci/run`).
 */
const repositoryRoot = resolve(import.meta.dirname, '../../..');
const schema = resolve(repositoryRoot, '..', 'shared', 'epp-xsd', 'all.xsd');

function requireXmllint(): void {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('xmllint is not installed: the EPP frames cannot be validated against the IETF schemas. Install it with `apt-get install -y libxml2-utils`.');
  }
  if (!existsSync(schema)) throw new Error(`The EPP schemas are missing: expected ${schema} (the kit's shared/epp-xsd beside the clone).`);
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

describe('EPP frames against the IETF schemas (xmllint)', () => {
  let simulator: RegistrySimulator;
  beforeAll(async () => {
    simulator = await startRegistrySimulator();
  });
  afterAll(async () => {
    await simulator.stop();
  });

  const twentyNames = [
    'taken.fo', 'nic.fo', '-bad.fo', 'a.fo', 'sub.domain.fo', 'under_score.fo', 'free-1.fo', 'free-2.fo', 'føroyar.fo', 'x'.repeat(64) + '.fo',
    'free-3.fo', 'free-4.fo', 'free-5.fo', 'free-6.fo', 'free-7.fo', 'free-8.fo', 'free-9.fo', 'tinganes.fo', 'example.fo', 'name.com',
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
    });
    expect(failures).toBe('');
  });

  it('validates every frame the simulator writes', async () => {
    requireXmllint();
    const session = await rawSession(simulator);
    const frames: Record<string, string> = {};
    try {
      frames.greeting = await session.next();
      frames['error-before-login'] = await session.send(buildDomainCheck(['early.fo'], 'OKIS-10'));
      frames['login-failed'] = await session.send(buildLogin({ clientId: simulator.username, password: 'wrong-password', clTRID: 'OKIS-11' }));
      frames['login-ok'] = await session.send(buildLogin({ clientId: simulator.username, password: simulator.password, clTRID: 'OKIS-12' }));
      frames['hello-greeting'] = await session.send(buildHello());
      frames['check-response'] = await session.send(buildDomainCheck(twentyNames, 'OKIS-13'));
      frames['check-too-many'] = await session.send(buildCommand({ check: { 'domain:check': { '@_xmlns:domain': domainNamespace, 'domain:name': [...twentyNames, 'one-more.fo'] } } }, 'OKIS-14'));
      await simulator.faults.set('error-next');
      frames['command-failed'] = await session.send(buildDomainCheck(['error.fo'], 'OKIS-15'));
      frames.unimplemented = await session.send(buildCommand({ info: { 'domain:info': { '@_xmlns:domain': domainNamespace, 'domain:name': 'taken.fo' } } }, 'OKIS-16'));
      frames.logout = await session.send(buildLogout('OKIS-17'));
    } finally {
      session.close();
    }
    expect(frames['check-response']).toContain('<domain:reason>In use</domain:reason>');
    expect(frames['check-too-many']).toContain('code="2306"');
    expect(frames['command-failed']).toContain('code="2400"');
    expect(frames.logout).toContain('code="1500"');
    expect(await validate(frames)).toBe('');
  });
});
