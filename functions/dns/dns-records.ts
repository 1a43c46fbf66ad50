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
  };
}

/** One editor change, checked and saved; a problem is a 422 on the record's own field (`value`), an unknown id 404. */
async function saveOne(domainId: string, actor: DnsActor, change: DnsRecordChangeInput, ports: DnsPorts) {
  const domain = await hostedDomain(domainId, actor.userId, ports, 'dns_custom_name_servers');
  const dns = await ports.dns.read(domainId);
  if (change.action !== 'add' && !dns.records.some((stored) => stored.id === change.id)) throw new DomainError('not_found');
  const plan = checkedPlan(dns, [change], domain.name, (_index, field) => field.replace(/^record\./, ''));
  const changes = storedOf(plan, ports.clock.now());
  await saveChanges({ id: domainId, name: domain.name }, actor, dns, changes, 'editor', ports);
  const saved = changes.added[0] ?? changes.changed[0]?.after;
  return saved ? recordView(saved, domain.name) : null;
}

export async function addRecord(domainId: string, actor: DnsActor, input: DnsRecordInput, ports: DnsPorts): Promise<DnsRecord> {
  return (await saveOne(domainId, actor, { action: 'add', record: input }, ports))!;
}

export async function changeRecord(domainId: string, recordId: string, actor: DnsActor, input: DnsRecordInput, ports: DnsPorts): Promise<DnsRecord> {
  return (await saveOne(domainId, actor, { action: 'change', id: recordId, record: input }, ports))!;
}

export async function deleteRecord(domainId: string, recordId: string, actor: DnsActor, ports: DnsPorts): Promise<void> {
  await saveOne(domainId, actor, { action: 'remove', id: recordId }, ports);
}
