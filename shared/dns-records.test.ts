import { describe, expect, it } from 'vitest';
import { dnsRecordForm, dnsRecordInput, type DnsRecordInput, forwardingRequest } from './schemas/dns.ts';
import { normalizeRecord, rdataOf, recordSetProblems, splitTxt, txtStrings, txtValue } from './dns-records.ts';

const domain = 'example.fo';
/** The first problem's message key per field, as the API answers it. */
function problemsOf(input: unknown): Record<string, string> {
  const result = dnsRecordInput.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}
const valid = (input: unknown) => {
  const result = dnsRecordInput.safeParse(input);
  expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  return result.data!;
};

describe('record validators', () => {
  it('A: IPv4 syntax, with the spec message otherwise', () => {
    expect(valid({ type: 'A', name: 'www', value: ' 192.0.2.1 ' })).toEqual({ type: 'A', name: 'www', value: '192.0.2.1', ttl: 3600 });
    for (const value of ['256.1.1.1', '1.2.3', '01.2.3.4', '2001:db8::1', 'abc']) expect(problemsOf({ type: 'A', name: '@', value })).toEqual({ value: 'validation.invalid_ipv4' });
  });

  it('AAAA: IPv6 syntax', () => {
    expect(valid({ type: 'AAAA', name: '@', value: '2001:DB8::1' }).value).toBe('2001:db8::1');
    for (const value of ['2001:db8::g', '192.0.2.1', '1:2:3:4:5:6:7:8:9']) expect(problemsOf({ type: 'AAAA', name: '@', value })).toEqual({ value: 'validation.invalid_ipv6' });
  });

  it('names: labels of at most 63 octets, letters, digits, hyphen, underscore, a leading wildcard', () => {
    for (const name of ['@', 'www', '_dmarc', 's1._domainkey', '*.shop', 'a-b.c', `${'a'.repeat(63)}.b`]) valid({ type: 'A', name, value: '192.0.2.1' });
    expect(problemsOf({ type: 'A', name: `${'a'.repeat(64)}`, value: '192.0.2.1' })).toEqual({ name: 'validation.dns_label_too_long' });
    expect(problemsOf({ type: 'A', name: 'ø', value: '192.0.2.1' })).toEqual({ name: 'validation.dns_name_invalid' });
    expect(problemsOf({ type: 'A', name: 'a.*', value: '192.0.2.1' })).toEqual({ name: 'validation.dns_name_invalid' });
    expect(problemsOf({ type: 'A', name: '-a', value: '192.0.2.1' })).toEqual({ name: 'validation.dns_name_invalid' });
    expect(problemsOf({ type: 'A', name: 'a..b', value: '192.0.2.1' })).toEqual({ name: 'validation.dns_name_dots' });
    expect(problemsOf({ type: 'A', name: Array(70).fill('abcd').join('.'), value: '192.0.2.1' })).toEqual({ name: 'validation.dns_name_too_long' });
    expect(problemsOf({ type: 'A', value: '192.0.2.1' })).toEqual({ name: 'validation.required' });
  });

  it('TTL: 60 to 604800 seconds, 3600 when not given', () => {
    expect(valid({ type: 'A', name: '@', value: '192.0.2.1', ttl: 60 }).ttl).toBe(60);
    expect(problemsOf({ type: 'A', name: '@', value: '192.0.2.1', ttl: 59 })).toEqual({ ttl: 'validation.dns_ttl_range' });
    expect(problemsOf({ type: 'A', name: '@', value: '192.0.2.1', ttl: 604801 })).toEqual({ ttl: 'validation.dns_ttl_range' });
    expect(problemsOf({ type: 'A', name: '@', value: '192.0.2.1', ttl: 'soon' })).toEqual({ ttl: 'validation.must_be_number' });
  });

  it('CNAME: never at the apex; the target a full host name', () => {
    expect(valid({ type: 'CNAME', name: 'www', value: 'Example.FO.' }).value).toBe('example.fo.');
    expect(problemsOf({ type: 'CNAME', name: '@', value: 'example.net' })).toEqual({ name: 'validation.dns_cname_at_apex' });
    expect(problemsOf({ type: 'CNAME', name: 'www', value: 'localhost' })).toEqual({ value: 'validation.dns_hostname_invalid' });
    expect(problemsOf({ type: 'CNAME', name: 'www', value: 'http://x.fo' })).toEqual({ value: 'validation.dns_hostname_invalid' });
  });

  it('MX: priority 0–65535 and a host', () => {
    expect(valid({ type: 'MX', name: '@', priority: 10, value: 'mail.example.fo' })).toMatchObject({ priority: 10 });
    expect(problemsOf({ type: 'MX', name: '@', priority: 65536, value: 'mail.example.fo' })).toEqual({ priority: 'validation.dns_priority_range' });
    expect(problemsOf({ type: 'MX', name: '@', priority: -1, value: 'mail.example.fo' })).toEqual({ priority: 'validation.dns_priority_range' });
    expect(problemsOf({ type: 'MX', name: '@', value: 'mail.example.fo' })).toEqual({ priority: 'validation.required' });
  });

  it('TXT: up to 4000 characters, no control characters', () => {
    expect(valid({ type: 'TXT', name: '@', value: 'v=spf1 -all' }).value).toBe('v=spf1 -all');
    expect(problemsOf({ type: 'TXT', name: '@', value: 'x'.repeat(4001) })).toEqual({ value: 'validation.dns_txt_too_long' });
    expect(problemsOf({ type: 'TXT', name: '@', value: 'a\nb' })).toEqual({ value: 'validation.dns_txt_invalid' });
  });

  it('SRV: service, protocol and numbers 0–65535', () => {
    expect(valid({ type: 'SRV', name: '@', service: '_SIP', protocol: '_tcp', priority: 0, weight: 65535, port: 5060, value: 'sip.example.fo' })).toMatchObject({
      service: 'sip',
      protocol: 'tcp',
    });
    expect(problemsOf({ type: 'SRV', name: '@', service: 'sip', protocol: 'tcp', priority: 1, weight: 1, port: 65536, value: 'sip.example.fo' })).toEqual({
      port: 'validation.dns_port_range',
    });
    expect(problemsOf({ type: 'SRV', name: '@', service: 'sip', protocol: 'sctp', priority: 1, weight: -1, port: 1, value: 'sip.example.fo' })).toEqual({
      protocol: 'validation.dns_srv_protocol',
      weight: 'validation.dns_port_range',
    });
    expect(problemsOf({ type: 'SRV', name: '@', service: 's p', protocol: 'tcp', priority: 1, weight: 1, port: 1, value: 'sip.example.fo' })).toEqual({
      service: 'validation.dns_srv_service',
    });
  });

  it('CAA: issue/issuewild/iodef with a valid value', () => {
    valid({ type: 'CAA', name: '@', flags: 0, tag: 'issue', value: 'letsencrypt.org' });
    valid({ type: 'CAA', name: '@', flags: 128, tag: 'issuewild', value: ';' });
    valid({ type: 'CAA', name: '@', flags: 0, tag: 'issue', value: 'ca.example.net; account=123' });
    valid({ type: 'CAA', name: '@', flags: 0, tag: 'iodef', value: 'mailto:security@example.fo' });
    expect(problemsOf({ type: 'CAA', name: '@', flags: 0, tag: 'tbs', value: 'x.org' })).toEqual({ tag: 'validation.dns_caa_tag' });
    expect(problemsOf({ type: 'CAA', name: '@', flags: 256, tag: 'issue', value: 'x.org' })).toEqual({ flags: 'validation.dns_caa_flags' });
    expect(problemsOf({ type: 'CAA', name: '@', flags: 0, tag: 'issue', value: 'not a domain' })).toEqual({ value: 'validation.dns_caa_value' });
    expect(problemsOf({ type: 'CAA', name: '@', flags: 0, tag: 'iodef', value: 'security@example.fo' })).toEqual({ value: 'validation.dns_caa_iodef' });
  });

  it('NS: only below the apex', () => {
    valid({ type: 'NS', name: 'lab', value: 'ns1.example.net' });
    expect(problemsOf({ type: 'NS', name: '@', value: 'ns1.example.net' })).toEqual({ name: 'validation.dns_ns_at_apex' });
  });

  it('refuses an unknown type and unknown fields', () => {
    expect(problemsOf({ type: 'PTR', name: '@', value: 'x' })).toEqual({ type: 'validation.dns_type' });
    expect(problemsOf({ name: '@', value: 'x' })).toEqual({ type: 'validation.required' });
    expect(Object.keys(problemsOf({ type: 'A', name: '@', value: '192.0.2.1', priority: 1 }))).toEqual(['_']);
  });

  it('the form: texts become numbers, fields of other types are left out', () => {
    const parsed = dnsRecordForm.safeParse({ type: 'MX', name: '@', value: 'mail.example.fo', ttl: '300', priority: '10', port: '99', tag: 'issue', flags: '' });
    expect(parsed.data).toEqual({ type: 'MX', name: '@', value: 'mail.example.fo', ttl: 300, priority: 10 });
    expect(dnsRecordForm.safeParse({ type: 'MX', name: '@', value: 'mail.example.fo', ttl: '3600', priority: '' }).error?.issues[0]).toMatchObject({
      path: ['priority'],
      message: 'validation.required',
    });
    expect(dnsRecordForm.safeParse({ type: 'MX', name: '@', value: 'mail.example.fo', ttl: '36x', priority: '1' }).error?.issues[0]).toMatchObject({
      path: ['ttl'],
      message: 'validation.must_be_number',
    });
  });
});

describe('TXT splitting', () => {
  it('keeps texts of up to 255 octets whole and splits longer ones into 255-octet strings', () => {
    expect(splitTxt('v=spf1 -all')).toEqual(['v=spf1 -all']);
    expect(splitTxt('a'.repeat(255))).toEqual(['a'.repeat(255)]);
    expect(splitTxt('a'.repeat(600))).toEqual(['a'.repeat(255), 'a'.repeat(255), 'a'.repeat(90)]);
  });

  it('counts octets, never cutting a character in two', () => {
    const parts = splitTxt('ø'.repeat(200));
    expect(parts.map((part) => new TextEncoder().encode(part).length)).toEqual([254, 146]);
    expect(parts.join('')).toBe('ø'.repeat(200));
  });

  it('writes quoted strings with quotes and backslashes escaped', () => {
    expect(rdataOf({ type: 'TXT', name: '@', ttl: 60, value: `say "hi" \\ ${'x'.repeat(260)}` })).toBe(`"say \\"hi\\" \\\\ ${'x'.repeat(244)}" "${'x'.repeat(16)}"`);
  });

  it('a value in quoted form keeps its strings; a string over 255 octets is still split', () => {
    expect(txtStrings('"v=spf1 include:_spf.example.net" " -all"')).toEqual(['v=spf1 include:_spf.example.net', ' -all']);
    expect(txtStrings('"a\\"b" "c\\\\d""e"')).toEqual(['a"b', 'c\\d', 'e']);
    expect(txtStrings(`"${'x'.repeat(300)}" "y"`)).toEqual(['x'.repeat(255), 'x'.repeat(45), 'y']);
    // Not only quoted strings: plain text, quotes and all.
    expect(txtStrings('say "hi"')).toEqual(['say "hi"']);
    expect(txtStrings('"a" b')).toEqual(['"a" b']);
    expect(rdataOf({ type: 'TXT', name: '@', ttl: 60, value: '"v=spf1 include:_spf.example.net" " -all"' })).toBe('"v=spf1 include:_spf.example.net" " -all"');
  });

  it('strings become a plain text when the writer would split it the same way, else the quoted form', () => {
    expect(txtValue(['v=spf1 -all'])).toBe('v=spf1 -all');
    expect(txtValue(['a'.repeat(255), 'b'])).toBe(`${'a'.repeat(255)}b`);
    expect(txtValue(['v=spf1', ' -all'])).toBe('"v=spf1" " -all"');
    // A text that would read as quoted strings is quoted again, so it stays one string.
    expect(txtValue(['"a" "b"'])).toBe('"\\"a\\" \\"b\\""');
    for (const strings of [['a', 'b'], ['"a"'], ['x\\y', '"'], ['a'.repeat(255), 'b']]) expect(txtStrings(txtValue(strings))).toEqual(strings);
  });

  it('a TXT value is stored in one form: redundant quotes go, boundaries stay', () => {
    const stored = (value: string) => (normalizeRecord({ type: 'TXT', name: '@', ttl: 60, value }, domain) as { record: { value: string } }).record.value;
    expect(stored('"v=spf1 -all"')).toBe('v=spf1 -all');
    expect(stored('"v=spf1"   " -all"')).toBe('"v=spf1" " -all"');
    expect(stored('say "hi"')).toBe('say "hi"');
    expect(
      recordSetProblems(
        [
          { type: 'TXT', name: '@', ttl: 60, value: stored('"x"') },
          { type: 'TXT', name: '@', ttl: 60, value: stored('x') },
        ],
        domain,
      ).get(1)?.key,
    ).toBe('validation.dns_duplicate_record');
  });
});

describe('the records of a domain together', () => {
  const a = (name: string, value = '192.0.2.1', ttl = 3600): DnsRecordInput => ({ type: 'A', name, value, ttl });
  const problems = (records: DnsRecordInput[], forwarding = false) => Object.fromEntries(recordSetProblems(records, domain, { forwarding }));

  it('a CNAME never beside another record of the same name: the later one is refused', () => {
    expect(problems([a('www'), { type: 'CNAME', name: 'www', value: 'example.net', ttl: 3600 }])).toEqual({ 1: { field: 'name', key: 'validation.dns_cname_conflict' } });
    expect(
      problems([
        { type: 'CNAME', name: 'www', value: 'example.net', ttl: 3600 },
        { type: 'TXT', name: 'www', value: 'x', ttl: 3600 },
      ]),
    ).toEqual({ 1: { field: 'name', key: 'validation.dns_cname_conflict' } });
    expect(problems([{ type: 'CNAME', name: 'www', value: 'example.net', ttl: 3600 }, a('web')])).toEqual({});
  });

  it('one TTL per name and type; no record twice; a delegated name only NS', () => {
    expect(problems([a('@', '192.0.2.1', 300), a('@', '192.0.2.2', 600)])).toEqual({ 1: { field: 'ttl', key: 'validation.dns_ttl_mismatch' } });
    expect(problems([a('@'), a('@')])).toEqual({ 1: { field: 'value', key: 'validation.dns_duplicate_record' } });
    expect(problems([{ type: 'NS', name: 'lab', value: 'ns1.example.net', ttl: 3600 }, { type: 'NS', name: 'lab', value: 'ns2.example.net', ttl: 3600 }, a('lab')])).toEqual({
      2: { field: 'name', key: 'validation.dns_ns_conflict' },
    });
  });

  it('the full name at most 255 octets with the domain', () => {
    const long = Array(4).fill('a'.repeat(61)).join('.');
    expect(problems([a(long)])).toEqual({ 0: { field: 'name', key: 'validation.dns_name_too_long' } });
    // 4 × 59 + 3 dots + ".example.fo" = 250 characters, 252 octets on the wire.
    expect(problems([a(Array(4).fill('a'.repeat(59)).join('.'))])).toEqual({});
  });

  it('while forwarding is on, no A, AAAA or CNAME at the domain or www', () => {
    expect(problems([a('@'), { type: 'MX', name: '@', priority: 1, value: 'mx.example.net', ttl: 3600 }, a('api')], true)).toEqual({
      0: { field: 'name', key: 'validation.dns_forwarding_conflict' },
    });
  });

  it('absolute names become relative; @ in a host name is the domain', () => {
    expect(normalizeRecord({ type: 'CNAME', name: 'www.example.fo.', value: '@', ttl: 60 }, domain)).toEqual({
      record: { type: 'CNAME', name: 'www', value: 'example.fo', ttl: 60 },
    });
    expect(normalizeRecord({ type: 'A', name: 'www.example.net.', value: '192.0.2.1', ttl: 60 }, domain)).toEqual({
      problem: { field: 'name', key: 'validation.dns_name_outside_domain' },
    });
  });
});

describe('forwarding', () => {
  it('needs an http(s) URL and 301 or 302', () => {
    expect(forwardingRequest.parse({ url: 'https://example.net/a' })).toEqual({ url: 'https://example.net/a', status_code: 301, keep_path: false });
    expect(forwardingRequest.safeParse({ url: 'ftp://example.net' }).error?.issues[0]?.message).toBe('validation.invalid_url');
    expect(forwardingRequest.safeParse({ url: 'https://example.net', status_code: 307 }).error?.issues[0]?.message).toBe('validation.forwarding_status');
  });
});
