import { configuredBasics } from '../adapters/configured-basics.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDueRepository, createSweepRepository } from '../adapters/dynamodb/lifecycle-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { eppDomainInfo, eppRegistryOf } from '../adapters/registry/epp-registry.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { ExpirySyncPorts } from './ports.ts';

/** The expiry-sync job's adapters: the registry (EPP) besides the table (apart, so only its bundle carries the EPP client). */
export function composeExpirySync(config: Config, local: LocalStandIns | undefined, logger: Logger): ExpirySyncPorts {
  const table = portalTableOf(config);
  return {
    ...configuredBasics(config, local, logger),
    domains: createDomainRepository(table),
    due: createDueRepository(table),
    sweeps: createSweepRepository(table),
    registry: eppRegistryOf(config, { domainInfo: eppDomainInfo }),
  };
}
