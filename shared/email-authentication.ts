import { ownerOf, txtStrings } from './dns-records.ts';
import type { DnsRecordInput } from './schemas/dns.ts';

/**
 * The e-mail authentication wizard's first step (issue 31): what the domain's records say about
 * its mail, and what is missing or wrong. Plain functions over the records (the DNS tab and the
 * API read them the same way). SPF by RFC 7208, DMARC by RFC 7489.
 */

export type EmailAuthFinding =
  | { key: 'spf_missing' }
  | { key: 'spf_several'; count: number }
  | { key: 'spf_plus_all' }
  | { key: 'spf_too_many_lookups'; count: number }
  | { key: 'dmarc_missing' }
  | { key: 'dmarc_several'; count: number }
  | { key: 'dmarc_without_rua' };

/** At most 10 terms that make DNS lookups in an SPF evaluation (RFC 7208 §4.6.4). */
export const spfLookupLimit = 10;

const textOf = (record: DnsRecordInput) => txtStrings(record.value).join('');
const isSpfText = (text: string) => /^v=spf1(\s|$)/i.test(text);
const isDmarcText = (text: string) => /^v=DMARC1(\s*;|\s*$)/i.test(text);

/**
 * The DNS lookups an SPF record makes: `include`, `a`, `mx`, `ptr`, `exists` and `redirect`
 * count one each, and an included (or redirected-to) domain's own record counts as well when
 * `resolve` knows it (null: not known, counted as the one lookup only). Loops stop.
 */
export function spfLookups(value: string, resolve: (domain: string) => string | null = () => null, seen: Set<string> = new Set()): number {
  let count = 0;
  for (const term of value.trim().split(/\s+/).slice(1)) {
    const mechanism = /^[+?~-]?(include|a|mx|ptr|exists)(?=$|[:/])(?::([^/]+))?/i.exec(term);
    const redirect = /^redirect=(.+)$/i.exec(term);
    if (!mechanism && !redirect) continue;
    count += 1;
    const target = redirect ? redirect[1]! : mechanism![1]!.toLowerCase() === 'include' ? mechanism![2] : undefined;
    if (!target || seen.has(target.toLowerCase())) continue;
    seen.add(target.toLowerCase());
    const included = resolve(target.toLowerCase());
    if (included !== null && isSpfText(included)) count += spfLookups(included, resolve, seen);
  }
  return count;
}

/** What is missing or wrong in the domain's mail authentication, with the SPF record's lookups counted. */
export function emailAuthFindings(records: readonly DnsRecordInput[], resolve?: (domain: string) => string | null): { findings: EmailAuthFinding[]; lookups: number | null } {
  const findings: EmailAuthFinding[] = [];
  const apexTxt = records.filter((record) => record.type === 'TXT' && ownerOf(record) === '@').map(textOf);
  const spf = apexTxt.filter(isSpfText);
  const receivesMail = records.some((record) => record.type === 'MX' && ownerOf(record) === '@');
  let lookups: number | null = null;
  if (spf.length === 0) {
    if (receivesMail) findings.push({ key: 'spf_missing' });
  } else {
    if (spf.length > 1) findings.push({ key: 'spf_several', count: spf.length });
    if (spf.some((text) => /(^|\s)\+all(\s|$)/i.test(text))) findings.push({ key: 'spf_plus_all' });
    lookups = spfLookups(spf[0]!, resolve);
    if (lookups > spfLookupLimit) findings.push({ key: 'spf_too_many_lookups', count: lookups });
  }
  const dmarc = records
    .filter((record) => record.type === 'TXT' && ownerOf(record) === '_dmarc')
    .map(textOf)
    .filter(isDmarcText);
  if (dmarc.length === 0) {
    if (receivesMail || spf.length > 0) findings.push({ key: 'dmarc_missing' });
  } else {
    if (dmarc.length > 1) findings.push({ key: 'dmarc_several', count: dmarc.length });
    if (!dmarc.some((text) => /(^|;)\s*rua\s*=\s*\S/i.test(text))) findings.push({ key: 'dmarc_without_rua' });
  }
  return { findings, lookups };
}
