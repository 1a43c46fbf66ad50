import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from '#infra/local/payment-simulator/stripe-webhook-signature.ts';
import { WebhookSignatureError, webhookToleranceSeconds } from '../../ports/payments.ts';
import { createStripePayments } from './stripe-payments.ts';

const secret = 'whsec_test_signing_secret';
const now = new Date('2026-03-01T12:00:00Z');
const nowSeconds = now.getTime() / 1000;
const body = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  created: nowSeconds,
  data: { object: { id: 'cs_test_1', client_reference_id: 'ord_1', payment_status: 'paid', payment_intent: 'pi_1', amount_total: 25_000, currency: 'dkk' } },
});

/** Stripe's scheme written out independently of the SDK: HMAC-SHA256 of `<t>.<body>` under the secret. */
const v1 = (signingSecret: string, rawBody: string, timestamp: number) => createHmac('sha256', signingSecret).update(`${timestamp}.${rawBody}`).digest('hex');

const payments = createStripePayments({ apiBase: 'http://127.0.0.1:9', credentials: async () => ({ apiKey: 'sk_test', webhookSecret: secret }), now: () => now });
const verify = (header: string | undefined, rawBody = body) => payments.verifyWebhook(rawBody, header === undefined ? {} : { 'stripe-signature': header });

describe("verifyWebhook: Stripe's webhook signature through the SDK", () => {
  it('accepts the header Stripe would send, and reads the event in the port’s words', async () => {
    await expect(verify(`t=${nowSeconds},v1=${v1(secret, body, nowSeconds)}`)).resolves.toEqual({
      id: 'evt_1',
      type: 'checkout.paid',
      occurredAt: now.toISOString(),
      orderId: 'ord_1',
      checkoutId: 'cs_test_1',
      paymentId: 'pi_1',
      amount: 25_000,
      currency: 'dkk',
    });
  });

  it('the simulator’s header (the SDK’s test helper) is the one Stripe would send', () => {
    expect(stripeSignatureHeader(secret, body, nowSeconds)).toBe(`t=${nowSeconds},v1=${v1(secret, body, nowSeconds)}`);
  });

  it('refuses a body changed after signing', async () => {
    await expect(verify(stripeSignatureHeader(secret, body, nowSeconds), body.replace('25000', '1'))).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a signature made with another secret', async () => {
    await expect(verify(stripeSignatureHeader('whsec_someone_else', body, nowSeconds))).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it(`refuses a timestamp more than ${webhookToleranceSeconds} s old, and accepts one at the limit`, async () => {
    await expect(verify(stripeSignatureHeader(secret, body, nowSeconds - webhookToleranceSeconds - 1))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(verify(stripeSignatureHeader(secret, body, nowSeconds - webhookToleranceSeconds))).resolves.toMatchObject({ id: 'evt_1' });
  });

  it('refuses a timestamp too far in the future, and accepts one at the limit', async () => {
    await expect(verify(stripeSignatureHeader(secret, body, nowSeconds + webhookToleranceSeconds + 1))).rejects.toThrow(/ahead of now/);
    await expect(verify(stripeSignatureHeader(secret, body, nowSeconds + webhookToleranceSeconds))).resolves.toMatchObject({ id: 'evt_1' });
  });

  it('accepts two v1 values when one matches (a secret being rolled)', async () => {
    const valid = v1(secret, body, nowSeconds);
    const other = v1('whsec_old', body, nowSeconds);
    await expect(verify(`t=${nowSeconds},v1=${other},v1=${valid}`)).resolves.toMatchObject({ id: 'evt_1' });
    await expect(verify(`t=${nowSeconds},v1=${other},v1=${other}`)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('never trusts the v0 test scheme', async () => {
    await expect(verify(`t=${nowSeconds},v0=${v1(secret, body, nowSeconds)}`)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['no timestamp', 'v1=abcdef'],
    ['no signature', `t=${nowSeconds}`],
    ['a timestamp that is not a number', 't=yesterday,v1=abcdef'],
    ['garbage', 'this is not a signature'],
    ['an empty part', `t=${nowSeconds},,v1=abc`],
    ['a truncated signature', `t=${nowSeconds},v1=${v1(secret, body, nowSeconds).slice(0, 63)}`],
  ])('refuses a malformed header: %s', async (_, header) => {
    await expect(verify(header)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('reads the header whatever its case', async () => {
    const header = stripeSignatureHeader(secret, body, nowSeconds);
    await expect(payments.verifyWebhook(body, { 'Stripe-Signature': header })).resolves.toMatchObject({ id: 'evt_1', type: 'checkout.paid' });
    await expect(payments.verifyWebhook(`${body} `, { 'Stripe-Signature': header })).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a correctly signed body that is not JSON', async () => {
    await expect(verify(stripeSignatureHeader(secret, 'not json', nowSeconds), 'not json')).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
