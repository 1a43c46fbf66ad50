import { describe, expect, it } from 'vitest';
import type { DnsRecordInput } from '#shared/schemas/dns.ts';
import { rdataOf } from '#shared/dns-records.ts';
import { parseRdata, parseTtl, parseZoneFile, writeZoneFile } from './zone-file.ts';

const domain = 'example.fo';
const soa = { primary: 'ns1.okisnavn.fo', hostmaster: 'hostmaster.okisnavn.fo', serial: 7, refresh: 7200, retry: 900, expire: 1_209_600, minimum: 300 };
const records: DnsRecordInput[] = [
  { type: 'A', name: '@', value: '192.0.2.1', ttl: 3600 },
  { type: 'AAAA', name: 'www', value: '2001:db8::1', ttl: 300 },
  { type: 'CNAME', name: 'shop', value: 'shops.example.net', ttl: 3600 },
  { type: 'MX', name: '@', priority: 10, value: 'mail.example.fo', ttl: 3600 },
  { type: 'MX', name: '@', priority: 20, value: 'backup.example.net', ttl: 3600 },
  { type: 'TXT', name: '@', value: 'v=spf1 include:_spf.example.net -all', ttl: 3600 },
  { type: 'TXT', name: 's1._domainkey', value: `k=rsa; p=${'A'.repeat(400)}`, ttl: 3600 },
  { type: 'TXT', name: 'quote', value: 'say "hi" \\ ; not a comment', ttl: 60 },
  { type: 'TXT', name: '_spf', value: '"v=spf1 include:_spf.example.net" " -all"', ttl: 3600 },
  { type: 'SRV', name: '@', service: 'sip', protocol: 'tcp', priority: 10, weight: 5, port: 5060, value: 'sip.example.fo', ttl: 3600 },
  { type: 'SRV', name: 'eu', service: 'xmpp', protocol: 'udp', priority: 0, weight: 0, port: 5222, value: 'xmpp.example.net', ttl: 3600 },
  { type: 'CAA', name: '@', flags: 0, tag: 'issue', value: 'letsencrypt.org', ttl: 3600 },
  { type: 'CAA', name: '@', flags: 128, tag: 'iodef', value: 'mailto:security@example.fo', ttl: 3600 },
  { type: 'NS', name: 'lab', value: 'ns1.example.net', ttl: 86400 },
  { type: 'A', name: '*.shop2', value: '192.0.2.9', ttl: 3600 },
];
const file = () => writeZoneFile({ domain, soa, nameServers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'], nsTtl: 3600, records });
const canonical = (record: DnsRecordInput) => JSON.stringify(Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b))));
const sorted = (list: readonly DnsRecordInput[]) => list.map(canonical).sort();

describe('writing', () => {
  it('writes $ORIGIN, $TTL, SOA and the NS at the apex, then the records by name and type', () => {
    const text = file();
    expect(text.split('\n').slice(0, 7)).toEqual([
      '; example.fo',
      '$ORIGIN example.fo.',
      '$TTL 3600',
      '@\t3600\tIN\tSOA\tns1.okisnavn.fo. hostmaster.okisnavn.fo. ( 7 7200 900 1209600 300 )',
      '@\t3600\tIN\tNS\tns1.okisnavn.fo.',
      '@\t3600\tIN\tNS\tns2.okisnavn.fo.',
      '@\t3600\tIN\tA\t192.0.2.1',
    ]);
    expect(text).toContain('@\t3600\tIN\tMX\t10 mail.example.fo.\n');
    expect(text).toContain('_sip._tcp\t3600\tIN\tSRV\t10 5 5060 sip.example.fo.\n');
    expect(text).toContain('_xmpp._udp.eu\t3600\tIN\tSRV\t0 0 5222 xmpp.example.net.\n');
    expect(text).toContain('@\t3600\tIN\tCAA\t0 issue "letsencrypt.org"\n');
    expect(text).toContain(`s1._domainkey\t3600\tIN\tTXT\t"k=rsa; p=${'A'.repeat(246)}" "${'A'.repeat(154)}"\n`);
  });
});

describe('round trip', () => {
  it("parsing what was written gives the same records; SOA and apex NS are the host's", () => {
    const parsed = parseZoneFile(file(), domain);
    expect(parsed.problems).toEqual([]);
    expect(sorted(parsed.records.map((entry) => entry.record))).toEqual(sorted(records));
    expect(parsed.ignored).toEqual([
      { line: 4, type: 'SOA' },
      { line: 5, type: 'NS' },
      { line: 6, type: 'NS' },
    ]);
  });
});

describe('parsing', () => {
  it('reads $ORIGIN, $TTL, relative and absolute names, @, a blank owner, units, the class anywhere, parentheses and comments', () => {
    const text = [
      '$TTL 1h ; the default',
      '$ORIGIN example.fo.',
      '@ IN SOA ns1.okisnavn.fo. hostmaster.okisnavn.fo. (',
      '    2024010101 ; serial',
      '    7200 900 1209600 300 )',
      'www 300 IN A 192.0.2.1',
      '    IN 600 AAAA 2001:db8::1   ; same owner, class before TTL',
      'mail.example.fo. A 192.0.2.2',
      '$ORIGIN sub.example.fo.',
      'deep CNAME target ; relative target in the new origin',
      '@ MX 5 mx',
      '$ORIGIN example.fo.',
      '@ TXT ( "part one "',
      '        "part two" )',
      'esc TXT "a\\"b\\\\c\\059d"',
      'bare TXT plain',
    ].join('\n');
    const parsed = parseZoneFile(text, domain);
    expect(parsed.problems).toEqual([]);
    expect(parsed.records).toEqual([
      { line: 6, record: { type: 'A', name: 'www', value: '192.0.2.1', ttl: 300 } },
      { line: 7, record: { type: 'AAAA', name: 'www', value: '2001:db8::1', ttl: 600 } },
      { line: 8, record: { type: 'A', name: 'mail', value: '192.0.2.2', ttl: 3600 } },
      { line: 10, record: { type: 'CNAME', name: 'deep.sub', value: 'target.sub.example.fo', ttl: 3600 } },
      { line: 11, record: { type: 'MX', name: 'sub', priority: 5, value: 'mx.sub.example.fo', ttl: 3600 } },
      { line: 13, record: { type: 'TXT', name: '@', value: '"part one " "part two"', ttl: 3600 } },
      { line: 15, record: { type: 'TXT', name: 'esc', value: 'a"b\\c;d', ttl: 3600 } },
      { line: 16, record: { type: 'TXT', name: 'bare', value: 'plain', ttl: 3600 } },
    ]);
    expect(parsed.ignored).toEqual([{ line: 3, type: 'SOA' }]);
  });

  it('answers problems with their line numbers', () => {
    const text = [
      '$ORIGIN example.fo.',
      'www 3600 IN A 999.1.1.1',
      'ok 3600 IN A 192.0.2.1',
      'other.example.net. 3600 IN A 192.0.2.1',
      'p 3600 IN PTR host.example.fo.',
      '@ 3600 IN CNAME elsewhere.example.net.',
      'mx 3600 IN MX mail.example.fo.',
      '$INCLUDE other.zone',
      'ch 3600 CH TXT "x"',
      'srv 3600 IN SRV 1 1 1 x.example.fo.',
      'caa 3600 IN CAA 0 tbs "x"',
    ].join('\n');
    const parsed = parseZoneFile(text, domain);
    expect(parsed.problems).toEqual([
      { line: 2, key: 'validation.invalid_ipv4' },
      { line: 4, key: 'validation.dns_name_outside_domain' },
      { line: 5, key: 'validation.zone_type_unsupported' },
      { line: 6, key: 'validation.dns_cname_at_apex' },
      { line: 7, key: 'validation.zone_syntax' },
      { line: 8, key: 'validation.zone_directive_unsupported' },
      { line: 9, key: 'validation.zone_class_unsupported' },
      { line: 10, key: 'validation.dns_srv_name' },
      { line: 11, key: 'validation.dns_caa_tag' },
    ]);
    expect(parsed.records.map((entry) => entry.line)).toEqual([3]);
  });

  it('finds unbalanced parentheses and unterminated strings at their line', () => {
    expect(parseZoneFile('a A 192.0.2.1\nb TXT ( "x"\nc A 192.0.2.2\n', domain).problems).toEqual([{ line: 2, key: 'validation.zone_parentheses' }]);
    expect(parseZoneFile('a A 192.0.2.1\nb A 192.0.2.2 )\n', domain).problems).toEqual([{ line: 2, key: 'validation.zone_parentheses' }]);
    expect(parseZoneFile('a A 192.0.2.1\n\nb TXT "open\n', domain).problems).toEqual([{ line: 3, key: 'validation.zone_unterminated_string' }]);
  });

  it('TTLs with units', () => {
    expect(parseTtl('3600')).toBe(3600);
    expect(parseTtl('1h30m')).toBe(5400);
    expect(parseTtl('1W2d')).toBe(777_600);
    expect(parseTtl('IN')).toBeNull();
  });

  it('record data back into its parts', () => {
    expect(parseRdata('MX', '10 mail.example.fo.')).toEqual(['10', 'mail.example.fo']);
    expect(parseRdata('TXT', '"a b" "c\\"d"')).toEqual(['a b', 'c"d']);
    expect(parseRdata('CAA', '0 issue ";"')).toEqual(['0', 'issue', ';']);
  });
});

describe('TXT character-strings', () => {
  const txt = (line: string) => parseZoneFile(`${line}\n`, domain).records.map((entry) => entry.record);

  it('keeps several strings apart on import and writes them back the same way', () => {
    const [record] = txt('@ 3600 IN TXT "v=spf1 include:_spf.example.net" " -all"');
    expect(record).toEqual({ type: 'TXT', name: '@', ttl: 3600, value: '"v=spf1 include:_spf.example.net" " -all"' });
    expect(writeZoneFile({ domain, soa, nameServers: [], nsTtl: 3600, records: [record!] })).toContain('@\t3600\tIN\tTXT\t"v=spf1 include:_spf.example.net" " -all"\n');
  });

  it('keeps quotes and backslashes inside a string; one string stays a plain text', () => {
    const [several, one] = txt('a TXT "say \\"hi\\"" "c:\\\\dir"\nb TXT "just one"');
    expect(several!.value).toBe('"say \\"hi\\"" "c:\\\\dir"');
    expect(one!.value).toBe('just one');
    expect(parseZoneFile(writeZoneFile({ domain, soa, nameServers: [], nsTtl: 60, records: [several!, one!] }), domain).records.map((entry) => entry.record.value)).toEqual([
      several!.value,
      one!.value,
    ]);
  });

  it('a long text the writer split reads back as the same plain text (an export imports unchanged)', () => {
    const long = `k=rsa; p=${'A'.repeat(400)}`;
    const written = writeZoneFile({ domain, soa, nameServers: [], nsTtl: 60, records: [{ type: 'TXT', name: 'dkim', ttl: 60, value: long }] });
    expect(parseZoneFile(written, domain).records[0]!.record.value).toBe(long);
  });

  it('a single string that looks quoted stays one string', () => {
    const [record] = txt('q TXT "\\"a\\" \\"b\\""');
    expect(parseRdata('TXT', rdataOf(record!))).toEqual(['"a" "b"']);
  });
});

describe('RFC 3597 generic form', () => {
  const read = (line: string) => parseZoneFile(`$ORIGIN example.fo.\n${line}\n`, domain);
  const record = (line: string) => {
    const parsed = read(line);
    expect(parsed.problems).toEqual([]);
    return parsed.records[0]!.record;
  };
  const problemOf = (line: string) => read(line).problems.map((problem) => problem.key);

  it('TYPE257 with generic data is a CAA record', () => {
    expect(record('@ 3600 IN TYPE257 \\# 22 000569737375656C657473656E63727970742E6F7267')).toEqual({
      type: 'CAA',
      name: '@',
      ttl: 3600,
      flags: 0,
      tag: 'issue',
      value: 'letsencrypt.org',
    });
    expect(record('@ TYPE257 \\# 33 8005696F6465666D61696C746F3A7365637572697479406578616D706C652E666F')).toMatchObject({
      flags: 128,
      tag: 'iodef',
      value: 'mailto:security@example.fo',
    });
  });

  it('known mnemonics with generic data, hex in several words and over several lines', () => {
    expect(record('www A \\# 4 0A000001')).toMatchObject({ type: 'A', value: '10.0.0.1' });
    expect(record('www CAA \\# 22 00056973737565 6C657473656E63727970742E6F7267')).toMatchObject({ type: 'CAA', tag: 'issue', value: 'letsencrypt.org' });
    expect(record('www AAAA \\# 16 ( 20010DB8000000000000\n 000000000001 )')).toMatchObject({ type: 'AAAA', value: '2001:db8::1' });
    expect(record('@ MX \\# 19 000A046D61696C076578616D706C6502666F00')).toMatchObject({ type: 'MX', priority: 10, value: 'mail.example.fo' });
    expect(record('_sip._tcp SRV \\# 22 000A000513C403736970076578616D706C6502666F00')).toMatchObject({
      type: 'SRV',
      service: 'sip',
      protocol: 'tcp',
      priority: 10,
      weight: 5,
      port: 5060,
      value: 'sip.example.fo',
    });
    expect(record('shop CNAME \\# 19 0573686F7073076578616D706C65036E657400')).toMatchObject({ type: 'CNAME', value: 'shops.example.net' });
    expect(record('lab TYPE2 \\# 19 0573686F7073076578616D706C65036E657400')).toMatchObject({ type: 'NS', value: 'shops.example.net' });
  });

  it('TXT in generic form keeps its strings; UTF-8 text is read as such', () => {
    expect(record('@ TYPE16 \\# 38 1F763D7370663120696E636C7564653A5F7370662E6578616D706C652E6E657405202D616C6C').value).toBe('"v=spf1 include:_spf.example.net" " -all"');
    expect(record('@ TXT \\# 9 0868616C6C6F20C3B8').value).toBe('hallo ø');
  });

  it('TYPEnnn with the usual data, CLASS1 for IN, and zero-length data', () => {
    expect(record('www CLASS1 300 TYPE1 192.0.2.7')).toEqual({ type: 'A', name: 'www', ttl: 300, value: '192.0.2.7' });
    expect(problemOf('www CLASS3 TYPE1 192.0.2.7')).toEqual(['validation.zone_class_unsupported']);
    expect(problemOf('www TYPE16 \\# 0')).toEqual(['validation.zone_generic_data_invalid']);
  });

  it("the host's types by number are ignored like their names", () => {
    expect(read('@ TYPE48 \\# 4 01010303').ignored).toEqual([{ line: 2, type: 'DNSKEY' }]);
    expect(read('@ TYPE2 ns1.example.net.').ignored).toEqual([{ line: 2, type: 'NS' }]);
  });

  it('says exactly why generic data cannot be read', () => {
    expect(problemOf('x TYPE99 \\# 1 00')).toEqual(['validation.zone_type_number_unsupported']);
    expect(problemOf('x TYPE12 host.example.fo.')).toEqual(['validation.zone_type_number_unsupported']);
    expect(problemOf('x PTR \\# 1 00')).toEqual(['validation.zone_type_unsupported']);
    expect(problemOf('x A \\# four 0A000001')).toEqual(['validation.zone_generic_rdata']);
    expect(problemOf('x A \\#')).toEqual(['validation.zone_generic_rdata']);
    expect(problemOf('x A \\# 4 0A00000G')).toEqual(['validation.zone_generic_hex']);
    expect(problemOf('x A \\# 4 0A00001')).toEqual(['validation.zone_generic_hex']);
    expect(problemOf('x A \\# 5 0A000001')).toEqual(['validation.zone_generic_length']);
    expect(problemOf('x A \\# 3 0A0000')).toEqual(['validation.zone_generic_data_invalid']);
    // A compression pointer, a CAA tag longer than its data, text that is not UTF-8.
    expect(problemOf('x CNAME \\# 2 C00C')).toEqual(['validation.zone_generic_data_invalid']);
    expect(problemOf('x CAA \\# 4 00096973')).toEqual(['validation.zone_generic_data_invalid']);
    expect(problemOf('x TXT \\# 2 01FF')).toEqual(['validation.zone_generic_data_invalid']);
    // Decoded data still meets the record's own rules.
    expect(problemOf('x CAA \\# 8 0003666F6F626172')).toEqual(['validation.dns_caa_tag']);
  });

  it('a \\# inside other data is an escaped #', () => {
    expect(record('x TXT a\\#b').value).toBe('a#b');
    expect(record('x TXT "\\#"').value).toBe('#');
    expect(record('x TXT tag \\#').value).toBe('"tag" "#"');
  });
});
