import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createServer, type Server, type TLSSocket } from 'node:tls';
import {
  buildGreeting,
  buildResponse,
  clientExtensionUris,
  clientObjectUris,
  domainCheckData,
  type EppCommand,
  encodeFrame,
  FrameReader,
  parseFrame,
  readDomainCheckNames,
  readLogin,
} from '../../../functions/adapters/registry/epp-codec.ts';
import { selfSignedCertificate } from './certificate.ts';
import { foNameProblem, preRegisteredNames, reservedNames } from './rules.ts';

/**
 * The local `.fo` registry: an EPP server (RFC 5730/5731/5734) on localhost over TLS with a
 * certificate made at start. It keeps its own registry state, enforces the registry's rules, logs
 * every command, and can be told to fail. The portal reaches it only through the EPP client.
 */

export type RegistryFault = 'none' | 'down' | 'slow' | 'error-next';
export const registryFaults: readonly RegistryFault[] = ['none', 'down', 'slow', 'error-next'];

export interface CommandLogEntry {
  at: string;
  /** Which TLS connection (1, 2, …): a reconnect shows as a new number. */
  connection: number;
  /** `hello`, `login`, `logout`, `check`, `create`, … */
  command: string;
  clTRID: string | null;
  svTRID: string | null;
  /** The names of a domain check. */
  names?: string[];
  /** null for `hello` (answered with a greeting). */
  resultCode: number | null;
}

export interface RegisteredName {
  name: string;
  registrar: string;
  registeredAt: string;
  expiresAt: string;
}

export interface RegistrySimulatorOptions {
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  username?: string;
  password?: string;
  /** Persist the registry's names in this JSON file; in memory when absent. */
  dataFile?: string;
  /** How long `slow` holds every answer (default 30 s: past any sensible timeout). */
  slowMs?: number;
  /** Names per check command (the registry's policy; 2306 above it). */
  maxNamesPerCheck?: number;
}

export interface RegistrySimulator {
  readonly host: string;
  readonly port: number;
  readonly username: string;
  readonly password: string;
  /** The self-signed certificate (PEM): the client's EPP_CA_CERT. */
  readonly caCert: string;
  faults: {
    readonly current: RegistryFault;
    /** `down` closes the port (connections refused) and drops open sessions; `none` reopens it. */
    set(fault: RegistryFault, options?: { slowMs?: number }): Promise<void>;
  };
  /** Every frame received, oldest first (the last 1000). */
  readonly commandLog: readonly CommandLogEntry[];
  /** How many commands of that name were logged (all commands when absent). */
  commandCount(command?: string): number;
  clearCommandLog(): void;
  /** Registers a name (seeding, tests). */
  register(name: string, options?: { registrar?: string; years?: number }): RegisteredName;
  /** Deletes a name from the registry (tests). */
  release(name: string): boolean;
  names(): RegisteredName[];
  readonly reservedNames: readonly string[];
  stop(): Promise<void>;
}

const defaultUsername = 'okisnavn';
const defaultPassword = 'local-epp-password';
const logLimit = 1000;

export async function startRegistrySimulator(options: RegistrySimulatorOptions = {}): Promise<RegistrySimulator> {
  const host = options.host ?? '127.0.0.1';
  const username = options.username ?? defaultUsername;
  const password = options.password ?? defaultPassword;
  const maxNames = options.maxNamesPerCheck ?? 20;
  const { key, cert } = await selfSignedCertificate();

  // ── state ──
  const registered = new Map<string, RegisteredName>();
  const load = () => {
    if (options.dataFile && existsSync(options.dataFile)) {
      const saved = JSON.parse(readFileSync(options.dataFile, 'utf8')) as { names?: RegisteredName[] };
      for (const entry of saved.names ?? []) registered.set(entry.name, entry);
      return;
    }
    for (const name of preRegisteredNames) add(name, 'other-registrar', 5);
    save();
  };
  const save = () => {
    if (!options.dataFile) return;
    mkdirSync(dirname(options.dataFile), { recursive: true });
    const temporary = `${options.dataFile}.tmp`;
    writeFileSync(temporary, JSON.stringify({ names: [...registered.values()] }, null, 2));
    renameSync(temporary, options.dataFile);
  };
  const add = (name: string, registrar: string, years: number): RegisteredName => {
    const now = new Date();
    const expires = new Date(now);
    expires.setUTCFullYear(expires.getUTCFullYear() + years);
    const entry = { name, registrar, registeredAt: now.toISOString(), expiresAt: expires.toISOString() };
    registered.set(name, entry);
    return entry;
  };
  load();

  const log: CommandLogEntry[] = [];
  const record = (entry: Omit<CommandLogEntry, 'at'>) => {
    log.push({ at: new Date().toISOString(), ...entry });
    if (log.length > logLimit) log.splice(0, log.length - logLimit);
  };
  let fault: RegistryFault = 'none';
  let slowMs = options.slowMs ?? 30_000;
  let transactions = 0;
  const nextSvTRID = () => `FO-SIM-${(transactions += 1).toString().padStart(6, '0')}`;

  // ── protocol ──
  const greeting = () =>
    buildGreeting({
      serverId: 'Okisnavn local .fo registry simulator',
      serverDate: new Date().toISOString(),
      versions: ['1.0'],
      languages: ['en'],
      objectUris: [...clientObjectUris],
      extensionUris: [...clientExtensionUris],
    });

  /** The answer to one command, and whether the session ends after it. */
  const answer = (command: EppCommand, session: { loggedIn: boolean; connection: number }): { xml: string; close: boolean } => {
    const svTRID = nextSvTRID();
    const clTRID = command.clTRID;
    const respond = (code: number, extra: { message?: string; resData?: Record<string, unknown>; names?: string[] } = {}) => {
      record({ connection: session.connection, command: command.name, clTRID: clTRID ?? null, svTRID, resultCode: code, ...(extra.names ? { names: extra.names } : {}) });
      return buildResponse({ code, svTRID, ...(clTRID ? { clTRID } : {}), ...(extra.message ? { message: extra.message } : {}), ...(extra.resData ? { resData: extra.resData } : {}) });
    };

    if (command.name === 'login') {
      if (session.loggedIn) return { xml: respond(2002, { message: 'Already logged in' }), close: false };
      const credentials = readLogin(command);
      if (credentials.clientId !== username || credentials.password !== password) return { xml: respond(2200), close: false };
      session.loggedIn = true;
      return { xml: respond(1000), close: false };
    }
    if (command.name === 'logout') return { xml: respond(1500), close: true };
    if (!session.loggedIn) return { xml: respond(2002, { message: 'Log in first' }), close: false };
    if (fault === 'error-next') {
      fault = 'none';
      return { xml: respond(2400, command.name === 'check' ? { names: readDomainCheckNames(command) } : {}), close: false };
    }
    if (command.name === 'check') {
      const names = readDomainCheckNames(command);
      if (names.length === 0) return { xml: respond(2003, { names }), close: false };
      if (names.length > maxNames) return { xml: respond(2306, { names, message: `At most ${maxNames} names per check` }), close: false };
      const items = names.map((asked) => {
        const name = asked.toLowerCase();
        const problem = foNameProblem(name);
        if (problem) return { name: asked, available: false, reason: problem };
        if (reservedNames.includes(name)) return { name: asked, available: false, reason: 'Reserved' };
        if (registered.has(name)) return { name: asked, available: false, reason: 'In use' };
        return { name: asked, available: true, reason: null };
      });
      return { xml: respond(1000, { names, resData: domainCheckData(items) }), close: false };
    }
    return { xml: respond(2101), close: false };
  };

  const sockets = new Set<TLSSocket>();
  let connections = 0;
  const server: Server = createServer({ key, cert, minVersion: 'TLSv1.2' }, (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const session = { loggedIn: false, connection: (connections += 1) };
    const reader = new FrameReader();
    // Frames are answered in order, one at a time (a slow answer holds the ones behind it).
    let chain: Promise<void> = Promise.resolve();
    const send = async (xml: string) => {
      // Unref'd: a held answer does not keep a stopping process alive.
      if (fault === 'slow') await new Promise((done) => setTimeout(done, slowMs).unref());
      if (!socket.destroyed) socket.write(encodeFrame(xml));
    };
    chain = chain.then(() => send(greeting()));
    socket.on('data', (chunk: Buffer) => {
      let frames: string[];
      try {
        frames = reader.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const xml of frames) {
        chain = chain.then(async () => {
          let frame;
          try {
            frame = parseFrame(xml);
          } catch {
            record({ connection: session.connection, command: 'malformed', clTRID: null, svTRID: null, resultCode: 2001 });
            await send(buildResponse({ code: 2001, svTRID: nextSvTRID() }));
            return;
          }
          if (frame.kind === 'hello') {
            record({ connection: session.connection, command: 'hello', clTRID: null, svTRID: null, resultCode: null });
            await send(greeting());
            return;
          }
          if (frame.kind !== 'command') {
            socket.destroy();
            return;
          }
          const { xml: reply, close } = answer(frame.command, session);
          await send(reply);
          if (close) socket.end();
        });
      }
    });
  });

  const listen = (port: number) =>
    new Promise<number>((done, fail) => {
      server.once('error', fail);
      server.listen(port, host, () => {
        server.off('error', fail);
        const address = server.address();
        done(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(options.port ?? 0);
  const closeServer = () =>
    new Promise<void>((done) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return done();
      server.close(() => done());
    });

  return {
    host,
    port,
    username,
    password,
    caCert: cert,
    faults: {
      get current() {
        return fault;
      },
      async set(next, setOptions) {
        if (!registryFaults.includes(next)) throw new Error(`Unknown registry fault ${String(next)}`);
        if (setOptions?.slowMs !== undefined) slowMs = setOptions.slowMs;
        const wasDown = fault === 'down';
        fault = next;
        if (next === 'down' && !wasDown) await closeServer();
        if (next !== 'down' && wasDown) await listen(port);
      },
    },
    get commandLog() {
      return log;
    },
    commandCount: (command) => (command ? log.filter((entry) => entry.command === command).length : log.length),
    clearCommandLog: () => void log.splice(0, log.length),
    register(name, registerOptions) {
      const entry = add(name.toLowerCase(), registerOptions?.registrar ?? username, registerOptions?.years ?? 1);
      save();
      return entry;
    },
    release(name) {
      const deleted = registered.delete(name.toLowerCase());
      if (deleted) save();
      return deleted;
    },
    names: () => [...registered.values()].sort((a, b) => a.name.localeCompare(b.name)),
    reservedNames,
    async stop() {
      fault = 'none';
      await closeServer();
    },
  };
}
