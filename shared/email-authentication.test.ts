import { describe, expect, it } from 'vitest';
import { emailAuthFindings, spfLookups } from './email-authentication.ts';
import { dnsRecordInput, type DnsRecordInput } from './schemas/dns.ts';

const record = (raw: Record<string, unknown>): DnsRecordInput => dnsRecordInput.parse(raw);
const txt = (name: string, value: string) => record({ type: 'TXT', name, value });
const mx = record({ type: 'MX', name: '@', priority: 10, value: 'mx.example.net' });

describe('e-mail authentication findings', () => {
  it('a well set up domain has none, with its lookups counted', () => {
    const result = emailAuthFindings([mx, txt('@', 'v=spf1 mx include:_spf.google.com ~all'), txt('_dmarc', 'v=DMARC1; p=none; rua=mailto:dmarc@example.fo')]);
    expect(result).toEqual({ findings: [], lookups: 2 });
  });

  it('says two SPF records, +all, and a DMARC record without rua', () => {
    const result = emailAuthFindings([mx, txt('@', 'v=spf1 +all'), txt('@', 'v=spf1 -all'), txt('_dmarc', 'v=DMARC1; p=quarantine')]);
    expect(result.findings).toEqual([{ key: 'spf_several', count: 2 }, { key: 'spf_plus_all' }, { key: 'dmarc_without_rua' }]);
  });

  it('says SPF and DMARC are missing for a domain that receives mail, and nothing for one that has no mail', () => {
    expect(emailAuthFindings([mx]).findings).toEqual([{ key: 'spf_missing' }, { key: 'dmarc_missing' }]);
    expect(emailAuthFindings([record({ type: 'A', name: '@', value: '192.0.2.1' })])).toEqual({ findings: [], lookups: null });
  });

  it('counts the lookups of included records and says when there are more than 10', () => {
    const known: Record<string, string> = {
      'a.example.net': 'v=spf1 include:b.example.net include:c.example.net ip4:192.0.2.0/24 -all',
      'b.example.net': 'v=spf1 a mx exists:%{i}.x.example.net -all',
      'c.example.net': 'v=spf1 include:a.example.net ptr -all',
      'd.example.net': 'v=spf1 a:one.example.net mx:two.example.net a/24 -all',
    };
    const resolve = (domain: string) => known[domain] ?? null;
    // include:a 1 + (include:b 1 + a, mx, exists 3) + (include:c 1 + include:a again 1, ptr 1) = 8; include:d 1 + 3 = 4; mx 1: 13.
    expect(spfLookups('v=spf1 include:a.example.net include:d.example.net mx ip6:2001:db8::/32 -all', resolve)).toBe(13);
    const result = emailAuthFindings(
      [mx, txt('@', 'v=spf1 include:a.example.net include:d.example.net mx -all'), txt('_dmarc', 'v=DMARC1; p=none; rua=mailto:x@example.fo')],
      resolve,
    );
    expect(result).toEqual({ findings: [{ key: 'spf_too_many_lookups', count: 13 }], lookups: 13 });
    expect(spfLookups('v=spf1 ip4:192.0.2.1 redirect=_spf.example.net')).toBe(1);
  });
});
