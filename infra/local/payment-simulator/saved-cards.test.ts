import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripePayments } from '#functions/adapters/payments/stripe-payments.ts';
import { DomainError } from '#functions/errors.ts';
import type { CardSetupRequest, PaymentEvent } from '#functions/ports/payments.ts';
import { type SimulatorServer, startSimulatorServer, startWebhookReceiver, waitFor, type WebhookReceiver } from './test-servers.ts';

/**
 * Saved cards in the payment simulator, through the Stripe adapter: customers, Checkout in setup
 * mode with its hosted card-setup page, the saved card's details, detaching, and off-session
 * charges with Stripe's test cards (declines, authentication required, expired card).
 */

const apiKey = 'sk_test_simulator';
const webhookSecret = 'whsec_simulator';
let counter = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(counter += 1)}`;

describe('payment simulator: saved cards', () => {
  let receiver: WebhookReceiver;
  let served: SimulatorServer;
  let clockOffsetMs = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);
  const payments = () => createStripePayments({ apiBase: served.simulator.apiBase, credentials: async () => ({ apiKey, webhookSecret }), now });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    served = await startSimulatorServer({ webhookUrl: receiver.url, apiKey, webhookSecret, now, webhookRetryDelaysMs: [50, 100] });
  });
  afterAll(async () => {
    await served.close();
    await receiver.close();
  });
  beforeEach(() => {
    clockOffsetMs = 0;
    served.simulator.setApiAvailable(true);
  });

  const webhooksOf = (type: string, objectId: string) =>
    receiver.received.filter((webhook) => {
      const event = JSON.parse(webhook.body) as { type: string; data: { object: { id: string } } };
      return event.type === type && event.data.object.id === objectId;
    });
  const verified = (body: string, headers: Record<string, unknown>): Promise<PaymentEvent> =>
    payments().verifyWebhook(body, { 'stripe-signature': String(headers['stripe-signature']) });

  async function customer() {
    return payments().createCustomer({ ownerType: 'user', ownerId: unique('user'), email: 'anna@example.fo', name: 'Anna Hansen', idempotencyKey: unique('customer') });
  }

  const setupRequest = (customerId: string, overrides: Partial<CardSetupRequest> = {}): CardSetupRequest => ({
    customerId,
    ownerType: 'user',
    ownerId: 'user-1',
    userId: 'user-1',
    locale: 'en',
    successUrl: 'https://portal.example/payment-methods?card_setup={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://portal.example/payment-methods',
    expiresAt: new Date(Math.ceil(Date.now() / 1000) * 1000 + 31 * 60_000).toISOString(),
    idempotencyKey: unique('setup'),
    ...overrides,
  });

  /** A card saved through the hosted page with this test card number; answers the saved card. */
  async function savedCard(cardNumber: string, expiry = '12/40') {
    const { customerId } = await customer();
    const setup = await payments().createCardSetup(setupRequest(customerId));
    await served.simulator.saveCard(setup.id, { cardNumber, expiry });
    const session = served.simulator.sessions().find((candidate) => candidate.id === setup.id)!;
    return payments().cardOfSetup(session.setup_intent!);
  }

  it('one idempotency key makes one customer', async () => {
    const request = { ownerType: 'user' as const, ownerId: 'user-2', email: 'a@example.fo', name: 'A', idempotencyKey: unique('customer') };
    const first = await payments().createCustomer(request);
    const second = await payments().createCustomer(request);
    expect(second).toEqual(first);
    expect(served.simulator.customers().filter((candidate) => candidate.id === first.customerId)).toHaveLength(1);
  });

  it('a setup session needs a customer the provider knows', async () => {
    await expect(payments().createCardSetup(setupRequest('cus_nobody'))).rejects.toMatchObject({ status: 400, code: 'resource_missing' });
  });

  it('the hosted card-setup page saves a card: attached, set up, session completed (signed, naming the owner), then back to the success URL', async () => {
    const { customerId } = await customer();
    const setup = await payments().createCardSetup(setupRequest(customerId, { ownerId: 'user-7', userId: 'user-7' }));
    const page = await fetch(setup.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Save a card');
    expect(html).toContain('4000 0027 6000 3184');
    expect(html).not.toContain('Total');

    const form = new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '11/39', cvc: '123', name: 'Anna Hansen' });
    const saved = await fetch(setup.url, { method: 'POST', body: form, redirect: 'manual' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`https://portal.example/payment-methods?card_setup=${setup.id}`);

    const [completed] = webhooksOf('checkout.session.completed', setup.id);
    expect(completed).toBeDefined();
    const event = await verified(completed!.body, completed!.headers);
    expect(event).toMatchObject({ type: 'card-setup.completed', setupId: setup.id, customerId, ownerType: 'user', ownerId: 'user-7', userId: 'user-7' });
    const card = await payments().cardOfSetup((event as Extract<PaymentEvent, { type: 'card-setup.completed' }>).setupIntentId);
    expect(card).toMatchObject({ customerId, brand: 'visa', last4: '4242', expMonth: 11, expYear: 2039 });
    expect(card.paymentMethodId).toMatch(/^pm_/);
    await waitFor(() => webhooksOf('payment_method.attached', card.paymentMethodId).length === 1);
    const attached = webhooksOf('payment_method.attached', card.paymentMethodId)[0]!;
    // Stripe's other events of a setup are acknowledged and left alone by the portal.
    expect(await verified(attached.body, attached.headers)).toMatchObject({ type: 'ignored', providerType: 'payment_method.attached' });
    // Nothing stored anywhere holds the number.
    expect(JSON.stringify(served.simulator.paymentMethods())).not.toContain('4242424242424242');
    // The session is done: the page says so.
    expect(await (await fetch(setup.url)).text()).toContain('This card is already saved.');
  });

  it('a declined card is not saved: the page says so and the setup stays open', async () => {
    const { customerId } = await customer();
    const setup = await payments().createCardSetup(setupRequest(customerId, { locale: 'fo' }));
    const form = new URLSearchParams({ card_number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123', name: '' });
    const declined = await fetch(setup.url, { method: 'POST', body: form, redirect: 'manual' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Kortet blev afvist');
    expect(served.simulator.sessions().find((session) => session.id === setup.id)).toMatchObject({ status: 'open', setup_intent: null });
    expect(served.simulator.paymentMethods().filter((method) => method.customer === customerId)).toHaveLength(0);
  });

  describe('off-session charges', () => {
    /** Made (nothing charged), then confirmed off-session, as the auto-renewal job charges. */
    const charge = async (card: { customerId: string; paymentMethodId: string }, idempotencyKey = unique('charge')) => {
      const { paymentId } = await payments().createOffSessionPayment({
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        amount: 15_625,
        currency: 'DKK',
        description: 'mitt-navn.fo — 1 ár',
        metadata: { domain_id: 'domain-1' },
        idempotencyKey,
      });
      return payments().confirmOffSessionPayment(paymentId, `${idempotencyKey}-confirm`);
    };

    it('4242 is charged; the same idempotency key charges once', async () => {
      const card = await savedCard('4242424242424242');
      const key = unique('charge');
      const first = await charge(card, key);
      expect(first).toMatchObject({ outcome: 'succeeded', amount: 15_625 });
      expect(await charge(card, key)).toEqual(first);
      const made = served.simulator.paymentIntents().filter((intent) => intent.payment_method === card.paymentMethodId);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ status: 'succeeded', amount_received: 15_625, metadata: { domain_id: 'domain-1' } });
      await waitFor(() => webhooksOf('payment_intent.succeeded', made[0]!.id).length === 1);
    });

    it.each([
      ['4000000000009995', 'insufficient_funds'],
      ['4000000000000341', 'card_declined'],
      ['4000002760003184', 'authentication_required'],
    ])('%s is saved but declined off-session: %s, with payment_intent.payment_failed', async (number, reason) => {
      const card = await savedCard(number);
      const result = await charge(card);
      expect(result).toMatchObject({ outcome: 'failed', reason });
      const paymentId = (result as { paymentId: string }).paymentId;
      expect(paymentId).toMatch(/^pi_/);
      await waitFor(() => webhooksOf('payment_intent.payment_failed', paymentId).length === 1);
    });

    it('a card past its expiry month is declined as expired_card', async () => {
      const card = await savedCard('4242424242424242', '01/30');
      clockOffsetMs = Date.UTC(2030, 1, 1) - Date.now();
      expect(await charge(card)).toMatchObject({ outcome: 'failed', reason: 'expired_card' });
    });

    it('made without confirm, nothing is charged until it is confirmed; confirmed again (any key) it is never charged twice', async () => {
      const card = await savedCard('4242424242424242');
      const request = { ...card, amount: 15_625, currency: 'DKK' as const, description: 'x', metadata: { order_id: 'order-1' }, idempotencyKey: unique('charge') };
      const { paymentId } = await payments().createOffSessionPayment(request);
      expect(await payments().offSessionPayment(paymentId)).toEqual({ outcome: 'unconfirmed', paymentId });
      expect(served.simulator.paymentIntents().find((intent) => intent.id === paymentId)).toMatchObject({ status: 'requires_confirmation', amount_received: 0 });
      const first = await payments().confirmOffSessionPayment(paymentId, unique('confirm'));
      expect(first).toEqual({ outcome: 'succeeded', paymentId, amount: 15_625 });
      expect(await payments().confirmOffSessionPayment(paymentId, unique('confirm'))).toEqual(first);
      expect(await payments().offSessionPayment(paymentId)).toEqual(first);
      const raw = await fetch(`${served.simulator.apiBase}/v1/payment_intents/${paymentId}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'off_session=true',
      });
      expect(raw.status).toBe(400);
      expect(((await raw.json()) as { error: { code: string } }).error.code).toBe('payment_intent_unexpected_state');
      await waitFor(() => webhooksOf('payment_intent.succeeded', paymentId).length === 1);
    });

    it('an idempotency key is kept 24 hours on the simulator clock, then forgotten (a new payment), as Stripe does', async () => {
      const card = await savedCard('4242424242424242');
      const request = { ...card, amount: 15_625, currency: 'DKK' as const, description: 'x', metadata: {}, idempotencyKey: unique('charge') };
      const { paymentId } = await payments().createOffSessionPayment(request);
      clockOffsetMs = 24 * 3600_000 - 60_000;
      expect(await payments().createOffSessionPayment(request)).toEqual({ paymentId });
      clockOffsetMs = 24 * 3600_000 + 60_000;
      const later = await payments().createOffSessionPayment(request);
      expect(later.paymentId).not.toBe(paymentId);
    });

    it('a provider outage is payment_provider_unavailable, not a decline', async () => {
      const card = await savedCard('4242424242424242');
      served.simulator.setApiAvailable(false);
      const failed = await charge(card).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(DomainError);
      expect((failed as DomainError).code).toBe('payment_provider_unavailable');
    });
  });

  it('detaching: the card leaves its customer (payment_method.detached), again is harmless, and it can no longer be charged', async () => {
    const card = await savedCard('4242424242424242');
    await payments().detachCard(card.paymentMethodId, unique('detach'));
    expect(served.simulator.paymentMethods().find((method) => method.id === card.paymentMethodId)).toMatchObject({ customer: null });
    await waitFor(() => webhooksOf('payment_method.detached', card.paymentMethodId).length === 1);
    const detached = JSON.parse(webhooksOf('payment_method.detached', card.paymentMethodId)[0]!.body) as { data: { previous_attributes: unknown } };
    expect(detached.data.previous_attributes).toEqual({ customer: card.customerId });
    await expect(payments().detachCard(card.paymentMethodId, unique('detach'))).resolves.toBeUndefined();
    await expect(
      payments().createOffSessionPayment({ ...card, amount: 100, currency: 'DKK', description: 'x', metadata: {}, idempotencyKey: unique('charge') }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});
