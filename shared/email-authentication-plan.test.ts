import { describe, expect, it } from 'vitest';
import type { SavedRecord } from './dns-change-set.ts';
import {
  buildDmarc,
  buildSpf,
  dkimFromTemplate,
  dmarcPolicyOf,
  emailServices,
  dmarcReportAddress,
  nextDmarcPolicy,
  otherIncludes,
  planEmailAuth,
  serviceSpfRules,
  servicesWithoutDkim,
} from './email-authentication-plan.ts';
import { dnsRecordInput } from './schemas/dns.ts';

const saved = (id: string, raw: Record<string, unknown>): SavedRecord => ({ id, record: dnsRecordInput.parse({ ttl: 3600, ...raw }) });
const txt = (id: string, name: string, value: string) => saved(id, { type: 'TXT', name, value });

describe('the services’ SPF rules and DKIM', () => {
  it('takes each service’s include from its template', () => {
    expect(serviceSpfRules('microsoft')).toEqual(['include:spf.protection.outlook.com']);
    expect(serviceSpfRules('google')).toEqual(['include:_spf.google.com']);
    expect(serviceSpfRules('proton')).toEqual(['include:_spf.protonmail.ch']);
  });

  it('says which chosen services have no DKIM record at their selectors', () => {
    const records = [saved('1', { type: 'CNAME', name: 'selector1._domainkey', value: 'selector1-x._domainkey.x.onmicrosoft.com' }).record];
    expect(servicesWithoutDkim(records, ['microsoft', 'google'])).toEqual(['google']);
    expect(servicesWithoutDkim([], [])).toEqual([]);
  });

  it('knows whose DKIM its template sets up (Microsoft 365’s and Proton’s) and whose is a key to paste (Google’s)', () => {
    expect(emailServices.filter((service) => dkimFromTemplate(service.id)).map((service) => service.id)).toEqual(['microsoft', 'proton']);
  });

  it('reads other includes as host names, and refuses what is not one', () => {
    expect(otherIncludes(' include:mail.Example.net, spf.sender.example. ')).toEqual({ rules: ['include:mail.example.net', 'include:spf.sender.example'] });
    expect(otherIncludes('')).toEqual({ rules: [] });
    expect(otherIncludes('not a host')).toEqual({ problem: 'validation.dns_hostname_invalid' });
  });
});

describe('building the one SPF record', () => {
  it('makes a new record ending in ~all, with each include counted and its own lookups unknown', () => {
    expect(buildSpf([], [...serviceSpfRules('microsoft'), ...serviceSpfRules('google')])).toEqual({
      value: 'v=spf1 include:spf.protection.outlook.com include:_spf.google.com ~all',
      lookups: 2,
      unknown: ['spf.protection.outlook.com', '_spf.google.com'],
    });
  });

  it('merges two records into one, the rules before all, +all turned into ~all', () => {
    const plan = buildSpf(['v=spf1 mx +all', 'v=spf1 a include:x.example.net -all'], ['include:_spf.google.com', 'mx']);
    expect(plan.value).toBe('v=spf1 mx a include:x.example.net include:_spf.google.com ~all');
    expect(plan.lookups).toBe(4);
    expect(plan.unknown).toEqual(['x.example.net', '_spf.google.com']);
  });

  it('counts past the limit of 10', () => {
    const rules = Array.from({ length: 11 }, (_, index) => `include:s${index}.example.net`);
    expect(buildSpf(['v=spf1 -all'], rules)).toMatchObject({ lookups: 11 });
  });
});

describe('DMARC, a step at a time', () => {
  it('starts at p=none with the report address, and keeps the tags there when the policy moves', () => {
    expect(buildDmarc(null, 'none', 'dmarc@example.fo')).toBe('v=DMARC1; p=none; rua=mailto:dmarc@example.fo');
    const moved = buildDmarc('v=DMARC1; p=none; pct=100; rua=mailto:dmarc@example.fo', 'quarantine', null);
    expect(moved).toBe('v=DMARC1; p=quarantine; rua=mailto:dmarc@example.fo; pct=100');
    expect(dmarcPolicyOf(moved)).toBe('quarantine');
    expect(dmarcReportAddress(moved)).toBe('dmarc@example.fo');
    expect(dmarcPolicyOf('v=DMARC1; rua=mailto:x@example.fo')).toBeNull();
  });

  it('goes none → quarantine → reject, and no further', () => {
    expect(nextDmarcPolicy(null)).toBe('none');
    expect(nextDmarcPolicy('none')).toBe('quarantine');
    expect(nextDmarcPolicy('quarantine')).toBe('reject');
    expect(nextDmarcPolicy('reject')).toBeNull();
  });
});

describe('the wizard’s change set', () => {
  const records = [
    saved('mx', { type: 'MX', name: '@', priority: 10, value: 'mx.example.net' }),
    txt('spf1', '@', 'v=spf1 +all'),
    txt('spf2', '@', 'v=spf1 include:x.example.net -all'),
    txt('verify', '@', 'MS=ms12345678'),
  ];

  it('changes the first SPF record in place and removes the second', () => {
    expect(planEmailAuth(records, { spf: { rules: serviceSpfRules('microsoft') } })).toEqual({
      changes: [
        {
          action: 'change',
          id: 'spf1',
          record: { type: 'TXT', name: '@', value: 'v=spf1 include:x.example.net include:spf.protection.outlook.com ~all', ttl: 3600 },
        },
        { action: 'remove', id: 'spf2' },
      ],
    });
  });

  it('adds the DKIM key at <selector>._domainkey, pasted with quotes and line breaks', () => {
    const result = planEmailAuth(records, { dkim: { selector: 'Google._domainkey', value: '"v=DKIM1; k=rsa; "\n  "p=MIIBIjAN Bg+/kq=="' } });
    expect(result).toEqual({ changes: [{ action: 'add', record: { type: 'TXT', name: 'google._domainkey', value: 'v=DKIM1; k=rsa; p=MIIBIjANBg+/kq==', ttl: 3600 } }] });
  });

  it('refuses a DKIM value without a key and a selector that is no name, at their fields', () => {
    expect(planEmailAuth(records, { dkim: { selector: 'bad name', value: 'v=DKIM1; k=rsa' } })).toEqual({
      problems: [
        { field: 'dkimSelector', key: 'validation.dns_name_invalid' },
        { field: 'dkimValue', key: 'validation.dns_template_format' },
      ],
    });
  });

  it('adds DMARC at p=none, then changes that record to quarantine; a wrong or missing address is refused', () => {
    expect(planEmailAuth(records, { dmarc: { policy: 'none', reportAddress: 'mailto:dmarc@example.fo' } })).toEqual({
      changes: [{ action: 'add', record: { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none; rua=mailto:dmarc@example.fo', ttl: 3600 } }],
    });
    const withDmarc = [...records, txt('dmarc', '_dmarc', 'v=DMARC1; p=none; rua=mailto:dmarc@example.fo')];
    expect(planEmailAuth(withDmarc, { dmarc: { policy: 'quarantine', reportAddress: null } })).toEqual({
      changes: [{ action: 'change', id: 'dmarc', record: { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=quarantine; rua=mailto:dmarc@example.fo', ttl: 3600 } }],
    });
    expect(planEmailAuth(withDmarc, { dmarc: { policy: 'none', reportAddress: null } })).toEqual({ changes: [] });
    expect(planEmailAuth(records, { dmarc: { policy: 'none', reportAddress: 'dmarc' } })).toEqual({ problems: [{ field: 'reportAddress', key: 'validation.invalid_email' }] });
    expect(planEmailAuth(records, { dmarc: { policy: 'none', reportAddress: ' ' } })).toEqual({ problems: [{ field: 'reportAddress', key: 'validation.required' }] });
  });

  it('asks for a service when there is no SPF record and none is chosen', () => {
    expect(planEmailAuth([], { spf: { rules: [] } })).toEqual({ problems: [{ field: 'spf', key: 'validation.required' }] });
  });
});
