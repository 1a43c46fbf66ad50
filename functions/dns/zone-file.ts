import { fqdnOf, ownerOf, rdataOf, relativeTo, txtValue } from '#shared/dns-records.ts';
import { dnsLimits, dnsRecordInput, type DnsRecordInput, dnsRecordTypes } from '#shared/schemas/dns.ts';
import { classMnemonic, genericOctets, presentationOf, typeMnemonic } from './generic-rdata.ts';

/**
 * BIND zone files (RFC 1035 §5): the writer for view and download, the parser for import.
 * The parser knows `$ORIGIN`, `$TTL`, relative and absolute names, `@`, a blank owner (the
 * previous one), TTL units (`1h30m`), the class in either place, parentheses over several
 * lines, quoted strings with `\"`, `\\` and `\DDD`, `;` comments, and RFC 3597's generic form
 * (`TYPE257`, `CLASS1`, `\# 4 C0000201`) for the types we support. Every problem carries its
 * line number and a validation message key.
 */

export interface SoaValues {
  primary: string;
  hostmaster: string;
  serial: number;
  refresh: number;
  retry: number;
  expire: number;
  /** The negative-answer TTL (RFC 2308). */
  minimum: number;
}

export interface ZoneFileContent {
  domain: string;
  soa: SoaValues;
  nameServers: readonly string[];
  nsTtl: number;
  records: readonly DnsRecordInput[];
  defaultTtl?: number;
}

const typeOrder = Object.fromEntries(dnsRecordTypes.map((type, index) => [type, index]));

/** The zone as a BIND file: `$ORIGIN`, `$TTL`, SOA and NS at the apex, then the records by name and type. */
export function writeZoneFile(zone: ZoneFileContent): string {
  const defaultTtl = zone.defaultTtl ?? dnsLimits.defaultTtl;
  const records = [...zone.records].sort((a, b) => {
    const [ownerA, ownerB] = [ownerOf(a), ownerOf(b)];
    if (ownerA !== ownerB) return ownerA === '@' ? -1 : ownerB === '@' ? 1 : ownerA.localeCompare(ownerB);
    return typeOrder[a.type]! - typeOrder[b.type]! || rdataOf(a).localeCompare(rdataOf(b));
  });
  const { soa } = zone;
  const lines = [
    `; ${zone.domain}`,
    `$ORIGIN ${zone.domain}.`,
    `$TTL ${defaultTtl}`,
    `@\t${defaultTtl}\tIN\tSOA\t${soa.primary}. ${soa.hostmaster}. ( ${soa.serial} ${soa.refresh} ${soa.retry} ${soa.expire} ${soa.minimum} )`,
    ...zone.nameServers.map((server) => `@\t${zone.nsTtl}\tIN\tNS\t${server}.`),
    ...records.map((record) => `${ownerOf(record)}\t${record.ttl}\tIN\t${record.type}\t${rdataOf(record)}`),
  ];
  return `${lines.join('\n')}\n`;
}

// ── parsing ──────────────────────────────────────────────────────────────────────────────────

export interface ZoneFileProblem {
  line: number;
  /** `validation.<key>` */
  key: string;
}

export interface ParsedZoneFile {
  records: { line: number; record: DnsRecordInput }[];
  /** Lines that belong to the host, not the user: SOA, the apex NS, DNSSEC records. */
  ignored: { line: number; type: string }[];
  problems: ZoneFileProblem[];
}

interface Token {
  text: string;
  quoted: boolean;
  /** A lone `\#`: generic RDATA follows (RFC 3597 §5). */
  generic?: true;
}

interface LogicalLine {
  line: number;
  /** The line began with a blank: the owner is the previous record's. */
  inheritsOwner: boolean;
  tokens: Token[];
}

class ZoneSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly key: string,
  ) {
    super(key);
  }
}

/** Splits a zone file into logical lines (parentheses join physical lines), tokens and strings. */
function logicalLines(text: string): LogicalLine[] {
  const lines: LogicalLine[] = [];
  let line = 1;
  let current: LogicalLine | null = null;
  let depth = 0;
  let openedAt = 0;
  let word = '';
  let inWord = false;
  let atLineStart = true;

  const startLine = (blankFirst: boolean) => {
    current ??= { line, inheritsOwner: blankFirst, tokens: [] };
  };
  const endWord = () => {
    if (!inWord) return;
    current!.tokens.push({ text: word, quoted: false });
    word = '';
    inWord = false;
  };
  const endLine = () => {
    endWord();
    if (current && current.tokens.length > 0) lines.push(current);
    current = null;
  };

  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (character === '\n') {
      if (depth === 0) endLine();
      else endWord();
      line++;
      atLineStart = true;
      continue;
    }
    if (character === '\r') continue;
    if (character === ';') {
      while (index + 1 < text.length && text[index + 1] !== '\n') index++;
      continue;
    }
    if (character === ' ' || character === '\t') {
      if (atLineStart && depth === 0) startLine(true);
      atLineStart = false;
      endWord();
      continue;
    }
    if (atLineStart && depth === 0) startLine(false);
    atLineStart = false;
    if (character === '(') {
      endWord();
      if (depth > 0) throw new ZoneSyntaxError(line, 'validation.zone_parentheses');
      depth = 1;
      openedAt = line;
      continue;
    }
    if (character === ')') {
      endWord();
      if (depth === 0) throw new ZoneSyntaxError(line, 'validation.zone_parentheses');
      depth = 0;
      continue;
    }
    if (character === '"') {
      endWord();
      let value = '';
      const startedAt = line;
      for (index++; ; index++) {
        if (index >= text.length || text[index] === '\n') throw new ZoneSyntaxError(startedAt, 'validation.zone_unterminated_string');
        const inner = text[index]!;
        if (inner === '"') break;
        if (inner === '\\') {
          const [escaped, length] = unescape(text, index + 1);
          if (escaped === null) throw new ZoneSyntaxError(line, 'validation.zone_syntax');
          value += escaped;
          index += length;
          continue;
        }
        value += inner;
      }
      current!.tokens.push({ text: value, quoted: true });
      continue;
    }
    if (character === '\\' && !inWord && isGenericMarker(text, index)) {
      current!.tokens.push({ text: '#', quoted: false, generic: true });
      index += 1;
      continue;
    }
    if (character === '\\') {
      const [escaped, length] = unescape(text, index + 1);
      if (escaped === null) throw new ZoneSyntaxError(line, 'validation.zone_syntax');
      word += escaped;
      inWord = true;
      index += length;
      continue;
    }
    word += character;
    inWord = true;
  }
  if (depth > 0) throw new ZoneSyntaxError(openedAt, 'validation.zone_parentheses');
  endLine();
  return lines;
}

/** `\#` standing alone as a word (elsewhere it is an escaped `#`). */
const isGenericMarker = (text: string, at: number) => text[at + 1] === '#' && /^[\s();]?$/.test(text[at + 2] ?? '');

/** `\"`, `\\`, `\;` or `\DDD` (a decimal octet) after a backslash: the text and how many characters it took. */
function unescape(text: string, at: number): [string | null, number] {
  const digits = /^\d{3}/.exec(text.slice(at, at + 3));
  if (digits) {
    const code = Number(digits[0]);
    return code > 255 ? [null, 3] : [String.fromCharCode(code), 3];
  }
  const next = text[at];
  return next === undefined || next === '\n' ? [null, 0] : [next, 1];
}

const ttlUnits: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/** `3600`, `1h30m`, `2d` → seconds; null when it is no TTL. */
export function parseTtl(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  if (!/^(\d+[smhdw])+$/i.test(text)) return null;
  let seconds = 0;
  for (const [, amount, unit] of text.toLowerCase().matchAll(/(\d+)([smhdw])/g)) seconds += Number(amount) * ttlUnits[unit!]!;
  return seconds;
}

/** Types the host writes itself: an import leaves them alone. */
const hostTypes = new Set(['SOA', 'DNSKEY', 'RRSIG', 'NSEC', 'NSEC3', 'NSEC3PARAM', 'CDS', 'CDNSKEY']);
const classes = new Set(['IN', 'CH', 'HS', 'CS']);
const isClass = (token: string) => classes.has(token.toUpperCase()) || /^CLASS\d{1,5}$/i.test(token);

/** The record's data as words: generic RDATA (`\# 4 C0000201`) read into what a zone file would say. */
function rdataWords(type: string, data: Token[]): { words: Token[] } | { problem: string } {
  if (!data[0]?.generic) return { words: data };
  const generic = genericOctets(data.slice(1));
  if ('problem' in generic) return generic;
  const words = presentationOf(type, generic.octets);
  return words ? { words } : { problem: 'validation.zone_generic_data_invalid' };
}

/** An owner or host name in the file → absolute, lower case, without the trailing dot. */
function absolute(name: string, origin: string): string {
  if (name === '@') return origin;
  if (name.endsWith('.')) return name.slice(0, -1).toLowerCase();
  return `${name}.${origin}`.toLowerCase();
}

/**
 * Reads a zone file for `domain` into records (validated one by one with the API's schema).
 * Names outside the domain, unknown types and malformed lines are problems with their line.
 */
export function parseZoneFile(text: string, domain: string): ParsedZoneFile {
  const result: ParsedZoneFile = { records: [], ignored: [], problems: [] };
  let lines: LogicalLine[];
  try {
    lines = logicalLines(text);
  } catch (error) {
    if (!(error instanceof ZoneSyntaxError)) throw error;
    result.problems.push({ line: error.line, key: error.key });
    return result;
  }

  let origin = domain;
  let defaultTtl: number | null = null;
  let lastTtl: number | null = null;
  let lastOwner: string | null = null;

  for (const { line, inheritsOwner, tokens } of lines) {
    const problem = (key: string) => result.problems.push({ line, key });
    const first = tokens[0]!;
    if (!first.quoted && first.text.startsWith('$')) {
      const directive = first.text.toUpperCase();
      const argument = tokens[1]?.text;
      if (directive === '$ORIGIN' && argument) origin = absolute(argument, origin);
      else if (directive === '$TTL' && argument && parseTtl(argument) !== null) defaultTtl = parseTtl(argument);
      else if (directive === '$INCLUDE' || directive === '$GENERATE') problem('validation.zone_directive_unsupported');
      else problem('validation.zone_syntax');
      continue;
    }

    let rest = tokens;
    let owner: string;
    if (inheritsOwner) {
      if (lastOwner === null) {
        problem('validation.zone_syntax');
        continue;
      }
      owner = lastOwner;
    } else {
      owner = absolute(first.text, origin);
      rest = tokens.slice(1);
    }
    lastOwner = owner;

    let ttl: number | null = null;
    let index = 0;
    for (; index < Math.min(rest.length, 2); index++) {
      const token = rest[index]!.text;
      if (isClass(token)) {
        if (classMnemonic(token) !== 'IN') break;
        continue;
      }
      const seconds = parseTtl(token);
      if (seconds === null) break;
      ttl = seconds;
    }
    const classToken = rest[index]?.text;
    if (classToken && isClass(classToken)) {
      problem('validation.zone_class_unsupported');
      continue;
    }
    const typeToken = rest[index]?.text;
    if (!typeToken) {
      problem('validation.zone_syntax');
      continue;
    }
    const type = typeMnemonic(typeToken);
    if (type === null) {
      problem('validation.zone_type_number_unsupported');
      continue;
    }
    if (ttl !== null) lastTtl = ttl;
    const recordTtl = ttl ?? defaultTtl ?? lastTtl ?? dnsLimits.defaultTtl;

    const relative = relativeTo(owner, domain);
    if (relative === null) {
      problem('validation.dns_name_outside_domain');
      continue;
    }
    if (hostTypes.has(type) || (type === 'NS' && relative === '@')) {
      result.ignored.push({ line, type });
      continue;
    }
    if (!(dnsRecordTypes as readonly string[]).includes(type)) {
      problem('validation.zone_type_unsupported');
      continue;
    }
    const data = rdataWords(type, rest.slice(index + 1));
    if ('problem' in data) {
      problem(data.problem);
      continue;
    }
    const draft = recordDraft(type as DnsRecordInput['type'], relative, recordTtl, data.words, origin);
    if ('problem' in draft) {
      problem(draft.problem);
      continue;
    }
    const parsed = dnsRecordInput.safeParse(draft.record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      problem(issue.message.startsWith('validation.') ? issue.message : 'validation.zone_syntax');
      continue;
    }
    result.records.push({ line, record: parsed.data });
  }
  return result;
}

/** The rdata tokens of one type → the API's record shape (still to be validated). */
function recordDraft(type: DnsRecordInput['type'], name: string, ttl: number, data: Token[], origin: string): { record: Record<string, unknown> } | { problem: string } {
  const words = data.map((token) => token.text);
  const host = (text: string | undefined) => (text === undefined ? undefined : absolute(text, origin));
  const number = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : text);
  const expect = (count: number) => words.length === count;
  switch (type) {
    case 'A':
    case 'AAAA':
      return expect(1) ? { record: { type, name, ttl, value: words[0] } } : { problem: 'validation.zone_syntax' };
    case 'CNAME':
    case 'NS':
      return expect(1) ? { record: { type, name, ttl, value: host(words[0]) } } : { problem: 'validation.zone_syntax' };
    case 'MX':
      return expect(2) ? { record: { type, name, ttl, priority: number(words[0]), value: host(words[1]) } } : { problem: 'validation.zone_syntax' };
    case 'TXT':
      // The character-strings stay as they were given: the value keeps their boundaries.
      return words.length > 0 ? { record: { type, name, ttl, value: txtValue(words) } } : { problem: 'validation.zone_syntax' };
    case 'SRV': {
      if (!expect(4)) return { problem: 'validation.zone_syntax' };
      const owner = /^_([^.]+)\._([^.]+)(?:\.(.+))?$/.exec(name);
      if (!owner) return { problem: 'validation.dns_srv_name' };
      return {
        record: {
          type,
          name: owner[3] ?? '@',
          service: owner[1],
          protocol: owner[2],
          ttl,
          priority: number(words[0]),
          weight: number(words[1]),
          port: number(words[2]),
          value: host(words[3]),
        },
      };
    }
    case 'CAA':
      return expect(3) ? { record: { type, name, ttl, flags: number(words[0]), tag: words[1]?.toLowerCase(), value: words[2] } } : { problem: 'validation.zone_syntax' };
  }
}

/** The records' full owner names, for the DNS server: `fqdnOf(ownerOf(record), domain)`. */
export const recordFqdn = (record: DnsRecordInput, domain: string) => fqdnOf(ownerOf(record), domain);

/**
 * One record's data in zone-file form (`10 mail.example.fo.`, `"a" "b"`) → its parts, for a
 * DNS server that answers from the host's records. Host names come back without the dot.
 */
export function parseRdata(type: string, rdata: string): string[] {
  const [line] = logicalLines(`@ ${type} ${rdata}\n`);
  return (line?.tokens.slice(2) ?? []).map((token) => (token.quoted ? token.text : token.text.replace(/\.$/, '')));
}
