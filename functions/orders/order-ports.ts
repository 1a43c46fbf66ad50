import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { orderRepository } from '../adapters/dynamodb/order-repository.ts';
import { domainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { registryLeaseRepository } from '../adapters/dynamodb/registry-lease-repository.ts';
import { userRepository } from '../adapters/dynamodb/user-repository.ts';
import { eppRegistry } from '../adapters/registry/epp-registry.ts';
import { outboxRepository } from '../adapters/dynamodb/outbox-repository.ts';
import { configuredEventPublisher } from '../adapters/events/event-publisher.ts';
import { configuredPayments } from '../adapters/payments/configured-payments.ts';
import { config } from '../config.ts';
import { deliverEvents } from '../events/deliver-events.ts';
import type { EventEnvelope } from '../../events/envelope.ts';

/**
 * The adapters the order use cases run on, chosen once per process by configuration: the
 * composition root shared by the orders and webhooks handlers and the registration consumer.
 */
export const clock = configuredClock();
export const payments = configuredPayments();
export const origin = config().PUBLIC_URL.replace(/\/+$/, '');
const publisher = configuredEventPublisher();

export function deliverWith(logger: { warn(message: string, extra: { error: string; ids: string[] }): void }) {
  return (events: readonly EventEnvelope[]) => deliverEvents(events, { publisher, outbox: outboxRepository, logger });
}

/**
 * What carrying out a paid order needs (the registration consumer and the paid-orders job share
 * it, so both take the same command path): the registry, refunds, the buyers and domains.
 */
export function fulfilmentPorts(logger: Parameters<typeof deliverWith>[0]) {
  return {
    orders: orderRepository,
    domains: domainRepository,
    leases: registryLeaseRepository,
    buyers: userRepository,
    registry: eppRegistry(),
    payments,
    clock,
    nameServers: config().PRODUCT_NAME_SERVERS,
    deliver: deliverWith(logger),
  };
}

export { orderRepository };
