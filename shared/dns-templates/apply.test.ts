import { describe, expect, it } from 'vitest';
import { planChangeSet, type SavedRecord } from '../dns-change-set.ts';
import { normalizeRecord, recordFingerprint } from '../dns-records.ts';
import { type DnsRecordChangeInput, dnsRecordInput, type DnsRecordInput } from '../schemas/dns.ts';
import { type AppliedTemplate, changeWarnings, isSpf, mergeSpf, planTemplate, planTemplateRemoval, resolveTemplate, spfWithout, type TemplateVariables } from './apply.ts';
import { dnsTemplates, findTemplate } from './index.ts';
import { type DnsTemplate, templateId } from './template.ts';

/**
 * Every template applied to an empty zone, to one with another provider's MX, and to one with
 * an SPF record: the change set goes through the same check as the API's (planChangeSet), the
 * result is as expected, applying twice changes nothing and taking it off restores the zone.
 */
const domain = 'example.fo';
let nextId = 0;

function zone(records: Record<string, unknown>[]): SavedRecord[] {
  return records.map((raw) => {
    const normalized = normalizeRecord(dnsRecordInput.parse(raw), domain);
    if ('problem' in normalized) throw new Error(normalized.problem.key);
    return { id: `r${++nextId}`, record: normalized.record };
  });
}

/** The records after a change set, checked as the API checks it (a refusal fails the test). */
function after(saved: SavedRecord[], changes: DnsRecordChangeInput[]): SavedRecord[] {
  if (changes.length === 0) return saved;
  const result = planChangeSet(saved, changes, domain);
  if ('problems' in result) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  const { plan } = result;
  const gone = new Set(plan.removed.map((entry) => entry.before.id));
  const replaced = new Map(plan.changed.map((entry) => [entry.before.id, entry.record]));
  return [
    ...saved.filter((stored) => !gone.has(stored.id)).map((stored) => ({ ...stored, record: replaced.get(stored.id) ?? stored.record })),
    ...plan.added.map((entry) => ({ id: `r${++nextId}`, record: entry.record })),
  ];
}

const fingerprints = (records: readonly SavedRecord[]) => records.map((stored) => recordFingerprint(stored.record)).sort();

/** Each variable as its example shows it (the examples are valid values: checked below). */
const examples = (template: DnsTemplate): TemplateVariables => Object.fromEntries(template.variables.map((variable) => [variable.name, variable.example]));

function apply(saved: SavedRecord[], template: DnsTemplate, variables = examples(template)) {
  const planned = planTemplate(saved, template, variables, domain, templateId(template));
  if ('problems' in planned) throw new Error(`variables refused: ${JSON.stringify(planned.problems)}`);
  return { ...planned, records: after(saved, planned.changes) };
}

function remove(saved: SavedRecord[], template: DnsTemplate, applied: AppliedTemplate) {
  const planned = planTemplateRemoval(saved, template, applied, domain);
  if ('problems' in planned) throw new Error(`refused: ${JSON.stringify(planned.problems)}`);
  return { ...planned, records: after(saved, planned.changes) };
}

/** The template's own records (without its SPF rules), filled in with the examples. */
function ownRecords(template: DnsTemplate): DnsRecordInput[] {
  const result = resolveTemplate(template, examples(template), domain);
  if ('problems' in result) throw new Error(JSON.stringify(result.problems));
  return result.resolved.records;
}
const spfRules = (template: DnsTemplate) => template.records.flatMap((record) => (record.type === 'SPFM' ? [record.spfRules] : []));
const sendsMail = (template: DnsTemplate) => template.records.some((record) => record.type === 'MX');

const otherMx = { type: 'MX', name: '@', priority: 10, value: 'mx.other-provider.net', ttl: 3600 };
const otherSpf = { type: 'TXT', name: '@', value: 'v=spf1 include:spf.other-provider.net ~all', ttl: 3600 };

describe.each(dnsTemplates.map((template) => [templateId(template), template] as const))('the template %s', (_, template) => {
  it('applied to an empty zone adds its records (and an SPF record with its rules); twice changes nothing; taking it off empties the zone', () => {
    const first = apply([], template);
    const expected = ownRecords(template).map(recordFingerprint);
    if (spfRules(template).length > 0) expected.push(recordFingerprint({ type: 'TXT', name: '@', value: `v=spf1 ${spfRules(template).join(' ')} ~all`, ttl: 3600 }));
    expect(fingerprints(first.records)).toEqual(expected.sort());
    expect(first.changes.every((change) => change.action === 'add')).toBe(true);
    expect(first.notes.filter((note) => note.key !== 'spf_created')).toEqual([]);

    expect(apply(first.records, template).changes).toEqual([]);

    const off = remove(first.records, template, first.applied);
    expect(off.records).toEqual([]);
  });

  it('applied to a zone with another provider’s MX: replaces it (said so) only when it sets up mail; taking it off puts it back', () => {
    const saved = zone([otherMx, { type: 'A', name: '@', value: '192.0.2.10', ttl: 3600 }]);
    const result = apply(saved, template);
    const mx = result.records.filter((stored) => stored.record.type === 'MX').map((stored) => stored.record.value);
    if (sendsMail(template)) {
      expect(mx).not.toContain('mx.other-provider.net');
      expect(result.notes).toContainEqual({ key: 'mx_replaced', name: '@', values: ['MX 10 mx.other-provider.net'] });
      expect(changeWarnings([...result.changes.flatMap((change) => ('record' in change ? [change.record] : [])), saved[0]!.record])).toContain('mail');
    } else {
      expect(mx).toEqual(['mx.other-provider.net']);
      expect(result.notes.map((note) => note.key)).not.toContain('mx_replaced');
    }
    expect(apply(result.records, template).changes).toEqual([]);
    expect(fingerprints(remove(result.records, template, result.applied).records)).toEqual(fingerprints(saved));
  });

  it('applied to a zone with an SPF record: merges its rules into that one record; taking it off takes them out again', () => {
    const saved = zone([otherSpf]);
    const result = apply(saved, template);
    const spf = result.records.filter((stored) => isSpf(stored.record));
    expect(spf).toHaveLength(1);
    const expected = spfRules(template).length > 0 ? `v=spf1 include:spf.other-provider.net ${spfRules(template).join(' ')} ~all` : otherSpf.value;
    expect(spf[0]!.record.value).toBe(expected);
    expect(spf[0]!.id).toBe(saved[0]!.id);
    if (spfRules(template).length > 0) expect(result.notes).toContainEqual({ key: 'spf_merged', name: '@', values: [expected] });
    expect(apply(result.records, template).changes).toEqual([]);
    expect(fingerprints(remove(result.records, template, result.applied).records)).toEqual(fingerprints(saved));
  });

  it('its examples are values its variables accept', () => {
    expect(resolveTemplate(template, examples(template), domain)).toHaveProperty('resolved');
  });
});

describe('Microsoft 365', () => {
  const microsoft = findTemplate('microsoft.com.o365')!;

  it('makes exactly the records Microsoft asks for', () => {
    const result = apply([], microsoft, { verification: 'MS=ms12345678' });
    expect(result.records.map((stored) => stored.record)).toEqual([
      { type: 'TXT', name: '@', value: 'MS=ms12345678', ttl: 3600 },
      { type: 'MX', name: '@', value: 'example-fo.mail.protection.outlook.com', priority: 0, ttl: 3600 },
      { type: 'CNAME', name: 'autodiscover', value: 'autodiscover.outlook.com', ttl: 3600 },
      { type: 'TXT', name: '@', value: 'v=spf1 include:spf.protection.outlook.com ~all', ttl: 3600 },
    ]);
    expect(result.applied).toEqual({ id: 'microsoft.com.o365', templateVersion: 2, variables: { verification: 'MS=ms12345678' }, createdSpf: ['@'], replaced: [] });
  });

  it('with the organisation’s name adds the two DKIM selectors, the domain with dashes and the name filled in', () => {
    const result = apply([], microsoft, { verification: 'MS=ms12345678', tenant: 'Contoso-Fish' });
    expect(result.records.filter((stored) => stored.record.name.endsWith('._domainkey')).map((stored) => stored.record)).toEqual([
      { type: 'CNAME', name: 'selector1._domainkey', value: 'selector1-example-fo._domainkey.contoso-fish.onmicrosoft.com', ttl: 3600 },
      { type: 'CNAME', name: 'selector2._domainkey', value: 'selector2-example-fo._domainkey.contoso-fish.onmicrosoft.com', ttl: 3600 },
    ]);
    expect(result.applied.variables).toEqual({ verification: 'MS=ms12345678', tenant: 'Contoso-Fish' });
    expect(changeWarnings(result.records.filter((stored) => stored.record.type === 'CNAME').map((stored) => stored.record))).toEqual(['mail']);
    // A subdomain's dashes too, as Microsoft writes them.
    const sub = resolveTemplate(microsoft, { verification: 'MS=ms12345678', tenant: 'contoso' }, 'post.example.fo');
    expect('resolved' in sub && sub.resolved.records.find((record) => record.name === 'selector2._domainkey')?.value).toBe(
      'selector2-post-example-fo._domainkey.contoso.onmicrosoft.com',
    );
  });

  it('taken off, its DKIM selectors go with it; applied before there was a DKIM step (no name), taking it off still works', () => {
    const withDkim = apply([], microsoft, { verification: 'MS=ms12345678', tenant: 'contoso' });
    expect(remove(withDkim.records, microsoft, withDkim.applied).records).toEqual([]);
    const older = apply([], microsoft, { verification: 'MS=ms12345678' });
    expect(remove(older.records, microsoft, { ...older.applied, templateVersion: 1 }).records).toEqual([]);
  });

  it.each([
    ['contoso.onmicrosoft.com', 'the whole initial domain'],
    ['contoso_fish', 'an underscore'],
    ['-contoso', 'a leading hyphen'],
    ['contoso-', 'a trailing hyphen'],
    ['contosø', 'a letter outside a–z'],
    ['con toso', 'a space inside'],
    ['a'.repeat(64), 'a name longer than a DNS label'],
  ])('refuses the organisation’s name %j (%s) at its field', (tenant) => {
    expect(planTemplate([], microsoft, { verification: 'MS=ms12345678', tenant }, domain, 'x')).toEqual({
      problems: [{ variable: 'tenant', key: 'validation.dns_template_format' }],
    });
  });

  it('accepts the organisation’s name with letters, digits and hyphens, trimmed; left empty, no DKIM records', () => {
    for (const tenant of ['contoso', 'Contoso2', 'contoso-fish-2', '  contoso  ', 'c'])
      expect(planTemplate([], microsoft, { verification: 'MS=ms12345678', tenant }, domain, 'x')).toHaveProperty('changes');
    const empty = apply([], microsoft, { verification: 'MS=ms12345678', tenant: '' });
    expect(empty.records.some((stored) => stored.record.name.endsWith('._domainkey'))).toBe(false);
  });

  it('refuses a missing or a wrongly written verification code', () => {
    expect(planTemplate([], microsoft, {}, domain, 'x')).toEqual({ problems: [{ variable: 'verification', key: 'validation.required' }] });
    expect(planTemplate([], microsoft, { verification: 'ms12345678' }, domain, 'x')).toEqual({ problems: [{ variable: 'verification', key: 'validation.dns_template_format' }] });
  });

  it('a second SPF record is merged into the first and deleted (there may be only one)', () => {
    const saved = zone([otherSpf, { type: 'TXT', name: '@', value: 'v=spf1 ip4:192.0.2.0/24 -all', ttl: 3600 }]);
    const result = apply(saved, microsoft);
    const spf = result.records.filter((stored) => isSpf(stored.record));
    expect(spf.map((stored) => stored.record.value)).toEqual(['v=spf1 include:spf.other-provider.net ip4:192.0.2.0/24 include:spf.protection.outlook.com ~all']);
    expect(result.notes).toContainEqual({ key: 'spf_several', name: '@', values: ['v=spf1 ip4:192.0.2.0/24 -all'] });
  });

  it('takes the TTL of the TXT records already at the name (one TTL a name and type)', () => {
    const saved = zone([{ type: 'TXT', name: '@', value: 'hello', ttl: 300 }]);
    const result = apply(saved, microsoft);
    expect(result.records.filter((stored) => stored.record.type === 'TXT').map((stored) => stored.record.ttl)).toEqual([300, 300, 300]);
  });

  it('replaces an older Microsoft verification code, and a CNAME at autodiscover to another host', () => {
    const saved = zone([
      { type: 'TXT', name: '@', value: 'MS=ms00000000', ttl: 3600 },
      { type: 'CNAME', name: 'autodiscover', value: 'autodiscover.other.net', ttl: 3600 },
    ]);
    const result = apply(saved, microsoft);
    expect(result.notes).toContainEqual({ key: 'txt_replaced', name: '@', values: ['TXT MS=ms00000000'] });
    expect(result.notes).toContainEqual({ key: 'cname_replaces', name: 'autodiscover', values: ['CNAME autodiscover.other.net'] });
    expect(fingerprints(remove(result.records, microsoft, result.applied).records)).toEqual(fingerprints(saved));
  });
});

describe('a CNAME where other records exist', () => {
  const cname = findTemplate('okisnavn.fo.web-host-cname')!;
  const address = findTemplate('okisnavn.fo.web-host-address')!;

  it('replaces the records at its name, and says which', () => {
    const saved = zone([
      { type: 'A', name: 'www', value: '192.0.2.1', ttl: 3600 },
      { type: 'TXT', name: 'www', value: 'hello', ttl: 3600 },
      { type: 'A', name: 'shop', value: '192.0.2.2', ttl: 3600 },
    ]);
    const result = apply(saved, cname, { host: 'www', target: 'sites.example.net' });
    expect(result.notes).toEqual([{ key: 'cname_replaces', name: 'www', values: ['A 192.0.2.1', 'TXT hello'] }]);
    expect(result.records.map((stored) => `${stored.record.name} ${stored.record.type}`).sort()).toEqual(['shop A', 'www CNAME']);
    expect(fingerprints(remove(result.records, cname, result.applied).records)).toEqual(fingerprints(saved));
  });

  it('is refused at the domain itself, at the name variable', () => {
    expect(planTemplate([], cname, { host: '@', target: 'sites.example.net' }, domain, 'x')).toEqual({ problems: [{ variable: 'host', key: 'validation.dns_cname_at_apex' }] });
  });

  it('an address at a name with a CNAME replaces the CNAME; an optional IPv6 address left empty adds no AAAA', () => {
    const saved = zone([{ type: 'CNAME', name: 'www', value: 'old.example.net', ttl: 3600 }]);
    const result = apply(saved, address, { host: 'www', ipv4: '192.0.2.7', ipv6: '' });
    expect(result.notes).toEqual([{ key: 'replaced_by_cname', name: 'www', values: ['CNAME old.example.net'] }]);
    expect(result.records.map((stored) => `${stored.record.name} ${stored.record.type} ${stored.record.value}`)).toEqual(['www A 192.0.2.7']);
    expect(planTemplate([], address, { host: '@', ipv4: '300.1.1.1' }, domain, 'x')).toEqual({ problems: [{ variable: 'ipv4', key: 'validation.invalid_ipv4' }] });
  });
});

describe('SPF merging', () => {
  it('puts new rules before all and modifiers, once', () => {
    expect(mergeSpf('v=spf1 mx -all', ['include:a.net'])).toBe('v=spf1 mx include:a.net -all');
    expect(mergeSpf('v=spf1 mx redirect=_spf.b.net', ['include:a.net'])).toBe('v=spf1 mx include:a.net redirect=_spf.b.net');
    expect(mergeSpf('v=spf1 include:A.net ~all', ['include:a.net'])).toBe('v=spf1 include:A.net ~all');
    expect(spfWithout('v=spf1 mx include:a.net -all', ['include:a.net'])).toBe('v=spf1 mx -all');
  });

  it('a template that merged into an SPF record that said only -all leaves -all behind when taken off', () => {
    const google = findTemplate('google.com.workspace')!;
    const saved = zone([{ type: 'TXT', name: '@', value: 'v=spf1 -all', ttl: 3600 }]);
    const result = apply(saved, google);
    expect(result.records.find((stored) => isSpf(stored.record))!.record.value).toBe('v=spf1 include:_spf.google.com -all');
    expect(fingerprints(remove(result.records, google, result.applied).records)).toEqual(fingerprints(saved));
  });
});

describe('warnings in words', () => {
  it('mail for MX, SPF, DKIM and DMARC; name servers for NS; certificates for CAA; nothing for a web address', () => {
    const record = (raw: Record<string, unknown>) => dnsRecordInput.parse(raw);
    expect(changeWarnings([record(otherMx)])).toEqual(['mail']);
    expect(changeWarnings([record(otherSpf)])).toEqual(['mail']);
    expect(changeWarnings([record({ type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none' })])).toEqual(['mail']);
    expect(changeWarnings([record({ type: 'CNAME', name: 'protonmail._domainkey', value: 'x.proton.ch' })])).toEqual(['mail']);
    expect(
      changeWarnings([record({ type: 'NS', name: 'lab', value: 'ns1.example.net' }), record({ type: 'CAA', name: '@', flags: 0, tag: 'issue', value: 'letsencrypt.org' })]),
    ).toEqual(['name_servers', 'certificates']);
    expect(changeWarnings([record({ type: 'A', name: '@', value: '192.0.2.1' })])).toEqual([]);
  });
});
