import { rdataOf, ownerOf } from '#shared/dns-records.ts';
import type { DnsRepository } from './ports.ts';
import type { DomainRepository } from '../domains/ports.ts';
import type { DnsHost, DnsRecord } from '../ports/dns-host.ts';
import type { ForwardingStore } from '../ports/forwarding-store.ts';
import { forwardedHosts } from './forwarding.ts';

export interface SyncZonePorts {
  domains: Pick<DomainRepository, 'get'>;
  dns: Pick<DnsRepository, 'read'>;
  dnsHost: DnsHost;
  forwarding: ForwardingStore;
}

export type SyncOutcome = 'synced' | 'not-hosted';

/**
 * The events after which the forwarding service may hold other than the table: the forwarding
 * changed, or the domain came (back) to the product's name servers (a forwarding saved or removed
 * while it was elsewhere was not written). After any other event, a domain without forwarding has
 * nothing there to write: its removal was written by its own event. A domain with forwarding has
 * it written again on every event, so a lost write heals at the next change.
 */
const eventsThatMoveForwarding: ReadonlySet<string> = new Set(['domain.name-servers-changed', 'dns.forwarding-changed']);

/** Whether a sync caused by this event writes the forwarding service (plain, unit-tested). */
export function writesForwarding(cause: string, forwarding: unknown): boolean {
  return forwarding !== null || eventsThatMoveForwarding.has(cause);
}

/**
 * Brings the DNS host and the forwarding service up to date with what is saved for a domain
 * now: the zone is made if missing (at registration, or lazily on the first change), then holds
 * exactly the saved records. Idempotent and order-free: it always writes the current state, so a
 * repeated or late event does no harm. The forwarding service is written when the event may have
 * moved it (writesForwarding). A domain on custom name servers (or deleted) is left alone.
 */
export async function syncZone(domainId: string, cause: string, ports: SyncZonePorts): Promise<SyncOutcome> {
  const domain = await ports.domains.get(domainId);
  if (!domain || domain.deletedAt || domain.nameServerMode !== 'product') return 'not-hosted';
  const dns = await ports.dns.read(domainId);
  const records: DnsRecord[] = dns.records.map(({ record }) => ({ type: record.type, name: ownerOf(record), ttl: record.ttl, value: rdataOf(record) }));
  await ports.dnsHost.createZone(domain.name);
  await ports.dnsHost.replaceRecords(domain.name, records, { forwarding: dns.forwarding !== null, revision: dns.version });
  if (writesForwarding(cause, dns.forwarding)) {
    await ports.forwarding.set(
      forwardedHosts(domain.name),
      dns.forwarding ? { url: dns.forwarding.url, statusCode: dns.forwarding.statusCode, keepPath: dns.forwarding.keepPath } : null,
    );
  }
  return 'synced';
}
