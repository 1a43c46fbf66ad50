import type { AdminOrderListQuery, OrderTotals } from '#shared/schemas/admin-orders.ts';
import { type OrderStatus, orderStatuses } from '#shared/schemas/orders.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { periodInstants } from './period.ts';
import type { AdminOrderQueries, OrderAmounts } from './ports.ts';

const defaultPerPage = 25;

/** The statuses of an order whose payment was received for it (a refunded one was paid first). */
const paidStatuses: ReadonlySet<OrderStatus> = new Set(['paid', 'registered', 'refunded']);

/**
 * The sums of the orders found: what they cost (net, VAT, total), and apart what was paid, what
 * went back and what is still awaiting payment (pending). Failed, expired and mismatched orders
 * (a payment of another amount is held and refunded) count in neither paid nor awaiting.
 */
export function orderTotals(orders: readonly OrderAmounts[]): OrderTotals {
  const sum = (pick: (order: OrderAmounts) => number, of: readonly OrderAmounts[] = orders) => of.reduce((total, order) => total + pick(order), 0);
  return {
    count: orders.length,
    net: sum((order) => order.net),
    vat: sum((order) => order.vat),
    total: sum((order) => order.total),
    paid: sum(
      (order) => order.total,
      orders.filter((order) => paidStatuses.has(order.status)),
    ),
    refunded: sum((order) => order.refundedAmount),
    awaiting_payment: sum(
      (order) => order.total,
      orders.filter((order) => order.status === 'pending'),
    ),
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
