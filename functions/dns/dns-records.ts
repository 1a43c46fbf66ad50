import type { DnsRecord, DnsRecordChangeInput, DnsRecordInput } from '#shared/schemas/dns.ts';
import { dnsLimits } from '#shared/schemas/dns.ts';
import { DomainError } from '../errors.ts';
import type { DnsActor } from './model.ts';
import { checkedPlan, saveChanges, storedOf } from './change-sets.ts';
import { type DnsPorts, hostedDomain } from './ports.ts';
import { recordView } from './record-view.ts';

/**
 * A domain's DNS records, one at a time (the editor): list, add, change, delete. Each is a
 * change set of one (change-sets.ts): checked against all the domain's records
 * (shared/dns-change-set.ts), saved with its event in one transaction on the records' version,
 * and the `dns-zones` consumer brings the DNS host up to date from what is saved.
 */

export async function listRecords(domainId: string, userId: string, ports: DnsPorts) {
  const domain = await hostedDomain(domainId, userId, ports, 'dns_custom_name_servers');
  const dns = await ports.dns.read(domainId);
  return {
    domain: domain.name,
    records: dns.records.map((stored) => recordView(stored, domain.name)),
    limit: dnsLimits.recordsPerDomain,
    version: dns.version,
    forwarding: dns.forwarding !== null,
    templates: dns.templates.map((applied) => ({ id: applied.id, variables: applied.variables })),
  };
}

/** Throws when the caller may not touch a record of this name and type (an API token limited by record patterns). */
export type RecordGuard = (record: { name: string; type: string }) => void;

/**
 * One editor change, checked and saved; a problem is a 422 on the record's own field (`value`), an
 * unknown id 404. A `guard` sees the record as stored before the change and as it would be saved
 * (its name relative, as the patterns are written).
 */
async function saveOne(domainId: string, actor: DnsActor, change: DnsRecordChangeInput, ports: DnsPorts, guard?: RecordGuard) {
  const domain = await hostedDomain(domainId, actor.userId, ports, 'dns_custom_name_servers');
  const dns = await ports.dns.read(domainId);
  const existing = change.action === 'add' ? undefined : dns.records.find((stored) => stored.id === change.id);
  if (change.action !== 'add' && !existing) throw new DomainError('not_found');
  if (existing) guard?.(existing.record);
  const plan = checkedPlan(dns, [change], domain.name, (_index, field) => field.replace(/^record\./, ''));
  for (const { record } of [...plan.added, ...plan.changed]) guard?.(record);
  const changes = storedOf(plan, ports.clock.now());
  await saveChanges({ id: domainId, name: domain.name }, actor, dns, changes, 'editor', ports);
  const saved = changes.added[0] ?? changes.changed[0]?.after;
  return saved ? recordView(saved, domain.name) : null;
}

export async function addRecord(domainId: string, actor: DnsActor, input: DnsRecordInput, ports: DnsPorts, guard?: RecordGuard): Promise<DnsRecord> {
  return (await saveOne(domainId, actor, { action: 'add', record: input }, ports, guard))!;
}

export async function changeRecord(domainId: string, recordId: string, actor: DnsActor, input: DnsRecordInput, ports: DnsPorts, guard?: RecordGuard): Promise<DnsRecord> {
  return (await saveOne(domainId, actor, { action: 'change', id: recordId, record: input }, ports, guard))!;
}

export async function deleteRecord(domainId: string, recordId: string, actor: DnsActor, ports: DnsPorts, guard?: RecordGuard): Promise<void> {
  await saveOne(domainId, actor, { action: 'remove', id: recordId }, ports, guard);
}
