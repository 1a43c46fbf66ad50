import { normalizeRecord, type RecordProblem, recordSetProblems } from './dns-records.ts';
import { dnsLimits, type DnsRecordChangeInput, type DnsRecordInput } from './schemas/dns.ts';

/**
 * A change set: several records added, changed and removed at once, checked as one against the
 * records already saved (shared/dns-records.ts) before anything is saved. The editor's one
 * record, a template's records and a restore are all change sets; this is their one check.
 */

/** A saved record as the plan needs it. */
export interface SavedRecord {
  id: string;
  record: DnsRecordInput;
}

/** A change's problem: the change's index in the set, the field (`record.value`, `id`) and the key. */
export type ChangeProblem = { index: number; field: string; key: string };

export interface ChangeSetPlan<S extends SavedRecord> {
  /** Each add, in the set's order, normalized. */
  added: { index: number; record: DnsRecordInput }[];
  /** Each change: the saved record and the new one, normalized. */
  changed: { index: number; before: S; record: DnsRecordInput }[];
  removed: { index: number; before: S }[];
  /** How many records the domain holds after it. */
  count: number;
}

/**
 * Checks a change set against the saved records: every record normalized (names made relative,
 * values canonical), then the whole result against the rules among records. The records left as
 * they are come first and the set's own records after them, in the set's order, so a clash
 * between a saved record and a new one is the new one's (a saved record is never blamed: records
 * saved under older rules do not block other changes). An id that is not saved, or named twice,
 * is a problem on `id`; a domain over its record limit is `dns_record_limit` (the caller's).
 */
export function planChangeSet<S extends SavedRecord>(
  saved: readonly S[],
  changes: readonly DnsRecordChangeInput[],
  domain: string,
  options: { forwarding?: boolean } = {},
): { plan: ChangeSetPlan<S> } | { problems: ChangeProblem[] } {
  const problems: ChangeProblem[] = [];
  const byId = new Map(saved.map((stored) => [stored.id, stored]));
  const touched = new Set<string>();
  const plan: ChangeSetPlan<S> = { added: [], changed: [], removed: [], count: 0 };
  const fieldOf = (problem: RecordProblem) => `record.${problem.field}`;

  changes.forEach((change, index) => {
    let before: S | undefined;
    if (change.action !== 'add') {
      before = byId.get(change.id);
      if (!before) return void problems.push({ index, field: 'id', key: 'validation.dns_record_unknown' });
      if (touched.has(change.id)) return void problems.push({ index, field: 'id', key: 'validation.dns_record_twice' });
      touched.add(change.id);
    }
    if (change.action === 'remove') return void plan.removed.push({ index, before: before! });
    const normalized = normalizeRecord(change.record, domain);
    if ('problem' in normalized) return void problems.push({ index, field: fieldOf(normalized.problem), key: normalized.problem.key });
    if (change.action === 'add') plan.added.push({ index, record: normalized.record });
    else plan.changed.push({ index, before: before!, record: normalized.record });
  });

  const kept = saved.filter((stored) => !touched.has(stored.id));
  const incoming = [...plan.added, ...plan.changed].sort((a, b) => a.index - b.index);
  const all = [...kept.map((stored) => stored.record), ...incoming.map((entry) => entry.record)];
  recordSetProblems(all, domain, options).forEach((problem, position) => {
    if (position < kept.length) return;
    problems.push({ index: incoming[position - kept.length]!.index, field: fieldOf(problem), key: problem.key });
  });
  if (problems.length > 0) {
    // One problem a change (its first), in the set's order.
    const first = new Map<number, ChangeProblem>();
    for (const problem of problems) if (!first.has(problem.index)) first.set(problem.index, problem);
    return { problems: [...first.values()].sort((a, b) => a.index - b.index) };
  }
  plan.count = all.length;
  return { plan };
}

/** More records than a domain may hold after the change. */
export const overRecordLimit = (plan: { count: number }) => plan.count > dnsLimits.recordsPerDomain;
