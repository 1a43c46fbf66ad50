import { describe, expect, it } from 'vitest';
import { planChangeSet, type SavedRecord } from './dns-change-set.ts';
import { normalizeRecord, rdataOf, txtStrings } from './dns-records.ts';
import { dnsChangeSetRequest, dnsRecordInput, type DnsRecordInput } from './schemas/dns.ts';

/**
 * The record rules as a table: records saved already, a change set (as the API takes it), and
 * what comes of it: accepted (with the canonical form where it matters), or the first refusal's
 * field (`changes.<index>.record.<field>`, as the API names it) and message key. The same path
 * as the API: the request's schema, then planChangeSet over the saved records.
 */
const domain = 'example.fo';

type Change = Record<string, unknown>;
interface Case {
  name: string;
  saved?: Record<string, unknown>[];
  /** A plain record is an add; `{ action, … }` as given. */
  changes: Change[];
  forwarding?: boolean;
  /** `ok`, or `<field> <key>` of the first refused change. */
  expect: string;
  /** For an accepted set: fields of the first added or changed record after normalization. */
  result?: Partial<DnsRecordInput> & Record<string, unknown>;
}

function savedOf(records: Record<string, unknown>[]): SavedRecord[] {
  return records.map((raw, index) => {
    const normalized = normalizeRecord(dnsRecordInput.parse(raw), domain);
    if ('problem' in normalized) throw new Error(`saved record ${index} is refused: ${normalized.problem.key}`);
    return { id: `s${index}`, record: normalized.record };
  });
}

function run(testCase: Case) {
  const changes = testCase.changes.map((change) => ('action' in change ? change : { action: 'add', record: change }));
  const request = dnsChangeSetRequest.safeParse({ changes, apply: true });
  if (!request.success) {
    const issue = request.error.issues[0]!;
    return { outcome: `${issue.path.join('.')} ${issue.message}` };
  }
  const result = planChangeSet(savedOf(testCase.saved ?? []), request.data.changes ?? [], domain, { forwarding: testCase.forwarding ?? false });
  if ('problems' in result) return { outcome: `changes.${result.problems[0]!.index}.${result.problems[0]!.field} ${result.problems[0]!.key}` };
  return { outcome: 'ok', record: result.plan.added[0]?.record ?? result.plan.changed[0]?.record };
}

const a = (name: string, value = '192.0.2.1', more: Record<string, unknown> = {}) => ({ type: 'A', name, value, ...more });
const aaaa = (value: string) => ({ type: 'AAAA', name: 'www', value });
const mx = (value: string, name = '@') => ({ type: 'MX', name, priority: 10, value });
const cname = (name: string, value = 'target.example.net') => ({ type: 'CNAME', name, value });
const txt = (value: string, name = '@') => ({ type: 'TXT', name, value });
const srv = (value: string) => ({ type: 'SRV', name: '@', service: 'sip', protocol: 'tcp', priority: 10, weight: 5, port: 5060, value });
const ns = (name: string, value = 'ns1.example.net') => ({ type: 'NS', name, value });
const long = 'v=DKIM1; k=rsa; p=' + 'A'.repeat(282);

const cases: Case[] = [
  // Names: `@` is the apex; lower case; a full name with its dot is made relative.
  { name: 'A at the apex', changes: [a('@')], expect: 'ok', result: { name: '@' } },
  { name: 'A at www', changes: [a('www')], expect: 'ok', result: { name: 'www' } },
  { name: 'a name in capitals is lower-cased', changes: [a('WWW.Shop')], expect: 'ok', result: { name: 'www.shop' } },
  { name: 'a full name with its trailing dot is made relative', changes: [a('www.example.fo.')], expect: 'ok', result: { name: 'www' } },
  { name: 'the domain written in full with its dot is the apex', changes: [a('Example.FO.')], expect: 'ok', result: { name: '@' } },
  { name: 'a wildcard first', changes: [a('*.shop')], expect: 'ok', result: { name: '*.shop' } },
  { name: 'an underscore label', changes: [txt('v=DMARC1; p=none', '_dmarc')], expect: 'ok' },
  { name: 'a leading dot', changes: [a('.www')], expect: 'changes.0.record.name validation.dns_name_dots' },
  { name: 'a doubled dot', changes: [a('www..shop')], expect: 'changes.0.record.name validation.dns_name_dots' },
  { name: 'a name that is only a dot', changes: [a('.')], expect: 'changes.0.record.name validation.dns_name_dots' },
  { name: 'a trailing dot on a relative name', changes: [a('www.')], expect: 'changes.0.record.name validation.dns_name_trailing_dot' },
  { name: 'the domain repeated without its dot', changes: [a('www.example.fo')], expect: 'changes.0.record.name validation.dns_name_repeats_domain' },
  { name: 'the domain itself without its dot', changes: [a('example.fo')], expect: 'changes.0.record.name validation.dns_name_repeats_domain' },
  { name: 'a full name outside the domain', changes: [a('www.example.net.')], expect: 'changes.0.record.name validation.dns_name_outside_domain' },
  { name: 'a wildcard not first', changes: [a('shop.*')], expect: 'changes.0.record.name validation.dns_name_invalid' },
  { name: '@ inside a name', changes: [a('www.@')], expect: 'changes.0.record.name validation.dns_name_invalid' },
  { name: 'a letter outside a–z', changes: [a('bøkur')], expect: 'changes.0.record.name validation.dns_name_invalid' },
  { name: 'a label of 64 octets', changes: [a('a'.repeat(64))], expect: 'changes.0.record.name validation.dns_label_too_long' },
  { name: 'a name of more than 255 octets in full', changes: [a(Array(62).fill('abc').join('.'))], expect: 'changes.0.record.name validation.dns_name_too_long' },
  { name: 'no name', changes: [{ type: 'A', value: '192.0.2.1' }], expect: 'changes.0.record.name validation.required' },

  // Addresses in canonical form.
  { name: 'IPv4', changes: [a('www', ' 192.0.2.1 ')], expect: 'ok', result: { value: '192.0.2.1' } },
  { name: 'IPv4 with a leading zero', changes: [a('www', '192.0.2.01')], expect: 'changes.0.record.value validation.invalid_ipv4' },
  { name: 'IPv4 out of range', changes: [a('www', '256.0.0.1')], expect: 'changes.0.record.value validation.invalid_ipv4' },
  { name: 'IPv6 written in full is compressed', changes: [aaaa('2001:0DB8:0000:0000:0000:0000:0000:0001')], expect: 'ok', result: { value: '2001:db8::1' } },
  { name: 'IPv6: the longest run of zeros is compressed', changes: [aaaa('2001:db8:0:0:1:0:0:0')], expect: 'ok', result: { value: '2001:db8:0:0:1::' } },
  { name: 'IPv6: the first of two equal runs is compressed', changes: [aaaa('2001:db8:0:0:1:0:0:1')], expect: 'ok', result: { value: '2001:db8::1:0:0:1' } },
  { name: 'IPv6: leading zeros dropped, one zero group not compressed', changes: [aaaa('2001:DB8:0:0001:1:1:1:1')], expect: 'ok', result: { value: '2001:db8:0:1:1:1:1:1' } },
  { name: 'IPv6: an IPv4-mapped address keeps its dotted tail', changes: [aaaa('::FFFF:192.0.2.1')], expect: 'ok', result: { value: '::ffff:192.0.2.1' } },
  { name: 'IPv6 with two ::', changes: [aaaa('2001:db8::1::2')], expect: 'changes.0.record.value validation.invalid_ipv6' },
  { name: 'an IPv4 address in an AAAA record', changes: [aaaa('192.0.2.1')], expect: 'changes.0.record.value validation.invalid_ipv6' },

  // Host names in values: full names, a trailing dot allowed and dropped, never an address.
  { name: 'MX to a full name with its dot', changes: [mx('mail.example.fo.')], expect: 'ok', result: { value: 'mail.example.fo' } },
  { name: 'MX to a name in capitals', changes: [mx('MAIL.Example.FO')], expect: 'ok', result: { value: 'mail.example.fo' } },
  { name: 'MX to @', changes: [mx('@')], expect: 'ok', result: { value: 'example.fo' } },
  { name: 'MX to an IPv4 address', changes: [mx('192.0.2.1')], expect: 'changes.0.record.value validation.dns_host_is_address' },
  { name: 'MX to an IPv4 address with a dot', changes: [mx('192.0.2.1.')], expect: 'changes.0.record.value validation.dns_host_is_address' },
  { name: 'MX to an IPv6 address', changes: [mx('2001:db8::25')], expect: 'changes.0.record.value validation.dns_host_is_address' },
  { name: 'SRV to an address', changes: [srv('192.0.2.5')], expect: 'changes.0.record.value validation.dns_host_is_address' },
  { name: 'CNAME to an address', changes: [cname('www', '192.0.2.1')], expect: 'changes.0.record.value validation.dns_host_is_address' },
  { name: 'MX to a name with a leading dot', changes: [mx('.mail.example.fo')], expect: 'changes.0.record.value validation.dns_name_dots' },
  { name: 'MX to a name with a doubled dot', changes: [mx('mail..example.fo')], expect: 'changes.0.record.value validation.dns_name_dots' },
  { name: 'MX to a single label', changes: [mx('mail')], expect: 'changes.0.record.value validation.dns_hostname_invalid' },

  // TTLs: a minute to a week; 3600 when not given (the default is not the minimum).
  { name: 'TTL of 60 seconds (an ACME client)', changes: [a('www', '192.0.2.1', { ttl: 60 })], expect: 'ok', result: { ttl: 60 } },
  { name: 'TTL of 59 seconds', changes: [a('www', '192.0.2.1', { ttl: 59 })], expect: 'changes.0.record.ttl validation.dns_ttl_range' },
  { name: 'TTL of a week', changes: [a('www', '192.0.2.1', { ttl: 604_800 })], expect: 'ok', result: { ttl: 604_800 } },
  { name: 'TTL over a week', changes: [a('www', '192.0.2.1', { ttl: 604_801 })], expect: 'changes.0.record.ttl validation.dns_ttl_range' },
  { name: 'no TTL: the default, 3600', changes: [a('www')], expect: 'ok', result: { ttl: 3600 } },
  { name: 'TTL as text', changes: [a('www', '192.0.2.1', { ttl: '300' })], expect: 'changes.0.record.ttl validation.must_be_number' },
  { name: 'TTL as a fraction', changes: [a('www', '192.0.2.1', { ttl: 60.5 })], expect: 'changes.0.record.ttl validation.must_be_number' },
  {
    name: 'two TTLs in one record set',
    changes: [a('www', '192.0.2.1', { ttl: 300 }), a('www', '192.0.2.2', { ttl: 600 })],
    expect: 'changes.1.record.ttl validation.dns_ttl_mismatch',
  },

  // TXT: quoting normalized, long texts split into 255-octet strings and kept joined.
  { name: 'a TXT of 300 characters is kept whole', changes: [txt(long, 'dkim._domainkey')], expect: 'ok', result: { value: long } },
  { name: 'a quoted TXT loses its redundant quotes', changes: [txt('"v=spf1 -all"')], expect: 'ok', result: { value: 'v=spf1 -all' } },
  { name: 'TXT strings given apart keep their boundaries', changes: [txt('"v=spf1 " "-all"')], expect: 'ok', result: { value: '"v=spf1 " "-all"' } },
  { name: 'a TXT with a line break', changes: [txt('a\nb')], expect: 'changes.0.record.value validation.dns_txt_invalid' },
  { name: 'a TXT over 4000 characters', changes: [txt('a'.repeat(4001))], expect: 'changes.0.record.value validation.dns_txt_too_long' },
  { name: 'the same TXT quoted and plain is one record', changes: [txt('v=spf1 -all'), txt('"v=spf1 -all"')], expect: 'changes.1.record.value validation.dns_duplicate_record' },

  // CNAME: never at the apex, alone at its name, against what is saved and within the set.
  { name: 'CNAME at www', changes: [cname('www', 'Host.Example.NET.')], expect: 'ok', result: { value: 'host.example.net' } },
  { name: 'CNAME at @', changes: [cname('@')], expect: 'changes.0.record.name validation.dns_cname_at_apex' },
  { name: 'CNAME at the domain written in full', changes: [cname('example.fo.')], expect: 'changes.0.record.name validation.dns_cname_at_apex' },
  { name: 'CNAME beside a saved A', saved: [a('www')], changes: [cname('www')], expect: 'changes.0.record.name validation.dns_cname_conflict' },
  { name: 'A beside a saved CNAME', saved: [cname('www')], changes: [a('www')], expect: 'changes.0.record.name validation.dns_cname_conflict' },
  { name: 'TXT beside a saved CNAME', saved: [cname('www')], changes: [txt('hello', 'www')], expect: 'changes.0.record.name validation.dns_cname_conflict' },
  { name: 'CNAME then A in one set', changes: [cname('www'), a('www')], expect: 'changes.1.record.name validation.dns_cname_conflict' },
  { name: 'A then CNAME in one set', changes: [a('www'), cname('www')], expect: 'changes.1.record.name validation.dns_cname_conflict' },
  {
    name: 'two CNAMEs at one name in one set',
    changes: [cname('www', 'a.example.net'), cname('www', 'b.example.net')],
    expect: 'changes.1.record.name validation.dns_cname_conflict',
  },
  { name: 'a saved A removed and a CNAME added in one set', saved: [a('www')], changes: [{ action: 'remove', id: 's0' }, cname('www')], expect: 'ok' },
  { name: 'a saved A changed into a CNAME', saved: [a('www')], changes: [{ action: 'change', id: 's0', record: cname('www') }], expect: 'ok', result: { type: 'CNAME' } },
  {
    name: 'a saved A changed into a CNAME beside another saved A',
    saved: [a('www'), a('www', '192.0.2.2')],
    changes: [{ action: 'change', id: 's0', record: cname('www') }],
    expect: 'changes.0.record.name validation.dns_cname_conflict',
  },
  { name: 'CNAME beside records at other names', saved: [a('@'), a('shop')], changes: [cname('www')], expect: 'ok' },
  { name: 'CNAME to its own name', changes: [cname('www', 'www.example.fo')], expect: 'changes.0.record.value validation.dns_cname_loop' },

  // MX and SRV targets that are CNAMEs of the zone.
  { name: 'MX to a saved CNAME', saved: [cname('mail')], changes: [mx('mail.example.fo')], expect: 'changes.0.record.value validation.dns_target_is_cname' },
  { name: 'CNAME at a saved MX target', saved: [mx('mail.example.fo')], changes: [cname('mail')], expect: 'changes.0.record.name validation.dns_cname_is_target' },
  { name: 'MX then a CNAME at its target in one set', changes: [mx('mail.example.fo'), cname('mail')], expect: 'changes.1.record.name validation.dns_cname_is_target' },
  { name: 'a CNAME then an MX to it in one set', changes: [cname('mail'), mx('mail.example.fo.')], expect: 'changes.1.record.value validation.dns_target_is_cname' },
  { name: 'SRV to a saved CNAME', saved: [cname('sip')], changes: [srv('sip.example.fo')], expect: 'changes.0.record.value validation.dns_target_is_cname' },
  { name: 'MX to a name with an A record', saved: [a('mail')], changes: [mx('mail.example.fo')], expect: 'ok' },
  { name: 'MX to a name outside the zone', saved: [cname('mail')], changes: [mx('mail.example.net')], expect: 'ok' },
  { name: 'the CNAME under an MX replaced by an A in one set', saved: [mx('mail.example.fo'), a('@')], changes: [a('mail'), { action: 'remove', id: 's1' }], expect: 'ok' },

  // NS: only below the apex, alone at its name.
  { name: 'NS at @', changes: [ns('@')], expect: 'changes.0.record.name validation.dns_ns_at_apex' },
  { name: 'NS at the domain written in full', changes: [ns('example.fo.')], expect: 'changes.0.record.name validation.dns_ns_at_apex' },
  { name: 'NS and an A at one name in one set', changes: [ns('lab'), a('lab')], expect: 'changes.1.record.name validation.dns_ns_conflict' },

  // The set itself.
  { name: 'a change of a record that is not saved', changes: [{ action: 'change', id: 'nope', record: a('www') }], expect: 'changes.0.id validation.dns_record_unknown' },
  { name: 'a removal of a record that is not saved', changes: [{ action: 'remove', id: 'nope' }], expect: 'changes.0.id validation.dns_record_unknown' },
  {
    name: 'one record removed twice',
    saved: [a('www')],
    changes: [
      { action: 'remove', id: 's0' },
      { action: 'remove', id: 's0' },
    ],
    expect: 'changes.1.id validation.dns_record_twice',
  },
  { name: 'an action that is none', changes: [{ action: 'rename', id: 's0' }], expect: 'changes.0.action validation.dns_change_action' },
  { name: 'the same record twice in one set', changes: [a('www'), a('WWW')], expect: 'changes.1.record.value validation.dns_duplicate_record' },
  { name: 'a record that is saved already', saved: [a('www')], changes: [a('www')], expect: 'changes.0.record.value validation.dns_duplicate_record' },
  { name: 'no changes', changes: [], expect: 'changes validation.required' },
  { name: '98 changes: over a transaction', changes: Array.from({ length: 98 }, (_, index) => a(`h${index}`)), expect: 'changes validation.dns_change_set_too_large' },
  { name: '97 changes fit', changes: Array.from({ length: 97 }, (_, index) => a(`h${index}`)), expect: 'ok' },
  {
    name: 'only the bad record of a set is named',
    changes: [a('www'), mx('mail.example.fo'), mx('192.0.2.9', 'x')],
    expect: 'changes.2.record.value validation.dns_host_is_address',
  },
  { name: 'A at the apex while forwarding is on', forwarding: true, changes: [a('@')], expect: 'changes.0.record.name validation.dns_forwarding_conflict' },
  { name: 'records saved under older rules do not block another change', saved: [mx('mail.example.fo'), cname('mail')], changes: [a('www')], expect: 'ok' },
];

describe('the record rules (a change set against the saved records)', () => {
  it('has at least 60 cases, CNAMEs within a set and across saved records among them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(cases.filter((testCase) => testCase.expect.includes('cname') && testCase.saved).length).toBeGreaterThan(3);
    expect(cases.filter((testCase) => testCase.expect.includes('cname') && !testCase.saved && testCase.changes.length > 1).length).toBeGreaterThan(3);
  });

  it.each(cases)('$name: $expect', (testCase) => {
    const { outcome, record } = run(testCase);
    expect(outcome).toBe(testCase.expect);
    if (testCase.result) expect(record).toMatchObject(testCase.result);
  });

  it('splits a long TXT into strings of at most 255 octets and joins them back', () => {
    const { record } = run({ name: 'long', changes: [txt(long, 'dkim._domainkey')], expect: 'ok' });
    const strings = txtStrings(record!.value);
    expect(strings.map((part) => part.length)).toEqual([255, long.length - 255]);
    expect(strings.join('')).toBe(long);
    expect(rdataOf(record!)).toBe(`"${strings[0]}" "${strings[1]}"`);
  });
});
