import useSWR from 'swr';
import type { Order } from '../../../../../shared/schemas/orders';
import { apiPath, callApi } from '../../../lib/call-api';

/** `GET /orders`: the signed-in user's orders (the receipts), newest first. */
export const ordersKey = apiPath('listOrders');

export function getOrders(): Promise<Order[]> {
  return callApi('listOrders');
}

export function useOrders() {
  return useSWR(ordersKey, getOrders);
}
