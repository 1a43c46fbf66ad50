import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createAdminOrderQueries } from '../adapters/dynamodb/admin-order-queries.ts';
import { createOrderRepository } from '../adapters/dynamodb/order-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredBusinessMetrics } from '../adapters/metrics/configured-metrics.ts';
import type { Config } from '../config.ts';

/** The composition root of the admin orders' routes (`orders/routes.ts`), part of the admin Lambda's. */
export function composeAdminOrders(config: Config, local?: LocalStandIns) {
  const table = portalTableOf(config);
  return {
    queries: createAdminOrderQueries(table),
    orders: createOrderRepository(table),
    clock: configuredClock(config, local),
    deliveryFor: configuredDelivery(config, local),
    metrics: configuredBusinessMetrics(config),
  };
}
