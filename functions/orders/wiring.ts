import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { orderRepository } from '../adapters/dynamodb/order-repository.ts';
import { outboxRepository } from '../adapters/dynamodb/outbox-repository.ts';
import { configuredEventPublisher } from '../adapters/events/event-publisher.ts';
import { configuredPayments } from '../adapters/payments/configured-payments.ts';
import { config } from '../config.ts';
import { deliverEvents } from '../events/deliver-events.ts';
import type { EventEnvelope } from '#events/envelope.ts';

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

export { orderRepository };
