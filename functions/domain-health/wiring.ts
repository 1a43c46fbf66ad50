import { configuredBasics } from '../adapters/configured-basics.ts';
import { directDnsClient } from '../adapters/dns-health/direct-dns-client.ts';
import { createDomainHealthRepository } from '../adapters/dynamodb/domain-health-repository.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDueRepository } from '../adapters/dynamodb/lifecycle-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { eppDomainInfo, eppRegistryOf, eppUpdateDomain } from '../adapters/registry/epp-registry.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { DomainHealthJobPorts } from './ports.ts';

/** The domain-health consumer's and job's adapters: the registry's info (EPP), the name servers asked directly, the table. */
export function composeDomainHealth(config: Config, local: LocalStandIns | undefined, logger: Logger): DomainHealthJobPorts {
  const table = portalTableOf(config);
  return {
    ...configuredBasics(config, local, logger),
    domains: createDomainRepository(table),
    health: createDomainHealthRepository(table),
    due: createDueRepository(table),
    registry: eppRegistryOf(config, { domainInfo: eppDomainInfo, updateDomain: eppUpdateDomain }),
    dns: directDnsClient({
      port: config.NAME_SERVER_PROBE_PORT,
      timeoutMs: config.NAME_SERVER_PROBE_TIMEOUT_MS,
      resolverServers: config.NAME_SERVER_PROBE_RESOLVER,
      addresses: config.DNS_HEALTH_SERVER_ADDRESSES,
    }),
  };
}
