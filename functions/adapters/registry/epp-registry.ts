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

/** A Registry on the given client (tests give their own; the functions use `eppRegistry()`). */
export function createEppRegistry(client: EppClient): Registry {
  const send = (build: (clTRID: string) => string, options: CommandOptions, overrides?: Partial<Record<number, RegistryErrorCode>>): Promise<EppResponse> =>
    sendCommand(client, build, options, overrides);
  const read = readResponse;

  const registry: Registry = {
    checkDomains: (names) => checkDomains(client, names),

    async createContact(contact) {
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
    },

    async updateContact(contact) {
      await send((clTRID) => buildContactUpdate(contact, clTRID), transform, contactNotFound);
    },

    async createDomain(request) {
      assertYears(request.years);
      // 2303 on a create means a contact named in it does not exist.
      const response = await send((clTRID) => buildDomainCreate(request, clTRID), transform, contactNotFound);
      const created = read(() => parseDomainCreateData(response));
      const expiresAt = created.expiresAt ?? (await registry.domainInfo(request.name)).expiresAt;
      return { name: created.name.toLowerCase(), createdAt: created.createdAt, expiresAt };
    },

    async domainInfo(name, authInfo) {
      const response = await send((clTRID) => buildDomainInfo(name, authInfo, clTRID), query);
      const info = read(() => parseDomainInfoData(response));
      return { ...info, name: info.name.toLowerCase() };
    },

    async renewDomain(name, currentExpiryDate, years) {
      assertYears(years);
      const current = expiryDate(currentExpiryDate);
      const response = await send((clTRID) => buildDomainRenew(name, current, years, clTRID), transform);
      const renewed = read(() => parseDomainRenewData(response));
      return { expiresAt: renewed.expiresAt ?? (await registry.domainInfo(name)).expiresAt };
    },

    async updateDomain(name, update) {
      // 2303 is the domain's (the registry checks the domain first); a missing contact named in the update also answers 2303.
      await send((clTRID) => buildDomainUpdate(name, update, clTRID), transform);
    },

    async transferDomain(operation: TransferOperation, name, options = {}) {
      const years = operation === 'request' ? options.years : undefined;
      if (years !== undefined) assertYears(years);
      const response = await send((clTRID) => buildDomainTransfer(operation, name, { authInfo: options.authInfo, years }, clTRID), operation === 'query' ? query : transform);
      const transfer = read(() => parseDomainTransferData(response));
      return { ...transfer, name: transfer.name.toLowerCase() };
    },

    async deleteDomain(name) {
      await send((clTRID) => buildDomainDelete(name, clTRID), transform);
    },

    async pollMessage() {
      // A query: until acknowledged, a poll shows the same oldest message again.
      const response = await send((clTRID) => buildPollRequest(clTRID), query);
      return read(() => parsePollData(response));
    },

    async acknowledgeMessage(id) {
      await send((clTRID) => buildPollAcknowledge(id, clTRID), transform, messageNotFound);
    },
  };
  return registry;
}

/**
 * The Registry of a configuration: one per configuration object, on the configuration's one EPP
 * session (epp-session.ts), so the contexts one Lambda composes share it. Safe at cold start: the
 * connection opens on the first command.
 */
export function eppRegistry(config: RegistryConfig): Registry {
  const session = eppSession(config);
  /** A Registry on the current client, made per call (cheap), so a closed client is replaced. */
  const current = (): Registry => createEppRegistry(session.client());
  // Every method delegates; async, so a missing configuration is a rejection, not a throw.
  return {
    checkDomains: async (names) => current().checkDomains(names),
    createContact: async (contact) => current().createContact(contact),
    updateContact: async (contact) => current().updateContact(contact),
    createDomain: async (request) => current().createDomain(request),
    domainInfo: async (name, authInfo) => current().domainInfo(name, authInfo),
    renewDomain: async (name, currentExpiryDate, years) => current().renewDomain(name, currentExpiryDate, years),
    updateDomain: async (name, update) => current().updateDomain(name, update),
    transferDomain: async (operation, name, options) => current().transferDomain(operation, name, options),
    deleteDomain: async (name) => current().deleteDomain(name),
    pollMessage: async () => current().pollMessage(),
    acknowledgeMessage: async (id) => current().acknowledgeMessage(id),
  };
}

/** Logs out and forgets the configuration's EPP session (the local runtime's stop; tests). */
export async function closeEppRegistry(config: RegistryConfig): Promise<void> {
  await eppSession(config).close();
}
