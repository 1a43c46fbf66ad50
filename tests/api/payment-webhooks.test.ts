import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from '#infra/local/payment-simulator/stripe-webhook-signature.ts';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';
import { checkout as checkoutAt, freshName, orderOf as orderAt, pay, settled as settledAt } from './purchases.ts';

/**
 * The payment-webhooks context (`POST /api/webhooks/payments`, functions/payment-webhooks/) over
 * HTTP against the local runtime: the payment simulator's signed events, replayed, tampered
 * with, stale, unsigned and out of order. A card setup's webhook: payment-cards.test.ts.
 */
const portal = usePortal();
const simulator = () => portal.runtime.payments;
const webhookSecret = 'whsec_okisnavn_local_development_secret';

const checkout = (token: string, body: Record<string, unknown>) => checkoutAt(portal, token, body);
const orderOf = (token: string, orderId: string) => orderAt(portal, token, orderId);
const settled = (token: string, orderId: string) => settledAt(portal, token, orderId);
const buyer = () => newAccount(portal);

describe('webhooks', () => {
  it('a replayed webhook is answered and changes nothing; a tampered or stale one is refused with no effect', async () => {
    const { token } = await buyer();
    const order = (await checkout(token, { domains: [freshName('replay')] })).body.data;
    await pay(order.checkout_url);
    const registered = await settled(token, order.id);
    expect(registered.status).toBe('registered');
    const paidEvent = simulator()
      .events()
      .find((event) => event.type === 'checkout.session.completed' && (event.data.object as { client_reference_id?: string }).client_reference_id === order.id)!;

    const replay = await simulator().resend(paidEvent.id);
    expect(replay.status).toBe(200);
    await portal.runtime.bus.drain();
    const after = await orderOf(token, order.id);
    expect(after.updated_at).toBe(registered.updated_at);

    // The same event with another amount, signed with the old signature: refused.
    const body = JSON.stringify({ ...paidEvent, id: `evt_${randomUUID()}` });
    const now = Math.floor(Date.now() / 1000);
    const signature = stripeSignatureHeader(webhookSecret, JSON.stringify(paidEvent), now);
    const tampered = await portal.call('POST', '/webhooks/payments', { rawBody: body, headers: { 'stripe-signature': signature } });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error.code).toBe('webhook_signature_invalid');
    const stale = await portal.call('POST', '/webhooks/payments', { rawBody: body, headers: { 'stripe-signature': stripeSignatureHeader(webhookSecret, body, now - 3600) } });
    expect(stale.status).toBe(400);
    const unsigned = await portal.call('POST', '/webhooks/payments', { rawBody: body });
    expect(unsigned.status).toBe(400);
    expect((await orderOf(token, order.id)).updated_at).toBe(registered.updated_at);
  });

  it('a decline delivered after the payment does not undo it (out of order)', async () => {
    const { token } = await buyer();
    const order = (await checkout(token, { domains: [freshName('order')] })).body.data;
    await pay(order.checkout_url);
    await settled(token, order.id);
    const late = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'pi_late', object: 'payment_intent', metadata: { order_id: order.id }, last_payment_error: { code: 'card_declined' } } },
    });
    const answer = await portal.call('POST', '/webhooks/payments', {
      rawBody: late,
      headers: { 'stripe-signature': stripeSignatureHeader(webhookSecret, late, Math.floor(Date.now() / 1000)) },
    });
    expect(answer.status).toBe(200);
    expect((await orderOf(token, order.id)).status).toBe('registered');
  });
});
