import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createOrderRepository } from '../adapters/dynamodb/order-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredBusinessMetrics } from '../adapters/metrics/configured-metrics.ts';
import { configuredPayments } from '../adapters/payments/configured-payments.ts';
import type { Config } from '../config.ts';

/**
 * The composition root of orders, shared by the orders and webhooks handlers, the refund
 * consumer and the reconciliation job: the adapters a configuration selects, built once at cold
 * start (or once per local runtime).
 */
export function composeOrders(config: Config, local?: LocalStandIns) {
  return {
    orders: createOrderRepository(portalTableOf(config)),
    payments: configuredPayments(config, local),
    clock: configuredClock(config, local),
    /** The portal's own origin: where the payment page returns to. */
    origin: config.PUBLIC_URL.replace(/\/+$/, ''),
    deliveryFor: configuredDelivery(config, local),
    metrics: configuredBusinessMetrics(config),
  };
}
