import { randomUUID } from 'node:crypto';
import { fqdnOf, normalizeRecord, ownerOf, rdataOf, recordSetProblems } from '#shared/dns-records.ts';
import { type DnsRecord, type DnsRecordInput, dnsLimits } from '#shared/schemas/dns.ts';
import type { StoredDnsRecord } from './model.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import { type DnsPorts, hostedDomain } from './ports.ts';
import { recordChange } from './record-changes.ts';

/**
 * A domain's DNS records, one at a time (the editor): list, add, change, delete. Each change is
 * checked against all the domain's records (shared/dns-records.ts), saved with its event in one
 * transaction on the records' version, and the `dns-zones` consumer brings the DNS host up to
 * date from what is saved.
 */

/** A record as the API answers it. */
export function recordView(stored: StoredDnsRecord, domain: string): DnsRecord {
  const record = stored.record;
  const has = <K extends string>(key: K) => (key in record ? (record as Record<K, unknown>)[key] : null);
  return {
    id: stored.id,
    type: record.type,
    name: record.name,
    fqdn: fqdnOf(ownerOf(record), domain),
    value: record.value,
    ttl: record.ttl,
    priority: has('priority') as number | null,
    weight: has('weight') as number | null,
    port: has('port') as number | null,
    service: has('service') as string | null,
    protocol: has('protocol') as DnsRecord['protocol'],
    flags: has('flags') as number | null,
    tag: has('tag') as DnsRecord['tag'],
    rdata: rdataOf(record),
  };
}

export async function listRecords(domainId: string, userId: string, ports: DnsPorts) {
  const domain = await hostedDomain(domainId, userId, ports, 'dns_custom_name_servers');
  const dns = await ports.dns.read(domainId);
  return { domain: domain.name, records: dns.records.map((stored) => recordView(stored, domain.name)), limit: dnsLimits.recordsPerDomain, forwarding: dns.forwarding !== null };
}

/** Normalizes the record and checks it among the others; a problem is a 422 on its field. */
function checked(input: DnsRecordInput, others: readonly StoredDnsRecord[], domain: string, forwarding: boolean): DnsRecordInput {
  const normalized = normalizeRecord(input, domain);
  if ('problem' in normalized) throw new DomainError('validation_failed', { [normalized.problem.field]: normalized.problem.key });
  const all = [...others.map((stored) => stored.record), normalized.record];
  const problem = recordSetProblems(all, domain, { forwarding }).get(all.length - 1);
  if (problem) throw new DomainError('validation_failed', { [problem.field]: problem.key });
  return normalized.record;
}

/** One change the editor makes to a domain's records. */
type EditorChange =
  { kind: 'added'; record: StoredDnsRecord } | { kind: 'changed'; before: StoredDnsRecord; record: StoredDnsRecord } | { kind: 'removed'; before: StoredDnsRecord };

/**
 * Saves one editor change with its `dns.records-changed` event, in one transaction on the
 * records' version, and hands the event on: the one path of add, change and delete.
 */
async function saveEditorChange(domain: { id: string; name: string }, userId: string, version: number, change: EditorChange, ports: DnsPorts): Promise<void> {
  const before = change.kind === 'added' ? null : change.before.record;
  const after = change.kind === 'removed' ? null : change.record.record;
  const event = newEvent(
    'dns.records-changed',
    {
      domainId: domain.id,
      name: domain.name,
      actorId: userId,
      actorKind: 'user',
      source: 'editor',
      added: change.kind === 'added' ? 1 : 0,
      changed: change.kind === 'changed' ? 1 : 0,
      removed: change.kind === 'removed' ? 1 : 0,
      records: [recordChange(before, after)],
      version: version + 1,
    },
    ports.clock,
  );
  const writes = change.kind === 'removed' ? { remove: [change.before.id] } : { put: [change.record] };
  await ports.dns.apply(domain.id, version, writes, ports.clock.now(), [event]);
  await ports.deliver([event]);
}

/** Throws when the caller may not touch a record of this name and type (an API token limited by record patterns). */
export type RecordGuard = (record: { name: string; type: string }) => void;

export async function addRecord(domainId: string, userId: string, input: DnsRecordInput, ports: DnsPorts, guard?: RecordGuard): Promise<DnsRecord> {
  const domain = await hostedDomain(domainId, userId, ports, 'dns_custom_name_servers');
  const dns = await ports.dns.read(domainId);
  if (dns.records.length >= dnsLimits.recordsPerDomain) throw new DomainError('dns_record_limit');
  const record = checked(input, dns.records, domain.name, dns.forwarding !== null);
  // The record as it would be saved (its name relative, as the patterns are written).
  guard?.(record);
  const stored: StoredDnsRecord = { id: randomUUID(), record, createdAt: ports.clock.now().toISOString() };
  await saveEditorChange({ id: domainId, name: domain.name }, userId, dns.version, { kind: 'added', record: stored }, ports);
  return recordView(stored, domain.name);
}

export async function changeRecord(domainId: string, recordId: string, userId: string, input: DnsRecordInput, ports: DnsPorts, guard?: RecordGuard): Promise<DnsRecord> {
  const domain = await hostedDomain(domainId, userId, ports, 'dns_custom_name_servers');
  const dns = await ports.dns.read(domainId);
  const existing = dns.records.find((stored) => stored.id === recordId);
  if (!existing) throw new DomainError('not_found');
  guard?.(existing.record);
  const record = checked(
    input,
    dns.records.filter((stored) => stored.id !== recordId),
    domain.name,
    dns.forwarding !== null,
  );
  guard?.(record);
  const stored: StoredDnsRecord = { ...existing, record };
  await saveEditorChange({ id: domainId, name: domain.name }, userId, dns.version, { kind: 'changed', before: existing, record: stored }, ports);
  return recordView(stored, domain.name);
}

export async function deleteRecord(domainId: string, recordId: string, userId: string, ports: DnsPorts, guard?: RecordGuard): Promise<void> {
  const domain = await hostedDomain(domainId, userId, ports, 'dns_custom_name_servers');
  const dns = await ports.dns.read(domainId);
  const existing = dns.records.find((stored) => stored.id === recordId);
  if (!existing) throw new DomainError('not_found');
  guard?.(existing.record);
  await saveEditorChange({ id: domainId, name: domain.name }, userId, dns.version, { kind: 'removed', before: existing }, ports);
}
