import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from '#infra/local/payment-simulator/stripe-webhook-signature.ts';
import { newAccount, outbox } from './accounts.ts';
import { usePortal } from './portal.ts';
import { checkout as checkoutAt, freshName, orderOf as orderAt, pay, settled as settledAt } from './purchases.ts';

/**
 * Nobody pays without getting what they paid for (issue 10), against the payment and registry
 * simulators: payments of the wrong amount or currency and second payments are refunded, a
 * checkout whose webhook never came is settled by reconciliation, and a paid order the
 * registration queue gave up on is carried out (or refunded) by the paid-orders job.
 */
// Queue retries in milliseconds, so "down for longer than the consumer's retries" takes a second, not 20.
const portal = usePortal({ queueRetryDelayMs: () => 20 });
const registry = () => portal.runtime.registry;
const simulator = () => portal.runtime.payments;
const minutes = (count: number) => count * 60_000;
const webhookSecret = 'whsec_okisnavn_local_development_secret';

const payFaults = (faults: Record<string, unknown>) =>
  fetch(`${portal.runtime.url}/dev/pay/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) });

afterEach(async () => {
  await payFaults({ refunds_down: false });
  if (registry().faults.current !== 'none') await registry().faults.set('none');
  simulator().setWebhooksReachable(true);
  portal.runtime.clock.reset();
});

const checkout = (token: string, body: Record<string, unknown>) => checkoutAt(portal, token, body);
const orderOf = (token: string, orderId: string) => orderAt(portal, token, orderId);
const settled = (token: string, orderId: string, passing?: string[], timeoutMs?: number) => settledAt(portal, token, orderId, passing, timeoutMs);

async function placeOrder(label: string) {
  const buyer = await newAccount(portal);
  const name = freshName(label);
  const placed = await checkout(buyer.token, { domains: [name] });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { ...buyer, name, order: placed.body.data as { id: string; total: number; checkout_url: string; provider_order_id: string } };
}

const refundsOf = (paymentId: string) =>
  simulator()
    .refunds()
    .filter((refund) => refund.payment_intent === paymentId);
const chargesOf = (orderId: string) =>
  simulator()
    .sessions()
    .filter((session) => session.client_reference_id === orderId && session.payment_status === 'paid');
const mailsTo = async (email: string) => (await outbox(portal, email)).filter((message) => message.channel === 'email' && !/\b\d{6}\b/.test(message.text));

/** Waits until the portal has acted on everything the simulators posted and the queues hold. */
async function quiet(until: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await portal.runtime.bus.drain();
    if ((await until()) || Date.now() > deadline) return;
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('a payment that is not what the order costs', () => {
  it('1 øre for a 125 kr. order: held as payment_mismatch, nothing registered, the 1 øre refunded, the buyer told', async () => {
    const { token, email, name, order } = await placeOrder('ore');
    await simulator().pay(order.provider_order_id, { amount: 1 });
    await quiet(async () => refundsOf((await orderOf(token, order.id)).provider_invoice_id ?? '').length > 0);
    const held = await orderOf(token, order.id);
    expect(held).toMatchObject({ status: 'payment_mismatch', failure_reason: 'payment_mismatch', refunded_amount: 1 });
    expect(refundsOf(held.provider_invoice_id)).toEqual([expect.objectContaining({ amount: 1 })]);
    expect(registry().domain(name)).toBeUndefined();
    expect((await portal.call('GET', '/domains', { token })).body.data).toEqual([]);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your payment is refunded');
    expect(mail?.text).toContain(name);
  });

  it('the right amount in another currency: held and refunded in full', async () => {
    const { token, name, order } = await placeOrder('eur');
    await simulator().pay(order.provider_order_id, { currency: 'eur' });
    await quiet(async () => (await orderOf(token, order.id)).refunded_amount > 0);
    const held = await orderOf(token, order.id);
    expect(held).toMatchObject({ status: 'payment_mismatch', refunded_amount: order.total });
    expect(refundsOf(held.provider_invoice_id)).toEqual([expect.objectContaining({ amount: order.total })]);
    expect(registry().domain(name)).toBeUndefined();
  });

  it('a second payment for a paid order is refunded automatically; the first stands and the name is registered once', async () => {
    const { token, email, name, order } = await placeOrder('tvey');
    await pay(order.checkout_url);
    const registered = await settled(token, order.id);
    expect(registered.status).toBe('registered');
    const second = await simulator()
      .pay(order.provider_order_id)
      .catch(() => null);
    expect(second, 'a paid session cannot be paid through its page again').toBeNull();
    const again = await simulator().payAgain(order.provider_order_id);
    const secondPayment = (again.data.object as { payment_intent: string }).payment_intent;
    await quiet(() => refundsOf(secondPayment).length > 0);
    expect(refundsOf(secondPayment)).toEqual([expect.objectContaining({ amount: order.total })]);
    expect(refundsOf(registered.provider_invoice_id)).toEqual([]);
    const after = await orderOf(token, order.id);
    expect(after).toMatchObject({ status: 'registered', refunded_amount: 0, provider_invoice_id: registered.provider_invoice_id });
    expect((await portal.call('GET', '/domains', { token })).body.data.filter((domain: { name: string }) => domain.name === name)).toHaveLength(1);
    // The same second payment delivered again is not refunded twice.
    const replayed = simulator()
      .events()
      .find((event) => event.id === again.id)!;
    expect((await simulator().resend(replayed.id)).status).toBe(200);
    await quiet(() => true);
    expect(refundsOf(secondPayment)).toHaveLength(1);
    const subjects = (await mailsTo(email)).map((mail) => mail.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Your domains are registered', 'Your payment is refunded']));
  });
});

describe('checkout reconciliation (a webhook that never comes)', () => {
  it('a paid checkout whose webhooks were lost is applied by the job and registered, once', async () => {
    const { token, name, order } = await placeOrder('tapt');
    simulator().setWebhooksReachable(false);
    await pay(order.checkout_url);
    expect((await orderOf(token, order.id)).status).toBe('pending');
    portal.runtime.clock.advance(minutes(11));
    const reports = await Promise.all([portal.runtime.scheduler.run('checkout-reconciliation'), portal.runtime.scheduler.run('checkout-reconciliation')]);
    expect(reports.map((report) => (report as { paid: number }).paid).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    const done = await settled(token, order.id);
    expect(done.status).toBe('registered');
    expect(registry().domain(name)).toBeDefined();
    // The provider's own webhook, once the endpoint is back, changes nothing.
    simulator().setWebhooksReachable(true);
    const paidEvent = simulator()
      .events()
      .find((event) => event.type === 'checkout.session.completed' && (event.data.object as { client_reference_id?: string }).client_reference_id === order.id)!;
    expect((await simulator().resend(paidEvent.id)).status).toBe(200);
    await quiet(() => true);
    expect((await orderOf(token, order.id)).updated_at).toBe(done.updated_at);
    expect(chargesOf(order.id)).toHaveLength(1);
    expect(refundsOf(done.provider_invoice_id)).toEqual([]);
  });

  it('an abandoned checkout is expired at the provider and the order is expired (payment_expired), no longer payable', async () => {
    const { token, order } = await placeOrder('farin');
    simulator().setWebhooksReachable(false);
    portal.runtime.clock.advance(minutes(5));
    expect(await portal.runtime.scheduler.run('checkout-reconciliation')).toMatchObject({ paid: 0 });
    expect((await orderOf(token, order.id)).status).toBe('pending');
    portal.runtime.clock.advance(minutes(61));
    expect(await portal.runtime.scheduler.run('checkout-reconciliation')).toMatchObject({ expired: expect.any(Number) });
    const failed = await orderOf(token, order.id);
    expect(failed).toMatchObject({ status: 'expired', failure_reason: 'payment_expired', checkout_url: null });
    expect(
      simulator()
        .sessions()
        .find((session) => session.id === order.provider_order_id)?.status,
    ).toBe('expired');
    const page = await fetch(order.checkout_url);
    expect(page.status).toBe(410);
  });
});

describe('checkouts that end unpaid: cancelled, declined, expired (issue 13)', () => {
  const expiryEvents = (orderId: string) =>
    portal.runtime.bus.published.filter((event) => event.metadata.name === 'order.payment-failed' && (event.data as { orderId: string }).orderId === orderId);
  const sessionOf = (id: string) =>
    simulator()
      .sessions()
      .find((session) => session.id === id)!;
  const expiredWebhooks = (sessionId: string) =>
    simulator()
      .events()
      .filter((event) => event.type === 'checkout.session.expired' && event.data.object.id === sessionId);

  it("cancel on the payment page: back to the failure page, which cancels the order: the checkout is expired at the provider at once and the order is cancelled, not waiting for payment; the provider's expiry and a second cancel change nothing", async () => {
    const { token, order } = await placeOrder('angra');
    const page = await (await fetch(order.checkout_url)).text();
    const cancel = /<a href="([^"]+)">Cancel and go back<\/a>/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    expect(cancel).toBe(`${portal.runtime.url}/purchase-failure?order=${order.id}`);
    // What the failure page asks as it opens.
    const cancelled = await portal.call('POST', `/orders/${order.id}/cancel`, { token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', failure_reason: null, checkout_url: null, paid_at: null });
    expect(sessionOf(order.provider_order_id).status).toBe('expired');
    // The payment page no longer takes a card.
    const late = await fetch(order.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Test Keypari' }).toString(),
      redirect: 'manual',
    });
    expect(late.status).not.toBe(303);
    expect(chargesOf(order.id)).toEqual([]);

    // The provider's checkout.session.expired for the same checkout arrives and is acknowledged: still cancelled.
    await quiet(() => expiredWebhooks(order.provider_order_id).length > 0);
    expect(expiredWebhooks(order.provider_order_id)).toHaveLength(1);
    await portal.runtime.bus.drain();
    expect(await orderOf(token, order.id)).toMatchObject({ status: 'cancelled', failure_reason: null });
    // Cancelling again (the page reloaded) answers it as it is; the reconciliation job past the old expiry leaves it.
    expect((await portal.call('POST', `/orders/${order.id}/cancel`, { token })).body.data.status).toBe('cancelled');
    portal.runtime.clock.advance(minutes(61));
    await portal.runtime.scheduler.run('checkout-reconciliation');
    await portal.runtime.bus.drain();
    expect(await orderOf(token, order.id)).toMatchObject({ status: 'cancelled' });
    // No payment failure for a cancel the buyer made (the provider's expiry, if recorded before the cancel, is no failure: nothing in the bell),
    // and Receipts lists it as cancelled.
    expect(expiryEvents(order.id).filter((event) => (event.data as { reason: string }).reason !== 'expired')).toEqual([]);
    const listed = (await portal.call('GET', '/orders', { token })).body.data.find((entry: { id: string }) => entry.id === order.id);
    expect(listed).toMatchObject({ status: 'cancelled' });
    // Someone else's order is not theirs to cancel.
    const other = await newAccount(portal);
    expect((await portal.call('POST', `/orders/${order.id}/cancel`, { token: other.token })).status).toBe(404);
  });

  it('a declined card: the order fails as card_declined (not a generic failure), and is not expired', async () => {
    const { token, order } = await placeOrder('avvist');
    const back = await pay(order.checkout_url, '4000 0000 0000 0002');
    expect(back).toBe(`${portal.runtime.url}/purchase-failure?order=${order.id}`);
    await quiet(async () => (await orderOf(token, order.id)).status !== 'pending');
    expect(await orderOf(token, order.id)).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
    const poor = await placeOrder('fatt');
    await pay(poor.order.checkout_url, '4000 0000 0000 9995');
    await quiet(async () => (await orderOf(poor.token, poor.order.id)).status !== 'pending');
    expect(await orderOf(poor.token, poor.order.id)).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
  });

  it('the webhook, the job twice at once and the same webhook five times more: the order expires once, one event, nothing changes after', async () => {
    const { token, order } = await placeOrder('kapp');
    portal.runtime.clock.advance(minutes(61));
    // The job (twice) and the simulator's sweep race for the same expiry.
    const reports = await Promise.all([portal.runtime.scheduler.run('checkout-reconciliation'), portal.runtime.scheduler.run('checkout-reconciliation')]);
    expect(reports.every((report) => (report as { failed: number }).failed === 0)).toBe(true);
    await quiet(async () => expiredWebhooks(order.provider_order_id).length > 0 && (await orderOf(token, order.id)).status === 'expired');
    const expired = await orderOf(token, order.id);
    expect(expired).toMatchObject({ status: 'expired', failure_reason: 'payment_expired' });
    // The provider expired the session once, however many asked.
    expect(expiredWebhooks(order.provider_order_id)).toHaveLength(1);
    const [webhook] = expiredWebhooks(order.provider_order_id);
    const replays = await Promise.all(Array.from({ length: 5 }, () => simulator().resend(webhook!.id)));
    expect(replays.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await portal.runtime.scheduler.run('checkout-reconciliation')).toMatchObject({ failed: 0 });
    await quiet(() => true);
    expect(await orderOf(token, order.id)).toEqual(expired);
    expect(expiryEvents(order.id)).toHaveLength(1);
  });

  it('a payment that still arrives for an expired order is refunded in full and the buyer told, never registered', async () => {
    const { token, email, name, order } = await placeOrder('seinkad');
    // The buyer pays, but the webhook is lost; the provider's expiry event for the session reaches us first (out of order).
    simulator().setWebhooksReachable(false);
    await pay(order.checkout_url);
    const expiredEvent = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.expired',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: order.provider_order_id,
          object: 'checkout.session',
          client_reference_id: order.id,
          metadata: { order_id: order.id },
          payment_status: 'unpaid',
          status: 'expired',
        },
      },
    });
    const answer = await portal.call('POST', '/webhooks/payments', {
      rawBody: expiredEvent,
      headers: { 'stripe-signature': stripeSignatureHeader(webhookSecret, expiredEvent, Math.floor(Date.now() / 1000)) },
    });
    expect(answer.status).toBe(200);
    expect(await orderOf(token, order.id)).toMatchObject({ status: 'expired' });

    // Now the payment's own webhook arrives: the expired order stays expired, the payment goes back.
    simulator().setWebhooksReachable(true);
    const paid = simulator()
      .events()
      .find((event) => event.type === 'checkout.session.completed' && (event.data.object as { client_reference_id?: string }).client_reference_id === order.id)!;
    expect((await simulator().resend(paid.id)).status).toBe(200);
    const paymentId = (paid.data.object as { payment_intent: string }).payment_intent;
    await quiet(() => refundsOf(paymentId).length > 0);
    expect(refundsOf(paymentId)).toEqual([expect.objectContaining({ amount: order.total })]);
    const after = await orderOf(token, order.id);
    expect(after).toMatchObject({ status: 'expired', failure_reason: 'payment_expired', paid_at: null });
    expect(portal.runtime.bus.published.filter((event) => event.metadata.name === 'order.paid' && (event.data as { orderId: string }).orderId === order.id)).toEqual([]);
    expect(registry().domain(name)).toBeUndefined();
    await quiet(async () => (await mailsTo(email)).length > 0);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your payment is refunded');
    expect(mail?.text).toContain('after the order had expired');
  });

  it('an expired checkout cannot be paid any more: the payment page says it expired and refuses the card', async () => {
    const { token, order } = await placeOrder('seint');
    portal.runtime.clock.advance(minutes(61));
    await quiet(async () => (await orderOf(token, order.id)).status === 'expired');
    const refused = await fetch(order.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Seinur Keypari' }).toString(),
      redirect: 'manual',
    });
    expect(refused.status).toBe(409);
    expect(chargesOf(order.id)).toEqual([]);
    expect((await orderOf(token, order.id)).status).toBe('expired');
  });
});

describe('the paid-orders job (registration the queue gave up on)', () => {
  async function strandedOrder(label: string) {
    const placed = await placeOrder(label);
    await registry().faults.set('down');
    await pay(placed.order.checkout_url);
    await quiet(() => portal.runtime.bus.deadLetters().some((letter) => JSON.stringify(letter.body).includes(placed.order.id)), 15_000);
    expect(
      portal.runtime.bus.deadLetters().some((letter) => JSON.stringify(letter.body).includes(placed.order.id)),
      'order.paid dead-lettered',
    ).toBe(true);
    expect((await orderOf(placed.token, placed.order.id)).status).toBe('paid');
    return placed;
  }

  it('the registry down past the consumer’s retries, then back: the job registers the order; two runs at once register it once', async () => {
    const { token, email, name, order } = await strandedOrder('nidri');
    await registry().faults.set('none');
    portal.runtime.clock.advance(minutes(31));
    registry().clearCommandLog();
    const reports = await Promise.all([portal.runtime.scheduler.run('paid-orders'), portal.runtime.scheduler.run('paid-orders')]);
    expect(reports.map((report) => (report as { registered: number }).registered).reduce((a, b) => a + b)).toBe(1);
    await quiet(() => true);
    const done = await orderOf(token, order.id);
    expect(done).toMatchObject({ status: 'registered', refunded_amount: 0 });
    expect(registry().domain(name)).toBeDefined();
    const domains = (await portal.call('GET', '/domains', { token })).body.data.filter((domain: { name: string }) => domain.name === name);
    expect(domains).toHaveLength(1);
    expect(refundsOf(done.provider_invoice_id)).toEqual([]);
    expect(chargesOf(order.id)).toHaveLength(1);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain('Your domains are registered');
    // Nothing left for the next run.
    expect(await portal.runtime.scheduler.run('paid-orders')).toMatchObject({ found: 0 });
  });

  it('the registry still down a day after payment: the job refunds the order and tells the buyer', async () => {
    const { token, email, name, order } = await strandedOrder('dagur');
    portal.runtime.clock.advance(minutes(31));
    expect(await portal.runtime.scheduler.run('paid-orders')).toMatchObject({ found: 1, failed: 1 });
    expect((await orderOf(token, order.id)).status).toBe('paid');
    portal.runtime.clock.advance(minutes(24 * 60));
    expect(await portal.runtime.scheduler.run('paid-orders')).toMatchObject({ found: 1, refunded: 1 });
    await quiet(() => true);
    const refunded = await orderOf(token, order.id);
    expect(refunded).toMatchObject({
      status: 'refunded',
      refunded_amount: order.total,
      items: [expect.objectContaining({ status: 'refunded', failure_reason: 'registry_unavailable' })],
    });
    expect(refundsOf(refunded.provider_invoice_id)).toEqual([expect.objectContaining({ amount: order.total })]);
    expect(registry().domain(name)).toBeUndefined();
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('The purchase did not go through – your money is refunded');
    expect(mail?.text).toContain(name);
  });

  it('a second payment whose refund failed past the payment-refunds queue’s retries (the provider down): the job refunds it once it is back, the buyer told once', async () => {
    const { token, email, order } = await placeOrder('aftur');
    await pay(order.checkout_url);
    const registered = await settled(token, order.id);
    expect(registered.status).toBe('registered');
    expect((await payFaults({ refunds_down: true })).status).toBe(200);
    const again = await simulator().payAgain(order.provider_order_id);
    const secondPayment = (again.data.object as { payment_intent: string }).payment_intent;
    const deadLettered = () => portal.runtime.bus.deadLetters().some((letter) => letter.queue === 'payment-refunds' && JSON.stringify(letter.body).includes(secondPayment));
    await quiet(deadLettered, 15_000);
    expect(deadLettered(), 'order.extra-payment-received dead-lettered').toBe(true);
    expect(refundsOf(secondPayment)).toEqual([]);
    await payFaults({ refunds_down: false });
    // Within the grace period the job leaves it; after it, the job refunds it (it never reads the dead letter).
    expect(await portal.runtime.scheduler.run('paid-orders')).toMatchObject({ paymentsRefunded: 0 });
    portal.runtime.clock.advance(minutes(31));
    const reports = await Promise.all([portal.runtime.scheduler.run('paid-orders'), portal.runtime.scheduler.run('paid-orders')]);
    expect(reports.map((report) => (report as { paymentsRefunded: number }).paymentsRefunded).reduce((a, b) => a + b)).toBe(1);
    await quiet(() => true);
    expect(refundsOf(secondPayment)).toEqual([expect.objectContaining({ amount: order.total })]);
    expect(refundsOf(registered.provider_invoice_id)).toEqual([]);
    expect(await orderOf(token, order.id)).toMatchObject({ status: 'registered', refunded_amount: 0 });
    expect((await mailsTo(email)).filter((mail) => mail.subject === 'Your payment is refunded')).toHaveLength(1);
    expect(await portal.runtime.scheduler.run('paid-orders')).toMatchObject({ paymentsRefunded: 0, failed: 0 });
  });
});
