import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createOrderRepository } from '../adapters/dynamodb/order-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredBusinessMetrics } from '../adapters/metrics/configured-metrics.ts';
import { configuredPaymentsOf } from '../adapters/payments/configured-payments.ts';
import type { StripeCommand } from '../adapters/payments/stripe-payments.ts';
import type { Payments } from '../ports/payments.ts';
import type { Config } from '../config.ts';

/**
 * The composition root of orders, shared by the orders and webhooks handlers, the refund
 * consumer and the reconciliation job: the adapters a configuration selects, built once at cold
 * start (or once per local runtime). Each takes the payment commands it calls, so its bundle carries only those.
 */
export function composeOrders<K extends keyof Payments>(config: Config, local: LocalStandIns | undefined, paymentCommands: { [P in K]: StripeCommand<P> }) {
  return {
    orders: createOrderRepository(portalTableOf(config)),
    payments: configuredPaymentsOf(config, local, paymentCommands),
    clock: configuredClock(config, local),
    /** The portal's own origin: where the payment page returns to. */
    origin: config.PUBLIC_URL.replace(/\/+$/, ''),
    deliveryFor: configuredDelivery(config, local),
    metrics: configuredBusinessMetrics(config),
  };
}
