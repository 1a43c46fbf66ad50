import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createRegistryEventReceiptRepository } from '../adapters/dynamodb/registry-event-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';

/** The consumer's adapters: the domains context's repository, the receipts, the outbox delivery. */
export function composeRegistryEvents(config: Config, local?: LocalStandIns) {
  const table = portalTableOf(config);
  const ourRegistrar = config.REGISTRAR_ID ?? config.EPP_USERNAME;
  if (!ourRegistrar) throw new Error('REGISTRAR_ID (or EPP_USERNAME) must be set: it tells a transfer away from a transfer in');
  return {
    domains: createDomainRepository(table),
    receipts: createRegistryEventReceiptRepository(table),
    clock: configuredClock(config, local),
    deliveryFor: configuredDelivery(config, local),
    ourRegistrar,
  };
}
