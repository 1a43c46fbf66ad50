import { createHash } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { canonicalWireName, dnskeyRdata, dsFromDnskey } from '#shared/ds-record.ts';
import type {
  DomainContactType,
  DomainCreated,
  DomainCreateRequest,
  DomainInfo,
  DomainUpdate,
  DsRecord,
  KeyData,
  NameServer,
  TransferInfo,
  TransferOperation,
  TransferStatus,
} from '../../ports/registry.ts';
import {
  arrayOf,
  asNode,
  buildCommand,
  domainNamespace,
  type EppCommand,
  EppProtocolError,
  type EppResponse,
  firstText,
  isoDateTime,
  optionalText,
  secDnsNamespace,
  textOf,
  type XmlNode,
} from './epp-codec.ts';

/**
 * The domain mapping (RFC 5731) with the DNSSEC extension (RFC 5910 secDNS-1.1): commands out
 * and their `<resData>` in for the client; the reverse for the simulator. Element order follows
 * domain-1.0.xsd (xmllint enforces the sequences). Both of RFC 5910's interfaces are read: DS
 * data (with the key nested or not) and key data, whose DS the portal computes (`DsRecord`).
 */

type ContactReference = { type: DomainContactType; id: string };

export const domainContactTypes: readonly DomainContactType[] = ['admin', 'tech', 'billing'];
export const transferOperations: readonly TransferOperation[] = ['request', 'query', 'approve', 'reject', 'cancel'];
const transferStatuses: readonly TransferStatus[] = ['pending', 'clientApproved', 'clientCancelled', 'clientRejected', 'serverApproved', 'serverCancelled'];

// ── Element builders ────────────────────────────────────────────────────────────────────────────

const domainElement = (content: XmlNode): XmlNode => ({ '@_xmlns:domain': domainNamespace, ...content });
const period = (years: number): XmlNode => ({ '@_unit': 'y', '#text': String(years) });
const authInfoElement = (password: string): XmlNode => ({ 'domain:pw': password });
const contactElements = (contacts: readonly ContactReference[]) => contacts.map(({ type, id }) => ({ '@_type': type, '#text': id }));
const statusElements = (statuses: readonly string[]) => statuses.map((status) => ({ '@_s': status }));

/** Name servers as host attributes: addresses (glue) only for hosts inside the domain itself. */
function nameServerElement(nameServers: readonly NameServer[]): XmlNode {
  return {
    'domain:hostAttr': nameServers.map((server) => ({
      'domain:hostName': server.host,
      ...(server.addresses?.length ? { 'domain:hostAddr': server.addresses.map((address) => ({ '@_ip': address.includes(':') ? 'v6' : 'v4', '#text': address })) } : {}),
    })),
  };
}

const keyDataElement = (key: KeyData): XmlNode => ({
  'secDNS:flags': String(key.flags),
  'secDNS:protocol': String(key.protocol),
  'secDNS:alg': String(key.algorithm),
  'secDNS:pubKey': key.publicKey,
});

const dsDataElement = (record: DsRecord): XmlNode => ({
  'secDNS:keyTag': String(record.keyTag),
  'secDNS:alg': String(record.algorithm),
  'secDNS:digestType': String(record.digestType),
  // hexBinary takes either case; one case on the wire makes records comparable.
  'secDNS:digest': record.digest.toUpperCase(),
  ...(record.keyData ? { 'secDNS:keyData': keyDataElement(record.keyData) } : {}),
});

/** A key-data registry's record: it goes on the wire as its key. */
function keyOf(record: DsRecord): KeyData | null {
  if (record.secDnsInterface !== 'keyData') return null;
  if (!record.keyData) throw new Error(`DS record ${record.keyTag} of the key-data interface without its key`);
  return record.keyData;
}

/**
 * Records as `<secDNS:dsData>` elements, or as `<secDNS:keyData>` when they came from a
 * registry that keeps keys (RFC 5910 §4.2). The schema takes one kind per list, and a registry
 * uses one interface, so a mix is a bug.
 */
function secDnsRecordElements(records: readonly DsRecord[]): XmlNode {
  const keys = records.map(keyOf);
  if (keys.every((key) => key === null)) return { 'secDNS:dsData': records.map(dsDataElement) };
  if (keys.some((key) => key === null)) throw new Error('DS records of both RFC 5910 interfaces in one list');
  return { 'secDNS:keyData': (keys as KeyData[]).map(keyDataElement) };
}

// ── Client → server ─────────────────────────────────────────────────────────────────────────────

export function buildDomainCreate(request: DomainCreateRequest, clTRID: string): string {
  const contacts = domainContactTypes.flatMap((type) => (request.contacts[type] ? [{ type, id: request.contacts[type] }] : []));
  return buildCommand(
    {
      create: {
        'domain:create': domainElement({
          'domain:name': request.name,
          'domain:period': period(request.years),
          ...(request.nameServers.length ? { 'domain:ns': nameServerElement(request.nameServers) } : {}),
          'domain:registrant': request.registrantId,
          ...(contacts.length ? { 'domain:contact': contactElements(contacts) } : {}),
          'domain:authInfo': authInfoElement(request.authInfo),
        }),
      },
    },
    clTRID,
  );
}

/** `<domain:info>`; the transfer code lets another registrar see the full data. */
export function buildDomainInfo(name: string, authInfo: string | undefined, clTRID: string): string {
  return buildCommand(
    {
      info: {
        'domain:info': domainElement({
          'domain:name': { '@_hosts': 'all', '#text': name },
          ...(authInfo ? { 'domain:authInfo': authInfoElement(authInfo) } : {}),
        }),
      },
    },
    clTRID,
  );
}

/** `<domain:renew>`; `currentExpiryDate` is the `YYYY-MM-DD` the registry has (a guard against renewing twice). */
export function buildDomainRenew(name: string, currentExpiryDate: string, years: number, clTRID: string): string {
  return buildCommand({ renew: { 'domain:renew': domainElement({ 'domain:name': name, 'domain:curExpDate': currentExpiryDate, 'domain:period': period(years) }) } }, clTRID);
}

export function buildDomainUpdate(name: string, update: DomainUpdate, clTRID: string): string {
  const add = addRemElement(update.addNameServers, update.addContacts, update.addStatuses);
  const rem = addRemElement(
    update.removeNameServers?.map((host) => ({ host })),
    update.removeContacts,
    update.removeStatuses,
  );
  const chg: XmlNode = {
    ...(update.registrantId !== undefined ? { 'domain:registrant': update.registrantId } : {}),
    ...(update.authInfo !== undefined ? { 'domain:authInfo': authInfoElement(update.authInfo) } : {}),
  };
  return buildCommand(
    {
      update: {
        'domain:update': domainElement({
          'domain:name': name,
          ...(add ? { 'domain:add': add } : {}),
          ...(rem ? { 'domain:rem': rem } : {}),
          ...(Object.keys(chg).length ? { 'domain:chg': chg } : {}),
        }),
      },
    },
    clTRID,
    secDnsUpdateElement(update),
  );
}

function addRemElement(
  nameServers: readonly NameServer[] | undefined,
  contacts: readonly ContactReference[] | undefined,
  statuses: readonly string[] | undefined,
): XmlNode | undefined {
  const element: XmlNode = {
    ...(nameServers?.length ? { 'domain:ns': nameServerElement(nameServers) } : {}),
    ...(contacts?.length ? { 'domain:contact': contactElements(contacts) } : {}),
    ...(statuses?.length ? { 'domain:status': statusElements(statuses) } : {}),
  };
  return Object.keys(element).length ? element : undefined;
}

/** `<secDNS:update>` (RFC 5910 §5.2.5): removals first, then additions, as the schema orders them. */
function secDnsUpdateElement(update: DomainUpdate): XmlNode | undefined {
  const rem = update.removeAllDsRecords ? { 'secDNS:all': 'true' } : update.removeDsRecords?.length ? secDnsRecordElements(update.removeDsRecords) : undefined;
  const add = update.addDsRecords?.length ? secDnsRecordElements(update.addDsRecords) : undefined;
  if (!rem && !add) return undefined;
  return { 'secDNS:update': { '@_xmlns:secDNS': secDnsNamespace, ...(rem ? { 'secDNS:rem': rem } : {}), ...(add ? { 'secDNS:add': add } : {}) } };
}

/** `<transfer op="…"><domain:transfer>`; the period only means something for `request`. */
export function buildDomainTransfer(operation: TransferOperation, name: string, options: { authInfo?: string; years?: number }, clTRID: string): string {
  return buildCommand(
    {
      transfer: {
        '@_op': operation,
        'domain:transfer': domainElement({
          'domain:name': name,
          ...(options.years !== undefined ? { 'domain:period': period(options.years) } : {}),
          ...(options.authInfo ? { 'domain:authInfo': authInfoElement(options.authInfo) } : {}),
        }),
      },
    },
    clTRID,
  );
}

export function buildDomainDelete(name: string, clTRID: string): string {
  return buildCommand({ delete: { 'domain:delete': domainElement({ 'domain:name': name }) } }, clTRID);
}

// ── Server → client: parsing ────────────────────────────────────────────────────────────────────

function resDataElement(response: EppResponse, element: string): XmlNode {
  const node = asNode(response.resData?.[element]);
  if (!node || node.name === undefined) throw new EppProtocolError(`EPP response without <domain:${element}>`);
  return node;
}

const optionalDateTime = (value: unknown): string | null => {
  const text = optionalText(value);
  return text === null ? null : isoDateTime(text);
};
const requiredDateTime = (value: unknown, element: string): string => {
  const text = optionalText(value);
  if (text === null) throw new EppProtocolError(`EPP response without <domain:${element}>`);
  return isoDateTime(text);
};

/** `<domain:creData>`; `expiresAt` is null when the registry leaves `exDate` out (ask `info`). */
export function parseDomainCreateData(response: EppResponse): Omit<DomainCreated, 'expiresAt'> & { expiresAt: string | null } {
  const data = resDataElement(response, 'creData');
  return { name: firstText(data.name), createdAt: requiredDateTime(data.crDate, 'crDate'), expiresAt: optionalDateTime(data.exDate) };
}

/** `<domain:infData>` with the DS records of `<secDNS:infData>` from the extension. */
export function parseDomainInfoData(response: EppResponse): DomainInfo {
  return readDomainInfoData(resDataElement(response, 'infData'), response.extension);
}

/** A `<domain:infData>` element (info responses and the poll messages of the registry's own changes). */
export function readDomainInfoData(data: XmlNode, extension?: XmlNode): DomainInfo {
  const name = firstText(data.name);
  return {
    name,
    roid: textOf(data.roid),
    statuses: arrayOf(data.status)
      .map((status) => textOf(asNode(status)?.['@_s']))
      .filter(Boolean),
    registrantId: optionalText(data.registrant),
    contacts: readContactReferences(data.contact),
    nameServers: readNameServers(data.ns),
    registrar: textOf(data.clID),
    createdAt: requiredDateTime(data.crDate, 'crDate'),
    updatedAt: optionalDateTime(data.upDate),
    expiresAt: requiredDateTime(data.exDate, 'exDate'),
    authInfo: optionalText(asNode(data.authInfo)?.pw),
    dsRecords: readSecDnsInfo(extension, name),
  };
}

/** `<domain:renData>`; `expiresAt` is null when the registry leaves `exDate` out. */
export function parseDomainRenewData(response: EppResponse): { name: string; expiresAt: string | null } {
  const data = resDataElement(response, 'renData');
  return { name: firstText(data.name), expiresAt: optionalDateTime(data.exDate) };
}

/** `<domain:trnData>` of a transfer response. */
export function parseDomainTransferData(response: EppResponse): TransferInfo {
  return readTransferData(resDataElement(response, 'trnData'));
}

/** A `<domain:trnData>` element (transfer responses and transfer poll messages). */
export function readTransferData(data: XmlNode): TransferInfo {
  const status = textOf(data.trStatus) as TransferStatus;
  if (!transferStatuses.includes(status)) throw new EppProtocolError(`Unknown transfer status ${JSON.stringify(status)}`);
  const actingRegistrar = optionalText(data.acID);
  if (actingRegistrar === null) throw new EppProtocolError('EPP response without <domain:acID>');
  return {
    name: firstText(data.name),
    status,
    requestingRegistrar: textOf(data.reID),
    requestedAt: requiredDateTime(data.reDate, 'reDate'),
    actingRegistrar,
    actionAt: requiredDateTime(data.acDate, 'acDate'),
    expiresAt: optionalDateTime(data.exDate),
  };
}

const readContactReferences = (value: unknown): ContactReference[] =>
  arrayOf(value).map((contact) => ({ type: textOf(asNode(contact)?.['@_type']) as DomainContactType, id: textOf(contact) }));

/** `<domain:ns>` as host objects or host attributes (with their glue addresses). */
function readNameServers(value: unknown): NameServer[] {
  const ns = asNode(value);
  if (!ns) return [];
  const objects = arrayOf(ns.hostObj).map((host) => ({ host: textOf(host) }));
  const attributes = arrayOf(ns.hostAttr).map((attribute) => {
    const node = asNode(attribute) ?? {};
    const addresses = arrayOf(node.hostAddr).map(textOf);
    return { host: textOf(node.hostName), ...(addresses.length ? { addresses } : {}) };
  });
  return [...objects, ...attributes];
}

const readKeyData = (value: unknown): KeyData => {
  const node = asNode(value) ?? {};
  // base64Binary may be wrapped over lines.
  return { flags: Number(textOf(node.flags)), protocol: Number(textOf(node.protocol)), algorithm: Number(textOf(node.alg)), publicKey: textOf(node.pubKey).replace(/\s+/g, '') };
};

const readDsRecord = (value: unknown): DsRecord => {
  const node = asNode(value) ?? {};
  return {
    keyTag: Number(textOf(node.keyTag)),
    algorithm: Number(textOf(node.alg)),
    digestType: Number(textOf(node.digestType)),
    digest: textOf(node.digest),
    // `keyData` is parsed as a list wherever it stands; inside `dsData` there is at most one.
    ...(node.keyData !== undefined ? { keyData: readKeyData(arrayOf(node.keyData)[0]) } : {}),
  };
};

const rsaMd5 = 1;

/** RFC 4034 appendix B.1 (with erratum 193): an RSA/MD5 key's tag is the modulus' 3rd- and 2nd-last octets, which end the RDATA. */
function rsaMd5DsRecord(zone: string, key: KeyData): Omit<DsRecord, 'keyData'> {
  const rdata = dnskeyRdata(key);
  const digest = createHash('sha256').update(canonicalWireName(zone)).update(rdata).digest('hex').toUpperCase();
  return { keyTag: rdata.readUInt16BE(rdata.length - 3), algorithm: rsaMd5, digestType: 2, digest };
}

/**
 * A key the registry holds as key data, as the DS the portal shows (SHA-256, RFC 4034 §5.1.4).
 * RSA/MD5 keys (RFC 5910's own example) are long deprecated but still get their tag.
 */
function keyDataDsRecord(domain: string, keyData: KeyData): DsRecord {
  const zone = domainToASCII(domain) || domain;
  const ds = keyData.algorithm === rsaMd5 ? rsaMd5DsRecord(zone, keyData) : dsFromDnskey(zone, keyData, 2);
  return { keyTag: ds.keyTag, algorithm: ds.algorithm, digestType: ds.digestType, digest: ds.digest, keyData, secDnsInterface: 'keyData' };
}

/** The records of a secDNS element (`infData`, `add`, `rem`): `dsData` as given, `keyData` as their DS. */
function readSecDnsRecords(element: XmlNode | undefined, domain: string): DsRecord[] {
  return [...arrayOf(element?.dsData).map(readDsRecord), ...arrayOf(element?.keyData).map((key) => keyDataDsRecord(domain, readKeyData(key)))];
}

/**
 * The DS records of `<secDNS:infData>` (`maxSigLife`, which the portal never sets, is passed
 * over). Prefixes are removed, so `rgp:infData` (RFC 3915) has the same name: it has neither
 * `dsData` nor `keyData`, so it adds nothing.
 */
function readSecDnsInfo(extension: XmlNode | undefined, domain: string): DsRecord[] {
  return arrayOf(extension?.infData).flatMap((element) => readSecDnsRecords(asNode(element), domain));
}

// ── Client → server: reading (simulator side) ───────────────────────────────────────────────────

/** The object element of a command, e.g. `<create><domain:create>` → the `domain:create` element. */
const objectElement = (command: EppCommand): XmlNode => asNode(command.body[command.name]) ?? {};
const readPassword = (authInfo: unknown): string | null => (asNode(authInfo) ? textOf(asNode(authInfo)!.pw) : null);
/** A period in years; NaN when it is not a number of years (the registry answers 2004). */
const readPeriod = (value: unknown): number | null => {
  if (value === undefined) return null;
  const unit = textOf(asNode(value)?.['@_unit']) || 'y';
  const amount = Number(textOf(value));
  return unit === 'y' && Number.isInteger(amount) ? amount : Number.NaN;
};

export interface DomainCreateCommand {
  name: string;
  /** null when the command leaves the period to the registry's default. */
  years: number | null;
  nameServers: NameServer[];
  registrantId: string | null;
  contacts: ContactReference[];
  authInfo: string | null;
}

export function readDomainCreate(command: EppCommand): DomainCreateCommand {
  const create = objectElement(command);
  return {
    name: firstText(create.name),
    years: readPeriod(create.period),
    nameServers: readNameServers(create.ns),
    registrantId: optionalText(create.registrant),
    contacts: readContactReferences(create.contact),
    authInfo: readPassword(create.authInfo),
  };
}

export function readDomainInfo(command: EppCommand): { name: string; authInfo: string | null } {
  const info = objectElement(command);
  return { name: firstText(info.name), authInfo: readPassword(info.authInfo) };
}

export function readDomainRenew(command: EppCommand): { name: string; currentExpiryDate: string; years: number | null } {
  const renew = objectElement(command);
  return { name: firstText(renew.name), currentExpiryDate: textOf(renew.curExpDate), years: readPeriod(renew.period) };
}

/** A `<domain:update>` with its secDNS extension, in the port's words. */
export function readDomainUpdate(command: EppCommand): { name: string; update: DomainUpdate } {
  const element = objectElement(command);
  const name = firstText(element.name);
  const add = asNode(element.add) ?? {};
  const rem = asNode(element.rem) ?? {};
  const chg = asNode(element.chg) ?? {};
  const statuses = (value: unknown) => arrayOf(value).map((status) => textOf(asNode(status)?.['@_s']));
  const update: DomainUpdate = {
    addNameServers: readNameServers(add.ns),
    removeNameServers: readNameServers(rem.ns).map((server) => server.host),
    addStatuses: statuses(add.status),
    removeStatuses: statuses(rem.status),
    addContacts: readContactReferences(add.contact),
    removeContacts: readContactReferences(rem.contact),
    ...(chg.registrant !== undefined ? { registrantId: textOf(chg.registrant) } : {}),
    ...(chg.authInfo !== undefined ? { authInfo: readPassword(chg.authInfo) ?? '' } : {}),
    ...readSecDnsUpdate(command.extension, name),
  };
  return { name, update };
}

/** `<secDNS:update>` (rgp:update has the same name without prefixes: it has `restore` instead). */
function readSecDnsUpdate(extension: XmlNode | undefined, domain: string): Pick<DomainUpdate, 'addDsRecords' | 'removeDsRecords' | 'removeAllDsRecords'> {
  const secDns = arrayOf(extension?.update)
    .map(asNode)
    .find((element) => element && !('restore' in element));
  if (!secDns) return {};
  const rem = asNode(secDns.rem) ?? {};
  const all = textOf(rem.all);
  return {
    addDsRecords: readSecDnsRecords(asNode(secDns.add), domain),
    removeDsRecords: readSecDnsRecords(rem, domain),
    removeAllDsRecords: all === 'true' || all === '1',
  };
}

export interface DomainTransferCommand {
  operation: TransferOperation;
  name: string;
  authInfo: string | null;
  years: number | null;
}

export function readDomainTransfer(command: EppCommand): DomainTransferCommand {
  const transfer = objectElement(command);
  return {
    operation: textOf(command.body['@_op']) as TransferOperation,
    name: firstText(transfer.name),
    authInfo: readPassword(transfer.authInfo),
    years: readPeriod(transfer.period),
  };
}

export function readDomainDelete(command: EppCommand): { name: string } {
  return { name: firstText(objectElement(command).name) };
}

/** The domain name a command is about (for the simulator's log), or null. */
export function readDomainName(command: EppCommand): string | null {
  return optionalText(objectElement(command).name);
}

// ── Server → client: building (simulator side) ──────────────────────────────────────────────────

export function domainCreateData(created: DomainCreated): XmlNode {
  return { 'domain:creData': domainElement({ 'domain:name': created.name, 'domain:crDate': created.createdAt, 'domain:exDate': created.expiresAt }) };
}

/** `<domain:infData>`; null fields (another registrar asking without the code) are left out. */
export function domainInfoData(info: DomainInfo): XmlNode {
  return {
    'domain:infData': domainElement({
      'domain:name': info.name,
      'domain:roid': info.roid,
      'domain:status': statusElements(info.statuses),
      ...(info.registrantId ? { 'domain:registrant': info.registrantId } : {}),
      ...(info.contacts.length ? { 'domain:contact': contactElements(info.contacts) } : {}),
      ...(info.nameServers.length ? { 'domain:ns': nameServerElement(info.nameServers) } : {}),
      'domain:clID': info.registrar,
      'domain:crDate': info.createdAt,
      ...(info.updatedAt ? { 'domain:upDate': info.updatedAt } : {}),
      'domain:exDate': info.expiresAt,
      ...(info.authInfo ? { 'domain:authInfo': authInfoElement(info.authInfo) } : {}),
    }),
  };
}

/** `<secDNS:infData>` for the response's `<extension>`, or undefined without DS records. */
export function secDnsInfoData(records: readonly DsRecord[]): XmlNode | undefined {
  if (records.length === 0) return undefined;
  return { 'secDNS:infData': { '@_xmlns:secDNS': secDnsNamespace, ...secDnsRecordElements(records) } };
}

export function domainRenewData(renewed: { name: string; expiresAt: string }): XmlNode {
  return { 'domain:renData': domainElement({ 'domain:name': renewed.name, 'domain:exDate': renewed.expiresAt }) };
}

export function domainTransferData(transfer: TransferInfo): XmlNode {
  return {
    'domain:trnData': domainElement({
      'domain:name': transfer.name,
      'domain:trStatus': transfer.status,
      'domain:reID': transfer.requestingRegistrar,
      'domain:reDate': transfer.requestedAt,
      'domain:acID': transfer.actingRegistrar,
      'domain:acDate': transfer.actionAt,
      ...(transfer.expiresAt ? { 'domain:exDate': transfer.expiresAt } : {}),
    }),
  };
}
