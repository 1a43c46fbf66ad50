import { type SavedRecord } from '../dns-change-set.ts';
import { normalizeRecord, ownerOf, recordIdentity, recordSetProblems, txtStrings } from '../dns-records.ts';
import * as z from 'zod';
import { type DnsRecordChangeInput, type DnsRecordInput, dnsRecordInput } from '../schemas/dns.ts';
import type { DnsTemplate, TemplateRecord } from './template.ts';

/**
 * A template applied to a domain's records, and taken off again, as plain functions (the API
 * saves what they make through the change-set route; the DNS tab shows the diff the API
 * answers). Conflicts follow Domain Connect's rules where it has them: an MX set is replaced by
 * the template's, A/AAAA/CNAME at a name replace each other, a CNAME replaces everything at its
 * name, TXT records go by `txtConflictMatchingMode`, and `SPFM` merges into the one SPF record
 * (docs/decisions/dns-service-templates.md).
 */

export type TemplateVariables = Record<string, string>;

/** Why a record is changed or deleted, in words on the diff (`dns.templates.notes.<key>`). */
export type TemplateNote = {
  key:
    'mx_replaced' | 'cname_replaces' | 'replaced_by_cname' | 'address_replaced' | 'txt_replaced' | 'spf_created' | 'spf_merged' | 'spf_several' | 'spf_rule_removed' | 'restored';
  name: string;
  values: string[];
};

/** What is kept of an applied template: enough to take it off again as one change. */
export interface AppliedTemplate {
  id: string;
  /** The template file's version when applied. */
  templateVersion: number;
  variables: TemplateVariables;
  /** The names whose SPF record the template made (taken off with it when nothing else is left in it). */
  createdSpf: string[];
  /** The records it deleted (put back when it is taken off, if nothing stands in their way). */
  replaced: DnsRecordInput[];
}

/** A variable's problem: `validation.<key>`. */
export type VariableProblem = { variable: string; key: string };

interface Resolved {
  records: DnsRecordInput[];
  /** The TXT conflict rule of each record (by index). */
  txtRules: (Pick<Extract<TemplateRecord, { type: 'TXT' }>, 'txtConflictMatchingMode' | 'txtConflictMatchingPrefix'> | null)[];
  spf: { name: string; rules: string[]; ttl: number }[];
}

const placeholder = /%([a-zA-Z][a-zA-Z0-9]*)%/g;
const variablesIn = (text: string) => [...text.matchAll(placeholder)].map((match) => match[1]!);

/** The template's records with the variables filled in, each checked as the editor checks a record. */
export function resolveTemplate(template: DnsTemplate, input: TemplateVariables, domain: string): { resolved: Resolved } | { problems: VariableProblem[] } {
  const problems: VariableProblem[] = [];
  const values = new Map<string, string>([
    ['domain', domain],
    ['domainDashes', domain.replace(/\./g, '-')],
  ]);
  const empty = new Set<string>();
  for (const variable of template.variables) {
    const value = (input[variable.name] ?? variable.default ?? '').trim();
    if (value === '') {
      if (variable.optional) empty.add(variable.name);
      else problems.push({ variable: variable.name, key: 'validation.required' });
      continue;
    }
    if (variable.pattern && !new RegExp(`^(?:${variable.pattern})$`).test(value)) problems.push({ variable: variable.name, key: 'validation.dns_template_format' });
    values.set(variable.name, value);
  }
  if (problems.length > 0) return { problems };

  const fill = (text: string) => text.replace(placeholder, (_, name: string) => values.get(name) ?? '');
  const resolved: Resolved = { records: [], txtRules: [], spf: [] };
  for (const source of template.records) {
    const used = variablesIn(JSON.stringify(source));
    if (used.some((name) => empty.has(name))) continue;
    const name = fill(source.host);
    if (source.type === 'SPFM') {
      resolved.spf.push({ name, rules: fill(source.spfRules).split(/\s+/).filter(Boolean), ttl: source.ttl });
      continue;
    }
    let raw: Record<string, unknown>;
    if (source.type === 'MX') raw = { type: 'MX', name, value: fill(source.pointsTo), priority: source.priority, ttl: source.ttl };
    else if (source.type === 'TXT') raw = { type: 'TXT', name, value: fill(source.data), ttl: source.ttl };
    else if (source.type === 'CAA') {
      const [, flags, tag, value] = /^(\d+) (\S+) "([^"]+)"$/.exec(fill(source.data))!;
      raw = { type: 'CAA', name, flags: Number(flags), tag, value, ttl: source.ttl };
    } else raw = { type: source.type, name, value: fill(source.pointsTo), ttl: source.ttl };
    const parsed = dnsRecordInput.safeParse(raw);
    // A record the variables make wrong is the variable's problem, in the field it fills.
    const blame = (field: string, key: string) => {
      const value = 'pointsTo' in source ? source.pointsTo : 'data' in source ? source.data : '';
      const inField = variablesIn(field === 'name' ? source.host : value);
      problems.push({ variable: inField[0] ?? used[0] ?? '', key });
    };
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      blame(String(issue.path[0] ?? 'value'), issue.message);
      continue;
    }
    const normalized = normalizeRecord(parsed.data, domain);
    if ('problem' in normalized) {
      blame(normalized.problem.field, normalized.problem.key);
      continue;
    }
    resolved.records.push(normalized.record);
    resolved.txtRules.push(source.type === 'TXT' ? { txtConflictMatchingMode: source.txtConflictMatchingMode, txtConflictMatchingPrefix: source.txtConflictMatchingPrefix } : null);
  }
  // One problem a variable.
  if (problems.length > 0) return { problems: problems.filter((problem, index) => problems.findIndex((other) => other.variable === problem.variable) === index) };
  return { resolved };
}

/** The text of a TXT value (its character-strings joined). */
const textOf = (record: DnsRecordInput) => (record.type === 'TXT' ? txtStrings(record.value).join('') : record.value);
export const isSpf = (record: DnsRecordInput) => record.type === 'TXT' && /^v=spf1(\s|$)/i.test(textOf(record));

const allMechanism = /^[+~?-]?all$/i;
const isModifier = (term: string) => /^[a-z][a-z0-9._-]*=/i.test(term);

/** An SPF record with the rules added (those not in it yet), before its `all` (or its modifiers). */
export function mergeSpf(value: string, rules: readonly string[]): string {
  const terms = value.trim().split(/\s+/).slice(1);
  const known = new Set(terms.map((term) => term.toLowerCase()));
  const missing = rules.filter((rule) => !known.has(rule.toLowerCase()));
  let at = terms.findIndex((term) => allMechanism.test(term));
  if (at < 0) at = terms.findIndex(isModifier);
  if (at < 0) at = terms.length;
  return ['v=spf1', ...terms.slice(0, at), ...missing, ...terms.slice(at)].join(' ');
}

/** An SPF record without these rules. */
export function spfWithout(value: string, rules: readonly string[]): string {
  const gone = new Set(rules.map((rule) => rule.toLowerCase()));
  return [
    'v=spf1',
    ...value
      .trim()
      .split(/\s+/)
      .slice(1)
      .filter((term) => !gone.has(term.toLowerCase())),
  ].join(' ');
}

/** An SPF record that says nothing but `all` and modifiers: nothing of its own left. */
const spfIsEmpty = (value: string) =>
  value
    .trim()
    .split(/\s+/)
    .slice(1)
    .every((term) => allMechanism.test(term) || isModifier(term));

/** The SPF record the template makes where there is none: soft fail until the owner is sure (`~all`). */
const newSpf = (rules: readonly string[]) => ['v=spf1', ...rules, '~all'].join(' ');

function addNote(notes: TemplateNote[], key: TemplateNote['key'], name: string, value: string) {
  const note = notes.find((existing) => existing.key === key && existing.name === name);
  if (!note) notes.push({ key, name, values: [value] });
  else if (!note.values.includes(value)) note.values.push(value);
}

/** How a record is shown in a note: `10 mail.example.net`, the TXT text, the address. */
const shown = (record: DnsRecordInput) =>
  record.type === 'MX' ? `${record.priority} ${record.value}` : record.type === 'CAA' ? `${record.flags} ${record.tag} "${record.value}"` : textOf(record);

/**
 * The change set that applies a template to the saved records, with the notes that explain
 * each replacement and what to keep for taking it off. Records already there are left alone,
 * so applying twice changes nothing.
 */
export function planTemplate(
  saved: readonly SavedRecord[],
  template: DnsTemplate,
  variables: TemplateVariables,
  domain: string,
  templateId: string,
): { changes: DnsRecordChangeInput[]; notes: TemplateNote[]; applied: AppliedTemplate } | { problems: VariableProblem[] } {
  const result = resolveTemplate(template, variables, domain);
  if ('problems' in result) return result;
  const { records, txtRules, spf } = result.resolved;
  const wanted = new Set(records.map(recordIdentity));
  const removed = new Set<string>();
  const changes: DnsRecordChangeInput[] = [];
  const notes: TemplateNote[] = [];
  const replaced: DnsRecordInput[] = [];
  const live = () => saved.filter((stored) => !removed.has(stored.id));
  const remove = (stored: SavedRecord, key: TemplateNote['key']) => {
    removed.add(stored.id);
    changes.push({ action: 'remove', id: stored.id });
    replaced.push(stored.record);
    addNote(notes, key, stored.record.name, `${stored.record.type} ${shown(stored.record)}`);
  };

  records.forEach((record, index) => {
    const owner = ownerOf(record);
    for (const stored of live().filter((candidate) => ownerOf(candidate.record) === owner)) {
      const other = stored.record;
      if (wanted.has(recordIdentity(other))) continue;
      if (record.type === 'CNAME') remove(stored, 'cname_replaces');
      else if (other.type === 'CNAME') remove(stored, 'replaced_by_cname');
      else if (record.type === 'MX' && other.type === 'MX') remove(stored, 'mx_replaced');
      else if ((record.type === 'A' || record.type === 'AAAA') && (other.type === 'A' || other.type === 'AAAA')) remove(stored, 'address_replaced');
      else if (record.type === 'TXT' && other.type === 'TXT' && !isSpf(other)) {
        const rule = txtRules[index];
        const mode = rule?.txtConflictMatchingMode ?? 'None';
        if (mode === 'All' || (mode === 'Prefix' && textOf(other).startsWith(rule?.txtConflictMatchingPrefix ?? ''))) remove(stored, 'txt_replaced');
      }
    }
  });

  const additions: DnsRecordInput[] = [];
  /** One TTL a name and type: a record added beside kept ones takes theirs. */
  const withTtl = (record: DnsRecordInput): DnsRecordInput => {
    const beside = live().find((stored) => ownerOf(stored.record) === ownerOf(record) && stored.record.type === record.type);
    return beside ? { ...record, ttl: beside.record.ttl } : record;
  };
  for (const record of records) {
    if (live().some((stored) => recordIdentity(stored.record) === recordIdentity(record))) continue;
    if (additions.some((added) => recordIdentity(added) === recordIdentity(record))) continue;
    additions.push(withTtl(record));
  }

  const createdSpf: string[] = [];
  for (const { name, rules, ttl } of spf) {
    const existing = live().filter((stored) => stored.record.name === name && isSpf(stored.record));
    if (existing.length === 0) {
      additions.push(withTtl({ type: 'TXT', name, value: newSpf(rules), ttl }));
      createdSpf.push(name);
      addNote(notes, 'spf_created', name, newSpf(rules));
      continue;
    }
    // There may be only one SPF record (RFC 7208 §4.5): the others' terms go into the first.
    const [first, ...others] = existing;
    let value = textOf(first!.record);
    for (const other of others) {
      value = mergeSpf(
        value,
        textOf(other.record)
          .trim()
          .split(/\s+/)
          .slice(1)
          .filter((term) => !allMechanism.test(term) && !isModifier(term)),
      );
      removed.add(other.id);
      changes.push({ action: 'remove', id: other.id });
      addNote(notes, 'spf_several', name, textOf(other.record));
    }
    value = mergeSpf(value, rules);
    if (value !== textOf(first!.record)) {
      changes.push({ action: 'change', id: first!.id, record: { ...first!.record, value } as DnsRecordInput });
      addNote(notes, 'spf_merged', name, value);
    }
  }

  for (const record of additions) changes.push({ action: 'add', record });
  return { changes, notes, applied: { id: templateId, templateVersion: template.version, variables: { ...variables }, createdSpf, replaced } };
}

/**
 * The change set that takes an applied template off: its records deleted, its SPF rules taken
 * out of the SPF record (the record deleted when the template made it and nothing else is left
 * in it), and the records it replaced put back where nothing now stands in their way.
 */
export function planTemplateRemoval(
  saved: readonly SavedRecord[],
  template: DnsTemplate,
  applied: AppliedTemplate,
  domain: string,
): { changes: DnsRecordChangeInput[]; notes: TemplateNote[] } | { problems: VariableProblem[] } {
  const result = resolveTemplate(template, applied.variables, domain);
  if ('problems' in result) return result;
  const { records, spf } = result.resolved;
  const changes: DnsRecordChangeInput[] = [];
  const notes: TemplateNote[] = [];
  const removed = new Set<string>();
  for (const record of records) {
    const stored = saved.find((candidate) => !removed.has(candidate.id) && recordIdentity(candidate.record) === recordIdentity(record));
    if (!stored) continue;
    removed.add(stored.id);
    changes.push({ action: 'remove', id: stored.id });
  }
  for (const { name, rules } of spf) {
    const stored = saved.find((candidate) => candidate.record.name === name && isSpf(candidate.record));
    if (!stored) continue;
    const value = spfWithout(textOf(stored.record), rules);
    if (value === textOf(stored.record)) continue;
    if (spfIsEmpty(value) && applied.createdSpf.includes(name)) {
      removed.add(stored.id);
      changes.push({ action: 'remove', id: stored.id });
    } else {
      changes.push({ action: 'change', id: stored.id, record: { ...stored.record, value } as DnsRecordInput });
      addNote(notes, 'spf_rule_removed', name, value);
    }
  }
  // Put back what the template replaced, one record at a time while nothing clashes (a second SPF record never).
  const kept = saved.filter((stored) => !removed.has(stored.id)).map((stored) => stored.record);
  const back: DnsRecordInput[] = [];
  for (const record of applied.replaced) {
    if (isSpf(record) || [...kept, ...back].some((other) => recordIdentity(other) === recordIdentity(record))) continue;
    if (recordSetProblems([...kept, ...back, record], domain).size > 0) continue;
    back.push(record);
    addNote(notes, 'restored', record.name, `${record.type} ${shown(record)}`);
  }
  for (const record of back) changes.push({ action: 'add', record });
  return { changes, notes };
}

/** What a change touches that people should be warned about: mail (MX, SPF, DKIM, DMARC), name servers, certificates (CAA). */
export type ChangeWarning = 'mail' | 'name_servers' | 'certificates';

export function changeWarnings(records: readonly DnsRecordInput[]): ChangeWarning[] {
  const warnings = new Set<ChangeWarning>();
  for (const record of records) {
    const owner = ownerOf(record);
    if (record.type === 'MX' || isSpf(record) || /(^|\.)_dmarc(\.|$)|(^|\.)_domainkey(\.|$)/.test(owner)) warnings.add('mail');
    if (record.type === 'NS') warnings.add('name_servers');
    if (record.type === 'CAA') warnings.add('certificates');
  }
  return (['mail', 'name_servers', 'certificates'] as const).filter((warning) => warnings.has(warning));
}

/**
 * The form's check of a template's variables (the DNS tab): the same `resolveTemplate` the API
 * runs, its problems at the variables' fields.
 */
export function templateVariablesSchema(template: DnsTemplate, domain: string) {
  return z.record(z.string(), z.union([z.string(), z.boolean()])).transform((values, context) => {
    const variables = Object.fromEntries(template.variables.map((variable) => [variable.name, String(values[variable.name] ?? '')]));
    const result = resolveTemplate(template, variables, domain);
    if ('problems' in result) for (const problem of result.problems) context.addIssue({ code: 'custom', path: [problem.variable], message: problem.key });
    return variables;
  });
}
