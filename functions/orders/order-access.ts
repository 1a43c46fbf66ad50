import { DomainError } from '../errors.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { type OrderRecord, toOrderView } from './order.ts';
import type { OrderRepository, ReceiptRepository } from './ports.ts';

/** The caller's place in a team (the teams context's members): `owner`, `member`, or null. */
export interface TeamPlaces {
  teamRoleOf(teamId: string, userId: string): Promise<'owner' | 'member' | null>;
}

/**
 * Whose orders (and receipts) a user sees: their own; a team's, as every member of the team
 * (spec §6: members see the payment side without changing it); and a team purchase they paid
 * for themselves (its result page), also after they left the team. Anyone else's is
 * `not_found`, never a hint that it exists.
 */
export async function reachOrder(orderId: string, userId: string, ports: { orders: Pick<OrderRepository, 'get'>; teams: TeamPlaces }): Promise<OrderRecord> {
  const order = await ports.orders.get(orderId);
  if (!order) throw new DomainError('not_found');
  if (order.ownerType === 'user' ? order.ownerId === userId : order.buyerId === userId) return order;
  if (order.ownerType === 'team' && (await ports.teams.teamRoleOf(order.ownerId, userId)) !== null) return order;
  throw new DomainError('not_found');
}

/** The caller's own orders, or with `teamId` the team's (to its members; a team they are not in is `not_found`), newest first. */
export async function listOrders(userId: string, teamId: string | undefined, ports: { orders: Pick<OrderRepository, 'listByOwner'>; teams: TeamPlaces }): Promise<OrderRecord[]> {
  if (!teamId) return (await ports.orders.listByOwner(userId)).filter((order) => order.ownerType === 'user');
  if ((await ports.teams.teamRoleOf(teamId, userId)) === null) throw new DomainError('not_found');
  return (await ports.orders.listByOwner(teamId)).filter((order) => order.ownerType === 'team');
}

/**
 * What the buyer sees of an order: with its credit note when an administrator refunded it (one
 * read of the note, pattern R3; refunds are few, so a list reads few).
 */
export async function orderView(order: OrderRecord, ports: { receipts: Pick<ReceiptRepository, 'getCreditNote'> }): Promise<Order> {
  return toOrderView(order, order.adminRefund ? await ports.receipts.getCreditNote(order.orderId) : null);
}
