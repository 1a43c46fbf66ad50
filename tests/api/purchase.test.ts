import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { newAccount } from './accounts.ts';
import { type Portal, usePortal } from './portal.ts';
import { checkout as checkoutAt, freshName, orderOf as orderAt, pay, settled as settledAt } from './purchases.ts';

/**
 * Buying a `.fo` name over HTTP against the local runtime: checkout, the payment simulator's
 * hosted page and signed webhooks, registration at the EPP registry simulator, refunds. The
 * webhooks' own refusals and redeliveries: payment-webhooks.test.ts.
 */
const portal = usePortal();
const registry = () => portal.runtime.registry;
const simulator = () => portal.runtime.payments;

afterEach(async () => {
  if (registry().faults.current !== 'none') await registry().faults.set('none');
});

const checkout = (token: string, body: Record<string, unknown>, key?: string, language?: string) => checkoutAt(portal, token, body, key, language);
const orderOf = (token: string, orderId: string) => orderAt(portal, token, orderId);
const settled = (token: string, orderId: string, passing?: string[], timeoutMs?: number) => settledAt(portal, token, orderId, passing, timeoutMs);

async function buyer(p: Portal = portal) {
  return newAccount(p);
}

describe('checkout and registration', () => {
  it('buys a name: pending order → payment page → verified webhook → registered, in the archive, receipt as PDF', async () => {
    const { token, userId } = await buyer();
    const name = freshName();
    const placed = await checkout(token, { domains: [name], years: 2 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    expect(order).toMatchObject({ status: 'pending', net: 20000, vat: 5000, total: 25000, vat_percent: 25, currency: 'DKK', refunded_amount: 0 });
    expect(order.items).toEqual([expect.objectContaining({ domain: name, years: 2, unit_price: 10000, net: 20000, vat: 5000, total: 25000, status: 'pending' })]);
    expect(order.checkout_url).toMatch(/\/dev\/pay\/checkout\/cs_/);

    const back = await pay(order.checkout_url);
    expect(back).toBe(`${portal.runtime.url}/purchase-success?order=${order.id}`);
    const done = await settled(token, order.id);
    expect(done).toMatchObject({ status: 'registered', provider_order_id: expect.stringMatching(/^cs_/), provider_invoice_id: expect.stringMatching(/^pi_/), checkout_url: null });
    expect(done.paid_at).not.toBeNull();
    const domainId = done.items[0].domain_id as string;
    expect(done.items[0]).toMatchObject({ status: 'registered', failure_reason: null });

    // At the registry: ours, for two years, with the buyer as registrant.
    const atRegistry = registry().domain(name);
    expect(atRegistry).toBeDefined();
    expect(atRegistry!.registrar).toBe(registry().username);

    const archive = await portal.call('GET', '/domains', { token });
    expect(archive.body.data).toEqual([
      expect.objectContaining({ id: domainId, name, status: 'active', name_server_mode: 'product', owner: expect.objectContaining({ type: 'user', id: userId }) }),
    ]);
    const view = await portal.call('GET', `/domains/${domainId}`, { token });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ id: domainId, name, order_id: order.id, registry_error: null });
    expect(view.body.data.registry.statuses.length).toBeGreaterThan(0);
    expect(Date.parse(view.body.data.expires_at) - Date.now()).toBeGreaterThan(1.9 * 365 * 24 * 3600_000);

    const receipts = await portal.call('GET', '/orders', { token });
    expect(receipts.body.data.map((entry: { id: string }) => entry.id)).toEqual([order.id]);
    const pdf = await portal.call('GET', `/orders/${order.id}/receipt?language=en`, { token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/attachment; filename="receipt-\d{6,}\.pdf"/);
    expect(
      Buffer.from(pdf.body as Uint8Array)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // An owner of a domain cannot delete their user (spec §5 deletion rules).
    const deletion = await portal.call('DELETE', '/users/me', { token, language: 'en' });
    expect(deletion.status).toBe(409);
    expect(deletion.body.error.code).toBe('user_owns_domains');

    // Nobody else sees any of it.
    const other = await buyer();
    expect((await portal.call('GET', `/orders/${order.id}`, { token: other.token })).status).toBe(404);
    expect((await portal.call('GET', `/orders/${order.id}/receipt`, { token: other.token })).status).toBe(404);
    expect((await portal.call('GET', `/domains/${domainId}`, { token: other.token })).status).toBe(404);
    expect((await portal.call('GET', '/domains', { token: other.token })).body.data).toEqual([]);
  });

  it('a declined card: the order fails with the reason, nothing is registered or charged', async () => {
    const { token } = await buyer();
    const name = freshName('afvist');
    const order = (await checkout(token, { domains: [name] })).body.data;
    registry().clearCommandLog();
    const back = await pay(order.checkout_url, '4000 0000 0000 0002');
    expect(back).toBe(`${portal.runtime.url}/purchase-failure?order=${order.id}`);
    const failed = await settled(token, order.id, ['pending']);
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'card_declined', paid_at: null });
    expect(registry().commandCount('create')).toBe(0);
    expect(registry().domain(name)).toBeUndefined();
  });

  it('refuses a taken name at checkout with the spec text, per name', async () => {
    const { token } = await buyer();
    const answer = await checkout(token, { domains: [freshName(), 'tinganes'] });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('domain_unavailable');
    expect(answer.body.error.fields).toEqual({ 'domains.1': 'The domain is not available.' });
    const faroese = await portal.call('POST', '/orders', {
      token,
      language: 'fo',
      body: { domains: ['a'], years: 11, terms_accepted: false },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(faroese.status).toBe(422);
    expect(Object.keys(faroese.body.error.fields).sort()).toEqual(['terms_accepted', 'years']);
  });
});

describe('idempotency and races', () => {
  it('50 concurrent checkouts with one Idempotency-Key make one order and one payment session', async () => {
    const { token } = await buyer();
    const key = randomUUID();
    const body = { domains: [freshName('twin')] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkout(token, body, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    const ids = new Set(answers.map((answer) => answer.body.data.id));
    expect(ids.size).toBe(1);
    const [orderId] = [...ids];
    expect(new Set(answers.map((answer) => answer.body.data.checkout_url)).size).toBe(1);
    expect(
      simulator()
        .sessions()
        .filter((session) => session.client_reference_id === orderId),
    ).toHaveLength(1);
    expect((await portal.call('GET', '/orders', { token })).body.data).toHaveLength(1);

    const reused = await checkout(token, { domains: [freshName('other')] }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
  });

  it('two buyers pay for one name: one owner, one refund', async () => {
    const name = freshName('race');
    const first = await buyer();
    const second = await buyer();
    const orders = [(await checkout(first.token, { domains: [name] })).body.data, (await checkout(second.token, { domains: [name] })).body.data];
    await Promise.all(orders.map((order) => pay(order.checkout_url)));
    const [a, b] = [await settled(first.token, orders[0].id), await settled(second.token, orders[1].id)];
    expect([a.status, b.status].sort()).toEqual(['refunded', 'registered']);
    const loser = a.status === 'refunded' ? a : b;
    expect(loser).toMatchObject({ refunded_amount: loser.total, items: [expect.objectContaining({ status: 'refunded', failure_reason: 'domain_unavailable' })] });
    const refunds = simulator()
      .refunds()
      .filter((refund) => refund.payment_intent === loser.provider_invoice_id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(loser.total);
    const owners = [(await portal.call('GET', '/domains', { token: first.token })).body.data, (await portal.call('GET', '/domains', { token: second.token })).body.data];
    expect(owners.flat().filter((domain: { name: string }) => domain.name === name)).toHaveLength(1);
  });

  it('the registry down during registration: the order stays paid and is registered once it is back', async () => {
    const { token } = await buyer();
    const name = freshName('nede');
    const order = (await checkout(token, { domains: [name] })).body.data;
    await registry().faults.set('down');
    await pay(order.checkout_url);
    await new Promise((done) => setTimeout(done, 1500));
    expect((await orderOf(token, order.id)).status).toBe('paid');
    await registry().faults.set('none');
    const done = await settled(token, order.id, ['pending', 'paid'], 20_000);
    expect(done.status).toBe('registered');
    expect(registry().domain(name)).toBeDefined();
    expect(portal.runtime.bus.deadLetters()).toEqual([]);
    expect(
      simulator()
        .refunds()
        .filter((refund) => refund.payment_intent === done.provider_invoice_id),
    ).toEqual([]);
  });
});
