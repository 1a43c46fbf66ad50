import type { Order } from '#shared/schemas/orders.ts';
import { callApi } from '#web/lib/call-api.ts';

/**
 * `POST /orders/{orderId}/cancel`: the buyer left the payment page with "cancel". The checkout is
 * expired at the provider and the pending order answered `cancelled` (or `paid`, when the payment
 * went through just before); any other order is answered as it is.
 */
export function cancelOrder(orderId: string): Promise<Order> {
  return callApi('cancelOrder', { params: { orderId } });
}
