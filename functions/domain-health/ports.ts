import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRecord } from '../domains/model.ts';
import type { DomainRepository } from '../domains/ports.ts';
import type { DueRepository } from '../lifecycle/ports.ts';
import type { Clock } from '../ports/clock.ts';
import type { Registry } from '../ports/registry.ts';
import type { DnsReply, DomainHealthRecord } from './model.ts';

/** Where a name server is asked: an address and the port (53 in production). */
export interface ServerAddress {
  address: string;
  port: number;
}

/** What the checks ask: CDS and CDNSKEY (RFC 7344) only of name servers outside the portal. */
export type AskedType = 'SOA' | 'NS' | 'DNSKEY' | 'A' | 'CDS' | 'CDNSKEY';

/**
 * Asks one name server directly (never through a resolver's cache), recursion not desired, with
 * EDNS and the DNSSEC-OK bit (adapter: `adapters/dns-health/direct-dns-client.ts`, on dns-packet).
 */
export interface DirectDnsClient {
  /** The server's answer, or null when nothing (readable) came back in time. */
  ask(server: ServerAddress, name: string, type: AskedType, transport: 'udp' | 'tcp'): Promise<DnsReply | null>;
  /** Where a name server with no glue is asked (its host's addresses); empty when it has none. */
  addressesOf(host: string): Promise<ServerAddress[]>;
  /** Glue addresses as server addresses (their port). */
  atPort(address: string): ServerAddress;
}

/** Each domain's last health (adapter: `adapters/dynamodb/domain-health-repository.ts`, patterns H1–H3 in docs/data-model.md). */
export interface DomainHealthRepository {
  get(domainId: string): Promise<DomainHealthRecord | null>;
  /**
   * Saves the new health (and the event that tells it, in one transaction: outbox) only if no
   * other check saved since `previous` was read; false when one did (its word stands).
   */
  save(record: DomainHealthRecord, previous: DomainHealthRecord | null, events?: readonly EventEnvelope[]): Promise<boolean>;
  /** The domains failing now, longest failing first, a page (the admin's list). */
  listFailing(limit: number, startKey?: string): Promise<{ records: DomainHealthRecord[]; nextKey?: string }>;
}

export interface DomainHealthPorts {
  domains: Pick<DomainRepository, 'get'>;
  health: DomainHealthRepository;
  /** The registry's delegation and DS; `updateDomain` changes the DS as the zone's CDS asks (cds-rules.ts). */
  registry: Pick<Registry, 'domainInfo' | 'updateDomain'>;
  dns: DirectDnsClient;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  logger: { info(message: string, extra?: Record<string, unknown>): void; error(message: string, extra?: Record<string, unknown>): void };
}

export interface DomainHealthJobPorts extends DomainHealthPorts {
  due: Pick<DueRepository, 'listDue' | 'schedule' | 'remove'>;
}

export type { DomainRecord };
