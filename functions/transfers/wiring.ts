import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { domainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { outboxRepository } from '../adapters/dynamodb/outbox-repository.ts';
import { settingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { transferRepository } from '../adapters/dynamodb/transfer-repository.ts';
import { userRepository } from '../adapters/dynamodb/user-repository.ts';
import { configuredEventPublisher } from '../adapters/events/event-publisher.ts';
import { eppRegistry } from '../adapters/registry/epp-registry.ts';
import { config } from '../config.ts';
import { deliverEvents } from '../events/deliver-events.ts';
import type { TransferPorts } from './ports.ts';

/**
 * The composition root of transfer in, shared by the domains handler and the auto-approval
 * job: the adapters this process's configuration selects, made once at module load.
 */
export function transferPorts(logger: TransferPorts['logger']): TransferPorts {
  const publisher = configuredEventPublisher();
  return {
    transfers: transferRepository,
    domains: domainRepository,
    owners: userRepository,
    registry: eppRegistry(),
    settings: settingsReader,
    clock: configuredClock(),
    productNameServers: config().PRODUCT_NAME_SERVERS,
    deliver: (events) => deliverEvents(events, { publisher, outbox: outboxRepository, logger }),
    logger,
  };
}
