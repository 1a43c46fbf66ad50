import type { EventEnvelope } from '#events/envelope.ts';
import type { BuyerProfile } from '../orders/registrant.ts';
import type { Clock } from '../ports/clock.ts';
import type { DnsHost } from '../ports/dns-host.ts';
import type { NameServerProbe } from '../ports/name-server-probe.ts';
import type { Registry } from '../ports/registry.ts';
import type { DomainChanges, DomainContactRecord, DomainRecord, DomainSettingsChange } from './model.ts';

/** The domains (adapter: `adapters/dynamodb/domain-repository.ts`). */
export interface DomainRepository {
  get(domainId: string): Promise<DomainRecord | null>;
  /** Which domain (and order) holds a name in the portal, if any. */
  claimOf(name: string): Promise<{ domainId: string; orderId: string | null } | null>;
  /** Creates the domain with its name claim and events; false when the name is already held. */
  create(domain: DomainRecord, events?: readonly EventEnvelope[]): Promise<boolean>;
  /** Applies a change if nobody changed the domain since it was read (`conflict` otherwise). */
  update(domain: DomainRecord, changes: DomainChanges, at: Date, events?: readonly EventEnvelope[]): Promise<DomainRecord>;
  listByOwner(ownerId: string): Promise<DomainRecord[]>;
  /** The user's place in a team that holds domains (the teams context's members): `owner`, `member`, or null for a stranger. */
  teamRoleOf(teamId: string, userId: string): Promise<'owner' | 'member' | null>;
}

/** Whom a domain is shared with (the domain-sharing context's shares; adapter `adapters/dynamodb/domain-share-repository.ts`). */
export interface DomainShares {
  isSharedWith(domainId: string, userId: string): Promise<boolean>;
}

/** The domain-settings writes: the domain, its contacts and the events in one transaction. */
export interface DomainSettingsRepository {
  contacts(domainId: string): Promise<DomainContactRecord[]>;
  save(domain: DomainRecord, change: DomainSettingsChange, at: Date, events?: readonly EventEnvelope[]): Promise<DomainRecord>;
}

/** One registry change at a time per domain (pattern D2 in docs/data-model.md). */
export interface RegistryLeaseRepository {
  /** Takes the domain's lease for `holder` unless another holds it still. */
  take(domainId: string, holder: string, at: Date, lifetimeSeconds: number): Promise<boolean>;
  /** Gives the lease back; one that lapsed and went to another holder is left alone. */
  release(domainId: string, holder: string): Promise<void>;
}

/** What the domain-settings use cases run on (the domains handler wires the real adapters). */
export interface DomainSettingsPorts {
  domains: Pick<DomainRepository, 'get' | 'teamRoleOf'>;
  /** Whom the domain is shared with: its technical managers change name servers and DNSSEC too. */
  shares: DomainShares;
  /** One registry change at a time per domain. */
  leases: Pick<RegistryLeaseRepository, 'take' | 'release'>;
  store: Pick<DomainSettingsRepository, 'save' | 'contacts'>;
  registry: Pick<Registry, 'domainInfo' | 'updateDomain' | 'createContact' | 'updateContact'>;
  probe: NameServerProbe;
  dnsHost: Pick<DnsHost, 'createZone' | 'enableDnssec' | 'disableDnssec'>;
  /** The owners' profiles: a domain's contacts start as its owner's. */
  owners: { get(userId: string): Promise<BuyerProfile | null> };
  clock: Clock;
  /** `PRODUCT_NAME_SERVERS`. */
  productNameServers: readonly string[];
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  logger: { warn(message: string, extra?: Record<string, unknown>): void };
}
