import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { configuredDnsHost } from '../adapters/dns/configured-dns.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDomainShareLookup } from '../adapters/dynamodb/domain-share-lookup.ts';
import { createDomainSettingsRepository } from '../adapters/dynamodb/domain-settings-repository.ts';
import { createOwnerProfiles } from '../adapters/dynamodb/owner-profiles.ts';
import { createRegistryLeaseRepository } from '../adapters/dynamodb/registry-lease-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { udpNameServerProbe } from '../adapters/name-server-probe/udp-name-server-probe.ts';
import { eppCreateContact, eppDomainInfo, eppRegistryOf, eppUpdateContact, eppUpdateDomain } from '../adapters/registry/epp-registry.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { DomainSettingsPorts } from './ports.ts';

/** The adapters the domain-settings use cases run on (the domains Lambda's settings routes), built once at cold start. */
export function composeDomainSettings(config: Config, local: LocalStandIns | undefined, logger: Logger): DomainSettingsPorts {
  const table = portalTableOf(config);
  return {
    domains: createDomainRepository(table),
    shares: createDomainShareLookup(table),
    leases: createRegistryLeaseRepository(table),
    store: createDomainSettingsRepository(table),
    registry: eppRegistryOf(config, { domainInfo: eppDomainInfo, updateDomain: eppUpdateDomain, createContact: eppCreateContact, updateContact: eppUpdateContact }),
    probe: udpNameServerProbe({ port: config.NAME_SERVER_PROBE_PORT, timeoutMs: config.NAME_SERVER_PROBE_TIMEOUT_MS, resolverServers: config.NAME_SERVER_PROBE_RESOLVER }),
    dnsHost: configuredDnsHost(config, local),
    owners: createOwnerProfiles(table),
    clock: configuredClock(config, local),
    productNameServers: config.PRODUCT_NAME_SERVERS,
    deliver: configuredDelivery(config, local)(logger),
    logger,
  };
}
