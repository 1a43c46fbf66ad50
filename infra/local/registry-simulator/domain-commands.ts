import { isIP } from 'node:net';
import {
  domainCreateData,
  domainInfoData,
  domainRenewData,
  readDomainCreate,
  readDomainDelete,
  readDomainInfo,
  readDomainRenew,
  readDomainUpdate,
  secDnsInfoData,
} from '#functions/adapters/registry/epp-domain-codec.ts';
import type { DomainContactType, DomainUpdate, DsRecord, NameServer } from '#functions/ports/registry.ts';
import {
  assertNotProhibited,
  assertPeriod,
  assertWithinHorizon,
  type CommandContext,
  type CommandHandler,
  domainInfoView,
  existingDomain,
  refuse,
  sponsoredDomain,
} from './command-context.ts';
import { addYears, newDomain, type RegistryDomain } from './registry-state.ts';
import { clientStatuses, foNameProblem, hostNameProblem, maxNameServers, periodYears, prohibitingStatuses, reservedNames } from './rules.ts';

/** The domain commands (RFC 5731) with DS records (RFC 5910) as the `.fo` registry answers them. */

type ContactReference = { type: DomainContactType; id: string };

export const createDomain: CommandHandler = (command, context) => {
  const request = readDomainCreate(command);
  const name = request.name.toLowerCase();
  const problem = foNameProblem(name);
  if (problem) refuse(2005, problem);
  if (reservedNames.includes(name)) refuse(2302, 'Reserved');
  if (context.data.domains.has(name)) refuse(2302, 'In use');
  const years = request.years ?? periodYears.min;
  assertPeriod(years);
  if (!request.registrantId) refuse(2003, 'A registrant is required');
  if (!request.authInfo) refuse(2003, 'A transfer code (authInfo) is required');
  assertContactsExist(context, [request.registrantId, ...request.contacts.map((contact) => contact.id)]);
  assertNameServers(name, request.nameServers);
  const domain = newDomain(context.data, {
    name,
    registrar: context.registrar,
    years,
    now: context.now,
    registrantId: request.registrantId,
    contacts: uniqueContacts(request.contacts),
    nameServers: request.nameServers.map(normalizedNameServer),
    authInfo: request.authInfo,
  });
  context.data.domains.set(name, domain);
  return { code: 1000, resData: domainCreateData({ name, createdAt: domain.createdAt, expiresAt: domain.expiresAt }), changed: true };
};

/** Full data to the sponsor or with the right code; the public part to others; a wrong code is 2202. */
export const domainInfo: CommandHandler = (command, context) => {
  const { name, authInfo } = readDomainInfo(command);
  const domain = existingDomain(context, name);
  const sponsor = domain.registrar === context.registrar;
  if (!sponsor && authInfo !== null && authInfo !== domain.authInfo) refuse(2202, 'Wrong transfer code');
  const full = sponsor || authInfo !== null;
  return { code: 1000, resData: domainInfoData(domainInfoView(domain, full)), extension: secDnsInfoData(domain.dsRecords) };
};

/** `curExpDate` must be the expiry's date (so a repeated renew cannot add years twice). */
export const renewDomain: CommandHandler = (command, context) => {
  const request = readDomainRenew(command);
  const domain = sponsoredDomain(context, request.name);
  assertNotProhibited(domain, 'renew');
  const years = request.years ?? periodYears.min;
  assertPeriod(years);
  const currentExpiryDate = domain.expiresAt.slice(0, 10);
  if (request.currentExpiryDate !== currentExpiryDate) refuse(2004, `curExpDate is ${currentExpiryDate}`);
  const expiresAt = addYears(domain.expiresAt, years);
  assertWithinHorizon(expiresAt, context.now);
  domain.expiresAt = expiresAt;
  return { code: 1000, resData: domainRenewData({ name: domain.name, expiresAt }), changed: true };
};

export const updateDomain: CommandHandler = (command, context) => {
  const { name, update } = readDomainUpdate(command);
  const domain = sponsoredDomain(context, name);
  if (isEmptyUpdate(update)) refuse(2003, 'Nothing to add, remove or change');
  assertUpdateAllowed(domain, update);
  // Changed on a copy: a refusal half-way leaves the domain as it was.
  const draft = structuredClone(domain);
  applyStatuses(draft, update);
  applyContacts(context, draft, update);
  applyNameServers(draft, update);
  applyDsRecords(draft, update);
  if (update.authInfo !== undefined) draft.authInfo = update.authInfo || refuse(2306, 'A transfer code (authInfo) is required');
  draft.updatedAt = context.now.toISOString();
  context.data.domains.set(draft.name, draft);
  return { code: 1000, changed: true };
};

/**
 * Deletes at once. A real registry keeps the name for the RGP grace periods (RFC 3915:
 * `redemptionPeriod` then `pendingDelete`, restorable with `rgp:restore`); the simulator frees
 * the name immediately.
 */
export const deleteDomain: CommandHandler = (command, context) => {
  const domain = sponsoredDomain(context, readDomainDelete(command).name);
  assertNotProhibited(domain, 'delete');
  context.data.domains.delete(domain.name);
  // The sponsor deleted it itself: no message to it, but the webhook says so.
  context.notices.tell({ type: 'domain.deleted', domain, told: [], text: `domain.deleted: Domain ${domain.name} was deleted by its registrar.`, involved: [domain.registrar] });
  return { code: 1000, changed: true };
};

// ── Checks ──────────────────────────────────────────────────────────────────────────────────────

function assertContactsExist(context: CommandContext, ids: readonly string[]): void {
  for (const id of ids) if (!context.data.contacts.has(id)) refuse(2303, `No contact ${id}`);
}

/** Host names, glue only inside the domain and required there, valid addresses, at most 13. */
function assertNameServers(domainName: string, servers: readonly NameServer[]): void {
  if (servers.length > maxNameServers) refuse(2306, `At most ${maxNameServers} name servers`);
  for (const server of servers) {
    const host = server.host.toLowerCase();
    const problem = hostNameProblem(host);
    if (problem) refuse(2005, problem);
    const addresses = server.addresses ?? [];
    const inside = host === domainName || host.endsWith(`.${domainName}`);
    if (inside && addresses.length === 0) refuse(2003, `${host} needs glue addresses`);
    if (!inside && addresses.length > 0) refuse(2306, `No glue for ${host} outside ${domainName}`);
    for (const address of addresses) if (isIP(address) === 0) refuse(2005, `Not an IP address: ${address}`);
  }
}

const isEmptyUpdate = (update: DomainUpdate): boolean =>
  update.registrantId === undefined &&
  update.authInfo === undefined &&
  !update.removeAllDsRecords &&
  [
    update.addNameServers,
    update.removeNameServers,
    update.addStatuses,
    update.removeStatuses,
    update.addContacts,
    update.removeContacts,
    update.addDsRecords,
    update.removeDsRecords,
  ].every((list) => !list?.length);

/**
 * `clientUpdateProhibited` lets one update through: the one that removes it, removing statuses
 * and changing nothing else (so the portal can lift all its locks in one command).
 */
function assertUpdateAllowed(domain: RegistryDomain, update: DomainUpdate): void {
  const blocking = prohibitingStatuses.update.filter((status) => domain.statuses.includes(status));
  if (blocking.length === 0) return;
  const onlyRemovesStatuses = isEmptyUpdate({ ...update, removeStatuses: [] });
  const unlocks = blocking.length === 1 && blocking[0] === 'clientUpdateProhibited' && !!update.removeStatuses?.includes('clientUpdateProhibited') && onlyRemovesStatuses;
  if (!unlocks) refuse(2304, `${blocking.join(', ')} prohibits update`);
}

// ── Changes ─────────────────────────────────────────────────────────────────────────────────────

/** Registrars set and remove `client*` statuses only; adding one twice or removing an absent one changes nothing. */
function applyStatuses(domain: RegistryDomain, update: DomainUpdate): void {
  for (const status of [...(update.addStatuses ?? []), ...(update.removeStatuses ?? [])]) {
    if (!clientStatuses.includes(status)) refuse(2306, `Only client statuses can be set: ${status}`);
  }
  const removed = new Set(update.removeStatuses);
  domain.statuses = [...new Set([...domain.statuses.filter((status) => !removed.has(status)), ...(update.addStatuses ?? [])])];
}

function applyContacts(context: CommandContext, domain: RegistryDomain, update: DomainUpdate): void {
  const added = update.addContacts ?? [];
  assertContactsExist(context, [...added.map((contact) => contact.id), ...(update.registrantId ? [update.registrantId] : [])]);
  if (update.registrantId !== undefined) domain.registrantId = update.registrantId || refuse(2306, 'A domain needs a registrant');
  const removed = (contact: ContactReference) => update.removeContacts?.some((other) => other.type === contact.type && other.id === contact.id);
  domain.contacts = uniqueContacts([...domain.contacts.filter((contact) => !removed(contact)), ...added]);
}

function applyNameServers(domain: RegistryDomain, update: DomainUpdate): void {
  const added = update.addNameServers ?? [];
  assertNameServers(domain.name, added);
  const removed = new Set((update.removeNameServers ?? []).map((host) => host.toLowerCase()));
  const kept = domain.nameServers.filter((server) => !removed.has(server.host) && !added.some((other) => other.host.toLowerCase() === server.host));
  const nameServers = [...kept, ...added.map(normalizedNameServer)];
  if (nameServers.length > maxNameServers) refuse(2306, `At most ${maxNameServers} name servers`);
  domain.nameServers = nameServers;
}

/** secDNS: `rem` (all, or the records given) before `add`, as RFC 5910 §5.2.5 orders them. */
function applyDsRecords(domain: RegistryDomain, update: DomainUpdate): void {
  const added = (update.addDsRecords ?? []).map(normalizedDsRecord);
  const removed = (update.removeDsRecords ?? []).map(normalizedDsRecord);
  const kept = update.removeAllDsRecords ? [] : domain.dsRecords.filter((record) => !removed.some(sameDsRecordAs(record)));
  // A record already there (or given twice) is kept once.
  const unique: DsRecord[] = [];
  for (const record of [...kept, ...added]) if (!unique.some(sameDsRecordAs(record))) unique.push(record);
  domain.dsRecords = unique;
}

function normalizedDsRecord(record: DsRecord): DsRecord {
  const { keyTag, algorithm, digestType } = record;
  const digest = record.digest.toUpperCase();
  const byte = (value: number) => Number.isInteger(value) && value >= 0 && value <= 255;
  if (!Number.isInteger(keyTag) || keyTag < 0 || keyTag > 65_535 || !byte(algorithm) || !byte(digestType)) refuse(2005, 'Not a DS record');
  if (!/^([0-9A-F]{2})+$/.test(digest)) refuse(2005, 'DS digest must be hex');
  return { keyTag, algorithm, digestType, digest };
}

const sameDsRecordAs = (a: DsRecord) => (b: DsRecord) => a.keyTag === b.keyTag && a.algorithm === b.algorithm && a.digestType === b.digestType && a.digest === b.digest;

const normalizedNameServer = (server: NameServer): NameServer => ({
  host: server.host.toLowerCase(),
  ...(server.addresses?.length ? { addresses: [...server.addresses] } : {}),
});

const uniqueContacts = (contacts: readonly ContactReference[]): ContactReference[] =>
  contacts.filter((contact, index) => contacts.findIndex((other) => other.type === contact.type && other.id === contact.id) === index).map((contact) => ({ ...contact }));
