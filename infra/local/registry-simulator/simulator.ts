import { randomBytes } from 'node:crypto';
import { createServer, type Server, type TLSSocket } from 'node:tls';
import {
  buildGreeting,
  buildResponse,
  clientExtensionUris,
  clientObjectUris,
  contactNamespace,
  domainCheckData,
  domainNamespace,
  type EppCommand,
  encodeFrame,
  FrameReader,
  parseFrame,
  readDomainCheckNames,
  readLogin,
} from '#functions/adapters/registry/epp-codec.ts';
import { readDomainName } from '#functions/adapters/registry/epp-domain-codec.ts';
import type { RegistryWebhookEvent, RegistryWebhookType } from '#functions/adapters/registry/registry-webhook-events.ts';
import type { TransferInfo } from '#functions/ports/registry.ts';
import { selfSignedCertificate } from './certificate.ts';
import { type CommandHandler, domainInfoView, type Outcome, Refusal, refuse, type RegistryNotices, transferInfoView } from './command-context.ts';
import { createContact, updateContact } from './contact-commands.ts';
import { createDomain, deleteDomain, domainInfo, renewDomain, updateDomain } from './domain-commands.ts';
import { poll } from './poll-commands.ts';
import {
  emptyRegistryData,
  loadRegistryData,
  newAuthInfo,
  newDomain,
  type QueuedMessage,
  type RegistryContactRecord,
  type RegistryData,
  type RegistryDomain,
  saveRegistryData,
} from './registry-state.ts';
import { foNameProblem, preRegisteredNames, reservedNames } from './rules.ts';
import { settleDueTransfers, settleTransfer, transferDomain } from './transfer-commands.ts';
import { createWebhookSender, registryWebhookEvent, type RegistryWebhookOptions, type WebhookDelivery } from './webhooks.ts';

/**
 * The local `.fo` registry: an EPP server (RFC 5730/5731/5733/5734, 5910 DS records) on localhost
 * over TLS with a certificate made at start. It keeps its own registry state (domains, contacts,
 * each registrar's message queue), enforces the registry's rules, logs every command, sends
 * signed webhooks, and can be told to fail. The portal reaches it only through the EPP client.
 */

export type RegistryFault = 'none' | 'down' | 'slow' | 'error-next';
export const registryFaults: readonly RegistryFault[] = ['none', 'down', 'slow', 'error-next'];

export type { QueuedMessage, RegistryContactRecord, RegistryDomain } from './registry-state.ts';
export type { WebhookDelivery } from './webhooks.ts';

export interface CommandLogEntry {
  at: string;
  /** Which TLS connection (1, 2, …): a reconnect shows as a new number. */
  connection: number;
  /** `hello`, `login`, `logout`, `check`, `create`, … */
  command: string;
  /** The logged-in registrar, when there is one. */
  registrar?: string | null;
  clTRID: string | null;
  svTRID: string | null;
  /** The names of a domain check; the domain of any other domain command. */
  names?: string[];
  /** null for `hello` (answered with a greeting). */
  resultCode: number | null;
}

/** A registered name in short (the `/dev/registry` page, older callers). */
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
  /** The default registrar account (the portal's). */
  username?: string;
  password?: string;
  /** More registrar accounts that may log in (other registrars in transfer tests). */
  accounts?: readonly { username: string; password: string }[];
  /** Persist the registry (domains, contacts, messages) in this JSON file; in memory when absent. */
  dataFile?: string;
  /** How long `slow` holds every answer (default 30 s: past any sensible timeout). */
  slowMs?: number;
  /** Names per check command (the registry's policy; 2306 above it). */
  maxNamesPerCheck?: number;
  /** The registry's clock (default: the system's); tests move it to expire transfers and domains. */
  now?: () => Date;
  /** Where to POST signed webhooks about the portal registrar's domains (docs/registry-webhooks.md). */
  webhook?: RegistryWebhookOptions & {
    /** Whose events are sent (default: the default account's). */
    registrar?: string;
  };
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
  /**
   * Registers a name (seeding, tests) for a registrar (default: the default account), for `years`
   * (default 1), with a transfer code (default: a random one) and statuses. Replaces an existing one.
   */
  register(name: string, options?: { registrar?: string; years?: number; authInfo?: string; statuses?: string[] }): RegistryDomain;
  /** Deletes a name from the registry without telling anyone (tests). */
  release(name: string): boolean;
  /** Every registered name in short, by name. */
  names(): RegisteredName[];
  /** Every domain's full state, by name. */
  domains(): RegistryDomain[];
  /** A domain's full state (a copy), or undefined. */
  domain(name: string): RegistryDomain | undefined;
  /** A contact (a copy), or undefined. */
  contact(id: string): RegistryContactRecord | undefined;
  /** A registrar's queued poll messages, oldest first (default: the default account's). */
  messages(registrar?: string): QueuedMessage[];
  /**
   * The holder approves the pending transfer at the registry (as the sponsor's `<transfer
   * op="approve">` would); the sponsor is told too, by poll message and webhook.
   */
  approveTransfer(name: string): TransferInfo;
  /** The holder rejects the pending transfer at the registry; the sponsor is told too. */
  rejectTransfer(name: string): TransferInfo;
  /** The registrar that asked withdraws the pending transfer (`clientCancelled`); the sponsor is told. */
  cancelTransfer(name: string): TransferInfo;
  /**
   * Sends `domain.expired` when the domain's expiry has passed by the registry's clock,
   * `domain.expiring` otherwise; the event, or null when no webhook is configured or the domain
   * is not the portal registrar's.
   */
  notifyExpiry(name: string): RegistryWebhookEvent | null;
  /**
   * The registry's own changes (developer triggers at `/dev/registry`, tests), each told to the
   * sponsor by a poll message and by its webhook: the expiry passes now (`domain.expired`);
   * `serverHold` is set or lifted (`domain.status_changed`); another registrar asks to transfer
   * the domain away (`domain.transfer_requested`; answer it with approve/reject/cancel-transfer);
   * the registry deletes it (`domain.deleted`); it is renewed at the registry (`domain.renewed`);
   * its registrant becomes another contact (`domain.registrant_changed`: the contact named, or a
   * copy of the old registrant under a new id the registry makes).
   */
  expire(name: string): RegistryWebhookEvent | null;
  suspend(name: string): RegistryWebhookEvent | null;
  unsuspend(name: string): RegistryWebhookEvent | null;
  requestTransferAway(name: string, requestingRegistrar?: string): RegistryWebhookEvent | null;
  deleteByRegistry(name: string): RegistryWebhookEvent | null;
  renewByRegistry(name: string, years?: number): RegistryWebhookEvent | null;
  changeRegistrant(name: string, registrantId?: string): RegistryWebhookEvent | null;
  /**
   * Whether the registry posts webhooks (on when `webhook` is configured). Off, it is a registry
   * that speaks only EPP poll: changes are still queued as poll messages, no webhook is sent.
   */
  readonly webhooksEnabled: boolean;
  setWebhooksEnabled(enabled: boolean): void;
  /** Queues a notice without object data for a registrar (default: the default account), e.g. of maintenance (tests). */
  notice(text: string, registrar?: string): QueuedMessage;
  /** Every webhook delivery, oldest first (the last 1000). */
  readonly webhookDeliveries: readonly WebhookDelivery[];
  /** Resolves when no webhook delivery is pending. */
  webhooksIdle(): Promise<void>;
  readonly reservedNames: readonly string[];
  stop(): Promise<void>;
}

const defaultUsername = 'okisnavn';
const defaultPassword = 'local-epp-password';
/** The sponsor of the names registered from the start. */
const otherRegistrar = 'other-registrar';
const logLimit = 1000;

const domainHandlers: Partial<Record<string, CommandHandler>> = {
  create: createDomain,
  info: domainInfo,
  renew: renewDomain,
  update: updateDomain,
  transfer: transferDomain,
  delete: deleteDomain,
};
const contactHandlers: Partial<Record<string, CommandHandler>> = { create: createContact, update: updateContact };

const copy = <T>(value: T): T => structuredClone(value);

export async function startRegistrySimulator(options: RegistrySimulatorOptions = {}): Promise<RegistrySimulator> {
  const host = options.host ?? '127.0.0.1';
  const username = options.username ?? defaultUsername;
  const password = options.password ?? defaultPassword;
  const accounts = [{ username, password }, ...(options.accounts ?? [])];
  const maxNames = options.maxNamesPerCheck ?? 20;
  const clock = options.now ?? (() => new Date());
  const { key, cert } = await selfSignedCertificate();

  // ── state ──
  const seeded = (): RegistryData => {
    const fresh = emptyRegistryData();
    for (const name of preRegisteredNames) fresh.domains.set(name, newDomain(fresh, { name, registrar: otherRegistrar, years: 5, now: clock() }));
    return fresh;
  };
  const data = loadRegistryData(options.dataFile, clock()) ?? seeded();
  // A new registry's change ids start at its clock (ms), so they never repeat those of a registry
  // whose file was removed: the portal remembers events by id for 30 days.
  if (data.counters.message === 0) data.counters.message = clock().getTime();
  const save = () => saveRegistryData(options.dataFile, data);
  save();

  // ── notices: poll messages and webhooks ──
  const webhooks = options.webhook ? createWebhookSender(options.webhook) : undefined;
  const webhookRegistrar = options.webhook?.registrar ?? username;
  let webhooksEnabled = !!webhooks;
  const notices = (now: Date): RegistryNotices => ({
    tell({ type, domain, told, text, involved }) {
      data.counters.message += 1;
      const id = String(data.counters.message);
      const transfer = type.startsWith('domain.transfer_') ? transferInfoView(domain) : null;
      // The domain after the change, as `<domain:info>` shows it to its sponsor, without the transfer code.
      const info = transfer ? null : { ...domainInfoView(domain, true), authInfo: null };
      const queuedAt = now.toISOString();
      for (const registrar of told)
        data.messages.push({ id, registrar, queuedAt, text, domain: domain.name, transfer: transfer && { ...transfer }, info: info && structuredClone(info) });
      // A registry tells each registrar about its own domains only.
      if (!webhooks || !webhooksEnabled || !involved.includes(webhookRegistrar)) return null;
      const event = registryWebhookEvent(type, domain, now, id);
      webhooks.send(event);
      return event;
    },
  });
  /** The registry's own work, due by its clock: transfers nobody answered within five days. */
  const settleDue = () => {
    const now = clock();
    if (settleDueTransfers(data, now, notices(now))) save();
  };

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

  const checkDomains: CommandHandler = (command) => {
    const names = readDomainCheckNames(command);
    if (names.length === 0) refuse(2003);
    if (names.length > maxNames) refuse(2306, `At most ${maxNames} names per check`);
    const items = names.map((asked) => {
      const name = asked.toLowerCase();
      const problem = foNameProblem(name);
      if (problem) return { name: asked, available: false, reason: problem };
      if (reservedNames.includes(name)) return { name: asked, available: false, reason: 'Reserved' };
      if (data.domains.has(name)) return { name: asked, available: false, reason: 'In use' };
      return { name: asked, available: true, reason: null };
    });
    return { code: 1000, resData: domainCheckData(items) };
  };

  /** The handler for a command on its object, or the result code for what is not served. */
  const handlerFor = (command: EppCommand): CommandHandler | number => {
    if (command.name === 'poll') return poll;
    if (command.objectNamespace === domainNamespace) return command.name === 'check' ? checkDomains : (domainHandlers[command.name] ?? 2101);
    if (command.objectNamespace === contactNamespace) return contactHandlers[command.name] ?? 2101;
    return 2307;
  };

  /** The names a command is about, for the log. */
  const namesOf = (command: EppCommand): string[] | undefined => {
    if (command.objectNamespace !== domainNamespace) return undefined;
    if (command.name === 'check') return readDomainCheckNames(command);
    const name = readDomainName(command);
    return name === null ? undefined : [name];
  };

  /** The answer to one command, and whether the session ends after it. */
  const answer = (command: EppCommand, session: Session): { xml: string; close: boolean } => {
    const svTRID = nextSvTRID();
    const clTRID = command.clTRID;
    const names = namesOf(command);
    const respond = (outcome: Outcome, close = false) => {
      const { code, message, msgQ, resData, extension } = outcome;
      record({
        connection: session.connection,
        command: command.name,
        registrar: session.registrar,
        clTRID: clTRID ?? null,
        svTRID,
        resultCode: code,
        ...(names ? { names } : {}),
      });
      const xml = buildResponse({
        code,
        svTRID,
        ...(clTRID ? { clTRID } : {}),
        ...(message ? { message } : {}),
        ...(msgQ ? { msgQ } : {}),
        ...(resData ? { resData } : {}),
        ...(extension ? { extension } : {}),
      });
      return { xml, close };
    };

    if (command.name === 'login') {
      if (session.registrar) return respond({ code: 2002, message: 'Already logged in' });
      const credentials = readLogin(command);
      if (!accounts.some((account) => account.username === credentials.clientId && account.password === credentials.password)) return respond({ code: 2200 });
      session.registrar = credentials.clientId;
      return respond({ code: 1000 });
    }
    if (command.name === 'logout') return respond({ code: 1500 }, true);
    if (!session.registrar) return respond({ code: 2002, message: 'Log in first' });
    if (fault === 'error-next') {
      fault = 'none';
      return respond({ code: 2400 });
    }
    try {
      settleDue();
      const handler = handlerFor(command);
      if (typeof handler === 'number') return respond({ code: handler });
      const now = clock();
      const outcome = handler(command, { data, registrar: session.registrar, now, notices: notices(now) });
      if (outcome.changed) save();
      return respond(outcome);
    } catch (error) {
      if (error instanceof Refusal) return respond({ code: error.code, ...(error.reason ? { message: error.reason } : {}) });
      // A simulator bug: answered like a registry failure, and shown in the message.
      return respond({ code: 2400, message: `Simulator error: ${(error as Error).message}` });
    }
  };

  const sockets = new Set<TLSSocket>();
  let connections = 0;
  type Session = { connection: number; registrar: string | null };
  const server: Server = createServer({ key, cert, minVersion: 'TLSv1.2' }, (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const session: Session = { connection: (connections += 1), registrar: null };
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
            record({ connection: session.connection, command: 'malformed', registrar: session.registrar, clTRID: null, svTRID: null, resultCode: 2001 });
            await send(buildResponse({ code: 2001, svTRID: nextSvTRID() }));
            return;
          }
          if (frame.kind === 'hello') {
            record({ connection: session.connection, command: 'hello', registrar: session.registrar, clTRID: null, svTRID: null, resultCode: null });
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

  /** The sponsor answers a pending transfer (test helper). */
  const answerTransfer = (name: string, status: 'clientApproved' | 'clientRejected' | 'clientCancelled'): TransferInfo => {
    settleDue();
    const domain = data.domains.get(name.toLowerCase());
    if (domain?.transfer?.status !== 'pending') throw new Error(`No transfer of ${name} is pending`);
    const now = clock();
    // Answered at the registry, not by the sponsor's EPP command: the sponsor is told as well.
    settleTransfer(domain, status, now, notices(now), true);
    save();
    return transferInfoView(domain);
  };

  /** A domain the registry itself changes (not through a registrar's command). */
  const registryChange = (name: string) => {
    settleDue();
    const domain = data.domains.get(name.toLowerCase());
    if (!domain) throw new Error(`No domain ${name}`);
    return { domain, now: clock() };
  };
  /** The registry suspends a domain (serverHold: it stops resolving) or lifts it. */
  const setHold = (name: string, hold: boolean) => {
    const { domain, now } = registryChange(name);
    const others = domain.statuses.filter((status) => status !== 'serverHold');
    domain.statuses = hold ? [...others, 'serverHold'] : others;
    domain.updatedAt = now.toISOString();
    const statuses = domain.statuses.length ? domain.statuses.join(', ') : 'ok';
    const told = sponsorTold(domain, 'domain.status_changed', `Statuses of ${domain.name} changed: ${statuses}.`, now);
    save();
    return told;
  };

  /** A change of the registry's own, told to the domain's sponsor (poll message and webhook). */
  const sponsorTold = (domain: RegistryDomain, type: RegistryWebhookType, sentence: string, now: Date) =>
    notices(now).tell({ type, domain, told: [domain.registrar], text: `${type}: ${sentence}`, involved: [domain.registrar] });

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
    register(name, registerOptions = {}) {
      const { registrar = username, years = 1, authInfo, statuses } = registerOptions;
      const domain = newDomain(data, {
        name: name.toLowerCase(),
        registrar,
        years,
        now: clock(),
        ...(authInfo ? { authInfo } : {}),
        ...(statuses ? { statuses: [...statuses] } : {}),
      });
      data.domains.set(domain.name, domain);
      save();
      return copy(domain);
    },
    release(name) {
      const deleted = data.domains.delete(name.toLowerCase());
      if (deleted) save();
      return deleted;
    },
    names: () => sortedDomains(data).map(({ name, registrar, createdAt, expiresAt }) => ({ name, registrar, registeredAt: createdAt, expiresAt })),
    domains() {
      settleDue();
      return sortedDomains(data).map(copy);
    },
    domain(name) {
      settleDue();
      const domain = data.domains.get(name.toLowerCase());
      return domain && copy(domain);
    },
    contact(id) {
      const contact = data.contacts.get(id);
      return contact && copy(contact);
    },
    messages(registrar = username) {
      settleDue();
      return data.messages.filter((message) => message.registrar === registrar).map(copy);
    },
    approveTransfer: (name) => answerTransfer(name, 'clientApproved'),
    rejectTransfer: (name) => answerTransfer(name, 'clientRejected'),
    cancelTransfer: (name) => answerTransfer(name, 'clientCancelled'),
    notifyExpiry(name) {
      const domain = data.domains.get(name.toLowerCase());
      if (!domain) throw new Error(`No domain ${name}`);
      const now = clock();
      const expired = domain.expiresAt <= now.toISOString();
      const told = expired
        ? sponsorTold(domain, 'domain.expired', `Domain ${domain.name} has expired.`, now)
        : sponsorTold(domain, 'domain.expiring', `Domain ${domain.name} expires on ${domain.expiresAt.slice(0, 10)}.`, now);
      save();
      return told;
    },
    expire(name) {
      const { domain, now } = registryChange(name);
      if (domain.expiresAt > now.toISOString()) domain.expiresAt = now.toISOString();
      domain.updatedAt = now.toISOString();
      const told = sponsorTold(domain, 'domain.expired', `Domain ${domain.name} has expired.`, now);
      save();
      return told;
    },
    suspend: (name) => setHold(name, true),
    unsuspend: (name) => setHold(name, false),
    requestTransferAway(name, requestingRegistrar = otherRegistrar) {
      const { domain, now } = registryChange(name);
      if (domain.registrar === requestingRegistrar) throw new Error(`${requestingRegistrar} sponsors ${name} already`);
      if (domain.transfer?.status === 'pending') throw new Error('A transfer is already pending');
      const losing = domain.registrar;
      domain.transfer = {
        status: 'pending',
        requestingRegistrar,
        requestedAt: now.toISOString(),
        actingRegistrar: losing,
        actionAt: new Date(now.getTime() + 5 * 86_400_000).toISOString(),
        years: 1,
      };
      domain.statuses = [...domain.statuses, 'pendingTransfer'];
      const told = notices(now).tell({
        type: 'domain.transfer_requested',
        domain,
        told: [losing],
        text: `Transfer of ${domain.name} requested by ${requestingRegistrar}.`,
        involved: [losing, requestingRegistrar],
      });
      save();
      return told;
    },
    deleteByRegistry(name) {
      const { domain, now } = registryChange(name);
      data.domains.delete(domain.name);
      const told = sponsorTold(domain, 'domain.deleted', `Domain ${domain.name} was deleted by the registry.`, now);
      save();
      return told;
    },
    renewByRegistry(name, years = 1) {
      const { domain, now } = registryChange(name);
      const expires = new Date(domain.expiresAt);
      expires.setUTCFullYear(expires.getUTCFullYear() + years);
      domain.expiresAt = expires.toISOString();
      domain.updatedAt = now.toISOString();
      const told = sponsorTold(domain, 'domain.renewed', `Domain ${domain.name} was renewed by the registry until ${domain.expiresAt.slice(0, 10)}.`, now);
      save();
      return told;
    },
    changeRegistrant(name, registrantId) {
      const { domain, now } = registryChange(name);
      const named = registrantId ? data.contacts.get(registrantId) : undefined;
      if (registrantId && !named) throw new Error(`No contact ${registrantId}`);
      // Unnamed, the registry makes the new holder's contact: the old one's details under a new id.
      const old = domain.registrantId ? data.contacts.get(domain.registrantId) : undefined;
      const contact: RegistryContactRecord = named ?? {
        ...(old ?? { name: 'Registrant set by the registry', street: '', city: 'Tórshavn', zip: '100', countryCode: 'FO', email: 'hostmaster@example.fo' }),
        id: `FO-${randomBytes(5).toString('hex').toUpperCase()}`,
        registrar: domain.registrar,
        authInfo: newAuthInfo(),
        createdAt: now.toISOString(),
        updatedAt: null,
      };
      data.contacts.set(contact.id, contact);
      if (contact.id === domain.registrantId) throw new Error(`${contact.id} is the registrant of ${domain.name} already`);
      domain.registrantId = contact.id;
      domain.updatedAt = now.toISOString();
      const told = sponsorTold(domain, 'domain.registrant_changed', `Registrant of ${domain.name} changed to ${contact.id}.`, now);
      save();
      return told;
    },
    notice(text, registrar = username) {
      data.counters.message += 1;
      const message: QueuedMessage = { id: String(data.counters.message), registrar, queuedAt: clock().toISOString(), text, domain: null, transfer: null, info: null };
      data.messages.push(message);
      save();
      return copy(message);
    },
    get webhooksEnabled() {
      return webhooksEnabled;
    },
    setWebhooksEnabled(enabled) {
      if (enabled && !webhooks) throw new Error('This registry has no webhook URL to post to');
      webhooksEnabled = enabled;
    },
    get webhookDeliveries() {
      return webhooks?.deliveries ?? [];
    },
    webhooksIdle: async () => webhooks?.idle(),
    reservedNames,
    async stop() {
      fault = 'none';
      webhooks?.stop();
      await closeServer();
    },
  };
}

const sortedDomains = (data: RegistryData): RegistryDomain[] => [...data.domains.values()].sort((a, b) => a.name.localeCompare(b.name));
