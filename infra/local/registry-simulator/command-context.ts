import type { EppCommand, MessageQueueState, XmlNode } from '#functions/adapters/registry/epp-codec.ts';
import type { RegistryWebhookEvent, RegistryWebhookType } from '#functions/adapters/registry/registry-webhook-events.ts';
import type { DomainInfo, TransferInfo } from '#functions/ports/registry.ts';
import { addYears, type RegistryData, type RegistryDomain } from './registry-state.ts';
import { maxYearsAhead, periodYears, prohibitingStatuses } from './rules.ts';

/**
 * What every simulated command works with, and the checks they share. A handler either returns
 * its outcome or throws a `Refusal` with the EPP result code (2xxx) the registry answers.
 */

/**
 * One change at the registry, as it tells the registrars concerned (docs/registry-webhooks.md,
 * "Poll messages"): a poll message to each registrar in `told`, and the webhook when one of
 * `involved` is the portal's registrar; both under the change's one id.
 */
export interface RegistryChange {
  type: RegistryWebhookType;
  domain: RegistryDomain;
  /** The registrars that get a poll message about it (not the one whose own command made it). */
  told: readonly string[];
  /** The message's text. */
  text: string;
  /** The registrars the change concerns: the webhook goes out when the portal's registrar is one. */
  involved: readonly string[];
}

/** What the registry tells registrars besides the answer: poll messages and webhooks. */
export interface RegistryNotices {
  /**
   * Queues the change's poll messages (with `<domain:trnData>` for a transfer, `<domain:infData>`
   * of the domain after it otherwise) and sends its webhook; the webhook event, when one was sent.
   */
  tell(change: RegistryChange): RegistryWebhookEvent | null;
}

export interface CommandContext {
  data: RegistryData;
  /** The logged-in registrar (`clID`) giving the command. */
  registrar: string;
  now: Date;
  notices: RegistryNotices;
}

export interface Outcome {
  code: number;
  message?: string;
  msgQ?: MessageQueueState;
  resData?: XmlNode;
  extension?: XmlNode;
  /** The registry's state changed: save it. */
  changed?: boolean;
}

export type CommandHandler = (command: EppCommand, context: CommandContext) => Outcome;

/** The registry refuses the command with this result code. */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly code: number,
    readonly reason?: string,
  ) {
    super(`EPP ${code}${reason ? ` ${reason}` : ''}`);
  }
}

export function refuse(code: number, reason?: string): never {
  throw new Refusal(code, reason);
}

export function existingDomain(context: CommandContext, name: string): RegistryDomain {
  return context.data.domains.get(name.toLowerCase()) ?? refuse(2303, `No domain ${name}`);
}

/** The domain, when the registrar giving the command sponsors it (2201 otherwise). */
export function sponsoredDomain(context: CommandContext, name: string): RegistryDomain {
  const domain = existingDomain(context, name);
  if (domain.registrar !== context.registrar) refuse(2201, `${domain.name} is sponsored by another registrar`);
  return domain;
}

export function assertNotProhibited(domain: RegistryDomain, command: keyof typeof prohibitingStatuses): void {
  const blocking = prohibitingStatuses[command].filter((status) => domain.statuses.includes(status));
  if (blocking.length) refuse(2304, `${blocking.join(', ')} prohibits ${command}`);
}

/** A registration period the registry accepts (1–10 years). */
export function assertPeriod(years: number): void {
  if (!Number.isInteger(years) || years < periodYears.min || years > periodYears.max) refuse(2004, `Period must be ${periodYears.min}-${periodYears.max} years`);
}

/** No expiry beyond ten years from now, however it is reached (renewals, transfers). */
export function assertWithinHorizon(expiresAt: string, now: Date): void {
  if (expiresAt > addYears(now.toISOString(), maxYearsAhead)) refuse(2306, `Expiry at most ${maxYearsAhead} years ahead`);
}

/** The domain as `<domain:info>` shows it: in full to its sponsor (or with the code), without contacts and code to others. */
export function domainInfoView(domain: RegistryDomain, full: boolean): DomainInfo {
  return {
    name: domain.name,
    roid: domain.roid,
    statuses: domain.statuses.length ? [...domain.statuses] : ['ok'],
    registrantId: full ? domain.registrantId : null,
    contacts: full ? domain.contacts.map((contact) => ({ ...contact })) : [],
    nameServers: domain.nameServers.map((server) => ({ ...server, ...(server.addresses ? { addresses: [...server.addresses] } : {}) })),
    registrar: domain.registrar,
    createdAt: domain.createdAt,
    updatedAt: domain.updatedAt,
    expiresAt: domain.expiresAt,
    authInfo: full ? domain.authInfo : null,
    dsRecords: domain.dsRecords.map((record) => ({ ...record })),
  };
}

/** The domain's transfer as `<domain:trnData>` shows it; a pending one shows the expiry it would bring. */
export function transferInfoView(domain: RegistryDomain): TransferInfo {
  const transfer = domain.transfer ?? refuse(2301, `No transfer of ${domain.name}`);
  return {
    name: domain.name,
    status: transfer.status,
    requestingRegistrar: transfer.requestingRegistrar,
    requestedAt: transfer.requestedAt,
    actingRegistrar: transfer.actingRegistrar,
    actionAt: transfer.actionAt,
    expiresAt: transfer.status === 'pending' ? addYears(domain.expiresAt, transfer.years) : domain.expiresAt,
  };
}
