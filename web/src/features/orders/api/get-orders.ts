import useSWR from 'swr';
import type { Order } from '../../../../../shared/schemas/orders';
import { api } from '../../../lib/api-client';

/** `GET /orders`: the signed-in user's orders (the receipts), newest first. */
export const ordersKey = '/orders';

export function getOrders(): Promise<Order[]> {
  return api.get<Order[]>(ordersKey);
}

export function useOrders() {
  return useSWR(ordersKey, getOrders);
}
