import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { DomainError } from '../../errors.ts';
import { systemClock } from '../../ports/clock.ts';
import { configuredPaymentsOf, paymentsFromConfig } from './configured-payments.ts';
import { stripeSignatureHeader } from '#infra/local/payment-simulator/stripe-webhook-signature.ts';
import { stripeRefund } from './stripe-payments.ts';

const refund = { paymentId: 'pi_1', amount: 100, idempotencyKey: 'k', reason: 'duplicate' } as const;

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('Payments from the configuration', () => {
  it('without keys or a secret: every call answers payment_provider_unavailable, naming what is missing', async () => {
    const payments = paymentsFromConfig(parseConfig({ TABLE_NAME: 't' }), systemClock);
    const error = await failure(payments.refund(refund));
    expect(error.code).toBe('payment_provider_unavailable');
    expect(String((error.cause as Error).message)).toMatch(/PAYMENTS_API_KEY and PAYMENTS_WEBHOOK_SECRET not set, and no PAYMENTS_SECRET_ARN/);
    expect((await failure(payments.verifyWebhook('{}', { 'stripe-signature': 't=1,v1=00' }))).code).toBe('payment_provider_unavailable');
  });

  it('names the one half missing of a fixed key pair', async () => {
    const payments = paymentsFromConfig(parseConfig({ TABLE_NAME: 't', PAYMENTS_API_KEY: 'sk_test_1' }), systemClock);
    const error = await failure(payments.refund(refund));
    expect(String((error.cause as Error).message)).toMatch(/^No payment provider configured: PAYMENTS_WEBHOOK_SECRET not set/);
  });

  it('with fixed keys: verifies webhooks with the fixed secret on the given clock', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const payments = paymentsFromConfig(parseConfig({ TABLE_NAME: 't', PAYMENTS_API_KEY: 'sk_test_1', PAYMENTS_WEBHOOK_SECRET: 'whsec_1' }), { now: () => now });
    const body = JSON.stringify({ id: 'evt_1', type: 'customer.created', created: now.getTime() / 1000, data: { object: { id: 'cus_1' } } });
    const event = await payments.verifyWebhook(body, { 'stripe-signature': stripeSignatureHeader('whsec_1', body, now.getTime() / 1000) });
    expect(event).toEqual({ id: 'evt_1', type: 'ignored', occurredAt: now.toISOString(), providerType: 'customer.created' });
  });

  it('composes only the payment commands a function calls, each answering as the whole adapter does', async () => {
    const payments = configuredPaymentsOf(parseConfig({ TABLE_NAME: 't' }), undefined, { refund: stripeRefund });
    expect(Object.keys(payments)).toEqual(['refund']);
    expect((await failure(payments.refund(refund))).code).toBe('payment_provider_unavailable');
  });
});
