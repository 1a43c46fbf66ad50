import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDueRepository, createSweepRepository } from '../adapters/dynamodb/lifecycle-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import type { ForceExpirySyncPorts } from './ports.ts';

/** What the administrator's forced sync writes (the domains Lambda): the due entry or the sweep; it publishes nothing. */
export function composeForceExpirySync(config: Config, local: LocalStandIns | undefined): ForceExpirySyncPorts {
  const table = portalTableOf(config);
  return { domains: createDomainRepository(table), due: createDueRepository(table), sweeps: createSweepRepository(table), clock: configuredClock(config, local) };
}
