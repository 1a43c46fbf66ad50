import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { registrarCredentialsFrom } from '../secrets/registrar-credentials.ts';
import { DomainError } from '../../errors.ts';
import { type DomainAvailability, maxNamesPerCheck, type Registry, RegistryError, type RegistryErrorCode, type TransferOperation } from '../../ports/registry.ts';
import { type CommandOptions, EppClient, type EppClientOptions, EppConnectionError, EppResultError, EppTimeoutError } from './epp-client.ts';
import { buildDomainCheck, type EppResponse, EppProtocolError, parseDomainCheckData } from './epp-codec.ts';
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

/**
 * What a 2xxx result means for the portal. `registry_unavailable` becomes a DomainError (503);
 * the others are thrown as the port's RegistryError.
 */
const resultCodeErrors: Record<number, RegistryErrorCode> = {
  2104: 'registry_billing',
  2105: 'domain_not_eligible_for_renewal',
  2106: 'domain_not_eligible_for_transfer',
  2201: 'registry_authorization',
  2202: 'invalid_auth_info',
  2300: 'domain_transfer_pending',
  2301: 'domain_not_pending_transfer',
  2302: 'domain_unavailable',
  2303: 'domain_not_found',
  2304: 'domain_status_prohibits',
  2305: 'domain_association_prohibits',
  2306: 'registry_policy',
  2308: 'registry_policy',
};

/**
 * Turns a client failure into what the use cases see: no answer, a broken session, a failed
 * login (2200/2501/2502), a server failure (2400/2500) → DomainError('registry_unavailable');
 * a known 2xxx → RegistryError with its code; anything else → RegistryError 'registry_rejected'
 * (2000–2005, 2101–2103, 2307: our bug, a 500).
 */
export function mapRegistryFailure(error: unknown, overrides: Partial<Record<number, RegistryErrorCode>> = {}): Error {
  if (error instanceof EppConnectionError || error instanceof EppTimeoutError || error instanceof EppProtocolError) {
    return new DomainError('registry_unavailable', undefined, { cause: error });
  }
  if (error instanceof EppResultError) {
    const code = error.resultCode;
    if (code === 2200 || code === 2400 || code >= 2500) return new DomainError('registry_unavailable', undefined, { cause: error });
    return new RegistryError(overrides[code] ?? resultCodeErrors[code] ?? 'registry_rejected', code, error.resultMessage, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Whether the client may send a command again when the session died under it. Queries may;
 * transform commands (create, renew, update, transfer request/approve/reject/cancel, delete, poll
 * ack) may not: the registry may have done it, and the caller finds out with `info` or `poll`.
 */
const query: CommandOptions = { idempotent: true };
const transform: CommandOptions = { idempotent: false };

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
  /** Sends one command; failures come out as the use cases see them. */
  async function send(build: (clTRID: string) => string, options: CommandOptions, overrides?: Partial<Record<number, RegistryErrorCode>>): Promise<EppResponse> {
    try {
      return await client.command(build, options);
    } catch (error) {
      throw mapRegistryFailure(error, overrides);
    }
  }

  /** Reads a successful response; an unreadable one is a broken registry (registry_unavailable). */
  function read<T>(parse: () => T): T {
    try {
      return parse();
    } catch (error) {
      throw mapRegistryFailure(error);
    }
  }

  const registry: Registry = {
    async checkDomains(names) {
      if (names.length === 0) return [];
      for (const name of names) {
        // The schema's labelType: 1–255 characters. Syntax rules are the registry's to answer.
        if (typeof name !== 'string' || name.trim().length === 0 || name.length > 255) throw new Error(`Not a domain name to check: ${JSON.stringify(name)}`);
      }
      const answers = new Map<string, DomainAvailability>();
      for (let start = 0; start < names.length; start += maxNamesPerCheck) {
        const batch = names.slice(start, start + maxNamesPerCheck);
        const response = await send((clTRID) => buildDomainCheck(batch, clTRID), query);
        const items = read(() => parseDomainCheckData(response));
        for (const item of items) answers.set(item.name.toLowerCase(), { name: item.name.toLowerCase(), available: item.available, reason: item.available ? null : item.reason });
      }
      return names.map((name) => {
        const answer = answers.get(name.toLowerCase());
        if (!answer) throw mapRegistryFailure(new EppProtocolError(`The registry did not answer for ${name}`));
        return { ...answer, name: name.toLowerCase() };
      });
    },

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
 * The client options of a configuration (EPP_*). Without a registry configured the portal runs,
 * and every registry command answers registry_unavailable (infra/settings.ts).
 */
export function eppClientOptions(config: RegistryConfig): EppClientOptions {
  const { EPP_HOST, EPP_PORT, EPP_USERNAME, EPP_PASSWORD, EPP_CREDENTIALS_SECRET_ARN, EPP_CA_CERT, EPP_TIMEOUT_MS } = config;
  const fixed = EPP_USERNAME && EPP_PASSWORD;
  if (!EPP_HOST || (!fixed && !EPP_CREDENTIALS_SECRET_ARN)) {
    throw new DomainError('registry_unavailable', undefined, {
      cause: new Error('No registry configured: EPP_HOST and either EPP_USERNAME + EPP_PASSWORD or EPP_CREDENTIALS_SECRET_ARN must be set'),
    });
  }
  return {
    host: EPP_HOST,
    port: EPP_PORT,
    // In AWS the account comes from Secrets Manager at each login; locally it is fixed.
    username: EPP_USERNAME ?? '',
    password: EPP_PASSWORD ?? '',
    ...(fixed ? {} : { credentials: registrarCredentialsFrom(EPP_CREDENTIALS_SECRET_ARN!) }),
    ...(EPP_CA_CERT ? { ca: EPP_CA_CERT } : {}),
    timeoutMs: EPP_TIMEOUT_MS,
  };
}

type RegistryConfig = Pick<Config, 'EPP_HOST' | 'EPP_PORT' | 'EPP_USERNAME' | 'EPP_PASSWORD' | 'EPP_CREDENTIALS_SECRET_ARN' | 'EPP_CA_CERT' | 'EPP_TIMEOUT_MS'>;

/** A configuration's registry: one EPP session, opened at the first command and kept between warm invocations. */
interface ConfiguredRegistry {
  registry: Registry;
  close(): Promise<void>;
}

function connectOnFirstUse(config: RegistryConfig): ConfiguredRegistry {
  let client: EppClient | undefined;
  /** A Registry on the current client, made per call (cheap), so a closed client is replaced. */
  const current = (): Registry => createEppRegistry((client ??= new EppClient(eppClientOptions(config))));
  // Every method delegates; async, so a missing configuration is a rejection, not a throw.
  const registry: Registry = {
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
  return {
    registry,
    async close() {
      const open = client;
      client = undefined;
      await open?.close();
    },
  };
}

const registries = new WeakMap<RegistryConfig, ConfiguredRegistry>();

function configured(config: RegistryConfig): ConfiguredRegistry {
  let entry = registries.get(config);
  if (!entry) registries.set(config, (entry = connectOnFirstUse(config)));
  return entry;
}

/**
 * The Registry of a configuration: one per configuration object, so the contexts one Lambda
 * composes share its EPP session. Safe at cold start: the connection opens on the first command.
 */
export function eppRegistry(config: RegistryConfig): Registry {
  return configured(config).registry;
}

/** Logs out and forgets the configuration's EPP session (the local runtime's stop; tests). */
export async function closeEppRegistry(config: RegistryConfig): Promise<void> {
  await registries.get(config)?.close();
}
