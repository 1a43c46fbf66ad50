import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import { createApiTokenRepository } from '../adapters/dynamodb/api-token-repository.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { Logger } from '../logger.ts';
import type { ApiTokenPorts } from './ports.ts';

/** The api-tokens context's composition root: its repository, and the domains and team roles read through the domains context's. */
export function composeApiTokens(config: Config, local?: LocalStandIns): ApiTokenPorts {
  const table = portalTableOf(config);
  return {
    tokens: createApiTokenRepository(table),
    domains: createDomainRepository(table),
    clock: configuredClock(config, local),
    deliver: configuredDelivery(config, local)(new Logger()),
  };
}
