import { recordFingerprint, recordIdentity } from '#shared/dns-records.ts';
import type { DnsChangeSet, DnsRecordChangeInput, DnsRestoreRequest, DnsVersionView } from '#shared/schemas/dns.ts';
import { DomainError } from '../errors.ts';
import { changeSetView, checkedPlan, saveChanges, storedOf } from './change-sets.ts';
import type { DnsActor, DnsVersion, StoredDnsRecord } from './model.ts';
import { type DnsPorts, hostedDomain } from './ports.ts';
import { recordView } from './record-view.ts';

/**
 * Versions of a domain's records (docs/decisions/dns-versions.md): every change set keeps one
 * (change-sets.ts `saveChanges`); they are listed, read with their records to compare any two,
 * and restored: going back is a change set from the records now to the version's, checked as
 * any other and saved as a new version.
 */

const versionView = (version: Omit<DnsVersion, 'records'>): DnsVersionView => ({
  version: version.version,
  at: version.at,
  actor: version.actorName,
  device: version.device,
  source: version.source,
  restored_from: version.restoredFrom,
  template: version.template,
  added: version.added,
  changed: version.changed,
  removed: version.removed,
});

/** A version number from the path: a whole number, else no such version (404). */
function versionNumber(text: string): number {
  if (!/^\d{1,10}$/.test(text)) throw new DomainError('not_found');
  return Number(text);
}

export async function listVersions(domainId: string, userId: string, ports: DnsPorts) {
  await hostedDomain(domainId, userId, ports, 'dns_custom_name_servers');
  const [dns, versions] = await Promise.all([ports.dns.read(domainId), ports.dns.listVersions(domainId)]);
  return { versions: versions.map(versionView), current: dns.version };
}

export async function getVersion(domainId: string, userId: string, versionText: string, ports: DnsPorts) {
  const domain = await hostedDomain(domainId, userId, ports, 'dns_custom_name_servers');
  const version = await ports.dns.getVersion(domainId, versionNumber(versionText));
  if (!version) throw new DomainError('not_found');
  return { ...versionView(version), records: version.records.map((stored) => recordView(stored, domain.name)) };
}

/**
 * The change set that turns `current` into `target`: records matched by what identifies them
 * (name, type and value: shared/dns-records.ts), the same matching as a zone-file import.
 */
export function changesTo(current: readonly StoredDnsRecord[], target: readonly StoredDnsRecord[]): DnsRecordChangeInput[] {
  const byIdentity = new Map(current.map((stored) => [recordIdentity(stored.record), stored]));
  const changes: DnsRecordChangeInput[] = [];
  for (const { record } of target) {
    const before = byIdentity.get(recordIdentity(record));
    byIdentity.delete(recordIdentity(record));
    if (!before) changes.push({ action: 'add', record });
    else if (recordFingerprint(before.record) !== recordFingerprint(record)) changes.push({ action: 'change', id: before.id, record });
  }
  for (const stored of byIdentity.values()) changes.push({ action: 'remove', id: stored.id });
  return changes;
}

/**
 * `POST …/dns-versions/{version}/restore`: what going back to the version changes; with `apply`
 * saved whole as a new version that names the version restored. Restoring the records as they
 * are changes nothing and keeps no version.
 */
export async function restoreVersion(domainId: string, actor: DnsActor, versionText: string, request: DnsRestoreRequest, ports: DnsPorts): Promise<DnsChangeSet> {
  const domain = await hostedDomain(domainId, actor.userId, ports, 'dns_custom_name_servers');
  const target = await ports.dns.getVersion(domainId, versionNumber(versionText));
  if (!target) throw new DomainError('not_found');
  const dns = await ports.dns.read(domainId);
  if (request.version !== undefined && request.version !== dns.version) throw new DomainError('conflict');
  const changeSet = changesTo(dns.records, target.records);
  const plan = checkedPlan(dns, changeSet, domain.name, (index, field) => `changes.${index}.${field}`);
  const changes = storedOf(plan, ports.clock.now());
  let version = dns.version;
  if (request.apply && changeSet.length > 0) version = await saveChanges({ id: domainId, name: domain.name }, actor, dns, changes, 'restore', ports, target.version);
  return changeSetView(changes, domain.name, request.apply && changeSet.length > 0, version);
}
