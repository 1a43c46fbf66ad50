import { randomUUID } from 'node:crypto';
import { type ChangeSetPlan, overRecordLimit, planChangeSet } from '#shared/dns-change-set.ts';
import { type AppliedTemplate, changeWarnings, planTemplate, planTemplateRemoval, type TemplateNote } from '#shared/dns-templates/apply.ts';
import { findTemplate } from '#shared/dns-templates/index.ts';
import type { DnsChangeSet, DnsChangeSetRequest, DnsRecordChangeInput, DnsTemplateChange } from '#shared/schemas/dns.ts';
import type { DnsActor, DnsVersion, DomainDns, StoredDnsRecord } from './model.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import { type DnsPorts, hostedDomain } from './ports.ts';
import { recordChange } from './record-changes.ts';
import { versionsPastKeeping } from './version-keeping.ts';
import { draftView, recordView } from './record-view.ts';

/**
 * Change sets: several records added, changed and removed in one request, checked together
 * (shared/dns-change-set.ts) and saved whole or not at all: one DynamoDB transaction on the
 * records' version, with the `dns.records-changed` event. The editor's add, change and delete are
 * change sets of one; templates hand in several.
 */

/** What made a version (the event names anything but a zone import as the editor's change). */
type Source = DnsVersion['source'];

/** Versions are kept 2 years, and the last 100 whatever their age (docs/decisions/dns-versions.md). */
export const versionsKept = { last: 100, days: 730 } as const;

/** The plan of a change set, or a 422 naming each refused change's field (`prefix` + `<index>.record.value`). */
export function checkedPlan(
  dns: DomainDns,
  changes: readonly DnsRecordChangeInput[],
  domain: string,
  fieldOf: (index: number, field: string) => string,
): ChangeSetPlan<StoredDnsRecord> {
  const result = planChangeSet(dns.records, changes, domain, { forwarding: dns.forwarding !== null });
  if ('problems' in result) throw new DomainError('validation_failed', Object.fromEntries(result.problems.map((problem) => [fieldOf(problem.index, problem.field), problem.key])));
  if (overRecordLimit(result.plan)) throw new DomainError('dns_record_limit');
  return result.plan;
}

/** The saved records a plan makes: new ones with fresh ids, changed ones keeping theirs. */
export function storedOf(plan: ChangeSetPlan<StoredDnsRecord>, at: Date) {
  return {
    added: plan.added.map(({ record }): StoredDnsRecord => ({ id: randomUUID(), record, createdAt: at.toISOString() })),
    changed: plan.changed.map(({ before, record }) => ({ before, after: { ...before, record } })),
    removed: plan.removed.map(({ before }) => before),
  };
}

/** The records after the changes: changed ones in place, removed ones gone, added ones last. */
function recordsAfter(current: readonly StoredDnsRecord[], changes: ReturnType<typeof storedOf>): StoredDnsRecord[] {
  const replaced = new Map(changes.changed.map((change) => [change.before.id, change.after]));
  const removed = new Set(changes.removed.map((stored) => stored.id));
  return [...current.filter((stored) => !removed.has(stored.id)).map((stored) => replaced.get(stored.id) ?? stored), ...changes.added];
}

/**
 * Saves what a plan changes with its event and the version it makes (who, when, from which
 * device, the records after), in one transaction on the version read (409 when it moved since),
 * and hands the event on; then lets go of versions past keeping. Answers the new version.
 */
export async function saveChanges(
  domain: { id: string; name: string },
  actor: DnsActor,
  dns: DomainDns,
  changes: ReturnType<typeof storedOf>,
  source: Source,
  ports: DnsPorts,
  restoredFrom: number | null = null,
  templates: { template: DnsVersion['template']; applied: readonly AppliedTemplate[] } | null = null,
): Promise<number> {
  const version = dns.version;
  const event = newEvent(
    'dns.records-changed',
    {
      domainId: domain.id,
      name: domain.name,
      actorId: actor.userId,
      actorKind: 'user',
      // The event's sources are the editor's and the import's: a restore, a template and the e-mail authentication wizard are the editor's.
      source: source === 'zone-import' ? 'zone-import' : 'editor',
      added: changes.added.length,
      changed: changes.changed.length,
      removed: changes.removed.length,
      records: [
        ...changes.changed.map((change) => recordChange(change.before.record, change.after.record)),
        ...changes.added.map((stored) => recordChange(null, stored.record)),
        ...changes.removed.map((stored) => recordChange(stored.record, null)),
      ],
      version: version + 1,
    },
    ports.clock,
  );
  const put = [...changes.added, ...changes.changed.map((change) => change.after)];
  const now = ports.clock.now();
  const kept: DnsVersion = {
    version: version + 1,
    at: now.toISOString(),
    actorId: actor.userId,
    actorName: actor.name,
    device: event.metadata.device ?? null,
    source,
    restoredFrom,
    template: templates?.template ?? null,
    added: changes.added.length,
    changed: changes.changed.length,
    removed: changes.removed.length,
    records: recordsAfter(dns.records, changes),
  };
  const next = await ports.dns.apply(
    domain.id,
    version,
    { put, remove: changes.removed.map((stored) => stored.id), version: kept, ...(templates ? { templates: templates.applied } : {}) },
    now,
    [event],
  );
  await ports.deliver([event]);
  if (next > versionsKept.last) {
    const past = versionsPastKeeping(await ports.dns.listVersions(domain.id), next, versionsKept.last, new Date(now.getTime() - versionsKept.days * 86_400_000));
    if (past.length > 0)
      await ports.dns.deleteVersions(
        domain.id,
        past.map((kept) => kept.version),
      );
  }
  return next;
}

/**
 * A service template's change set (shared/dns-templates/apply.ts): applying it, or taking an
 * applied one off, with the notes explaining what it replaces and the applied templates after
 * it. A variable's problem is `template.variables.<name>`; an unknown template `template.id`;
 * taking off one that is not applied is 404.
 */
function templateChangeSet(dns: DomainDns, request: DnsTemplateChange, domain: string) {
  const template = findTemplate(request.id);
  if (!template) throw new DomainError('validation_failed', { 'template.id': 'validation.dns_template_unknown' });
  const others = dns.templates.filter((applied) => applied.id !== request.id);
  const refused = (problems: { variable: string; key: string }[]) =>
    new DomainError('validation_failed', Object.fromEntries(problems.map((problem) => [`template.variables.${problem.variable}`, problem.key])));
  if (request.remove) {
    const applied = dns.templates.find((entry) => entry.id === request.id);
    if (!applied) throw new DomainError('not_found');
    const result = planTemplateRemoval(dns.records, template, applied, domain);
    if ('problems' in result) throw refused(result.problems);
    return { changes: result.changes, notes: result.notes, action: 'remove' as const, applied: others };
  }
  const result = planTemplate(dns.records, template, request.variables, domain, request.id);
  if ('problems' in result) throw refused(result.problems);
  // Applied again (other values): what it replaced the first time is still its to put back.
  const before = dns.templates.find((entry) => entry.id === request.id);
  const entry: AppliedTemplate = before
    ? { ...result.applied, createdSpf: [...new Set([...before.createdSpf, ...result.applied.createdSpf])], replaced: [...before.replaced, ...result.applied.replaced] }
    : result.applied;
  return { changes: result.changes, notes: result.notes, action: 'apply' as const, applied: [...others, entry] };
}

/**
 * `POST …/dns-change-sets`: checks the set (the one given, or the one a template makes); with
 * `apply` saves it whole. Problems are `changes.<index>.<field>` (a template's: `template`).
 * A template that changes nothing (applied already) saves nothing.
 */
export async function applyChangeSet(domainId: string, actor: DnsActor, request: DnsChangeSetRequest, ports: DnsPorts): Promise<DnsChangeSet> {
  const domain = await hostedDomain(domainId, actor.userId, ports, 'dns_custom_name_servers');
  const dns = await ports.dns.read(domainId);
  if (request.version !== undefined && request.version !== dns.version) throw new DomainError('conflict');
  const fromTemplate = request.template ? templateChangeSet(dns, request.template, domain.name) : null;
  const changeSet = fromTemplate ? fromTemplate.changes : (request.changes ?? []);
  const notes: TemplateNote[] = fromTemplate?.notes ?? [];
  const plan = checkedPlan(dns, changeSet, domain.name, fromTemplate ? () => 'template' : (index, field) => `changes.${index}.${field}`);
  const changes = storedOf(plan, ports.clock.now());
  let version = dns.version;
  const applied = request.apply && changeSet.length > 0;
  if (applied)
    version = await saveChanges(
      { id: domainId, name: domain.name },
      actor,
      dns,
      changes,
      fromTemplate ? 'template' : request.source,
      ports,
      null,
      fromTemplate ? { template: { id: request.template!.id, action: fromTemplate.action }, applied: fromTemplate.applied } : null,
    );
  return changeSetView(changes, domain.name, applied, version, notes);
}

/** A change set as answered: the records added, changed and removed, why, and what it touches. */
export function changeSetView(changes: ReturnType<typeof storedOf>, domain: string, applied: boolean, version: number, notes: readonly TemplateNote[] = []): DnsChangeSet {
  return {
    added: changes.added.map((stored) => draftView(stored, domain)),
    changed: changes.changed.map((change) => ({ before: recordView(change.before, domain), after: draftView(change.after, domain) })),
    removed: changes.removed.map((stored) => recordView(stored, domain)),
    notes: [...notes],
    warnings: changeWarnings([
      ...changes.added.map((stored) => stored.record),
      ...changes.changed.flatMap((change) => [change.before.record, change.after.record]),
      ...changes.removed.map((stored) => stored.record),
    ]),
    applied,
    version,
  };
}
