import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulatorServer, startSimulatorServer, startWebhookReceiver, type WebhookReceiver } from '#infra/local/payment-simulator/test-servers.ts';
import { DomainError } from '../../errors.ts';
import type { CheckoutRequest } from '../../ports/payments.ts';
import { createStripePayments, stripeApiVersion, StripeRequestError } from './stripe-payments.ts';

const apiKey = 'sk_test_adapter';
const webhookSecret = 'whsec_adapter';

const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  orderId: `ord_${Math.random().toString(36).slice(2)}`,
  idempotencyKey: `checkout-${Math.random().toString(36).slice(2)}`,
  currency: 'DKK',
  amount: 37_500,
  lines: [
    { description: 'mitt-navn.fo — 2 ár', quantity: 1, unitAmount: 25_000 },
    { description: 'annað.fo — 1 ár', quantity: 1, unitAmount: 12_500 },
  ],
  customerEmail: 'buyer@example.fo',
  locale: 'fo',
  successUrl: 'https://portal.example/orders/1/paid?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://portal.example/orders/1/failed',
  // Fixed per request, as the order gives it: whole seconds, 31 minutes ahead (Stripe's minimum is 30).
  expiresAt: new Date(Math.ceil(Date.now() / 1000) * 1000 + 31 * 60_000).toISOString(),
  ...overrides,
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('Stripe adapter ↔ payment simulator over HTTP', () => {
  let receiver: WebhookReceiver;
  let served: SimulatorServer;
  const payments = () => createStripePayments({ apiBase: served.simulator.apiBase, credentials: async () => ({ apiKey, webhookSecret }) });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    served = await startSimulatorServer({ webhookUrl: receiver.url, apiKey, webhookSecret });
  });
  afterAll(async () => {
    await served.close();
    await receiver.close();
  });

  it('creates a Checkout Session in DKK with the order, lines, locale and the expiry the order fixed', async () => {
    const request = checkout();
    const session = await payments().createCheckout(request);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${served.portalUrl}/dev/pay/checkout/${session.id}`);
    expect(session.expiresAt).toBe(request.expiresAt);

    const stored = served.simulator.sessions().find((candidate) => candidate.id === session.id)!;
    expect(stored).toMatchObject({
      amount_total: 37_500,
      currency: 'dkk',
      client_reference_id: request.orderId,
      metadata: { order_id: request.orderId },
      customer_email: 'buyer@example.fo',
      locale: 'da', // Faroese buyers get Stripe's Danish page
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      status: 'open',
      payment_status: 'unpaid',
    });
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('mitt-navn.fo — 2 ár');
    expect(page).toContain('375,00');
  });

  it('sends a given expiry as is, so retries with one idempotency key stay identical', async () => {
    const expiresAt = new Date(Math.floor(Date.now() / 1000 + 3600) * 1000).toISOString();
    const request = checkout({ expiresAt, idempotencyKey: `twins-${Date.now()}` });
    const first = await payments().createCheckout(request);
    await new Promise((done) => setTimeout(done, 1100));
    const again = await payments().createCheckout(request);
    expect(again).toEqual(first);
    expect(first.expiresAt).toBe(expiresAt);
  });

  it('sends English buyers an English page', async () => {
    const session = await payments().createCheckout(checkout({ locale: 'en' }));
    expect(served.simulator.sessions().find((candidate) => candidate.id === session.id)?.locale).toBe('en');
  });

  it('refuses an amount that is not its lines’ sum before calling the provider', async () => {
    let calls = 0;
    const counting = createStripePayments({
      apiBase: served.simulator.apiBase,
      credentials: async () => ({ apiKey, webhookSecret }),
      fetch: async (...args) => {
        calls += 1;
        return fetch(...args);
      },
    });
    await expect(counting.createCheckout(checkout({ amount: 37_501 }))).rejects.toThrow(/not its lines' sum 37500/);
    await expect(counting.createCheckout(checkout({ lines: [], amount: 0 }))).rejects.toThrow(/no lines/);
    await expect(counting.createCheckout(checkout({ lines: [{ description: 'x.fo', quantity: 1, unitAmount: 10.5 }], amount: 10.5 }))).rejects.toThrow(/whole øre/);
    expect(calls).toBe(0);
  });

  it('a 4xx is our bug: an Error with Stripe’s message, not a 503', async () => {
    const wrongKey = createStripePayments({ apiBase: served.simulator.apiBase, credentials: async () => ({ apiKey: 'sk_test_wrong', webhookSecret }) });
    const error = await wrongKey.createCheckout(checkout()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StripeRequestError);
    expect(error).toMatchObject({ status: 401, type: 'invalid_request_error', message: expect.stringContaining('Invalid API Key') });
  });

  it('refunds a paid checkout with the order in the refund’s metadata', async () => {
    const request = checkout();
    const session = await payments().createCheckout(request);
    await fetch(session.url, { method: 'POST', body: new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }), redirect: 'manual' });
    const paymentId = served.simulator.sessions().find((candidate) => candidate.id === session.id)!.payment_intent!;
    const refund = await payments().refund({ paymentId, amount: 12_500, idempotencyKey: `refund-${request.orderId}`, reason: 'requested_by_customer', orderId: request.orderId });
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded', amount: 12_500 });
    expect(served.simulator.refunds().find((candidate) => candidate.id === refund.id)).toMatchObject({
      payment_intent: paymentId,
      reason: 'requested_by_customer',
      metadata: { order_id: request.orderId },
    });
  });
});

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A stand-in for Stripe's API over real HTTP: records each request and answers what `answer` says. */
async function standIn(answer: (seen: Seen) => { status: number; body: unknown; headers?: Record<string, string> }) {
  const seen: Seen[] = [];
  const served = await serve((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const one = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      seen.push(one);
      const { status, body: answerBody, headers } = answer(one);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(answerBody));
    });
  });
  return { ...served, seen };
}

describe('Stripe adapter: what it asks Stripe and how it reads the answers', () => {
  const credentials = async () => ({ apiKey, webhookSecret });

  it('sends the key, the pinned API version, the idempotency key and a form body under the base’s path', async () => {
    const stripe = await standIn(() => ({ status: 200, body: { id: 're_1', object: 'refund', status: 'pending', amount: 100 } }));
    try {
      const refund = await createStripePayments({ apiBase: `${stripe.url}/dev/pay/api/`, credentials }).refund({
        paymentId: 'pi_1',
        amount: 100,
        idempotencyKey: 'refund-ord_1',
        reason: 'duplicate',
        orderId: 'ord_1',
      });
      expect(refund).toEqual({ id: 're_1', status: 'pending', amount: 100 });
      expect(stripe.seen).toHaveLength(1);
      const [request] = stripe.seen;
      expect(request).toMatchObject({ method: 'POST', url: '/dev/pay/api/v1/refunds' });
      expect(request!.headers).toMatchObject({
        authorization: `Bearer ${apiKey}`,
        'stripe-version': stripeApiVersion,
        'idempotency-key': 'refund-ord_1',
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({ payment_intent: 'pi_1', amount: '100', reason: 'duplicate', 'metadata[order_id]': 'ord_1' });
    } finally {
      stripe.server.close();
    }
  });

  it('a 402 card error is a failed charge with the decline code and the PaymentIntent it left', async () => {
    const stripe = await standIn(() => ({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          payment_intent: { id: 'pi_9', object: 'payment_intent' },
        },
      },
    }));
    try {
      const result = await createStripePayments({ apiBase: stripe.url, credentials }).confirmOffSessionPayment('pi_9', 'confirm-pi_9');
      expect(result).toEqual({ outcome: 'failed', paymentId: 'pi_9', reason: 'insufficient_funds' });
      expect(stripe.seen[0]).toMatchObject({ method: 'POST', url: '/v1/payment_intents/pi_9/confirm', body: 'off_session=true' });
    } finally {
      stripe.server.close();
    }
  });

  it('a 400 is a StripeRequestError with Stripe’s type, code and request id', async () => {
    const stripe = await standIn(() => ({
      status: 400,
      headers: { 'request-id': 'req_42' },
      body: { error: { type: 'invalid_request_error', code: 'parameter_invalid_integer', message: 'Invalid integer: x' } },
    }));
    try {
      const error = await createStripePayments({ apiBase: stripe.url, credentials })
        .refund({ paymentId: 'pi_1', amount: 100, idempotencyKey: 'k', reason: 'duplicate' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StripeRequestError);
      expect(error).toMatchObject({
        status: 400,
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        requestId: 'req_42',
        message: expect.stringContaining('Invalid integer: x'),
      });
    } finally {
      stripe.server.close();
    }
  });

  it('a card already detached (404) counts as done', async () => {
    const stripe = await standIn(() => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' } } }));
    try {
      await expect(createStripePayments({ apiBase: stripe.url, credentials }).detachCard('pm_1', 'detach-pm_1')).resolves.toBeUndefined();
      expect(stripe.seen[0]).toMatchObject({ method: 'POST', url: '/v1/payment_methods/pm_1/detach' });
    } finally {
      stripe.server.close();
    }
  });
});

describe('Stripe adapter when Stripe cannot answer', () => {
  const credentials = async () => ({ apiKey, webhookSecret });

  it('connection refused → payment_provider_unavailable', async () => {
    const { server, url } = await serve(() => undefined);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const error = await createStripePayments({ apiBase: url, credentials })
      .createCheckout(checkout())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'payment_provider_unavailable', status: 503 });
  });

  it.each([500, 502, 503, 429, 409])('HTTP %i → payment_provider_unavailable, asked once (the callers retry)', async (status) => {
    const { server, url, seen } = await standIn(() => ({
      status,
      headers: { 'stripe-should-retry': 'true' },
      body: { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } },
    }));
    try {
      await expect(createStripePayments({ apiBase: url, credentials }).refund({ paymentId: 'pi_1', amount: 100, idempotencyKey: 'k', reason: 'duplicate' })).rejects.toMatchObject({
        code: 'payment_provider_unavailable',
      });
      expect(seen).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it('an answer that is not JSON → payment_provider_unavailable', async () => {
    const { server, url } = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"id": "re_1", "sta');
    });
    try {
      await expect(createStripePayments({ apiBase: url, credentials }).refund({ paymentId: 'pi_1', amount: 100, idempotencyKey: 'k', reason: 'duplicate' })).rejects.toMatchObject({
        code: 'payment_provider_unavailable',
      });
    } finally {
      server.close();
    }
  });

  it('no answer within the timeout → payment_provider_unavailable', async () => {
    const { server, url } = await serve(() => undefined); // never answers
    try {
      const started = Date.now();
      const error = await createStripePayments({ apiBase: url, credentials, timeoutMs: 200 })
        .createCheckout(checkout())
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'payment_provider_unavailable' });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('a refund of no øre is refused before calling', async () => {
    await expect(
      createStripePayments({ apiBase: 'http://127.0.0.1:9', credentials }).refund({ paymentId: 'pi_1', amount: 0, idempotencyKey: 'k', reason: 'duplicate' }),
    ).rejects.toThrow(/not a refund/);
  });
});
