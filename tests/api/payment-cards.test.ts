import { describe, expect, it } from 'vitest';
import { newAccount } from './accounts.ts';
import { type Portal, usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';

/**
 * Saved payment cards over HTTP against the local runtime and its payment simulator: saved on
 * the provider's page and added by its webhook (once, however often it comes), listed, renamed,
 * attached to a domain for automatic renewal, refused deletion while in use, and private.
 */
const portal = usePortal();

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Saves a card as the cardholder would: the portal's setup page, the simulator's form, back to /payment-methods. */
async function saveCard(token: string, options: { cardNumber?: string; expiry?: string } = {}): Promise<{ setupId: string; redirect: string }> {
  const started = await portal.call('POST', '/payment-cards', { token, language: 'en', body: { team_id: null } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const url: string = started.body.data.checkout_url;
  const page = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: options.cardNumber ?? '4242 4242 4242 4242', expiry: options.expiry ?? '11/39', cvc: '123', name: 'Test Keypari' }).toString(),
    redirect: 'manual',
  });
  expect(page.status, await page.clone().text()).toBe(303);
  return { setupId: url.split('/').pop()!, redirect: page.headers.get('location')! };
}

async function cardsOf(token: string) {
  const answer = await portal.call('GET', '/users/me/payment-cards', { token });
  expect(answer.status).toBe(200);
  return answer.body.data as Array<Record<string, unknown> & { id: string }>;
}

/** The saved cards the provider holds for the customer of this setup. */
function providerCards(p: Portal, setupId: string) {
  const customer = p.runtime.payments.sessions().find((session) => session.id === setupId)!.customer;
  return p.runtime.payments.paymentMethods().filter((method) => method.customer === customer);
}

const completedEventOf = (p: Portal, setupId: string) =>
  p.runtime.payments.events().find((event) => event.type === 'checkout.session.completed' && event.data.object.id === setupId)!;

describe('payment cards', () => {
  it('a card saved on the provider’s page is listed with brand, last 4 digits and expiry — never the number', async () => {
    const { token } = await newAccount(portal);
    expect(await cardsOf(token)).toEqual([]);
    const { redirect, setupId } = await saveCard(token);
    expect(redirect).toBe(`${portal.runtime.url}/payment-methods?card_setup=${setupId}`);
    const answer = await portal.call('GET', '/users/me/payment-cards', { token });
    expect(answer.body.data).toEqual([
      {
        id: expect.any(String),
        team_id: null,
        name: '',
        brand: 'visa',
        last4: '4242',
        expiration_month: 11,
        expiration_year: 2039,
        expiry_status: 'valid',
        domains: [],
        created_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('4242424242424242');
    const card = (await portal.call('GET', `/payment-cards/${answer.body.data[0].id}`, { token })).body.data;
    expect(card).toEqual(answer.body.data[0]);
    expect(portal.runtime.bus.published.filter((event) => event.metadata.name === 'payment-card.added' && (event.data as { cardId: string }).cardId === card.id)).toHaveLength(1);
  });

  it('the provider’s webhook again, and several at once, still make one card', async () => {
    const { token } = await newAccount(portal);
    const { setupId } = await saveCard(token);
    const event = completedEventOf(portal, setupId);
    const again = await Promise.all([portal.runtime.payments.resend(event.id), portal.runtime.payments.resend(event.id), portal.runtime.payments.resend(event.id)]);
    expect(again.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(await cardsOf(token)).toHaveLength(1);
  });

  it('a second setup saves a second card; each user has one provider customer', async () => {
    const { token } = await newAccount(portal);
    const first = await saveCard(token);
    const second = await saveCard(token, { cardNumber: '4000 0000 0000 9995', expiry: '03/31' });
    const cards = await cardsOf(token);
    expect(cards.map((card) => [card.last4, card.expiration_month, card.expiration_year])).toEqual([
      ['4242', 11, 2039],
      ['9995', 3, 2031],
    ]);
    const customerOf = (setupId: string) => portal.runtime.payments.sessions().find((session) => session.id === setupId)!.customer;
    expect(customerOf(second.setupId)).toBe(customerOf(first.setupId));
    expect(providerCards(portal, first.setupId).map((method) => method.card.last4)).toEqual(['4242', '9995']);
  });

  it('renames a card (trimmed); an empty or too long nickname is refused with the field’s message', async () => {
    const { token } = await newAccount(portal);
    await saveCard(token);
    const [card] = await cardsOf(token);
    const renamed = await portal.call('PATCH', `/payment-cards/${card!.id}`, { token, body: { name: '  Mítt kort ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Mítt kort');
    const renameEvent = portal.runtime.bus.published.find((event) => event.metadata.name === 'payment-card.renamed' && (event.data as { cardId: string }).cardId === card!.id);
    expect(renameEvent?.data).toMatchObject({ before: { name: '' }, after: { name: 'Mítt kort' } });

    const empty = await portal.call('PATCH', `/payment-cards/${card!.id}`, { token, language: 'en', body: { name: '  ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({ name: 'This is a required field.' });
    const long = await portal.call('PATCH', `/payment-cards/${card!.id}`, { token, language: 'en', body: { name: 'x'.repeat(51) } });
    expect(long.status).toBe(422);
    expect(long.body.error.fields).toEqual({ name: 'At most 50 characters.' });
  });

  it('another user cannot see, rename, delete or attach someone’s card: 404, and their own list is empty', async () => {
    const owner = await newAccount(portal);
    await saveCard(owner.token);
    const [card] = await cardsOf(owner.token);
    const stranger = await newAccount(portal);
    expect(await cardsOf(stranger.token)).toEqual([]);
    expect((await portal.call('GET', `/payment-cards/${card!.id}`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('PATCH', `/payment-cards/${card!.id}`, { token: stranger.token, body: { name: 'Mítt nú' } })).status).toBe(404);
    expect((await portal.call('DELETE', `/payment-cards/${card!.id}`, { token: stranger.token })).status).toBe(404);
    const { domainId } = await buyDomain(portal, stranger.token);
    const attach = await portal.call('PUT', `/domains/${domainId}/auto-renewal`, {
      token: stranger.token,
      language: 'en',
      body: { enabled: true, terms_accepted: true, payment_card_id: card!.id },
    });
    expect(attach.status).toBe(422);
    expect(attach.body.error.fields).toEqual({ payment_card_id: 'Automatic renewal needs a saved payment card attached to the domain.' });
    expect((await cardsOf(owner.token))[0]).toMatchObject({ id: card!.id, name: '' });
  });

  it('a team card waits for teams: POST with a team id is not found', async () => {
    const { token } = await newAccount(portal);
    const answer = await portal.call('POST', '/payment-cards', { token, body: { team_id: '5b0c3c3e-2d53-4a8e-9a51-6d7d0e1f2a3b' } });
    expect(answer.status).toBe(404);
    const missing = await portal.call('POST', '/payment-cards', { token, language: 'en', body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toEqual({ team_id: 'This is a required field.' });
  });

  it('attached to a domain, automatic renewal goes on; the card cannot be deleted while the domain uses it; detached, it can', async () => {
    const { token } = await newAccount(portal);
    const { name, domainId } = await buyDomain(portal, token);
    const { setupId } = await saveCard(token);
    const [card] = await cardsOf(token);
    const [paymentMethod] = providerCards(portal, setupId);

    const noTerms = await portal.call('PUT', `/domains/${domainId}/auto-renewal`, { token, language: 'en', body: { enabled: true, payment_card_id: card!.id } });
    expect(noTerms.status).toBe(422);
    expect(noTerms.body.error.fields).toEqual({ terms_accepted: 'You must accept to continue.' });

    const on = await portal.call('PUT', `/domains/${domainId}/auto-renewal`, { token, body: { enabled: true, terms_accepted: true, payment_card_id: card!.id } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data).toEqual({ auto_renewal: true, payment_card_id: card!.id });
    expect((await portal.call('GET', `/domains/${domainId}`, { token })).body.data).toMatchObject({ auto_renewal: true, payment_card_id: card!.id });
    const changed = portal.runtime.bus.published.find(
      (event) => event.metadata.name === 'domain.auto-renewal-changed' && (event.data as { domainId: string }).domainId === domainId,
    );
    expect(changed?.data).toMatchObject({
      name,
      before: { autoRenewal: false, paymentCardId: null },
      after: { autoRenewal: true, paymentCardId: card!.id },
      termsAcceptedAt: expect.any(String),
    });
    expect((await cardsOf(token))[0]!.domains).toEqual([{ id: domainId, name }]);

    const refused = await portal.call('DELETE', `/payment-cards/${card!.id}`, { token, language: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'payment_card_in_use', message: 'A payment method cannot be deleted while other domains use it.' });
    const refusedFo = await portal.call('DELETE', `/payment-cards/${card!.id}`, { token, language: 'fo' });
    expect(refusedFo.body.error.message).toBe('Ein gjaldsháttur kann ikki strikast, meðan onnur økisnøvn brúka hann.');
    expect(await cardsOf(token)).toHaveLength(1);

    // Off keeps the card attached (still in use); detaching it (null) frees it.
    const off = await portal.call('PUT', `/domains/${domainId}/auto-renewal`, { token, body: { enabled: false } });
    expect(off.body.data).toEqual({ auto_renewal: false, payment_card_id: card!.id });
    expect((await portal.call('DELETE', `/payment-cards/${card!.id}`, { token })).status).toBe(409);
    const detached = await portal.call('PUT', `/domains/${domainId}/auto-renewal`, { token, body: { enabled: false, payment_card_id: null } });
    expect(detached.body.data).toEqual({ auto_renewal: false, payment_card_id: null });

    expect((await portal.call('DELETE', `/payment-cards/${card!.id}`, { token })).status).toBe(204);
    expect(await cardsOf(token)).toEqual([]);
    expect((await portal.call('GET', `/payment-cards/${card!.id}`, { token })).status).toBe(404);
    // Detached at the provider: it can no longer be charged.
    expect(portal.runtime.payments.paymentMethods().find((method) => method.id === paymentMethod!.id)).toMatchObject({ customer: null });
    // A late redelivery of its setup does not bring it back.
    expect((await portal.runtime.payments.resend(completedEventOf(portal, setupId).id)).status).toBe(200);
    expect(await cardsOf(token)).toEqual([]);
  });

  // Last: it moves the runtime's clock.
  it('a card of this month is expiring soon; past its month it is expired and cannot switch automatic renewal on', async () => {
    const { token } = await newAccount(portal);
    const { domainId } = await buyDomain(portal, token);
    const now = portal.runtime.clock.now();
    await saveCard(token, { expiry: `${twoDigits(now.getUTCMonth() + 1)}/${String(now.getUTCFullYear()).slice(2)}` });
    const [card] = await cardsOf(token);
    expect(card!.expiry_status).toBe('expiring_soon');

    portal.runtime.clock.advance(32 * 24 * 3600 * 1000);
    expect((await cardsOf(token))[0]!.expiry_status).toBe('expired');
    const on = await portal.call('PUT', `/domains/${domainId}/auto-renewal`, { token, language: 'en', body: { enabled: true, terms_accepted: true, payment_card_id: card!.id } });
    expect(on.status).toBe(422);
    expect(on.body.error.fields).toEqual({ payment_card_id: 'The card has expired.' });
  });
});
