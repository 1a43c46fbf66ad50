import type { EventEnvelope } from '#events/envelope.ts';
import { DomainError } from '../errors.ts';
import type { DomainRecord } from '../domains/model.ts';
import { managedDomain } from '../domains/own-domain.ts';
import type { DomainRepository, DomainShares } from '../domains/ports.ts';
import type { Clock } from '../ports/clock.ts';
import type { DnsChange, DnsVersion, DomainDns } from './model.ts';

/** A domain's records and forwarding (adapter: `adapters/dynamodb/dns-repository.ts`). */
export interface DnsRepository {
  /** The records (oldest first), the forwarding and the version, read consistently. */
  read(domainId: string): Promise<DomainDns>;
  /**
   * Applies a change if the DNS is still at `version`, with its events, in one transaction;
   * answers the new version. `zone_import_too_large` when the change does not fit in one.
   */
  apply(domainId: string, version: number, change: DnsChange, at: Date, events: readonly EventEnvelope[]): Promise<number>;
  /** The versions kept, newest first, without their records. */
  listVersions(domainId: string): Promise<Omit<DnsVersion, 'records'>[]>;
  /** One version with its records, or null when it is not kept. */
  getVersion(domainId: string, version: number): Promise<DnsVersion | null>;
  /** Deletes these versions (those past keeping: version-keeping.ts). */
  deleteVersions(domainId: string, versions: readonly number[]): Promise<void>;
}

/** What the DNS use cases need: the domain, its records, the clock and event delivery. */
export interface DnsPorts {
  domains: Pick<DomainRepository, 'get' | 'teamRoleOf'>;
  /** Whom the domain is shared with: its technical managers manage its DNS too. */
  shares: DomainShares;
  dns: DnsRepository;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}

/**
 * The caller's domain, or one shared with them (its technical manager; 404 for anyone else's, as every domain use case), and only while it is
 * on the product's name servers: with custom ones we host nothing for it (spec §8), and the
 * answer says so with its own code.
 */
export async function hostedDomain(
  domainId: string,
  userId: string,
  ports: Pick<DnsPorts, 'domains' | 'shares'>,
  refusal: 'dns_custom_name_servers' | 'forwarding_custom_name_servers',
): Promise<DomainRecord> {
  const { role: _role, ...domain } = await managedDomain(domainId, userId, ports);
  if (domain.nameServerMode !== 'product') throw new DomainError(refusal);
  return domain;
}
