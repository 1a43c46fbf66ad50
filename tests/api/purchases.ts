import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Portal } from './portal.ts';

/** Buying over HTTP in API tests: checkout, paying on the simulator's page, waiting for the order to settle. */

export const freshName = (label = 'keyp') => `${label}-${randomUUID().slice(0, 8)}.fo`;

export function checkout(portal: Portal, token: string, body: Record<string, unknown>, key: string = randomUUID(), language = 'en') {
  return portal.call('POST', '/orders', { token, language, body: { years: 1, terms_accepted: true, ...body }, headers: { 'idempotency-key': key } });
}

/** Pays on the simulator's hosted page as a buyer would; answers where it sends the browser. */
export async function pay(checkoutUrl: string, card = '4242 4242 4242 4242'): Promise<string> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, expiry: '12/39', cvc: '123', name: 'Test Keypari' }).toString(),
    redirect: 'manual',
  });
  expect(response.status, await response.clone().text()).toBe(303);
  return response.headers.get('location')!;
}

export async function orderOf(portal: Portal, token: string, orderId: string) {
  const answer = await portal.call('GET', `/orders/${orderId}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** Waits until the order leaves the given states (webhooks and the registration queue settle). */
export async function settled(portal: Portal, token: string, orderId: string, passing: string[] = ['pending', 'paid'], timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await portal.runtime.bus.drain();
    const order = await orderOf(portal, token, orderId);
    if (!passing.includes(order.status) || Date.now() > until) return order;
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Buys a name for the caller and answers its domain id (registered). */
export async function buyDomain(portal: Portal, token: string, name = freshName(), years = 1): Promise<{ name: string; domainId: string }> {
  const placed = await checkout(portal, token, { domains: [name], years });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  await pay(placed.body.data.checkout_url);
  const order = await settled(portal, token, placed.body.data.id);
  expect(order.status).toBe('registered');
  return { name, domainId: order.items[0].domain_id as string };
}
