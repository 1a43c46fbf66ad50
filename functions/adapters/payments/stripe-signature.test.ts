import { describe, expect, it } from 'vitest';
import { WebhookSignatureError, webhookToleranceSeconds } from '../../ports/payments.ts';
import { createStripePayments } from './stripe-payments.ts';
import { stripeSignatureHeader, verifyStripeSignature } from './stripe-signature.ts';

const secret = 'whsec_test_signing_secret';
const now = new Date('2026-03-01T12:00:00Z');
const nowSeconds = now.getTime() / 1000;
const body = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  created: nowSeconds,
  data: { object: { id: 'cs_test_1', client_reference_id: 'ord_1', payment_status: 'paid', payment_intent: 'pi_1', amount_total: 25_000 } },
});

const verify =
  (header: string | undefined, rawBody = body) =>
  () =>
    verifyStripeSignature({ secret, rawBody, header, now });

describe("Stripe's webhook signature", () => {
  it('accepts the header Stripe would send', () => {
    expect(verify(stripeSignatureHeader(secret, body, nowSeconds))).not.toThrow();
  });

  it('refuses a body changed after signing', () => {
    const header = stripeSignatureHeader(secret, body, nowSeconds);
    expect(verify(header, body.replace('25000', '1'))).toThrow(WebhookSignatureError);
  });

  it('refuses a signature made with another secret', () => {
    expect(verify(stripeSignatureHeader('whsec_someone_else', body, nowSeconds))).toThrow(WebhookSignatureError);
  });

  it(`refuses a timestamp more than ${webhookToleranceSeconds} s old, and accepts one at the limit`, () => {
    expect(verify(stripeSignatureHeader(secret, body, nowSeconds - webhookToleranceSeconds - 1))).toThrow(/s from now/);
    expect(verify(stripeSignatureHeader(secret, body, nowSeconds - webhookToleranceSeconds))).not.toThrow();
  });

  it('refuses a timestamp too far in the future', () => {
    expect(verify(stripeSignatureHeader(secret, body, nowSeconds + webhookToleranceSeconds + 1))).toThrow(WebhookSignatureError);
  });

  it('accepts two v1 values when one matches (a secret being rolled)', () => {
    const valid = stripeSignatureHeader(secret, body, nowSeconds).split(',v1=')[1]!;
    const other = stripeSignatureHeader('whsec_old', body, nowSeconds).split(',v1=')[1]!;
    expect(verify(`t=${nowSeconds},v1=${other},v1=${valid}`)).not.toThrow();
    expect(verify(`t=${nowSeconds},v1=${other},v1=${other}`)).toThrow(WebhookSignatureError);
  });

  it('never trusts the v0 test scheme', () => {
    const valid = stripeSignatureHeader(secret, body, nowSeconds).split(',v1=')[1]!;
    expect(verify(`t=${nowSeconds},v0=${valid}`)).toThrow(/no v1/);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['no timestamp', 'v1=abcdef'],
    ['no signature', `t=${nowSeconds}`],
    ['a timestamp that is not a number', 't=yesterday,v1=abcdef'],
    ['garbage', 'this is not a signature'],
    ['an empty part', `t=${nowSeconds},,v1=abc`],
    ['a truncated signature', `t=${nowSeconds},v1=${'a'.repeat(63)}`],
  ])('refuses a malformed header: %s', (_, header) => {
    expect(verify(header)).toThrow(WebhookSignatureError);
  });

  it('reads the header whatever its case through verifyWebhook, and refuses a tampered one', async () => {
    const payments = createStripePayments({ apiBase: 'http://127.0.0.1:9', credentials: async () => ({ apiKey: 'sk_test', webhookSecret: secret }), now: () => now });
    const header = stripeSignatureHeader(secret, body, nowSeconds);
    await expect(payments.verifyWebhook(body, { 'Stripe-Signature': header })).resolves.toMatchObject({ id: 'evt_1', type: 'checkout.paid' });
    await expect(payments.verifyWebhook(body, { 'stripe-signature': header })).resolves.toMatchObject({ id: 'evt_1' });
    await expect(payments.verifyWebhook(`${body} `, { 'stripe-signature': header })).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(payments.verifyWebhook(body, {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a correctly signed body that is not JSON', async () => {
    const payments = createStripePayments({ apiBase: 'http://127.0.0.1:9', credentials: async () => ({ apiKey: 'sk_test', webhookSecret: secret }), now: () => now });
    await expect(payments.verifyWebhook('not json', { 'stripe-signature': stripeSignatureHeader(secret, 'not json', nowSeconds) })).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
