import type { EventEnvelope } from '../../events/envelope.ts';
import type { DomainRecord, DomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import type { DomainSettingsChange, DomainSettingsRepository } from '../adapters/dynamodb/domain-settings-repository.ts';
import { RegistryError } from '../adapters/registry/epp-registry.ts';
import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';
import type { DnsHost } from '../ports/dns-host.ts';
import type { NameServerProbe } from '../ports/name-server-probe.ts';
import type { Registry } from '../ports/registry.ts';
import type { BuyerProfile } from '../orders/registrant.ts';

/** What the domain-settings use cases run on (the domains handler wires the real adapters). */
export interface DomainSettingsPorts {
  domains: Pick<DomainRepository, 'get'>;
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

/**
 * Runs a registry command; a refusal because of the domain's own registry statuses (a transfer
 * under way, a server lock) becomes a user-facing 409 instead of an internal error.
 */
export async function atRegistry<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof RegistryError && error.code === 'domain_status_prohibits') throw new DomainError('domain_status_prohibits', undefined, { cause: error });
    throw error;
  }
}

/**
 * Saves our copy of a change the registry has already taken. The registry is the truth and our
 * item mirrors it, so a version conflict (someone changed something else on the domain
 * meanwhile) is met by reading the domain again and writing the same change on top, rather than
 * undoing the registry's change.
 */
export async function saveAfterRegistry(
  domain: DomainRecord,
  change: DomainSettingsChange,
  events: readonly EventEnvelope[],
  ports: Pick<DomainSettingsPorts, 'domains' | 'store' | 'clock' | 'deliver'>,
  attempts = 3,
): Promise<DomainRecord> {
  let current = domain;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const saved = await ports.store.save(current, change, ports.clock.now(), events);
      await ports.deliver(events);
      return saved;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'conflict') || attempt >= attempts) throw error;
      const fresh = await ports.domains.get(domain.domainId);
      if (!fresh) throw error;
      current = fresh;
    }
  }
}
