import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments, StripeRequestError } from '#functions/adapters/payments/stripe-payments.ts';
import { stripeSignatureHeader } from './stripe-webhook-signature.ts';
import type { CheckoutRequest, CheckoutSession, PaymentEvent } from '#functions/ports/payments.ts';
import type { CheckoutSessionObject, RefundObject, StripeEventObject } from './stripe-objects.ts';
import { type SimulatorServer, startSimulatorServer, startWebhookReceiver, waitFor, type WebhookReceiver } from './test-servers.ts';

const apiKey = 'sk_test_simulator';
const webhookSecret = 'whsec_simulator';
const delayedWebhookMs = 400;

let counter = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(counter += 1)}`;

const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  orderId: unique('ord'),
  idempotencyKey: unique('checkout'),
  currency: 'DKK',
  amount: 25_000,
  lines: [{ description: 'mitt-navn.fo — 2 ár', quantity: 1, unitAmount: 25_000 }],
  customerEmail: 'buyer@example.fo',
  locale: 'en',
  successUrl: 'https://portal.example/orders/paid?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://portal.example/orders/failed',
  expiresAt: new Date(Math.ceil(Date.now() / 1000) * 1000 + 31 * 60_000).toISOString(),
  ...overrides,
});

const card = (number: string, fields: Record<string, string> = {}) => new URLSearchParams({ card_number: number, expiry: '12/40', cvc: '123', name: 'Anna Hansen', ...fields });

describe('payment simulator', () => {
  let receiver: WebhookReceiver;
  let served: SimulatorServer;
  const payments = () => createStripePayments({ apiBase: served.simulator.apiBase, credentials: async () => ({ apiKey, webhookSecret }) });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    served = await startSimulatorServer({ webhookUrl: receiver.url, apiKey, webhookSecret, delayedWebhookMs, webhookRetryDelaysMs: [50, 100] });
  });
  afterAll(async () => {
    await served.close();
    await receiver.close();
  });
  afterEach(() => {
    receiver.answerNext(); // nothing queued carries over
  });

  const simulator = () => served.simulator;
  const api = (path: string, init: RequestInit = {}) => fetch(`${simulator().apiBase}${path}`, init);
  const pay = (url: string, form: URLSearchParams) => fetch(url, { method: 'POST', body: form, redirect: 'manual' });
  /** The webhooks the receiver got for this event type and object, read through the adapter's verifyWebhook. */
  const webhooksFor = async (objectId: string): Promise<PaymentEvent[]> =>
    Promise.all(
      receiver.received
        .filter((webhook) => (JSON.parse(webhook.body) as { data: { object: { id: string } } }).data.object.id === objectId)
        .map((webhook) => payments().verifyWebhook(webhook.body, { 'stripe-signature': String(webhook.headers['stripe-signature']) })),
    );
  const sessionOf = (id: string) =>
    simulator()
      .sessions()
      .find((session) => session.id === id)!;

  describe('Stripe API subset', () => {
    it('requires the Bearer API key', async () => {
      const missing = await api('/v1/checkout/sessions', { method: 'POST', body: 'mode=payment' });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ error: { type: 'invalid_request_error', message: expect.stringContaining('did not provide an API key') } });
      const wrong = await api('/v1/checkout/sessions', { method: 'POST', body: 'mode=payment', headers: { authorization: 'Bearer sk_test_other' } });
      expect(wrong.status).toBe(401);
    });

    it('answers a Stripe-like error for a missing parameter and an unknown path', async () => {
      const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-www-form-urlencoded' };
      const missing = await api('/v1/checkout/sessions', { method: 'POST', headers, body: 'mode=payment&success_url=https://x.example&cancel_url=https://x.example' });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({
        error: { type: 'invalid_request_error', code: 'parameter_missing', param: 'line_items', message: 'Missing required param: line_items.' },
      });
      const unknown = await api('/v1/invoices', { method: 'POST', headers, body: '' });
      expect(unknown.status).toBe(404);
    });

    it('creates a session from nested form keys and returns it by id', async () => {
      const request = checkout({ amount: 60_000, lines: [{ description: 'a.fo', quantity: 2, unitAmount: 30_000 }] });
      const session = await payments().createCheckout(request);
      const read = await api(`/v1/checkout/sessions/${session.id}`, { headers: { authorization: `Bearer ${apiKey}` } });
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({
        id: session.id,
        object: 'checkout.session',
        url: session.url,
        amount_total: 60_000,
        currency: 'dkk',
        client_reference_id: request.orderId,
        metadata: { order_id: request.orderId },
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        expires_at: Date.parse(session.expiresAt) / 1000,
      });
      const absent = await api('/v1/checkout/sessions/cs_test_nope', { headers: { authorization: `Bearer ${apiKey}` } });
      expect(absent.status).toBe(404);
      expect(await absent.json()).toMatchObject({ error: { code: 'resource_missing' } });
    });

    it('same Idempotency-Key and parameters → the same session, marked as replayed', async () => {
      const request = checkout();
      const first = await payments().createCheckout(request);
      const second = await payments().createCheckout(request);
      expect(second).toEqual(first);
      expect(
        simulator()
          .sessions()
          .filter((session) => session.client_reference_id === request.orderId),
      ).toHaveLength(1);
    });

    it('20 concurrent requests with one key → one session', async () => {
      const request = checkout();
      const sessions = await Promise.all(Array.from({ length: 20 }, () => payments().createCheckout(request)));
      expect(new Set(sessions.map((session) => session.id)).size).toBe(1);
      expect(
        simulator()
          .sessions()
          .filter((session) => session.client_reference_id === request.orderId),
      ).toHaveLength(1);
    });

    it('the same key with other parameters → idempotency_error', async () => {
      const request = checkout();
      await payments().createCheckout(request);
      const error = await payments()
        .createCheckout({ ...request, amount: 30_000, lines: [{ description: 'mitt-navn.fo — 2 ár', quantity: 1, unitAmount: 30_000 }] })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StripeRequestError);
      expect(error).toMatchObject({ status: 400, type: 'idempotency_error' });
    });

    it('refuses an expiry under 30 minutes, and keeps no answer for the refused key', async () => {
      const headers = { authorization: `Bearer ${apiKey}`, 'idempotency-key': unique('short') };
      const form = (expiresAt: number) =>
        new URLSearchParams({
          mode: 'payment',
          'line_items[0][price_data][currency]': 'dkk',
          'line_items[0][price_data][product_data][name]': 'a.fo',
          'line_items[0][price_data][unit_amount]': '1000',
          'line_items[0][quantity]': '1',
          success_url: 'https://portal.example/ok',
          cancel_url: 'https://portal.example/cancel',
          expires_at: String(expiresAt),
        });
      const soon = await api('/v1/checkout/sessions', { method: 'POST', headers, body: form(Math.floor(Date.now() / 1000) + 60) });
      expect(soon.status).toBe(400);
      expect(await soon.json()).toMatchObject({ error: { param: 'expires_at' } });
      const corrected = await api('/v1/checkout/sessions', { method: 'POST', headers, body: form(Math.floor(Date.now() / 1000) + 3600) });
      expect(corrected.status).toBe(200);
    });
  });

  describe('hosted checkout page', () => {
    it('is an accessible page with the lines, the total in DKK and the test cards', async () => {
      const session = await payments().createCheckout(
        checkout({
          amount: 37_550,
          lines: [
            { description: 'mitt-navn.fo — 2 ár', quantity: 1, unitAmount: 25_000 },
            { description: '<b>annað</b>.fo', quantity: 1, unitAmount: 12_550 },
          ],
        }),
      );
      const response = await fetch(session.url);
      expect(response.status).toBe(200);
      // Amounts keep their currency on the same line (a no-break space).
      const html = (await response.text()).replaceAll('\u00a0', ' ');
      expect(html).toContain('<html lang="en">');
      expect(html).toMatch(/<h1>Payment<\/h1>/);
      expect(html).toContain('DKK 375.50');
      expect(html).toContain('DKK 250.00');
      expect(html).toContain('&lt;b&gt;annað&lt;/b&gt;.fo');
      for (const [id, label] of [
        ['cardNumber', 'Card number'],
        ['expiry', 'Expiry (MM/YY)'],
        ['cvc', 'CVC'],
        ['name', 'Name on card'],
      ]) {
        expect(html).toContain(`<label for="${id}">${label}</label>`);
        expect(html).toContain(`<input id="${id}"`);
      }
      for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', '4000 0000 0000 3220']) expect(html).toContain(number);
      expect(html).toContain('<button type="submit">Pay</button>');
      expect(html).toContain('href="https://portal.example/orders/failed"');
    });

    it('is in Danish for a Faroese buyer', async () => {
      const session = await payments().createCheckout(checkout({ locale: 'fo' }));
      const html = (await (await fetch(session.url)).text()).replaceAll('\u00a0', ' ');
      expect(html).toContain('<html lang="da">');
      expect(html).toContain('250,00 kr.');
      expect(html).toContain('Kortnummer');
    });

    it('an unknown card number shows the page again with 422 and the problem', async () => {
      const session = await payments().createCheckout(checkout());
      const response = await pay(session.url, card('4111 1111 1111 1111'));
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(html).toContain('Card number not recognised');
      expect(html).toContain('role="alert"');
      expect(html).toMatch(/id="cardNumber"[^>]*aria-invalid="true" aria-describedby="cardNumber-error"/);
      expect(sessionOf(session.id).status).toBe('open');
    });

    it('an invalid or past expiry and a bad CVC show their problems', async () => {
      const session = await payments().createCheckout(checkout());
      const past = await pay(session.url, card('4242424242424242', { expiry: '01/20', cvc: '12' }));
      expect(past.status).toBe(422);
      const html = await past.text();
      expect(html).toContain('Enter an expiry date as MM/YY that has not passed');
      expect(html).toContain('Enter the 3 or 4 digit CVC');
      expect(html).not.toContain('Card number not recognised');
      expect((await pay(session.url, card('4242424242424242', { expiry: '13/40' }))).status).toBe(422);
      expect(sessionOf(session.id).payment_status).toBe('unpaid');
    });
  });

  describe('test cards', () => {
    it('4242 4242 4242 4242: paid; the signed webhook is in before the redirect to success_url', async () => {
      const request = checkout();
      const session = await payments().createCheckout(request);
      const response = await pay(session.url, card('4242 4242 4242 4242'));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`https://portal.example/orders/paid?session=${session.id}`);

      const stored = sessionOf(session.id);
      expect(stored).toMatchObject({ status: 'complete', payment_status: 'paid', url: null, payment_intent: expect.stringMatching(/^pi_/) });
      const received = await webhooksFor(session.id);
      expect(received).toEqual([
        {
          id: expect.stringMatching(/^evt_/),
          type: 'checkout.paid',
          occurredAt: expect.any(String),
          orderId: request.orderId,
          checkoutId: session.id,
          paymentId: stored.payment_intent,
          amount: 25_000,
          currency: 'dkk',
        },
      ]);
      const delivery = simulator()
        .deliveries()
        .find((candidate) => candidate.eventId === received[0]!.id);
      expect(delivery).toMatchObject({ eventType: 'checkout.session.completed', attempt: 1, status: 200, error: null, replay: false });

      const again = await fetch(session.url);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('This order is already paid.');
    });

    it.each([
      ['4000 0000 0000 0002', 'card_declined'],
      ['4000000000009995', 'insufficient_funds'],
    ])('%s: declined (%s); payment_intent.payment_failed, then a redirect to cancel_url; paying again works', async (number, reason) => {
      const request = checkout();
      const session = await payments().createCheckout(request);
      const response = await pay(session.url, card(number));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('https://portal.example/orders/failed');

      const paymentId = sessionOf(session.id).payment_intent!;
      expect(await webhooksFor(paymentId)).toEqual([
        { id: expect.stringMatching(/^evt_/), type: 'checkout.failed', occurredAt: expect.any(String), orderId: request.orderId, checkoutId: null, paymentId, reason },
      ]);
      expect(sessionOf(session.id)).toMatchObject({ status: 'open', payment_status: 'unpaid' });

      expect((await pay(session.url, card('4242424242424242'))).status).toBe(303);
      expect(sessionOf(session.id)).toMatchObject({ status: 'complete', payment_intent: paymentId });
    });

    it(`4000 0000 0000 3220: paid and redirected at once; the webhook comes ${delayedWebhookMs} ms later`, async () => {
      const request = checkout();
      const session = await payments().createCheckout(request);
      const response = await pay(session.url, card('4000 0000 0000 3220'));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toContain(session.id);
      expect(sessionOf(session.id).payment_status).toBe('paid');
      expect(await webhooksFor(session.id)).toEqual([]);

      const arrived = await waitFor(() => receiver.received.some((webhook) => webhook.body.includes(session.id)));
      expect(arrived).toBe(true);
      expect(await webhooksFor(session.id)).toEqual([expect.objectContaining({ type: 'checkout.paid', orderId: request.orderId })]);
    });
  });

  describe('webhooks', () => {
    it('are Stripe events signed with Stripe-Signature over the raw body', async () => {
      const session = await payments().createCheckout(checkout());
      await pay(session.url, card('4242424242424242'));
      const webhook = receiver.received.find((candidate) => candidate.body.includes(session.id))!;
      const event = JSON.parse(webhook.body) as Record<string, unknown>;
      expect(event).toMatchObject({ id: expect.stringMatching(/^evt_/), object: 'event', api_version: expect.stringMatching(/^2025-/), type: 'checkout.session.completed' });
      expect(webhook.headers['content-type']).toContain('application/json');
      const timestamp = Number(/^t=(\d+),/.exec(String(webhook.headers['stripe-signature']))![1]);
      expect(webhook.headers['stripe-signature']).toBe(stripeSignatureHeader(webhookSecret, webhook.body, timestamp));
    });

    it('resend posts the same event again, freshly signed', async () => {
      const session = await payments().createCheckout(checkout());
      await pay(session.url, card('4242424242424242'));
      const [first] = await webhooksFor(session.id);
      const delivery = await simulator().resend(first!.id);
      expect(delivery).toMatchObject({ eventId: first!.id, attempt: 2, replay: true, status: 200 });
      const both = await webhooksFor(session.id);
      expect(both.map((event) => event.id)).toEqual([first!.id, first!.id]);
      await expect(simulator().resend('evt_unknown')).rejects.toThrow(/No event/);
    });

    it('are retried with backoff after a failed attempt until the portal takes them', async () => {
      const session = await payments().createCheckout(checkout());
      receiver.answerNext(500, 503);
      await pay(session.url, card('4242424242424242'));
      const eventId = simulator()
        .events()
        .find((event) => event.data.object.id === session.id)!.id;
      const attempts = await waitFor(() => {
        const found = simulator()
          .deliveries()
          .filter((delivery) => delivery.eventId === eventId);
        return found.length === 3 && found;
      });
      expect(attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
        [1, 500],
        [2, 503],
        [3, 200],
      ]);
    });

    it('are retried when the portal cannot be reached, and the failure is recorded', async () => {
      const unreachable = await startWebhookReceiver();
      await unreachable.close();
      const lonely = await startSimulatorServer({ webhookUrl: unreachable.url, apiKey, webhookSecret, webhookRetryDelaysMs: [20, 20] });
      try {
        const session = await createStripePayments({ apiBase: lonely.simulator.apiBase, credentials: async () => ({ apiKey, webhookSecret }) }).createCheckout(checkout());
        expect((await pay(session.url, card('4242424242424242'))).status).toBe(303);
        const attempts = await waitFor(() => lonely.simulator.deliveries().length === 3 && lonely.simulator.deliveries());
        expect(attempts.every((attempt) => attempt.status === null && attempt.error !== null)).toBe(true);
      } finally {
        await lonely.close();
      }
    });
  });

  describe('expiry', () => {
    it('expireSession posts checkout.session.expired and the page says so', async () => {
      const request = checkout();
      const session = await payments().createCheckout(request);
      const event = await simulator().expireSession(session.id);
      expect(event.type).toBe('checkout.session.expired');
      expect(await webhooksFor(session.id)).toEqual([expect.objectContaining({ type: 'checkout.failed', reason: 'expired', orderId: request.orderId, checkoutId: session.id })]);
      const page = await fetch(session.url);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain('This payment page has expired.');
      expect((await pay(session.url, card('4242424242424242'))).status).toBe(409);
      await expect(simulator().expireSession(session.id)).rejects.toThrow(/expired, not open/);
    });

    it('expires sessions at expires_at on the simulator’s clock', async () => {
      let offsetMs = 0;
      const now = () => new Date(Date.now() + offsetMs);
      const timed = await startSimulatorServer({ webhookUrl: receiver.url, apiKey, webhookSecret, now });
      try {
        const adapter = createStripePayments({ apiBase: timed.simulator.apiBase, credentials: async () => ({ apiKey, webhookSecret }), now });
        const session = await adapter.createCheckout(checkout());
        offsetMs = 32 * 60_000;
        const expired = await waitFor(() => timed.simulator.events().find((event) => event.type === 'checkout.session.expired' && event.data.object.id === session.id));
        expect(expired).toBeDefined();
        await waitFor(() => receiver.received.some((webhook) => webhook.body.includes(expired.id)));
      } finally {
        await timed.close();
      }
    });
  });

  describe('refunds', () => {
    async function paidCheckout(amount = 25_000) {
      const request = checkout({ amount, lines: [{ description: 'a.fo', quantity: 1, unitAmount: amount }] });
      const session = await payments().createCheckout(request);
      await pay(session.url, card('4242424242424242'));
      return { orderId: request.orderId, paymentId: sessionOf(session.id).payment_intent! };
    }

    it('refunds up to what was paid and posts refund.created', async () => {
      const { orderId, paymentId } = await paidCheckout();
      const first = await payments().refund({ paymentId, amount: 10_000, idempotencyKey: unique('refund'), reason: 'requested_by_customer', orderId });
      expect(first).toMatchObject({ status: 'succeeded', amount: 10_000 });
      const rest = await payments().refund({ paymentId, amount: 15_000, idempotencyKey: unique('refund'), reason: 'requested_by_customer', orderId });
      expect(rest.amount).toBe(15_000);
      await waitFor(() => receiver.received.filter((webhook) => webhook.body.includes(paymentId) && webhook.body.includes('refund.created')).length === 2);
      const refundEvents = (await webhooksFor(first.id)).concat(await webhooksFor(rest.id));
      expect(refundEvents).toEqual([
        expect.objectContaining({ type: 'refund.updated', orderId, paymentId, refundId: first.id, status: 'succeeded', amount: 10_000 }),
        expect.objectContaining({ type: 'refund.updated', orderId, paymentId, refundId: rest.id, status: 'succeeded', amount: 15_000 }),
      ]);
    });

    it('refuses more than is left (amount_too_large), and anything once all is refunded (charge_already_refunded)', async () => {
      const { paymentId } = await paidCheckout(20_000);
      const tooMuch = await payments()
        .refund({ paymentId, amount: 20_001, idempotencyKey: unique('refund'), reason: 'duplicate' })
        .catch((caught: unknown) => caught);
      expect(tooMuch).toMatchObject({ status: 400, code: 'amount_too_large' });
      await payments().refund({ paymentId, amount: 20_000, idempotencyKey: unique('refund'), reason: 'duplicate' });
      const again = await payments()
        .refund({ paymentId, amount: 1, idempotencyKey: unique('refund'), reason: 'duplicate' })
        .catch((caught: unknown) => caught);
      expect(again).toMatchObject({ status: 400, code: 'charge_already_refunded' });
    });

    it('one idempotency key refunds once', async () => {
      const { paymentId } = await paidCheckout();
      const request = { paymentId, amount: 5_000, idempotencyKey: unique('refund'), reason: 'duplicate' } as const;
      const [a, b] = await Promise.all([payments().refund(request), payments().refund(request)]);
      expect(a.id).toBe(b.id);
      expect(
        simulator()
          .refunds()
          .filter((refund) => refund.payment_intent === paymentId),
      ).toHaveLength(1);
    });

    it('refuses an unknown or unpaid payment', async () => {
      expect(
        await payments()
          .refund({ paymentId: 'pi_nope', amount: 1, idempotencyKey: unique('refund'), reason: 'duplicate' })
          .catch((caught: unknown) => caught),
      ).toMatchObject({
        status: 404,
        code: 'resource_missing',
      });
      const session = await payments().createCheckout(checkout());
      await pay(session.url, card('4000000000000002'));
      const declined = sessionOf(session.id).payment_intent!;
      expect(
        await payments()
          .refund({ paymentId: declined, amount: 1, idempotencyKey: unique('refund'), reason: 'duplicate' })
          .catch((caught: unknown) => caught),
      ).toMatchObject({
        status: 400,
        code: 'payment_intent_unexpected_state',
      });
    });
  });

  describe('expiring a session (POST /v1/checkout/sessions/{id}/expire)', () => {
    const expire = (id: string, key?: string) =>
      api(`/v1/checkout/sessions/${id}/expire`, { method: 'POST', headers: { authorization: `Bearer ${apiKey}`, ...(key ? { 'idempotency-key': key } : {}) } });

    it('expires an open session, answers it and posts checkout.session.expired', async () => {
      const request = checkout();
      const session = await payments().createCheckout(request);
      const response = await expire(session.id);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: session.id, object: 'checkout.session', status: 'expired', payment_status: 'unpaid', url: null });
      await waitFor(() => receiver.received.some((webhook) => webhook.body.includes(session.id)));
      expect(await webhooksFor(session.id)).toEqual([expect.objectContaining({ type: 'checkout.failed', reason: 'expired', orderId: request.orderId, checkoutId: session.id })]);
      expect((await fetch(session.url)).status).toBe(410);
    });

    it('refuses a session that is not open with 400, in Stripe’s words', async () => {
      const session = await payments().createCheckout(checkout());
      await pay(session.url, card('4242424242424242'));
      const response = await expire(session.id);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          type: 'invalid_request_error',
          message: 'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "complete".',
        },
      });
      expect(sessionOf(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
      const absent = await expire('cs_test_nope');
      expect(absent.status).toBe(404);
      expect(await absent.json()).toMatchObject({ error: { code: 'resource_missing' } });
    });

    it('answers a retry with the same Idempotency-Key as the first time, and expires once', async () => {
      const session = await payments().createCheckout(checkout());
      const key = unique('expire');
      const first = await expire(session.id, key);
      const again = await expire(session.id, key);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
      expect(
        simulator()
          .events()
          .filter((event) => event.type === 'checkout.session.expired' && event.data.object.id === session.id),
      ).toHaveLength(1);
      const otherKey = await expire(session.id, unique('expire'));
      expect(otherKey.status).toBe(400);
      expect(await otherKey.json()).toMatchObject({ error: { message: expect.stringContaining('has a status of "expired".') } });
    });

    it('is what the adapter’s expireCheckout and checkoutState call', async () => {
      const request = checkout();
      const open = await payments().createCheckout(request);
      expect(await payments().expireCheckout(open.id, unique('expire'))).toMatchObject({ id: open.id, status: 'expired', paid: false });
      const paid = await payments().createCheckout(checkout());
      await pay(paid.url, card('4242424242424242'));
      // Paid a moment ago: the 400 makes the adapter read the session instead.
      expect(await payments().expireCheckout(paid.id, unique('expire'))).toMatchObject({ id: paid.id, status: 'complete', paid: true, amount: 25_000, currency: 'dkk' });
    });
  });

  it('GET a session answers what reconciliation applies: amount_total, currency, payment_status, status and the payment_intent id', async () => {
    const session = await payments().createCheckout(checkout());
    await pay(session.url, card('4242424242424242'));
    const read = (await (await api(`/v1/checkout/sessions/${session.id}`, { headers: { authorization: `Bearer ${apiKey}` } })).json()) as Record<string, unknown>;
    expect(read).toMatchObject({ amount_total: 25_000, currency: 'dkk', payment_status: 'paid', status: 'complete', payment_intent: expect.stringMatching(/^pi_/) });
    expect(read.payment_intent).toBe(sessionOf(session.id).payment_intent);
  });

  describe('test hooks', () => {
    const refund = (paymentId: string, amount: number) =>
      payments()
        .refund({ paymentId, amount, idempotencyKey: unique('refund'), reason: 'duplicate' })
        .catch((caught: unknown) => caught);

    it('pay: the buyer pays with 4242; resolves after the first webhook attempt', async () => {
      const request = checkout();
      const session = await payments().createCheckout(request);
      const event = await simulator().pay(session.id);
      expect(event).toMatchObject({
        type: 'checkout.session.completed',
        data: { object: { id: session.id, status: 'complete', payment_status: 'paid', amount_total: 25_000, currency: 'dkk' } },
      });
      expect(simulator().deliveries()).toContainEqual(expect.objectContaining({ eventId: event.id, attempt: 1, status: 200 }));
      expect(await webhooksFor(session.id)).toEqual([expect.objectContaining({ type: 'checkout.paid', orderId: request.orderId, amount: 25_000, currency: 'dkk' })]);
      await expect(simulator().pay(session.id)).rejects.toThrow(/complete, not open/);
      await expect(simulator().pay('cs_test_nope')).rejects.toThrow(/No checkout session/);
    });

    it('pay with amount and currency: the provider reports and charges what the session did not ask for', async () => {
      const session = await payments().createCheckout(checkout());
      await simulator().pay(session.id, { amount: 100, currency: 'eur' });
      expect(await payments().checkoutState(session.id)).toMatchObject({ status: 'complete', paid: true, amount: 100, currency: 'eur' });
      expect(await webhooksFor(session.id)).toEqual([expect.objectContaining({ type: 'checkout.paid', amount: 100, currency: 'eur' })]);
      // 100 was charged: no more can be refunded.
      const { payment_intent: paymentId } = sessionOf(session.id);
      expect(await refund(paymentId!, 101)).toMatchObject({ status: 400, code: 'amount_too_large' });
      expect(await refund(paymentId!, 100)).toMatchObject({ status: 'succeeded', amount: 100 });
      expect(
        simulator()
          .refunds()
          .find((candidate) => candidate.payment_intent === paymentId),
      ).toMatchObject({ amount: 100, currency: 'eur' });
    });

    it('pay with delayedWebhook resolves at once; the webhook comes later', async () => {
      const session = await payments().createCheckout(checkout());
      const event = await simulator().pay(session.id, { delayedWebhook: true });
      expect(sessionOf(session.id).payment_status).toBe('paid');
      expect(
        simulator()
          .deliveries()
          .some((delivery) => delivery.eventId === event.id),
      ).toBe(false);
      await waitFor(() =>
        simulator()
          .deliveries()
          .some((delivery) => delivery.eventId === event.id && delivery.status === 200),
      );
    });

    it('payAgain: a second paid event for the same order, on a PaymentIntent of its own that can be refunded', async () => {
      const request = checkout();
      const session = await payments().createCheckout(request);
      await expect(simulator().payAgain(session.id)).rejects.toThrow(/not paid/);
      const first = await simulator().pay(session.id);
      const second = await simulator().payAgain(session.id);
      expect(second.id).not.toBe(first.id);
      expect(second).toMatchObject({
        type: 'checkout.session.completed',
        data: { object: { id: session.id, payment_status: 'paid', amount_total: 25_000, metadata: { order_id: request.orderId } } },
      });

      const paid = (await webhooksFor(session.id)) as Extract<PaymentEvent, { type: 'checkout.paid' }>[];
      expect(paid).toEqual([
        expect.objectContaining({ type: 'checkout.paid', orderId: request.orderId, checkoutId: session.id, amount: 25_000 }),
        expect.objectContaining({ type: 'checkout.paid', orderId: request.orderId, checkoutId: session.id, amount: 25_000 }),
      ]);
      const [firstPayment, secondPayment] = paid.map((event) => event.paymentId);
      expect(secondPayment).not.toBe(firstPayment);
      expect(sessionOf(session.id).payment_intent).toBe(firstPayment);

      expect(await refund(secondPayment!, 25_000)).toMatchObject({ status: 'succeeded', amount: 25_000 });
      expect(
        simulator()
          .refunds()
          .filter((candidate) => candidate.payment_intent === secondPayment),
      ).toHaveLength(1);
      // The first payment is whole still.
      expect(await refund(firstPayment!, 25_001)).toMatchObject({ status: 400, code: 'amount_too_large' });
    });
  });

  describe('state in a data file', () => {
    let folder: string;
    let portal: WebhookReceiver;
    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'okisnavn-payments-'));
      portal = await startWebhookReceiver();
    });
    afterAll(async () => {
      await portal.close();
      rmSync(folder, { recursive: true, force: true });
    });

    /** One run of the simulator on the file (each run gets a port of its own, as a restarted runtime would keep its own). */
    const startOn = (dataFile: string, pendingWebhooksDelayMs: number | null = 20) =>
      startSimulatorServer({ webhookUrl: portal.url, apiKey, webhookSecret, webhookRetryDelaysMs: [], dataFile, pendingWebhooksDelayMs });
    const adapterOn = (run: SimulatorServer) => createStripePayments({ apiBase: run.simulator.apiBase, credentials: async () => ({ apiKey, webhookSecret }) });
    const saved = (dataFile: string) => JSON.parse(readFileSync(dataFile, 'utf8')) as { events: { id: string; pending_webhooks: number }[] };

    it('keeps sessions, payments, refunds, events and idempotency answers across a restart', async () => {
      const dataFile = join(folder, 'kept.json');
      // A fixed expiry: the adapter's retry after the restart sends the very same parameters.
      const request = checkout({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
      const first = await startOn(dataFile);
      let session: CheckoutSession;
      let before: { sessions: CheckoutSessionObject[]; events: StripeEventObject[]; refunds: RefundObject[] };
      try {
        session = await adapterOn(first).createCheckout(request);
        await first.simulator.pay(session.id);
        const paymentId = first.simulator.sessions()[0]!.payment_intent!;
        await adapterOn(first).refund({ paymentId, amount: 10_000, idempotencyKey: unique('refund'), reason: 'requested_by_customer' });
        await waitFor(() => first.simulator.events().length === 2 && first.simulator.events().every((event) => event.pending_webhooks === 0));
        before = { sessions: first.simulator.sessions(), events: first.simulator.events(), refunds: first.simulator.refunds() };
      } finally {
        await first.close();
      }
      expect(readdirSync(folder).filter((name) => name.includes('kept'))).toEqual(['kept.json']); // no temporary file left

      const second = await startOn(dataFile);
      try {
        expect(second.simulator.sessions()).toEqual(before.sessions);
        expect(second.simulator.events()).toEqual(before.events);
        expect(second.simulator.refunds()).toEqual(before.refunds);
        expect(await adapterOn(second).checkoutState(session.id)).toMatchObject({ status: 'complete', paid: true, amount: 25_000 });
        // The same key and parameters: the session made before the restart.
        expect(await adapterOn(second).createCheckout(request)).toEqual(session);
        expect(second.simulator.sessions()).toHaveLength(1);
        // 10 000 of 25 000 was refunded before: 15 000 is left.
        const paymentId = before.sessions[0]!.payment_intent!;
        const tooMuch = await adapterOn(second)
          .refund({ paymentId, amount: 15_001, idempotencyKey: unique('refund'), reason: 'duplicate' })
          .catch((caught: unknown) => caught);
        expect(tooMuch).toMatchObject({ status: 400, code: 'amount_too_large' });
        // Everything was acknowledged: nothing is sent again.
        await sleep(100);
        expect(second.simulator.deliveries()).toEqual([]);
      } finally {
        await second.close();
      }
    });

    it('sends again, after a restart, the webhooks the portal never acknowledged', async () => {
      const dataFile = join(folder, 'unacknowledged.json');
      const first = await startOn(dataFile);
      let eventId: string;
      try {
        const session = await adapterOn(first).createCheckout(checkout());
        portal.answerNext(500); // and no retries in this run: killed before them
        eventId = (await first.simulator.pay(session.id)).id;
        expect(first.simulator.deliveries()).toEqual([expect.objectContaining({ eventId, status: 500 })]);
        expect(saved(dataFile).events.find((event) => event.id === eventId)?.pending_webhooks).toBe(1);
      } finally {
        await first.close();
      }

      // As the runtime starts it: nothing is sent until the portal listens and it calls resumeWebhooks().
      const second = await startOn(dataFile, null);
      try {
        await sleep(60);
        expect(second.simulator.deliveries()).toEqual([]);
        second.simulator.resumeWebhooks();
        second.simulator.resumeWebhooks(); // once
        await waitFor(() => second.simulator.deliveries().find((delivery) => delivery.eventId === eventId && delivery.status === 200));
        expect(second.simulator.deliveries()).toHaveLength(1);
        expect(portal.received.filter((webhook) => webhook.body.includes(eventId))).toHaveLength(2);
        await waitFor(() => saved(dataFile).events.find((event) => event.id === eventId)?.pending_webhooks === 0);
      } finally {
        await second.close();
      }

      const third = await startOn(dataFile);
      try {
        await sleep(100);
        expect(third.simulator.deliveries()).toEqual([]);
      } finally {
        await third.close();
      }
    });

    it('sends them by itself shortly after start when nobody calls resumeWebhooks', async () => {
      const dataFile = join(folder, 'by-itself.json');
      const first = await startOn(dataFile);
      let eventId: string;
      try {
        portal.answerNext(500);
        eventId = (await first.simulator.expireSession((await adapterOn(first).createCheckout(checkout())).id)).id;
      } finally {
        await first.close();
      }
      const second = await startOn(dataFile, 20);
      try {
        await waitFor(() => second.simulator.deliveries().find((delivery) => delivery.eventId === eventId && delivery.status === 200));
      } finally {
        await second.close();
      }
    });
  });

  it('GET /dev/pay lists sessions, events and deliveries for developers', async () => {
    const session = await payments().createCheckout(checkout());
    await pay(session.url, card('4242424242424242'));
    const response = await fetch(`${served.portalUrl}/dev/pay`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(session.id);
    expect(html).toContain('checkout.session.completed');
    expect(html).toContain('Webhook deliveries');
    expect(html).toContain('<html lang="en">');
  });
});
