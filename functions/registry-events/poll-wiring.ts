import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createRegistryEventReceiptRepository } from '../adapters/dynamodb/registry-event-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredEventPublisher } from '../adapters/events/event-publisher.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { eppAcknowledgeMessage, eppPollMessage, eppRegistryOf } from '../adapters/registry/epp-registry.ts';
import type { Config } from '../config.ts';
import type { DrainRegistryMessagesPorts } from './ports.ts';

/**
 * The registry-poll job's adapters: the registrar's EPP session, the bus, the receipts. Apart
 * from `wiring.ts` so that the webhook receiver and the consumer do not bundle the EPP client.
 */
export function composeRegistryPoll(config: Config, local: LocalStandIns | undefined, logger: DrainRegistryMessagesPorts['logger']): DrainRegistryMessagesPorts {
  return {
    registry: eppRegistryOf(config, { pollMessage: eppPollMessage, acknowledgeMessage: eppAcknowledgeMessage }),
    publisher: configuredEventPublisher(config, local),
    receipts: createRegistryEventReceiptRepository(portalTableOf(config)),
    clock: configuredClock(config, local),
    logger,
  };
}
