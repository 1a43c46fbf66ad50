import { describe, expect, it } from 'vitest';
import { paymentEventFromStripe } from './stripe-events.ts';

const created = 1_772_366_400; // 2026-03-01T12:00:00Z
const occurredAt = '2026-03-01T12:00:00.000Z';
const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', object: 'event', api_version: '2025-08-27.basil', created, type, data: { object } });

const session = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  client_reference_id: 'ord_1',
  metadata: { order_id: 'ord_1' },
  payment_intent: 'pi_1',
  amount_total: 25_000,
  currency: 'dkk',
  payment_status: 'paid',
  status: 'complete',
  ...overrides,
});

describe('Stripe events in the portal’s words', () => {
  it('checkout.session.completed and paid → checkout.paid', () => {
    expect(paymentEventFromStripe(event('checkout.session.completed', session()))).toEqual({
      id: 'evt_1',
      type: 'checkout.paid',
      occurredAt,
      orderId: 'ord_1',
      checkoutId: 'cs_test_1',
      paymentId: 'pi_1',
      amount: 25_000,
      currency: 'dkk',
    });
  });

  it('a paid session without a currency is read with an empty one (the order then holds it as a mismatch), never ignored', () => {
    expect(paymentEventFromStripe(event('checkout.session.completed', session({ currency: null })))).toMatchObject({ type: 'checkout.paid', currency: '' });
  });

  it('reads the order from metadata when client_reference_id is absent, and an expanded payment_intent', () => {
    const read = paymentEventFromStripe(event('checkout.session.completed', session({ client_reference_id: null, payment_intent: { id: 'pi_2', object: 'payment_intent' } })));
    expect(read).toMatchObject({ type: 'checkout.paid', orderId: 'ord_1', paymentId: 'pi_2' });
  });

  it('checkout.session.completed but unpaid (a delayed method) → ignored', () => {
    expect(paymentEventFromStripe(event('checkout.session.completed', session({ payment_status: 'unpaid', payment_intent: null })))).toEqual({
      id: 'evt_1',
      type: 'ignored',
      occurredAt,
      providerType: 'checkout.session.completed',
    });
  });

  it('checkout.session.async_payment_succeeded → checkout.paid', () => {
    expect(paymentEventFromStripe(event('checkout.session.async_payment_succeeded', session()))).toMatchObject({
      type: 'checkout.paid',
      orderId: 'ord_1',
      paymentId: 'pi_1',
      amount: 25_000,
    });
  });

  it('checkout.session.async_payment_failed → checkout.failed payment_failed', () => {
    expect(paymentEventFromStripe(event('checkout.session.async_payment_failed', session({ payment_status: 'unpaid' })))).toEqual({
      id: 'evt_1',
      type: 'checkout.failed',
      occurredAt,
      orderId: 'ord_1',
      checkoutId: 'cs_test_1',
      paymentId: 'pi_1',
      reason: 'payment_failed',
    });
  });

  it('checkout.session.expired → checkout.failed expired', () => {
    expect(paymentEventFromStripe(event('checkout.session.expired', session({ status: 'expired', payment_status: 'unpaid', payment_intent: null })))).toEqual({
      id: 'evt_1',
      type: 'checkout.failed',
      occurredAt,
      orderId: 'ord_1',
      checkoutId: 'cs_test_1',
      paymentId: null,
      reason: 'expired',
    });
  });

  it('payment_intent.payment_failed → checkout.failed with the decline code, else the error code', () => {
    const intent = (lastPaymentError: Record<string, unknown> | null) => ({
      id: 'pi_9',
      object: 'payment_intent',
      metadata: { order_id: 'ord_9' },
      last_payment_error: lastPaymentError,
    });
    expect(paymentEventFromStripe(event('payment_intent.payment_failed', intent({ code: 'card_declined', decline_code: 'insufficient_funds' })))).toEqual({
      id: 'evt_1',
      type: 'checkout.failed',
      occurredAt,
      orderId: 'ord_9',
      checkoutId: null,
      paymentId: 'pi_9',
      reason: 'insufficient_funds',
    });
    expect(paymentEventFromStripe(event('payment_intent.payment_failed', intent({ code: 'card_declined' })))).toMatchObject({ reason: 'card_declined' });
    expect(paymentEventFromStripe(event('payment_intent.payment_failed', intent(null)))).toMatchObject({ reason: 'payment_failed' });
  });

  it("payment_intent.succeeded of an automatic renewal's off-session charge → checkout.paid of its order; a Checkout payment's is left to its session's events", () => {
    const intent = (metadata: Record<string, string>) => ({
      id: 'pi_7',
      object: 'payment_intent',
      status: 'succeeded',
      amount_received: 12_500,
      currency: 'dkk',
      metadata,
      last_payment_error: null,
    });
    expect(paymentEventFromStripe(event('payment_intent.succeeded', intent({ order_id: 'ord_7', domain_id: 'dom_7', kind: 'auto-renewal' })))).toEqual({
      id: 'evt_1',
      type: 'checkout.paid',
      occurredAt,
      orderId: 'ord_7',
      checkoutId: 'pi_7',
      paymentId: 'pi_7',
      amount: 12_500,
      currency: 'dkk',
    });
    expect(paymentEventFromStripe(event('payment_intent.succeeded', intent({ order_id: 'ord_7' })))).toMatchObject({ type: 'ignored' });
    expect(paymentEventFromStripe(event('payment_intent.succeeded', intent({ kind: 'auto-renewal' })))).toMatchObject({ type: 'ignored' });
  });

  it("payment_intent.payment_failed of an automatic renewal is left to the job (it records each attempt's refusal)", () => {
    const failed = { id: 'pi_8', object: 'payment_intent', metadata: { order_id: 'ord_8', kind: 'auto-renewal' }, last_payment_error: { code: 'card_declined' } };
    expect(paymentEventFromStripe(event('payment_intent.payment_failed', failed))).toMatchObject({ type: 'ignored', providerType: 'payment_intent.payment_failed' });
  });

  it.each(['refund.created', 'refund.updated'])('%s → refund.updated', (type) => {
    const refund = { id: 're_1', object: 'refund', amount: 5_000, status: 'succeeded', payment_intent: 'pi_1', metadata: { order_id: 'ord_1' } };
    expect(paymentEventFromStripe(event(type, refund))).toEqual({
      id: 'evt_1',
      type: 'refund.updated',
      occurredAt,
      orderId: 'ord_1',
      paymentId: 'pi_1',
      refundId: 're_1',
      status: 'succeeded',
      amount: 5_000,
    });
  });

  it('maps Stripe refund statuses onto succeeded, pending and failed; a refund without our order has orderId null', () => {
    const refund = (status: string) => ({ id: 're_1', amount: 100, status, payment_intent: 'pi_1', metadata: {} });
    expect(paymentEventFromStripe(event('refund.updated', refund('pending')))).toMatchObject({ status: 'pending', orderId: null });
    expect(paymentEventFromStripe(event('refund.updated', refund('requires_action')))).toMatchObject({ status: 'pending' });
    expect(paymentEventFromStripe(event('refund.updated', refund('failed')))).toMatchObject({ status: 'failed' });
    expect(paymentEventFromStripe(event('refund.updated', refund('canceled')))).toMatchObject({ status: 'failed' });
  });

  it('events we do not act on → ignored with their type', () => {
    expect(paymentEventFromStripe(event('charge.succeeded', { id: 'ch_1' }))).toEqual({ id: 'evt_1', type: 'ignored', occurredAt, providerType: 'charge.succeeded' });
    expect(paymentEventFromStripe(event('customer.created', { id: 'cus_1' }))).toMatchObject({ type: 'ignored', providerType: 'customer.created' });
  });

  it('an event we would act on that names no order → ignored, without throwing', () => {
    expect(paymentEventFromStripe(event('checkout.session.completed', session({ client_reference_id: null, metadata: {} })))).toMatchObject({ type: 'ignored' });
    expect(paymentEventFromStripe(event('checkout.session.expired', session({ client_reference_id: '', metadata: null })))).toMatchObject({ type: 'ignored' });
    expect(paymentEventFromStripe(event('payment_intent.payment_failed', { id: 'pi_1', metadata: {}, last_payment_error: null }))).toMatchObject({ type: 'ignored' });
    expect(paymentEventFromStripe(event('refund.created', { id: 're_1', amount: 1, status: 'succeeded', payment_intent: null, charge: 'ch_1' }))).toMatchObject({
      type: 'ignored',
    });
  });

  it('throws on an event it cannot read (our bug: Stripe retries once it is fixed)', () => {
    expect(() => paymentEventFromStripe({ id: 'evt_1', type: 'checkout.session.completed' })).toThrow();
    expect(() => paymentEventFromStripe(event('checkout.session.completed', { id: 'cs_1' }))).toThrow();
  });

  describe('a card setup (Checkout in setup mode)', () => {
    const setup = (overrides: Record<string, unknown> = {}) =>
      session({
        mode: 'setup',
        client_reference_id: null,
        payment_intent: null,
        amount_total: null,
        payment_status: 'no_payment_required',
        customer: 'cus_1',
        setup_intent: 'seti_1',
        metadata: { owner_type: 'user', owner_id: 'user-1', user_id: 'user-1' },
        ...overrides,
      });

    it('completed → card-setup.completed naming the setup, its SetupIntent, customer and owner', () => {
      expect(paymentEventFromStripe(event('checkout.session.completed', setup()))).toEqual({
        id: 'evt_1',
        type: 'card-setup.completed',
        occurredAt,
        setupId: 'cs_test_1',
        setupIntentId: 'seti_1',
        customerId: 'cus_1',
        ownerType: 'user',
        ownerId: 'user-1',
        userId: 'user-1',
      });
    });

    it('is never read as an order’s payment, and without the portal’s owner, or expired, it is ignored', () => {
      expect(paymentEventFromStripe(event('checkout.session.completed', setup({ client_reference_id: 'ord_1' })))).toMatchObject({ type: 'card-setup.completed' });
      expect(paymentEventFromStripe(event('checkout.session.completed', setup({ metadata: {} })))).toMatchObject({ type: 'ignored' });
      expect(paymentEventFromStripe(event('checkout.session.expired', setup({ setup_intent: null })))).toMatchObject({ type: 'ignored' });
    });
  });
});
