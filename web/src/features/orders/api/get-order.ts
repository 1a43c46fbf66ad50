import useSWR from 'swr';
import type { Order, OrderStatus } from '#shared/schemas/orders.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /orders/{orderId}`: one of the user's orders (404 `not_found` for anyone else's). */
export const orderKey = (orderId: string) => apiPath('getOrder', { params: { orderId } });

export function getOrder(orderId: string): Promise<Order> {
  return callApi('getOrder', { params: { orderId } });
}

/** The order is still moving: the payment webhook or the registration has not finished. */
export function isOrderInProgress(status: OrderStatus): boolean {
  return status === 'pending' || status === 'paid';
}

/** While the order is pending or paid it is asked for again every second. */
export const orderPollMs = 1000;

/**
 * The order behind a purchase result page, polled every second while it is in progress (the
 * payment webhook and the registration finish after the provider's redirect). A missing id
 * asks nothing; a 404 is not retried.
 */
export function useOrder(orderId: string | null) {
  return useSWR(orderId ? orderKey(orderId) : null, () => getOrder(orderId!), {
    refreshInterval: (latest) => (latest && isOrderInProgress(latest.status) ? orderPollMs : 0),
    revalidateOnFocus: false,
    shouldRetryOnError: (error) => !(isApiError(error) && (error.status === 404 || error.status === 403)),
  });
}
