import type { adminApi } from '#shared/api/admin.ts';
import type { SomeRouteImplementations } from '../../http/pipeline/context-handler.ts';
import { toAdminOrderView } from './order-view.ts';
import { listAdminOrders } from './list-orders.ts';
import { markOrderPaid } from './mark-order-paid.ts';
import type { composeAdminOrders } from '../wiring.ts';

type AdminOrderRouteId = 'listAdminOrders' | 'markAdminOrderPaid';

/** The admin Lambda's orders routes: each parses nothing itself and calls one use case. */
export function adminOrderRoutes(ports: ReturnType<typeof composeAdminOrders>): SomeRouteImplementations<typeof adminApi, AdminOrderRouteId> {
  const { queries, orders, clock, deliveryFor, metrics } = ports;

  return {
    listAdminOrders: async ({ query }) => {
      const { orders: found, totals, next } = await listAdminOrders(query, { queries });
      return { data: { data: found.map(toAdminOrderView), totals, links: { next } } };
    },

    markAdminOrderPaid: async ({ identity, params, body, logger }) => ({
      data: toAdminOrderView(
        await markOrderPaid({ orderId: params.orderId, actorId: identity.userId, reason: body.reason }, { orders, clock, metrics, deliver: deliveryFor(logger) }),
      ),
    }),
  };
}
