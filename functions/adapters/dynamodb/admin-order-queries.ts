import type { OrderStatus } from '#shared/schemas/orders.ts';
import type { AdminOrderQueries, OrderAmounts } from '../../admin/orders/ports.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { queryItems } from './commands/query.ts';
import { orderEntity, orderKeys } from './order-entities.ts';
import type { PortalTable } from './table.ts';

/**
 * The administrators' order list (pattern O9): each status's orders by the time they were placed
 * (gsi3 `ORDERPLACED#<status>`, sort key `<createdAt>#<orderId>`). A page over several statuses
 * reads each status's partition for at most a page below the cursor and merges them: one query
 * per status, never a scan. The totals read the period's orders of those statuses, amounts only.
 */
export function createAdminOrderQueries(table: PortalTable): AdminOrderQueries {
  const query = queryItems(orderEntity(table));

  const sortKeyOf = (order: Pick<OrderRecord, 'createdAt' | 'orderId'>) => orderKeys.placedSort(order.createdAt, order.orderId);

  async function newestOf(status: OrderStatus, from: string, upper: string, limit: number): Promise<OrderRecord[]> {
    const { Items = [] } = await query({ index: 'gsi3', partition: orderKeys.byStatusPlaced(status), range: { between: [from, upper] } }, { reverse: true, limit });
    return Items as unknown as OrderRecord[];
  }

  return {
    async page({ statuses, from, to, before, limit }) {
      const upper = before && before < to ? before : to;
      // A cursor from before the period (a hand-made one): nothing there, and DynamoDB refuses a reversed range.
      if (upper < from) return { orders: [], next: null };
      // One more than a page (and the cursor's own order, which `between` includes) tells whether a next page exists.
      const found = (await Promise.all(statuses.map((status) => newestOf(status, from, upper, limit + 2))))
        .flat()
        .filter((order) => sortKeyOf(order) !== before && sortKeyOf(order) < to)
        .sort((a, b) => (sortKeyOf(a) < sortKeyOf(b) ? 1 : -1));
      const orders = found.slice(0, limit);
      return { orders, next: found.length > limit ? sortKeyOf(orders.at(-1)!) : null };
    },

    async amounts({ statuses, from, to }) {
      const perStatus = await Promise.all(
        statuses.map(async (status) => {
          const { Items = [] } = await query(
            { index: 'gsi3', partition: orderKeys.byStatusPlaced(status), range: { between: [from, to] } },
            { attributes: ['status', 'net', 'vat', 'total', 'refundedAmount', 'createdAt', 'orderId'], maxPages: Infinity },
          );
          return (Items as unknown as (OrderAmounts & Pick<OrderRecord, 'createdAt' | 'orderId'>)[]).filter((order) => sortKeyOf(order) < to);
        }),
      );
      return perStatus.flat();
    },
  };
}
