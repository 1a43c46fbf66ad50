import type { DnsRecordInput, DnsRecordType } from './schemas/dns.ts';
import { dnsLimits } from './schemas/dns.ts';

/**
 * The rules of a domain's DNS records that need the domain's name or its other records, and
 * the record's zone-file form. Plain functions (no zod), shared by the API, the zone-file
 * import and the host adapters.
 */

/** A record as stored: the validated input, names relative to the domain, host names absolute. */
export type DnsRecordData = DnsRecordInput & { id: string };

/** Field → `validation.<key>`: what is wrong with one record among its neighbours. */
export type RecordProblem = { field: string; key: string };

const octets = (text: string) => new TextEncoder().encode(text).length;

/** The owner name relative to the domain: SRV records start with `_service._protocol`. */
export function ownerOf(record: Pick<DnsRecordInput, 'name'> & Partial<{ type: DnsRecordType; service: string; protocol: string }>): string {
  if (record.type !== 'SRV') return record.name;
  const prefix = `_${record.service}._${record.protocol}`;
  return record.name === '@' ? prefix : `${prefix}.${record.name}`;
}

/** `www` in `example.fo` → `www.example.fo`; `@` → `example.fo`. */
export function fqdnOf(relative: string, domain: string): string {
  return relative === '@' ? domain : `${relative}.${domain}`;
}

/** An absolute name inside the domain → relative (`www.example.fo` → `www`), else null. */
export function relativeTo(absolute: string, domain: string): string | null {
  const name = absolute.replace(/\.$/, '').toLowerCase();
  if (name === domain) return '@';
  return name.endsWith(`.${domain}`) ? name.slice(0, -domain.length - 1) : null;
}

/**
 * The record as stored: an absolute owner name (trailing dot) made relative, `@` in a host name
 * made the domain's name, trailing dots dropped. A name outside the domain is a problem.
 */
export function normalizeRecord<R extends DnsRecordInput>(record: R, domain: string): { record: R } | { problem: RecordProblem } {
  let name = record.name;
  if (name !== '@' && name.endsWith('.')) {
    const relative = relativeTo(name, domain);
    // `www.` is a relative name with a stray dot; `www.other.fo.` a full name outside the domain.
    if (relative === null) return { problem: { field: 'name', key: name.slice(0, -1).includes('.') ? 'validation.dns_name_outside_domain' : 'validation.dns_name_trailing_dot' } };
    name = relative;
  } else if (name === domain || name.endsWith(`.${domain}`)) {
    // `www.example.fo` without the dot would be www.example.fo.example.fo: the domain is added by itself.
    return { problem: { field: 'name', key: 'validation.dns_name_repeats_domain' } };
  }
  // Written in full (`example.fo.`), the apex is `@` all the same.
  if (name === '@' && record.type === 'CNAME') return { problem: { field: 'name', key: 'validation.dns_cname_at_apex' } };
  if (name === '@' && record.type === 'NS') return { problem: { field: 'name', key: 'validation.dns_ns_at_apex' } };
  const normalized = { ...record, name };
  // `"v=spf1 -all"` and `v=spf1 -all` are one record on the wire: one form, so duplicates show.
  if (record.type === 'TXT') (normalized as { value: string }).value = txtValue(txtStrings(record.value));
  if (record.type === 'CNAME' || record.type === 'MX' || record.type === 'NS' || record.type === 'SRV') {
    (normalized as { value: string }).value = record.value === '@' ? domain : record.value.replace(/\.$/, '');
  }
  return { record: normalized };
}

/** A TXT text as character-strings of at most 255 octets each, never cutting a character. */
export function splitTxt(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const character of text) {
    if (octets(current + character) > dnsLimits.txtStringOctets) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  parts.push(current);
  return parts;
}

/** A zone-file character-string: quoted, with `"` and `\` escaped. */
export function quoteTxt(part: string): string {
  return `"${part.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

/** A value that is nothing but quoted character-strings: `"v=spf1 …" "second part"`. */
const quotedStrings = /^\s*"(?:[^"\\]|\\.)*"(?:\s*"(?:[^"\\]|\\.)*")*\s*$/;

/** `\"`, `\\` and `\DDD` (a decimal octet) inside a quoted string, as a zone file writes them. */
const unquoteTxt = (inner: string) => inner.replace(/\\(\d{3}|.)/g, (_, escaped: string) => (escaped.length === 3 ? String.fromCharCode(Number(escaped)) : escaped));

/**
 * A TXT value's character-strings (RFC 1035 §3.3.14). A value in quoted form keeps the strings
 * it was given (an imported `"a" "b"` stays two strings); any other text is split into
 * 255-octet strings. A string over 255 octets is split too: the wire cannot carry it.
 */
export function txtStrings(value: string): string[] {
  if (!quotedStrings.test(value)) return splitTxt(value);
  return [...value.matchAll(/"((?:[^"\\]|\\.)*)"/g)].flatMap(([, inner]) => splitTxt(unquoteTxt(inner!)));
}

/**
 * The value to store for character-strings read from a zone file: the plain text when the
 * strings are the ones `splitTxt` would make of it anyway (a re-imported export stays
 * unchanged), else the quoted form, which keeps the boundaries.
 */
export function txtValue(strings: readonly string[]): string {
  const text = strings.join('');
  const split = splitTxt(text);
  const plain = !quotedStrings.test(text) && split.length === strings.length && split.every((part, index) => part === strings[index]);
  return plain ? text : strings.map(quoteTxt).join(' ');
}

/** The record's data as a zone file writes it: `10 mail.example.fo.`, `"v=spf1" " -all"`. */
export function rdataOf(record: DnsRecordInput): string {
  switch (record.type) {
    case 'A':
    case 'AAAA':
      return record.value;
    case 'CNAME':
    case 'NS':
      return `${record.value}.`;
    case 'MX':
      return `${record.priority} ${record.value}.`;
    case 'TXT':
      return txtStrings(record.value).map(quoteTxt).join(' ');
    case 'SRV':
      return `${record.priority} ${record.weight} ${record.port} ${record.value}.`;
    case 'CAA':
      return `${record.flags} ${record.tag} ${quoteTxt(record.value)}`;
  }
}

/** What identifies a record among those of its name and type (the rest may change in place). */
export function recordIdentity(record: DnsRecordInput): string {
  const owner = ownerOf(record);
  switch (record.type) {
    case 'SRV':
      return `${owner} SRV ${record.value} ${record.port}`;
    case 'CAA':
      return `${owner} CAA ${record.tag} ${record.value}`;
    case 'TXT':
      return `${owner} TXT ${record.value}`;
    default:
      return `${owner} ${record.type} ${record.value}`;
  }
}

/** Every field of the record, for telling "unchanged" from "changed". */
export function recordFingerprint(record: DnsRecordInput): string {
  return `${recordIdentity(record)} ${record.ttl} ${rdataOf(record)}`;
}

const forwardedNames = new Set(['@', 'www']);

/**
 * What is wrong with each record among all of the domain's (index → problem), by the RFCs:
 * the full name at most 255 octets (RFC 1035 §2.3.4); a CNAME alone at its name (RFC 1034
 * §3.6.2, RFC 2181 §10.1); a delegated name holds only NS records (RFC 1034 §4.2.1); one TTL per
 * name and type (RFC 2181 §5.2); no record twice; MX and SRV targets that are no CNAME of the
 * zone (RFC 2181 §10.3), nor a CNAME to itself. While forwarding is on, the domain and www
 * belong to it: no A, AAAA or CNAME there. A problem is reported on the later record of a pair,
 * so the record being added is the one refused.
 */
export function recordSetProblems(records: readonly DnsRecordInput[], domain: string, options: { forwarding?: boolean } = {}): Map<number, RecordProblem> {
  const problems = new Map<number, RecordProblem>();
  const report = (index: number, problem: RecordProblem) => {
    if (!problems.has(index)) problems.set(index, problem);
  };
  const seen = new Map<string, number>();
  const byOwner = new Map<string, number[]>();
  const ttlOf = new Map<string, number>();

  records.forEach((record, index) => {
    const owner = ownerOf(record);
    // The full name on the wire: each label plus its length octet, and the root.
    const wire = octets(fqdnOf(owner, domain)) + 2;
    if (wire > dnsLimits.nameOctets) report(index, { field: 'name', key: 'validation.dns_name_too_long' });
    if (options.forwarding && forwardedNames.has(owner) && (record.type === 'A' || record.type === 'AAAA' || record.type === 'CNAME')) {
      report(index, { field: 'name', key: 'validation.dns_forwarding_conflict' });
    }
    const identity = recordIdentity(record);
    if (seen.has(identity)) report(index, { field: 'value', key: 'validation.dns_duplicate_record' });
    else seen.set(identity, index);
    const rrset = `${owner} ${record.type}`;
    const ttl = ttlOf.get(rrset);
    if (ttl === undefined) ttlOf.set(rrset, record.ttl);
    else if (ttl !== record.ttl) report(index, { field: 'ttl', key: 'validation.dns_ttl_mismatch' });
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), index]);
    if (record.type === 'CNAME' && relativeTo(record.value, domain) === owner) report(index, { field: 'value', key: 'validation.dns_cname_loop' });
  });

  // MX and SRV point at a host's own name, never at an alias (RFC 2181 §10.3, RFC 2782): the
  // later of the pair is refused, the target when it came last, else the CNAME.
  records.forEach((record, index) => {
    if (record.type !== 'MX' && record.type !== 'SRV') return;
    const target = relativeTo(record.value, domain);
    if (target === null) return;
    for (const other of byOwner.get(target) ?? []) {
      if (records[other]!.type !== 'CNAME') continue;
      if (other < index) report(index, { field: 'value', key: 'validation.dns_target_is_cname' });
      else report(other, { field: 'name', key: 'validation.dns_cname_is_target' });
    }
  });

  for (const indexes of byOwner.values()) {
    const types = indexes.map((index) => records[index]!.type);
    if (types.includes('CNAME') && indexes.length > 1) {
      // The later of the pair is refused: the CNAME when it came last, else the other record.
      for (const index of indexes.slice(1)) report(index, { field: 'name', key: 'validation.dns_cname_conflict' });
    } else if (types.includes('NS') && types.some((type) => type !== 'NS')) {
      const firstIsNs = types[0] === 'NS';
      indexes.forEach((index, position) => {
        if (position > 0 && (records[index]!.type === 'NS') !== firstIsNs) report(index, { field: 'name', key: 'validation.dns_ns_conflict' });
      });
    }
  }
  return problems;
}
