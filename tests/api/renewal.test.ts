import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addYears } from '#shared/renewal.ts';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';
import { buyDomain, pay, settled } from './purchases.ts';

/** Renewal through the same checkout as a purchase, applied at the registry after payment; automatic renewal's rule. */
const portal = usePortal();

const renew = (token: string, domainId: string, years: number, key: string = randomUUID()) =>
  portal.call('POST', `/domains/${domainId}/renewals`, { token, language: 'en', body: { years }, headers: { 'idempotency-key': key } });

describe('renewal', () => {
  it('renews for 2 years: a renewal order, paid on the payment page, then the registry and the domain expire 2 years later', async () => {
    const { token } = await newAccount(portal);
    const { name, domainId } = await buyDomain(portal, token);
    const before = (await portal.call('GET', `/domains/${domainId}`, { token })).body.data;
    expect(before.max_renewal_years).toBe(9);

    const key = randomUUID();
    const placed = await renew(token, domainId, 2, key);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data).toMatchObject({
      kind: 'renewal',
      status: 'pending',
      net: 20000,
      vat: 5000,
      total: 25000,
      items: [expect.objectContaining({ domain: name, years: 2 })],
    });
    // The same key answers the same order; nothing is renewed before the payment.
    expect((await renew(token, domainId, 2, key)).body.data.id).toBe(placed.body.data.id);
    expect(portal.runtime.registry.domain(name)!.expiresAt.slice(0, 10)).toBe(before.expires_at.slice(0, 10));

    await pay(placed.body.data.checkout_url);
    const done = await settled(portal, token, placed.body.data.id);
    expect(done).toMatchObject({ kind: 'renewal', status: 'registered', refunded_amount: 0 });

    const expected = addYears(before.expires_at, 2).toISOString().slice(0, 10);
    const after = (await portal.call('GET', `/domains/${domainId}`, { token })).body.data;
    expect(after.expires_at.slice(0, 10)).toBe(expected);
    expect(after.registry.expires_at.slice(0, 10)).toBe(expected);
    expect(after.max_renewal_years).toBe(7);
  });

  it("refuses a renewal beyond 10 years from today with the spec's message", async () => {
    const { token } = await newAccount(portal);
    const { domainId } = await buyDomain(portal, token);
    const answer = await renew(token, domainId, 10);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'renewal_limit_reached',
      message: "The domain can't be renewed, it has been renewed for the maximum allowed period (10 years from today).",
    });
    expect((await renew(token, domainId, 11)).status).toBe(422);
  });

  it("a renewal of another user's domain is not found", async () => {
    const owner = await newAccount(portal);
    const { domainId } = await buyDomain(portal, owner.token);
    const stranger = await newAccount(portal);
    const answer = await renew(stranger.token, domainId, 1);
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not_found');
  });
});

describe('automatic renewal', () => {
  it('is refused on without a saved payment card and the terms, naming both; off always works', async () => {
    const { token } = await newAccount(portal);
    const { domainId } = await buyDomain(portal, token);
    const on = await portal.call('PUT', `/domains/${domainId}/auto-renewal`, {
      token,
      language: 'en',
      body: { enabled: true, terms_accepted: true, payment_card_id: 'card-unknown' },
    });
    expect(on.status).toBe(422);
    expect(on.body.error.code).toBe('auto_renewal_requirements');
    expect(Object.keys(on.body.error.fields)).toEqual(['payment_card_id']);
    const bare = await portal.call('PUT', `/domains/${domainId}/auto-renewal`, { token, language: 'en', body: { enabled: true } });
    expect(Object.keys(bare.body.error.fields).sort()).toEqual(['payment_card_id', 'terms_accepted']);

    const off = await portal.call('PUT', `/domains/${domainId}/auto-renewal`, { token, body: { enabled: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ auto_renewal: false, payment_card_id: null });
    expect((await portal.call('GET', `/domains/${domainId}`, { token })).body.data.auto_renewal).toBe(false);
  });
});
