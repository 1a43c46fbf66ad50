import { readXml } from './xml-reader.ts';
import { writeXmlElement } from './xml-writer.ts';

/**
 * EPP frames (RFC 5730 base, 5734 transport), built and parsed with the strict XML writer and
 * reader beside it (xml-writer.ts, xml-reader.ts: no DTDs, no entities but the predefined ones).
 * Used by the EPP client (commands out, greetings and responses in) and by the local registry
 * simulator (the reverse). The object mappings sit beside it on the same helpers, one file per
 * object: epp-domain-codec.ts (RFC 5731 + 5910 secDNS), epp-contact-codec.ts (RFC 5733) and
 * epp-poll-codec.ts (RFC 5730 poll). Each has a `build…` per command and a `parse…Data` per
 * `<resData>` (client side), and a `read…` per command and a `…Data` builder per `<resData>`
 * (simulator side).
 */

export const eppNamespace = 'urn:ietf:params:xml:ns:epp-1.0';
export const domainNamespace = 'urn:ietf:params:xml:ns:domain-1.0';
export const hostNamespace = 'urn:ietf:params:xml:ns:host-1.0';
export const contactNamespace = 'urn:ietf:params:xml:ns:contact-1.0';
export const secDnsNamespace = 'urn:ietf:params:xml:ns:secDNS-1.1';
export const rgpNamespace = 'urn:ietf:params:xml:ns:rgp-1.0';

/** The objects and extensions this client logs in for. */
export const clientObjectUris = [domainNamespace, hostNamespace, contactNamespace] as const;
export const clientExtensionUris = [secDnsNamespace, rgpNamespace] as const;

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>';

// ── XML ─────────────────────────────────────────────────────────────────────────────────────────

/** A parsed element: attributes as `@_name`, text as `#text` when it also has attributes. */
export type XmlNode = Record<string, unknown>;

/** Elements that may repeat (in any of the mappings): always parsed as arrays. */
const repeated = new Set([
  'result',
  'cd',
  'name',
  'lang',
  'version',
  'objURI',
  'extURI',
  'value',
  'extValue',
  'status',
  'contact',
  'hostObj',
  'hostAttr',
  'hostAddr',
  'host',
  'dsData',
  'keyData',
  'postalInfo',
  'street',
]);

/**
 * How frames are read: namespace prefixes vary between servers (`domain:` is conventional, not
 * required), so they are removed; every value stays a string (result codes, names like `123.fo`,
 * passwords), trimmed.
 */
const readOptions = { removeNamespacePrefixes: true, arrays: repeated };

/** Serializes an element tree (the reader's form, see `XmlNode`) into a complete EPP document. */
export function buildDocument(body: XmlNode): string {
  return `${xmlDeclaration}${writeXmlElement('epp', { '@_xmlns': eppNamespace, ...body })}`;
}

function parseDocument(xml: string): XmlNode {
  let document: XmlNode;
  try {
    document = readXml(xml, readOptions);
  } catch (error) {
    throw new EppProtocolError(`Malformed EPP frame: ${(error as Error).message}`, { cause: error });
  }
  const epp = document.epp;
  if (!epp || typeof epp !== 'object') throw new EppProtocolError('Not an EPP frame: no <epp> element');
  return epp as XmlNode;
}

/** The element as an object (attributes, children), or undefined for text, arrays and absence. */
export const asNode = (value: unknown): XmlNode | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : undefined);
/** Text of an element that may carry attributes. */
export const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const node = asNode(value);
  return node && typeof node['#text'] === 'string' ? node['#text'] : '';
};
/** A repeated (or optional) element as an array. */
export const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
/** The text of the first of a repeated element (`name` is always an array, see `repeated`). */
export const firstText = (value: unknown): string => textOf(arrayOf(value)[0]);
/** The text of an optional element, or null when absent or empty. */
export const optionalText = (value: unknown): string | null => (value === undefined ? null : textOf(arrayOf(value)[0]) || null);

/** An EPP `dateTime` (e.g. `1999-04-03T22:00:00.0Z`) as ISO-8601 UTC; garbage is a protocol error. */
export function isoDateTime(text: string): string {
  const date = new Date(text);
  if (!text || Number.isNaN(date.getTime())) throw new EppProtocolError(`Not an EPP dateTime: ${JSON.stringify(text)}`);
  return date.toISOString();
}

// ── Errors ──────────────────────────────────────────────────────────────────────────────────────

/** A frame that is not EPP as expected (bad XML, unknown root, missing parts). */
export class EppProtocolError extends Error {
  override name = 'EppProtocolError';
}

// ── Framing (RFC 5734 §4) ───────────────────────────────────────────────────────────────────────

/** Frames larger than this are refused (a broken or hostile peer). */
export const maxFrameBytes = 4 * 1024 * 1024;

/** The data unit: a 4-byte big-endian total length (including the 4 bytes), then UTF-8 XML. */
export function encodeFrame(xml: string): Buffer {
  const body = Buffer.from(xml, 'utf8');
  const header = Buffer.alloc(4);
  header.writeUInt32BE(body.length + 4, 0);
  return Buffer.concat([header, body]);
}

/** Collects TCP chunks (split or coalesced) and hands out whole frames' XML. */
export class FrameReader {
  private buffered: Buffer = Buffer.alloc(0);

  /** Adds a chunk; returns the frames it completed, in order. Throws on an impossible length. */
  push(chunk: Buffer): string[] {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const frames: string[] = [];
    while (this.buffered.length >= 4) {
      const total = this.buffered.readUInt32BE(0);
      if (total < 5 || total > maxFrameBytes) throw new EppProtocolError(`Invalid EPP frame length ${total}`);
      if (this.buffered.length < total) break;
      frames.push(this.buffered.subarray(4, total).toString('utf8'));
      this.buffered = this.buffered.subarray(total);
    }
    return frames;
  }

  /** Bytes received that do not make a whole frame yet. */
  get pendingBytes(): number {
    return this.buffered.length;
  }
}

// ── Result codes (RFC 5730 §3) ──────────────────────────────────────────────────────────────────

export const resultMessages: Record<number, string> = {
  1000: 'Command completed successfully',
  1001: 'Command completed successfully; action pending',
  1300: 'Command completed successfully; no messages',
  1301: 'Command completed successfully; ack to dequeue',
  1500: 'Command completed successfully; ending session',
  2000: 'Unknown command',
  2001: 'Command syntax error',
  2002: 'Command use error',
  2003: 'Required parameter missing',
  2004: 'Parameter value range error',
  2005: 'Parameter value syntax error',
  2100: 'Unimplemented protocol version',
  2101: 'Unimplemented command',
  2102: 'Unimplemented option',
  2103: 'Unimplemented extension',
  2104: 'Billing failure',
  2105: 'Object is not eligible for renewal',
  2106: 'Object is not eligible for transfer',
  2200: 'Authentication error',
  2201: 'Authorization error',
  2202: 'Invalid authorization information',
  2300: 'Object pending transfer',
  2301: 'Object not pending transfer',
  2302: 'Object exists',
  2303: 'Object does not exist',
  2304: 'Object status prohibits operation',
  2305: 'Object association prohibits operation',
  2306: 'Parameter value policy error',
  2307: 'Unimplemented object service',
  2308: 'Data management policy violation',
  2400: 'Command failed',
  2500: 'Command failed; server closing connection',
  2501: 'Authentication error; server closing connection',
  2502: 'Session limit exceeded; server closing connection',
};

export const isSuccess = (code: number) => code >= 1000 && code < 2000;

// ── Client → server ─────────────────────────────────────────────────────────────────────────────

export const buildHello = (): string => buildDocument({ hello: '' });

/**
 * Wraps one command element (`login`, `check`, `create`, …) with its client transaction id and,
 * when given, its `<extension>` (e.g. secDNS), which the schema places between them.
 */
export function buildCommand(command: XmlNode, clTRID: string, extension?: XmlNode): string {
  return buildDocument({ command: { ...command, ...(extension ? { extension } : {}), clTRID } });
}

export function buildLogin(options: { clientId: string; password: string; newPassword?: string; clTRID: string }): string {
  return buildCommand(
    {
      login: {
        clID: options.clientId,
        pw: options.password,
        ...(options.newPassword ? { newPW: options.newPassword } : {}),
        options: { version: '1.0', lang: 'en' },
        svcs: { objURI: [...clientObjectUris], svcExtension: { extURI: [...clientExtensionUris] } },
      },
    },
    options.clTRID,
  );
}

export const buildLogout = (clTRID: string): string => buildCommand({ logout: '' }, clTRID);

/** One `<domain:check>` for all the names given (the caller keeps to the registry's limit). */
export function buildDomainCheck(names: readonly string[], clTRID: string): string {
  if (names.length === 0) throw new Error('A domain check needs at least one name');
  return buildCommand({ check: { 'domain:check': { '@_xmlns:domain': domainNamespace, 'domain:name': [...names] } } }, clTRID);
}

// ── Server → client ─────────────────────────────────────────────────────────────────────────────

export interface Greeting {
  serverId: string;
  serverDate: string;
  versions: string[];
  languages: string[];
  objectUris: string[];
  extensionUris: string[];
}

export function buildGreeting(greeting: Greeting): string {
  return buildDocument({
    greeting: {
      svID: greeting.serverId,
      svDate: greeting.serverDate,
      svcMenu: {
        version: greeting.versions,
        lang: greeting.languages,
        objURI: greeting.objectUris,
        ...(greeting.extensionUris.length ? { svcExtension: { extURI: greeting.extensionUris } } : {}),
      },
      dcp: {
        access: { all: '' },
        statement: { purpose: { admin: '', prov: '' }, recipient: { ours: '', public: '' }, retention: { stated: '' } },
      },
    },
  });
}

export interface EppResult {
  code: number;
  message: string;
}

export interface EppResponse {
  results: EppResult[];
  /** The first result's code: what the response means. */
  code: number;
  message: string;
  /** `<msgQ>` (poll responses, and any response when the server announces messages). */
  msgQ?: XmlNode | undefined;
  /** `<resData>` as parsed (namespace prefixes removed); read with the `parse…Data` helpers. */
  resData: XmlNode | undefined;
  /** `<extension>` as parsed (e.g. `secDNS:infData` of a domain info). */
  extension?: XmlNode | undefined;
  clTRID: string | undefined;
  svTRID: string | undefined;
}

/** The message queue's state in a response (RFC 5730 §2.6 `<msgQ>`). */
export interface MessageQueueState {
  /** Messages queued, including the one shown. */
  count: number;
  /** The message shown (poll req) or acknowledged (poll ack). */
  id: string;
  /** Only with the message itself (poll req). */
  queuedAt?: string;
  text?: string;
}

export interface ResponseOptions {
  code: number;
  message?: string;
  clTRID?: string;
  svTRID: string;
  msgQ?: MessageQueueState;
  /** The child of `<resData>` as an element tree, e.g. from `domainCheckData`. */
  resData?: XmlNode;
  /** The children of `<extension>`, e.g. from `secDnsInfoData`. */
  extension?: XmlNode;
}

export function buildResponse(options: ResponseOptions): string {
  const { msgQ } = options;
  return buildDocument({
    response: {
      result: { '@_code': String(options.code), msg: options.message ?? resultMessages[options.code] ?? 'Command failed' },
      ...(msgQ
        ? {
            msgQ: {
              '@_count': String(msgQ.count),
              '@_id': msgQ.id,
              ...(msgQ.queuedAt ? { qDate: msgQ.queuedAt } : {}),
              ...(msgQ.text ? { msg: msgQ.text } : {}),
            },
          }
        : {}),
      ...(options.resData ? { resData: options.resData } : {}),
      ...(options.extension ? { extension: options.extension } : {}),
      trID: { ...(options.clTRID ? { clTRID: options.clTRID } : {}), svTRID: options.svTRID },
    },
  });
}

export interface DomainCheckItem {
  name: string;
  available: boolean;
  reason: string | null;
}

/** The `<resData>` content of a domain check response. */
export function domainCheckData(items: readonly DomainCheckItem[]): XmlNode {
  return {
    'domain:chkData': {
      '@_xmlns:domain': domainNamespace,
      'domain:cd': items.map((item) => ({
        'domain:name': { '@_avail': item.available ? '1' : '0', '#text': item.name },
        ...(item.reason !== null && !item.available ? { 'domain:reason': item.reason } : {}),
      })),
    },
  };
}

// ── Parsing ─────────────────────────────────────────────────────────────────────────────────────

export type EppCommandName = 'login' | 'logout' | 'check' | 'info' | 'create' | 'renew' | 'update' | 'delete' | 'transfer' | 'poll' | string;

/** A client → server command, as the simulator reads it. */
export interface EppCommand {
  name: EppCommandName;
  clTRID: string | undefined;
  /** The command element (e.g. `login` → `{clID, pw, options, svcs}`; `check` → `{check: {name: [...]}}`). */
  body: XmlNode;
  /** The namespace of the object element (`check` → `domain:check` → the domain namespace), if any. */
  objectNamespace?: string | undefined;
  /** `<extension>` as parsed (e.g. `{update: {rem, add}}` for secDNS). */
  extension?: XmlNode | undefined;
}

export type EppFrame = { kind: 'hello' } | { kind: 'greeting'; greeting: Greeting } | { kind: 'command'; command: EppCommand } | { kind: 'response'; response: EppResponse };

const commandNames = ['login', 'logout', 'check', 'info', 'create', 'renew', 'update', 'delete', 'transfer', 'poll'];
/** Commands on an object (RFC 5730 §2.9.2–2.9.3), whose child element names the object's mapping. */
const objectCommandNames = new Set(['check', 'info', 'create', 'renew', 'update', 'delete', 'transfer']);

export function parseFrame(xml: string): EppFrame {
  const epp = parseDocument(xml);
  if ('hello' in epp) return { kind: 'hello' };
  const greeting = asNode(epp.greeting);
  if (greeting) return { kind: 'greeting', greeting: readGreeting(greeting) };
  const response = asNode(epp.response);
  if (response) return { kind: 'response', response: readResponse(response) };
  const command = asNode(epp.command);
  if (command) {
    const name = commandNames.find((candidate) => candidate in command);
    if (!name) throw new EppProtocolError('Unknown EPP command');
    return {
      kind: 'command',
      command: {
        name,
        clTRID: command.clTRID === undefined ? undefined : textOf(command.clTRID),
        body: asNode(command[name]) ?? {},
        objectNamespace: objectCommandNames.has(name) ? objectNamespaceOf(xml, name) : undefined,
        extension: asNode(command.extension),
      },
    };
  }
  throw new EppProtocolError('Unknown EPP frame');
}

const localName = (key: string) => key.slice(key.indexOf(':') + 1);
const childKey = (node: XmlNode, name: string) => Object.keys(node).find((key) => !key.startsWith('@_') && localName(key) === name);

/**
 * The namespace URI of a command's object element (`<create><contact:create xmlns:contact=…>`).
 * Read again with prefixes and declarations kept: `domain:` and `contact:` both lose their prefix
 * in the frame as parsed.
 */
function objectNamespaceOf(xml: string, commandName: string): string | undefined {
  const document = readXml(xml);
  const eppKey = childKey(document, 'epp');
  const epp = eppKey ? asNode(document[eppKey]) : undefined;
  const commandKey = epp && childKey(epp, 'command');
  const command = commandKey ? asNode(epp[commandKey]) : undefined;
  const wrapperKey = command && childKey(command, commandName);
  const wrapper = wrapperKey ? asNode(command[wrapperKey]) : undefined;
  const objectKey = wrapper && Object.keys(wrapper).find((key) => !key.startsWith('@_') && key !== '#text');
  if (!objectKey || !wrapper || !command || !epp) return undefined;
  const prefix = objectKey.includes(':') ? objectKey.slice(0, objectKey.indexOf(':')) : undefined;
  const attribute = prefix ? `@_xmlns:${prefix}` : '@_xmlns';
  // A declaration may sit on the element itself or on any ancestor.
  for (const node of [asNode(wrapper[objectKey]), wrapper, command, epp]) {
    const uri = node?.[attribute];
    if (typeof uri === 'string') return uri;
  }
  return undefined;
}

function readGreeting(greeting: XmlNode): Greeting {
  const menu = asNode(greeting.svcMenu) ?? {};
  return {
    serverId: textOf(greeting.svID),
    serverDate: textOf(greeting.svDate),
    versions: arrayOf(menu.version).map(textOf),
    languages: arrayOf(menu.lang).map(textOf),
    objectUris: arrayOf(menu.objURI).map(textOf),
    extensionUris: arrayOf(asNode(menu.svcExtension)?.extURI).map(textOf),
  };
}

function readResponse(response: XmlNode): EppResponse {
  const results = arrayOf(response.result).map((result) => {
    const node = asNode(result) ?? {};
    return { code: Number(node['@_code']), message: textOf(node.msg) };
  });
  const first = results[0];
  if (!first || !Number.isInteger(first.code)) throw new EppProtocolError('EPP response without a result code');
  const trID = asNode(response.trID) ?? {};
  return {
    results,
    code: first.code,
    message: first.message,
    msgQ: asNode(response.msgQ),
    resData: asNode(response.resData),
    extension: asNode(response.extension),
    clTRID: trID.clTRID === undefined ? undefined : textOf(trID.clTRID),
    svTRID: trID.svTRID === undefined ? undefined : textOf(trID.svTRID),
  };
}

export function parseGreeting(xml: string): Greeting {
  const frame = parseFrame(xml);
  if (frame.kind !== 'greeting') throw new EppProtocolError(`Expected a greeting, got a ${frame.kind}`);
  return frame.greeting;
}

export function parseResponse(xml: string): EppResponse {
  const frame = parseFrame(xml);
  if (frame.kind !== 'response') throw new EppProtocolError(`Expected a response, got a ${frame.kind}`);
  return frame.response;
}

/** The names and reasons of a domain check response, in the registry's order. */
export function parseDomainCheckData(response: EppResponse): DomainCheckItem[] {
  const chkData = asNode(response.resData?.chkData);
  if (!chkData) throw new EppProtocolError('Domain check response without <domain:chkData>');
  return arrayOf(chkData.cd).map((cd) => {
    const node = asNode(cd) ?? {};
    const name = arrayOf(node.name)[0];
    const avail = asNode(name)?.['@_avail'];
    const reason = node.reason === undefined ? null : textOf(node.reason) || null;
    return { name: textOf(name), available: avail === '1' || avail === 'true', reason };
  });
}

/** The names of a `<domain:check>` command (simulator side). */
export function readDomainCheckNames(command: EppCommand): string[] {
  const check = asNode(command.body.check);
  return arrayOf(check?.name).map(textOf);
}

/** The credentials of a `<login>` command (simulator side). */
export function readLogin(command: EppCommand): { clientId: string; password: string; objectUris: string[] } {
  const svcs = asNode(command.body.svcs) ?? {};
  return { clientId: textOf(command.body.clID), password: textOf(command.body.pw), objectUris: arrayOf(svcs.objURI).map(textOf) };
}
