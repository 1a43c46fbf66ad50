import useSWR from 'swr';
import type { Order } from '#shared/schemas/orders.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /orders`: the signed-in user's orders (the receipts), newest first. */
export const ordersKey = apiPath('listOrders');

export function getOrders(): Promise<Order[]> {
  return callApi('listOrders');
}

export function useOrders() {
  return useSWR(ordersKey, getOrders);
}
