import type { Order } from '#shared/schemas/orders.ts';
import { callApi } from '#web/lib/call-api.ts';

/**
 * `POST /domains/{domainId}/renewals` with an `Idempotency-Key`: a pending renewal order whose
 * `checkout_url` is the payment page. The same key answers the same order.
 */
export function renewDomain(domainId: string, years: number, idempotencyKey: string): Promise<Order> {
  return callApi('renewDomain', { params: { domainId }, body: { years }, headers: { 'Idempotency-Key': idempotencyKey } });
}
