import type { AdminOrderListQuery, OrderTotals } from '#shared/schemas/admin-orders.ts';
import { orderStatuses } from '#shared/schemas/orders.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { periodInstants } from './period.ts';
import type { AdminOrderQueries, OrderAmounts } from './ports.ts';

const defaultPerPage = 25;

/** The sums of the orders found: what they cost (net, VAT, total) and what went back. */
export function orderTotals(orders: readonly OrderAmounts[]): OrderTotals {
  const sum = (pick: (order: OrderAmounts) => number) => orders.reduce((total, order) => total + pick(order), 0);
  return {
    count: orders.length,
    net: sum((order) => order.net),
    vat: sum((order) => order.vat),
    total: sum((order) => order.total),
    refunded: sum((order) => order.refundedAmount),
  };
}

/**
 * The administrators' order list: the orders placed in a period of days (Atlantic/Faroe), of one
 * status or all, newest first, a page at a time, with the totals of every order the filter finds.
 */
export async function listAdminOrders(
  query: AdminOrderListQuery,
  ports: { queries: AdminOrderQueries },
): Promise<{ orders: OrderRecord[]; totals: OrderTotals; next: string | null }> {
  const statuses = query.status ? [query.status] : orderStatuses;
  const period = periodInstants(query);
  const [page, amounts] = await Promise.all([
    ports.queries.page({ statuses, ...period, before: query.cursor, limit: query.per_page ?? defaultPerPage }),
    ports.queries.amounts({ statuses, ...period }),
  ]);
  return { orders: page.orders, totals: orderTotals(amounts), next: page.next };
}
