import type { OrderStatus } from '#shared/schemas/orders.ts';
import type { OrderRecord } from '../../orders/order.ts';

/** The amounts of an order the totals add up. */
export type OrderAmounts = Pick<OrderRecord, 'status' | 'net' | 'vat' | 'total' | 'refundedAmount'>;

/**
 * The administrators' reading of orders (adapter: `adapters/dynamodb/admin-order-queries.ts`,
 * pattern O9 in docs/data-model.md): by status and the time they were placed, never a scan.
 */
export interface AdminOrderQueries {
  /**
   * Orders of these statuses placed in `[from, to)` (ISO-8601), newest first, at most `limit`;
   * `before` is the previous page's `next` (the sort key of its last order).
   */
  page(query: { statuses: readonly OrderStatus[]; from: string; to: string; before?: string; limit: number }): Promise<{ orders: OrderRecord[]; next: string | null }>;
  /** The amounts of every order of these statuses placed in `[from, to)`. */
  amounts(query: { statuses: readonly OrderStatus[]; from: string; to: string }): Promise<OrderAmounts[]>;
}
