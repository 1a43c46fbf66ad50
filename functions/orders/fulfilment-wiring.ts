import { domainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { registryLeaseRepository } from '../adapters/dynamodb/registry-lease-repository.ts';
import { userRepository } from '../adapters/dynamodb/user-repository.ts';
import { eppRegistry } from '../adapters/registry/epp-registry.ts';
import { config } from '../config.ts';
import type { DeliveryLogger } from '../events/deliver-events.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import { clock, orderRepository, payments } from './wiring.ts';

// Apart from wiring.ts so the webhooks and orders handlers do not bundle what only the
// registration consumer and the paid-orders job use.
/**
 * What carrying out a paid order needs (the registration consumer and the paid-orders job share
 * it, so both take the same command path): the registry, refunds, the buyers and domains.
 */
export function fulfilmentPorts(logger: DeliveryLogger) {
  return {
    orders: orderRepository,
    domains: domainRepository,
    leases: registryLeaseRepository,
    buyers: userRepository,
    registry: eppRegistry(),
    payments,
    clock,
    nameServers: config().PRODUCT_NAME_SERVERS,
    deliver: configuredDelivery(logger),
  };
}
