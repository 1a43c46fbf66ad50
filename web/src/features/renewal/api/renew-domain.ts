import type { Order } from '../../../../../shared/schemas/orders';
import { api } from '../../../lib/api-client';

/**
 * `POST /domains/{domainId}/renewals` with an `Idempotency-Key`: a pending renewal order whose
 * `checkout_url` is the payment page. The same key answers the same order.
 */
export function renewDomain(domainId: string, years: number, idempotencyKey: string): Promise<Order> {
  return api.post<Order>(`/domains/${domainId}/renewals`, { years }, { headers: { 'Idempotency-Key': idempotencyKey } });
}
