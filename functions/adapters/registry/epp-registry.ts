import { randomBytes } from 'node:crypto';
import { type Registry, RegistryError, type RegistryErrorCode, type TransferOperation } from '../../ports/registry.ts';
import { type CommandOptions, type EppClient, EppResultError } from './epp-client.ts';
import type { EppResponse } from './epp-codec.ts';
import { checkDomains } from './epp-domain-check.ts';
import { mapRegistryFailure, query, readResponse, sendCommand, transform } from './epp-failures.ts';
import { eppSession, type RegistryConfig } from './epp-session.ts';
import { buildContactCreate, buildContactUpdate } from './epp-contact-codec.ts';
import {
  buildDomainCreate,
  buildDomainDelete,
  buildDomainInfo,
  buildDomainRenew,
  buildDomainTransfer,
  buildDomainUpdate,
  parseDomainCreateData,
  parseDomainInfoData,
  parseDomainRenewData,
  parseDomainTransferData,
} from './epp-domain-codec.ts';
import { buildPollAcknowledge, buildPollRequest, parsePollData } from './epp-poll-codec.ts';

/**
 * The `Registry` port over EPP. Production talks to the `.fo` registry, the local runtime to the
 * registry simulator (infra/local/registry-simulator), both through the same client.
 */

// Re-exported for the adapter's own tests and the simulator; use cases import them from the port.
export { RegistryError, type RegistryErrorCode };
export { mapRegistryFailure };
export { eppClientOptions } from './epp-session.ts';

/** 2303 on a command that names a contact, or on a poll ack, is not about a missing domain. */
const contactNotFound = { 2303: 'contact_not_found' } as const;
const messageNotFound = { 2303: 'message_not_found' } as const;

/** `YYYY-MM-DD` from that, or from a full ISO date-time (its UTC date). */
function expiryDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(date.getTime())) throw new Error(`Not an expiry date (YYYY-MM-DD): ${JSON.stringify(value)}`);
  return date.toISOString().slice(0, 10);
}

/** EPP periods are 1–99 in the schema; the registry's own limit (1–10) is its answer to give. */
function assertYears(years: number): void {
  if (!Number.isInteger(years) || years < 1 || years > 99) throw new Error(`Not a registration period in years: ${years}`);
}

/** One Registry method over an EPP client. */
export type EppCommand<K extends keyof Registry> = (client: EppClient) => Registry[K];

const send = (client: EppClient, build: (clTRID: string) => string, options: CommandOptions, overrides?: Partial<Record<number, RegistryErrorCode>>): Promise<EppResponse> =>
  sendCommand(client, build, options, overrides);
const read = readResponse;

/*
 * The commands, one export each, so that a context composing only some (`eppRegistryOf`) bundles
 * only their codecs: the domain settings do not carry create, renew, transfer or poll (npm run bench).
 */

export const eppCheckDomains: EppCommand<'checkDomains'> = (client) => (names) => checkDomains(client, names);

export const eppCreateContact: EppCommand<'createContact'> = (client) => async (contact) => {
  // The contact's own transfer code is required by RFC 5733 and never used by the portal.
  const authInfo = randomBytes(12).toString('base64url');
  try {
    await client.command((clTRID) => buildContactCreate(contact, authInfo, clTRID), transform);
    return 'created';
  } catch (error) {
    // Ours from an earlier attempt (ids are derived from our user ids): a retry is harmless.
    if (error instanceof EppResultError && error.resultCode === 2302) return 'exists';
    throw mapRegistryFailure(error, contactNotFound);
  }
};

export const eppUpdateContact: EppCommand<'updateContact'> = (client) => async (contact) => {
  await send(client, (clTRID) => buildContactUpdate(contact, clTRID), transform, contactNotFound);
};

export const eppDomainInfo: EppCommand<'domainInfo'> = (client) => async (name, authInfo) => {
  const response = await send(client, (clTRID) => buildDomainInfo(name, authInfo, clTRID), query);
  const info = read(() => parseDomainInfoData(response));
  return { ...info, name: info.name.toLowerCase() };
};

export const eppCreateDomain: EppCommand<'createDomain'> = (client) => async (request) => {
  assertYears(request.years);
  // 2303 on a create means a contact named in it does not exist.
  const response = await send(client, (clTRID) => buildDomainCreate(request, clTRID), transform, contactNotFound);
  const created = read(() => parseDomainCreateData(response));
  const expiresAt = created.expiresAt ?? (await eppDomainInfo(client)(request.name)).expiresAt;
  return { name: created.name.toLowerCase(), createdAt: created.createdAt, expiresAt };
};

export const eppRenewDomain: EppCommand<'renewDomain'> = (client) => async (name, currentExpiryDate, years) => {
  assertYears(years);
  const current = expiryDate(currentExpiryDate);
  const response = await send(client, (clTRID) => buildDomainRenew(name, current, years, clTRID), transform);
  const renewed = read(() => parseDomainRenewData(response));
  return { expiresAt: renewed.expiresAt ?? (await eppDomainInfo(client)(name)).expiresAt };
};

export const eppUpdateDomain: EppCommand<'updateDomain'> = (client) => async (name, update) => {
  // 2303 is the domain's (the registry checks the domain first); a missing contact named in the update also answers 2303.
  await send(client, (clTRID) => buildDomainUpdate(name, update, clTRID), transform);
};

export const eppTransferDomain: EppCommand<'transferDomain'> =
  (client) =>
  async (operation: TransferOperation, name, options = {}) => {
    const years = operation === 'request' ? options.years : undefined;
    if (years !== undefined) assertYears(years);
    const response = await send(client, (clTRID) => buildDomainTransfer(operation, name, { authInfo: options.authInfo, years }, clTRID), operation === 'query' ? query : transform);
    const transfer = read(() => parseDomainTransferData(response));
    return { ...transfer, name: transfer.name.toLowerCase() };
  };

export const eppDeleteDomain: EppCommand<'deleteDomain'> = (client) => async (name) => {
  await send(client, (clTRID) => buildDomainDelete(name, clTRID), transform);
};

export const eppPollMessage: EppCommand<'pollMessage'> = (client) => async () => {
  // A query: until acknowledged, a poll shows the same oldest message again.
  const response = await send(client, (clTRID) => buildPollRequest(clTRID), query);
  return read(() => parsePollData(response));
};

export const eppAcknowledgeMessage: EppCommand<'acknowledgeMessage'> = (client) => async (id) => {
  await send(client, (clTRID) => buildPollAcknowledge(id, clTRID), transform, messageNotFound);
};

type EppCommands<K extends keyof Registry> = { [P in K]: EppCommand<P> };

/** Every command: the whole Registry (the adapter's tests, the simulator's seeding). */
const everyCommand: EppCommands<keyof Registry> = {
  checkDomains: eppCheckDomains,
  createContact: eppCreateContact,
  updateContact: eppUpdateContact,
  createDomain: eppCreateDomain,
  domainInfo: eppDomainInfo,
  renewDomain: eppRenewDomain,
  updateDomain: eppUpdateDomain,
  transferDomain: eppTransferDomain,
  deleteDomain: eppDeleteDomain,
  pollMessage: eppPollMessage,
  acknowledgeMessage: eppAcknowledgeMessage,
};

/** A Registry on the given client (tests give their own; the functions use `eppRegistryOf()`). */
export function createEppRegistry(client: EppClient): Registry {
  const registry = {} as Record<keyof Registry, unknown>;
  for (const [name, command] of Object.entries(everyCommand) as [keyof Registry, EppCommand<keyof Registry>][]) registry[name] = command(client);
  return registry as Registry;
}

/**
 * The commands a context calls, of a configuration's Registry: one per configuration object, on
 * the configuration's one EPP session (epp-session.ts), so the contexts one Lambda composes share
 * it. Safe at cold start: the connection opens on the first command. Each call runs on the
 * current client, so a closed client is replaced; async, so a missing configuration is a
 * rejection, not a throw.
 */
export function eppRegistryOf<K extends keyof Registry>(config: RegistryConfig, commands: EppCommands<K>): Pick<Registry, K> {
  const session = eppSession(config);
  const registry = {} as Record<K, unknown>;
  for (const [name, command] of Object.entries(commands) as [K, (client: EppClient) => (...args: unknown[]) => Promise<unknown>][]) {
    registry[name] = async (...args: unknown[]) => command(session.client())(...args);
  }
  return registry as Pick<Registry, K>;
}

/** The whole Registry of a configuration (the local runtime's seeding, tests). */
export const eppRegistry = (config: RegistryConfig): Registry => eppRegistryOf(config, everyCommand);

/** Logs out and forgets the configuration's EPP session (the local runtime's stop; tests). */
export async function closeEppRegistry(config: RegistryConfig): Promise<void> {
  await eppSession(config).close();
}
