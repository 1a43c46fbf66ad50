import { fqdnOf, ownerOf, rdataOf } from '#shared/dns-records.ts';
import type { DnsRecord } from '#shared/schemas/dns.ts';
import type { StoredDnsRecord } from './model.ts';

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

/** A record that is not saved yet (a preview's): its view without an id. */
export function draftView(stored: StoredDnsRecord, domain: string): Omit<DnsRecord, 'id'> {
  const { id: _id, ...view } = recordView(stored, domain);
  return view;
}
