import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDueRepository, createSweepRepository } from '../adapters/dynamodb/lifecycle-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import type { DeliveryLogger } from '../events/deliver-events.ts';
import type { ForceExpirySyncPorts } from './ports.ts';

/**
 * What the administrator's forced sync writes (the domains Lambda): the due entry or the sweep,
 * with its `domain.expiry-sync-forced` event; `deliver` takes the request's logger.
 */
export function composeForceExpirySync(config: Config, local: LocalStandIns | undefined): (logger: DeliveryLogger) => ForceExpirySyncPorts {
  const table = portalTableOf(config);
  const ports = { domains: createDomainRepository(table), due: createDueRepository(table), sweeps: createSweepRepository(table), clock: configuredClock(config, local) };
  const deliveryFor = configuredDelivery(config, local);
  return (logger) => ({ ...ports, deliver: deliveryFor(logger) });
}
