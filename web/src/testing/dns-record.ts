import type { DnsRecord } from '#shared/schemas/dns.ts';

/** A DNS record as the API answers it (the other types' fields null, a TXT value quoted in `rdata`), for the DNS tab's tests. */
export function dnsRecord(domain: string, id: string, type: DnsRecord['type'], name: string, value: string, extra: Partial<DnsRecord> = {}): DnsRecord {
  return {
    id,
    type,
    name,
    fqdn: name === '@' ? domain : `${name}.${domain}`,
    value,
    ttl: 3600,
    priority: null,
    weight: null,
    port: null,
    service: null,
    protocol: null,
    flags: null,
    tag: null,
    rdata: type === 'TXT' ? `"${value}"` : value,
    ...extra,
  };
}
