import useSWRMutation from 'swr/mutation';
import type { CreateOrderRequest, Order } from '#shared/schemas/orders.ts';
import { callApi } from '#web/lib/call-api.ts';
import { ordersKey } from './get-orders';

/**
 * `POST /orders` with an `Idempotency-Key`: buys the names for the years (the terms accepted).
 * The answer (201) is the pending order whose `checkout_url` is the payment page. The same key
 * with the same body answers the same order, so a retry never makes a second one. Names that
 * are taken answer 409 `domain_unavailable` with `fields` `domains.<index>` into `domains`.
 */
export type CreateOrderInput = CreateOrderRequest;

export function createOrder(input: CreateOrderInput, idempotencyKey: string): Promise<Order> {
  return callApi('createOrder', { body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The order list (receipts) gains the new order. */
export function useCreateOrder() {
  return useSWRMutation(ordersKey(), (_key: string, { arg }: { arg: { input: CreateOrderInput; idempotencyKey: string } }) => createOrder(arg.input, arg.idempotencyKey), {
    populateCache: false,
    revalidate: true,
  });
}
