import { randomUUID } from 'node:crypto';
import { normalizeRecord, recordFingerprint, recordIdentity, recordSetProblems } from '#shared/dns-records.ts';
import { type DnsRecordInput, dnsLimits, type ZoneImportPreview } from '#shared/schemas/dns.ts';
import type { DnsActor, StoredDnsRecord } from './model.ts';
import { DomainError } from '../errors.ts';
import { saveChanges } from './change-sets.ts';
import { type DnsPorts, hostedDomain } from './ports.ts';
import { draftView, recordView } from './record-view.ts';
import { parseZoneFile, writeZoneFile } from './zone-file.ts';

/** What the zone file says about the host: the product's name servers, the SOA mailbox, the NS TTL. */
export interface ZoneDefaults {
  nameServers: readonly string[];
  hostmaster: string;
  nsTtl(): Promise<number>;
}

/** The SOA timers every product zone has (seconds; RFC 1912 §2.2 ranges, 5 minutes negative TTL). */
const soaTimers = { refresh: 7200, retry: 900, expire: 1_209_600, minimum: 300 };

/** `GET …/zone-file`: the domain's zone as a BIND file (what the product's name servers serve). */
export async function exportZoneFile(domainId: string, userId: string, ports: DnsPorts, defaults: ZoneDefaults) {
  const domain = await hostedDomain(domainId, userId, ports, 'dns_custom_name_servers');
  const dns = await ports.dns.read(domainId);
  const zoneFile = writeZoneFile({
    domain: domain.name,
    soa: { primary: defaults.nameServers[0]!, hostmaster: defaults.hostmaster, serial: dns.version, ...soaTimers },
    nameServers: defaults.nameServers,
    nsTtl: await defaults.nsTtl(),
    records: dns.records.map((stored) => stored.record),
  });
  return { domain: domain.name, filename: `${domain.name}.zone`, zone_file: zoneFile };
}

/**
 * `POST …/zone-file/import`: the file becomes the domain's records. The answer is what that adds,
 * changes and removes; with `apply` it is also saved, all in one transaction. Any problem (a
 * line that cannot be read, a record the rules refuse, records that clash) is a 422 naming
 * every line, and nothing is saved.
 */
export async function importZoneFile(domainId: string, actor: DnsActor, request: { zone_file: string; apply: boolean }, ports: DnsPorts): Promise<ZoneImportPreview> {
  const domain = await hostedDomain(domainId, actor.userId, ports, 'dns_custom_name_servers');
  const parsed = parseZoneFile(request.zone_file, domain.name);
  const dns = await ports.dns.read(domainId);

  const problems = new Map<number, string>(parsed.problems.map((problem) => [problem.line, problem.key]));
  const entries: { line: number; record: DnsRecordInput }[] = [];
  for (const entry of parsed.records) {
    const normalized = normalizeRecord(entry.record, domain.name);
    if ('problem' in normalized) problems.set(entry.line, normalized.problem.key);
    else entries.push({ line: entry.line, record: normalized.record });
  }
  recordSetProblems(
    entries.map((entry) => entry.record),
    domain.name,
    { forwarding: dns.forwarding !== null },
  ).forEach((problem, index) => {
    const line = entries[index]!.line;
    if (!problems.has(line)) problems.set(line, problem.key);
  });
  if (problems.size > 0) {
    throw new DomainError('zone_file_invalid', Object.fromEntries([...problems].sort(([a], [b]) => a - b).map(([line, key]) => [`zone_file.${line}`, key])));
  }
  if (entries.length > dnsLimits.recordsPerDomain) throw new DomainError('dns_record_limit');

  const existing = new Map(dns.records.map((stored) => [recordIdentity(stored.record), stored]));
  const now = ports.clock.now();
  const added: StoredDnsRecord[] = [];
  const changed: { before: StoredDnsRecord; after: StoredDnsRecord }[] = [];
  let unchanged = 0;
  for (const { record } of entries) {
    const before = existing.get(recordIdentity(record));
    existing.delete(recordIdentity(record));
    if (!before) added.push({ id: randomUUID(), record, createdAt: now.toISOString() });
    else if (recordFingerprint(before.record) !== recordFingerprint(record)) changed.push({ before, after: { ...before, record } });
    else unchanged++;
  }
  const removed = [...existing.values()];

  const hasChanges = added.length + changed.length + removed.length > 0;
  if (request.apply && hasChanges) await saveChanges({ id: domainId, name: domain.name }, actor, dns, { added, changed, removed }, 'zone-import', ports);
  return {
    added: added.map((stored) => draftView(stored, domain.name)),
    changed: changed.map((change) => ({ before: recordView(change.before, domain.name), after: draftView(change.after, domain.name) })),
    removed: removed.map((stored) => recordView(stored, domain.name)),
    unchanged,
    ignored: parsed.ignored,
    applied: request.apply,
  };
}
