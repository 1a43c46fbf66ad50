import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { DomainContactType, DsRecord, NameServer, PollMessage, RegistryContact, TransferStatus } from '#functions/ports/registry.ts';
import { writeFileDurably } from '../durable-file.ts';

/**
 * What the simulated registry knows: domains, contacts and each registrar's message queue, kept
 * in memory and, with a data file, on disk after every change (and read back at start).
 */

/** A domain's transfer: the pending one, or the last one (a transfer query answers it, RFC 5731 §3.1.3). */
export interface DomainTransfer {
  status: TransferStatus;
  requestingRegistrar: string;
  requestedAt: string;
  /** The sponsor while pending; afterwards whoever acted (the registry itself for `serverApproved`). */
  actingRegistrar: string;
  /** While pending: when the registry approves by itself; afterwards: when it was settled. */
  actionAt: string;
  /** Years the transfer adds to the expiry when approved. */
  years: number;
}

export interface RegistryDomain {
  name: string;
  /** Repository object id (`D000001-FOSIM`). */
  roid: string;
  /** The sponsoring registrar (`clID`). */
  registrar: string;
  /** Statuses set on the domain (`clientTransferProhibited`, `pendingTransfer`, …); `ok` when none. */
  statuses: string[];
  registrantId: string | null;
  contacts: { type: DomainContactType; id: string }[];
  nameServers: NameServer[];
  /** The transfer code. */
  authInfo: string;
  dsRecords: DsRecord[];
  createdAt: string;
  updatedAt: string | null;
  expiresAt: string;
  transferredAt: string | null;
  transfer: DomainTransfer | null;
}

/** A contact object and the registrar that sponsors it. */
export interface RegistryContactRecord extends RegistryContact {
  registrar: string;
  authInfo: string;
  createdAt: string;
  updatedAt: string | null;
}

/** A message waiting in a registrar's queue until acknowledged. */
export interface QueuedMessage extends PollMessage {
  registrar: string;
}

export interface RegistryData {
  domains: Map<string, RegistryDomain>;
  contacts: Map<string, RegistryContactRecord>;
  /** Every registrar's messages, oldest first. */
  messages: QueuedMessage[];
  /**
   * The last roid and change id handed out: each change at the registry has one id, its poll
   * messages' `<msgQ id>` (its webhook's is `evt_<id>`).
   */
  counters: { roid: number; message: number };
}

/** The data file: `names` keeps its old name (the first files held only `{names}`). */
interface SavedRegistry {
  names?: Partial<RegistryDomain & { registeredAt: string }>[];
  contacts?: RegistryContactRecord[];
  messages?: QueuedMessage[];
  counters?: { roid: number; message: number };
}

export const newAuthInfo = (): string => randomBytes(9).toString('base64url');

export function addYears(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

export function nextRoid(data: RegistryData): string {
  data.counters.roid += 1;
  return `D${String(data.counters.roid).padStart(6, '0')}-FOSIM`;
}

/** A new domain as the registry creates it (create command, seeding, tests). */
export function newDomain(
  data: RegistryData,
  fields: Pick<RegistryDomain, 'name' | 'registrar'> & Partial<Omit<RegistryDomain, 'name' | 'registrar' | 'roid'>> & { years: number; now: Date },
): RegistryDomain {
  const { years, now, ...given } = fields;
  const createdAt = now.toISOString();
  return {
    roid: nextRoid(data),
    statuses: [],
    registrantId: null,
    contacts: [],
    nameServers: [],
    authInfo: newAuthInfo(),
    dsRecords: [],
    createdAt,
    updatedAt: null,
    expiresAt: addYears(createdAt, years),
    transferredAt: null,
    transfer: null,
    ...given,
  };
}

/** A saved domain with the fields an older file lacks filled in (an old entry is `{name, registrar, registeredAt, expiresAt}`). */
function restoredDomain(data: RegistryData, saved: Partial<RegistryDomain & { registeredAt: string }>, now: Date): RegistryDomain | undefined {
  if (!saved.name || !saved.registrar) return undefined;
  const createdAt = saved.createdAt ?? saved.registeredAt ?? now.toISOString();
  return {
    name: saved.name,
    roid: saved.roid ?? nextRoid(data),
    registrar: saved.registrar,
    statuses: saved.statuses ?? [],
    registrantId: saved.registrantId ?? null,
    contacts: saved.contacts ?? [],
    nameServers: saved.nameServers ?? [],
    authInfo: saved.authInfo ?? newAuthInfo(),
    dsRecords: saved.dsRecords ?? [],
    createdAt,
    updatedAt: saved.updatedAt ?? null,
    expiresAt: saved.expiresAt ?? addYears(createdAt, 1),
    transferredAt: saved.transferredAt ?? null,
    transfer: saved.transfer ?? null,
  };
}

export const emptyRegistryData = (): RegistryData => ({ domains: new Map(), contacts: new Map(), messages: [], counters: { roid: 0, message: 0 } });

/** The registry as saved, or undefined without a file (the caller seeds a new one). */
export function loadRegistryData(file: string | undefined, now: Date): RegistryData | undefined {
  if (!file || !existsSync(file)) return undefined;
  const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedRegistry;
  const data = emptyRegistryData();
  if (saved.counters) data.counters = { ...saved.counters };
  for (const entry of saved.names ?? []) {
    const domain = restoredDomain(data, entry, now);
    if (domain) data.domains.set(domain.name, domain);
  }
  for (const contact of saved.contacts ?? []) data.contacts.set(contact.id, contact);
  // Messages saved before they carried the domain's data have none.
  data.messages = (saved.messages ?? []).map((message) => ({ ...message, info: message.info ?? null }));
  data.counters.message = Math.max(data.counters.message, ...data.messages.map((message) => Number(message.id) || 0));
  return data;
}

/**
 * Writes the file whole through a temporary one, flushed before the rename, so neither a killed
 * process nor a power cut leaves half a file (domains carry their transfers).
 */
export function saveRegistryData(file: string | undefined, data: RegistryData): void {
  if (!file) return;
  const saved: SavedRegistry = { names: [...data.domains.values()], contacts: [...data.contacts.values()], messages: data.messages, counters: data.counters };
  writeFileDurably(file, JSON.stringify(saved, null, 2));
}
