import type { SavedRecord } from './dns-change-set.ts';
import { ownerOf, txtStrings } from './dns-records.ts';
import { isSpf, mergeSpf } from './dns-templates/apply.ts';
import { findTemplate } from './dns-templates/index.ts';
import { spfLookups } from './email-authentication.ts';
import type { DnsRecordChangeInput, DnsRecordInput } from './schemas/dns.ts';

/**
 * The e-mail authentication wizard's changes (issue 31), as plain functions: the one SPF record
 * built from the services chosen (merged into what is there), a DKIM key pasted as a TXT record
 * at `<selector>._domainkey`, and DMARC started at `p=none` with a report address and moved a
 * step at a time to `quarantine` and `reject`. The DNS tab sends what they make as a change set
 * (`POST …/dns-change-sets`), the one save path (docs/decisions/email-authentication-wizard.md).
 */

/** The mail services offered, each with its template (its SPF include is the template's `SPFM`) and its DKIM selectors. */
export const emailServices = [
  { id: 'microsoft', template: 'microsoft.com.o365', dkimSelectors: ['selector1', 'selector2'] },
  { id: 'google', template: 'google.com.workspace', dkimSelectors: ['google'] },
  { id: 'proton', template: 'proton.me.mail', dkimSelectors: ['protonmail', 'protonmail2', 'protonmail3'] },
] as const;
export type EmailServiceId = (typeof emailServices)[number]['id'];

/** The SPF rules a service's template merges into the SPF record (`include:spf.protection.outlook.com`). */
export function serviceSpfRules(id: EmailServiceId): string[] {
  const service = emailServices.find((candidate) => candidate.id === id)!;
  return findTemplate(service.template)!.records.flatMap((record) => (record.type === 'SPFM' ? record.spfRules.split(/\s+/).filter(Boolean) : []));
}

/** Whether a service's template sets up its DKIM records (Microsoft 365's and Proton's CNAMEs); Google's is a key to paste. */
export function dkimFromTemplate(id: EmailServiceId): boolean {
  const service = emailServices.find((candidate) => candidate.id === id)!;
  return findTemplate(service.template)!.records.some((record) => /(^|\.)_domainkey$/.test(record.host));
}

/** The services chosen whose DKIM selectors have no record at `<selector>._domainkey`. */
export function servicesWithoutDkim(records: readonly DnsRecordInput[], chosen: readonly EmailServiceId[]): EmailServiceId[] {
  const owners = new Set(records.map((record) => ownerOf(record).toLowerCase()));
  return chosen.filter((id) => !emailServices.find((service) => service.id === id)!.dkimSelectors.some((selector) => owners.has(`${selector}._domainkey`)));
}

const textOf = (record: DnsRecordInput) => txtStrings(record.value).join('');
const allMechanism = /^[+~?-]?all$/i;
const isModifier = (term: string) => /^[a-z][a-z0-9._-]*=/i.test(term);
const hostName = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** `include:` rules from what was typed as "other include": host names or `include:host`, one per space or comma. */
export function otherIncludes(text: string): { rules: string[] } | { problem: string } {
  const rules: string[] = [];
  for (const word of text.split(/[\s,]+/).filter(Boolean)) {
    const host = word
      .replace(/^include:/i, '')
      .replace(/\.$/, '')
      .toLowerCase();
    if (!hostName.test(host)) return { problem: 'validation.dns_hostname_invalid' };
    rules.push(`include:${host}`);
  }
  return { rules };
}

export interface SpfPlan {
  /** The one SPF record's text. */
  value: string;
  /** The lookups counted: one for each lookup term (an include's own are not known here). */
  lookups: number;
  /** The included domains whose own lookups are not counted. */
  unknown: string[];
}

/**
 * The one SPF record: the existing records' terms merged into the first (RFC 7208 §4.5: only one
 * may be there), the rules added before its `all`; `+all` (or a bare `all`), which lets anyone
 * send as the domain, becomes `~all`; a new record ends in `~all` (soft fail until the owner is sure).
 */
export function buildSpf(existing: readonly string[], rules: readonly string[]): SpfPlan {
  let value = existing[0] ?? 'v=spf1 ~all';
  for (const other of existing.slice(1)) {
    value = mergeSpf(
      value,
      other
        .trim()
        .split(/\s+/)
        .slice(1)
        .filter((term) => !allMechanism.test(term) && !isModifier(term)),
    );
  }
  value = mergeSpf(value, rules);
  value = value
    .split(/\s+/)
    .map((term) => (/^\+?all$/i.test(term) ? '~all' : term))
    .join(' ');
  const unknown = [...value.matchAll(/(?:^|\s)[+?~-]?include:(\S+)/gi)].map((match) => match[1]!.toLowerCase());
  const redirect = /(?:^|\s)redirect=(\S+)/i.exec(value);
  if (redirect) unknown.push(redirect[1]!.toLowerCase());
  return { value, lookups: spfLookups(value), unknown };
}

export const dmarcPolicies = ['none', 'quarantine', 'reject'] as const;
export type DmarcPolicy = (typeof dmarcPolicies)[number];

/** A DMARC record's tags in order (`v`, `p`, `rua`, …). */
function dmarcTags(text: string): [string, string][] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? [part.toLowerCase(), ''] : [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()];
    });
}

/** The policy a DMARC record asks for, or null when it names none. */
export function dmarcPolicyOf(text: string): DmarcPolicy | null {
  const policy = dmarcTags(text)
    .find(([tag]) => tag === 'p')?.[1]
    .toLowerCase();
  return (dmarcPolicies as readonly string[]).includes(policy ?? '') ? (policy as DmarcPolicy) : null;
}

/** The report address a DMARC record names (`rua=mailto:…`, the first), or null. */
export function dmarcReportAddress(text: string): string | null {
  const rua = dmarcTags(text).find(([tag]) => tag === 'rua')?.[1];
  const first = rua?.split(',')[0]?.trim();
  return first ? first.replace(/^mailto:/i, '') : null;
}

/** The next step: `none` → `quarantine` → `reject`, then none. */
export function nextDmarcPolicy(policy: DmarcPolicy | null): DmarcPolicy | null {
  if (policy === null) return 'none';
  return dmarcPolicies[dmarcPolicies.indexOf(policy) + 1] ?? null;
}

const emailAddress = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;

/**
 * The DMARC record with this policy and report address: the tags already there kept, in their
 * order after `v` and `p` (a report address given replaces `rua`; none given keeps the one there).
 */
export function buildDmarc(existing: string | null, policy: DmarcPolicy, reportAddress: string | null): string {
  const kept = existing ? dmarcTags(existing).filter(([tag]) => tag !== 'v' && tag !== 'p') : [];
  const rua = reportAddress ? `mailto:${reportAddress.trim().replace(/^mailto:/i, '')}` : null;
  const rest = rua ? [...kept.filter(([tag]) => tag !== 'rua'), ['rua', rua] as [string, string]] : kept;
  // `rua` right after `p`, where people look for it.
  rest.sort(([a], [b]) => Number(b === 'rua') - Number(a === 'rua'));
  return ['v=DMARC1', `p=${policy}`, ...rest.map(([tag, value]) => (value === '' ? tag : `${tag}=${value}`))].join('; ');
}

/** What the wizard is asked to do; each part may be left out. */
export interface EmailAuthWish {
  spf?: { rules: string[] };
  dkim?: { selector: string; value: string };
  dmarc?: { policy: DmarcPolicy; reportAddress: string | null };
}

/** A wish's problem: the wizard's field (`spf`, `dkimSelector`, `dkimValue`, `reportAddress`) and `validation.<key>`. */
export type WishProblem = { field: string; key: string };

const selectorPattern = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const ttl = 3600;

/**
 * The change set that does what is wished on the saved records: the SPF record changed in place
 * (the others merged into it and removed), the DKIM TXT record at `<selector>._domainkey` added or
 * replaced, the DMARC record at `_dmarc` added or changed. A part that changes nothing adds nothing.
 */
export function planEmailAuth(saved: readonly SavedRecord[], wish: EmailAuthWish): { changes: DnsRecordChangeInput[] } | { problems: WishProblem[] } {
  const problems: WishProblem[] = [];
  const changes: DnsRecordChangeInput[] = [];
  const txtAt = (name: string) => saved.filter((stored) => stored.record.type === 'TXT' && ownerOf(stored.record).toLowerCase() === name);
  const put = (stored: SavedRecord | undefined, name: string, value: string) => {
    if (!stored) changes.push({ action: 'add', record: { type: 'TXT', name, value, ttl } });
    else if (textOf(stored.record) !== value) changes.push({ action: 'change', id: stored.id, record: { ...stored.record, value } as DnsRecordInput });
  };

  if (wish.spf) {
    const existing = txtAt('@').filter((stored) => isSpf(stored.record));
    if (existing.length === 0 && wish.spf.rules.length === 0) problems.push({ field: 'spf', key: 'validation.required' });
    else {
      put(
        existing[0],
        '@',
        buildSpf(
          existing.map((stored) => textOf(stored.record)),
          wish.spf.rules,
        ).value,
      );
      for (const other of existing.slice(1)) changes.push({ action: 'remove', id: other.id });
    }
  }
  if (wish.dkim) {
    const selector = wish.dkim.selector
      .trim()
      .toLowerCase()
      .replace(/\._domainkey$/, '');
    // Keys are pasted with line breaks and quotes from the provider's page: the text alone is kept.
    const value = wish.dkim.value.replace(/["\s]/g, '').replace(/;/g, '; ').trim();
    if (selector === '') problems.push({ field: 'dkimSelector', key: 'validation.required' });
    else if (!selectorPattern.test(selector)) problems.push({ field: 'dkimSelector', key: 'validation.dns_name_invalid' });
    if (value === '') problems.push({ field: 'dkimValue', key: 'validation.required' });
    else if (!/(^|;)\s*p=[A-Za-z0-9+/=]*(;|$)/.test(value)) problems.push({ field: 'dkimValue', key: 'validation.dns_template_format' });
    if (!problems.some((problem) => problem.field.startsWith('dkim'))) put(txtAt(`${selector}._domainkey`)[0], `${selector}._domainkey`, value.replace(/;$/, ''));
  }
  if (wish.dmarc) {
    const existing = txtAt('_dmarc').find((stored) => /^v=DMARC1/i.test(textOf(stored.record)));
    const address = wish.dmarc.reportAddress?.trim().replace(/^mailto:/i, '') || null;
    if (address !== null && !emailAddress.test(address)) problems.push({ field: 'reportAddress', key: 'validation.invalid_email' });
    else if (address === null && !(existing && dmarcReportAddress(textOf(existing.record)))) problems.push({ field: 'reportAddress', key: 'validation.required' });
    else put(existing, '_dmarc', buildDmarc(existing ? textOf(existing.record) : null, wish.dmarc.policy, address));
  }
  return problems.length > 0 ? { problems } : { changes };
}
