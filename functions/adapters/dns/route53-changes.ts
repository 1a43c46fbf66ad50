import type { Change, ResourceRecordSet } from '@aws-sdk/client-route-53';
import type { DnsRecord } from '../../ports/dns-host.ts';

/**
 * What Route 53 must change so a zone holds exactly the wanted record sets: plain functions,
 * unit-tested; the adapter sends their answer as ONE change batch (all or nothing).
 */

/** CloudFront's fixed hosted zone id for alias records (AWS documentation, "AliasTarget"). */
export const cloudFrontHostedZoneId = 'Z2FDTNDATAQYW2';

const absolute = (name: string) => `${name.replace(/\.$/, '')}.`;
/** Route 53 answers names with `\052` for `*` and lower case; compare in that form. */
const canonical = (name: string) => absolute(name).toLowerCase().replace(/\\052/g, '*');

/** The host's records grouped into Route 53 record sets (one per name and type). */
export function recordSetsOf(zone: string, records: readonly DnsRecord[]): ResourceRecordSet[] {
  const sets = new Map<string, ResourceRecordSet>();
  for (const record of records) {
    const name = absolute(record.name === '@' ? zone : `${record.name}.${zone}`);
    const key = `${name} ${record.type}`;
    const set = sets.get(key) ?? { Name: name, Type: record.type, TTL: record.ttl, ResourceRecords: [] };
    set.ResourceRecords!.push({ Value: record.value });
    sets.set(key, set);
  }
  return [...sets.values()];
}

/** The domain and www as aliases of the forwarding distribution (IPv4 and IPv6). */
export function forwardingRecordSets(zone: string, target: string): ResourceRecordSet[] {
  return [zone, `www.${zone}`].flatMap((name) =>
    (['A', 'AAAA'] as const).map((type) => ({
      Name: absolute(name),
      Type: type,
      AliasTarget: { HostedZoneId: cloudFrontHostedZoneId, DNSName: absolute(target), EvaluateTargetHealth: false },
    })),
  );
}

function fingerprint(set: ResourceRecordSet): string {
  const values = (set.ResourceRecords ?? []).map((record) => record.Value).sort();
  const alias = set.AliasTarget ? `${set.AliasTarget.HostedZoneId} ${canonical(set.AliasTarget.DNSName ?? '')}` : '';
  return JSON.stringify([canonical(set.Name ?? ''), set.Type, set.TTL ?? null, values, alias]);
}

/**
 * DELETE for every set the zone has and should not (with its current values, as Route 53
 * requires), UPSERT for every wanted set that is missing or different. The apex SOA and NS are
 * the host's and never touched here.
 */
export function recordSetChanges(zone: string, current: readonly ResourceRecordSet[], wanted: readonly ResourceRecordSet[]): Change[] {
  const apex = canonical(zone);
  const managed = current.filter((set) => !(canonical(set.Name ?? '') === apex && (set.Type === 'SOA' || set.Type === 'NS')));
  const key = (set: ResourceRecordSet) => `${canonical(set.Name ?? '')} ${set.Type}`;
  const wantedByKey = new Map(wanted.map((set) => [key(set), set]));
  const currentByKey = new Map(managed.map((set) => [key(set), set]));
  const changes: Change[] = [];
  for (const [setKey, set] of currentByKey) if (!wantedByKey.has(setKey)) changes.push({ Action: 'DELETE', ResourceRecordSet: set });
  for (const [setKey, set] of wantedByKey) {
    const existing = currentByKey.get(setKey);
    if (!existing || fingerprint(existing) !== fingerprint(set)) changes.push({ Action: 'UPSERT', ResourceRecordSet: set });
  }
  return changes;
}
