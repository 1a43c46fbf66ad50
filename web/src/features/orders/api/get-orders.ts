import useSWR from 'swr';
import type { Order } from '#shared/schemas/orders.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /orders`: the signed-in user's orders (the receipts), newest first; with `teamId` the team's (`?team_id=`, every member's). */
export const ordersKey = (teamId?: string) => (teamId ? apiPath('listOrders', { query: { team_id: teamId } }) : apiPath('listOrders'));

export function getOrders(teamId?: string): Promise<Order[]> {
  return teamId ? callApi('listOrders', { query: { team_id: teamId } }) : callApi('listOrders');
}

export function useOrders(teamId?: string) {
  return useSWR(ordersKey(teamId), () => getOrders(teamId));
}
