import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { domainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { settingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { transferRepository } from '../adapters/dynamodb/transfer-repository.ts';
import { userRepository } from '../adapters/dynamodb/user-repository.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import { eppRegistry } from '../adapters/registry/epp-registry.ts';
import { config } from '../config.ts';
import type { TransferPorts } from './ports.ts';

/**
 * The composition root of transfer in, shared by the domains handler and the auto-approval
 * job: the adapters this process's configuration selects, made once at module load.
 */
export function transferPorts(logger: TransferPorts['logger']): TransferPorts {
  return {
    transfers: transferRepository,
    domains: domainRepository,
    owners: userRepository,
    registry: eppRegistry(),
    settings: settingsReader,
    clock: configuredClock(),
    productNameServers: config().PRODUCT_NAME_SERVERS,
    deliver: configuredDelivery(logger),
    logger,
  };
}
