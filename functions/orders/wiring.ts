import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { orderRepository } from '../adapters/dynamodb/order-repository.ts';
import { configuredPayments } from '../adapters/payments/configured-payments.ts';
import { config } from '../config.ts';

/**
 * The adapters the order use cases run on, chosen once per process by configuration: the
 * composition root shared by the orders and webhooks handlers and the registration consumer.
 */
export const clock = configuredClock();
export const payments = configuredPayments();
export const origin = config().PUBLIC_URL.replace(/\/+$/, '');

export { orderRepository };
