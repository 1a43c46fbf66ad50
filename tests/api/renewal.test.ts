import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addYears } from '#shared/renewal.ts';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
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

  it("refuses, in the caller's language and before any order or charge: years outside 1–10, a domain being transferred away, a suspended one, one expired more than 30 days ago", async () => {
    const { token } = await newAccount(portal);
    const ordersBefore = () => portal.call('GET', '/orders', { token }).then((answer) => (answer.body.data as { kind: string }[]).filter((order) => order.kind === 'renewal'));
    const sessionsBefore = portal.runtime.payments.sessions().length;
    const { domainId, name } = await buyDomain(portal, token);
    for (const years of [0, 11, 1.5]) {
      const answer = await renew(token, domainId, years);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('validation_failed');
    }
    const fo = await portal.call('POST', `/domains/${domainId}/renewals`, { token, language: 'fo', body: { years: 0 }, headers: { 'idempotency-key': randomUUID() } });
    expect(fo.status).toBe(422);
    expect(fo.body.error.fields.years).toEqual(expect.any(String));

    const domains = createDomainRepository(portal.runtime.table);
    const registryDoes = async (verb: string, until: (domain: DomainRecord) => boolean) => {
      expect((await fetch(`${portal.runtime.url}/dev/registry/domains/${encodeURIComponent(name)}/${verb}`, { method: 'POST' })).status).toBe(200);
      for (let tries = 0; tries < 100 && !until((await domains.get(domainId))!); tries += 1) {
        await portal.runtime.bus.drain();
        await new Promise((done) => setTimeout(done, 100));
      }
      expect(until((await domains.get(domainId))!)).toBe(true);
    };

    await registryDoes('suspend', (domain) => (domain.registryStatuses ?? []).includes('serverHold'));
    const suspended = await renew(token, domainId, 1);
    expect(suspended.status).toBe(422);
    expect(suspended.body.error).toMatchObject({ code: 'renewal_suspended', message: "The domain can't be renewed while the registry has suspended it." });
    await registryDoes('unsuspend', (domain) => !(domain.registryStatuses ?? []).includes('serverHold'));

    await registryDoes('transfer-away', (domain) => domain.transferAway?.status === 'pending');
    const leaving = await portal.call('POST', `/domains/${domainId}/renewals`, { token, language: 'fo', body: { years: 1 }, headers: { 'idempotency-key': randomUUID() } });
    expect(leaving.status).toBe(422);
    expect(leaving.body.error).toMatchObject({ code: 'renewal_transfer_away', message: 'Økisnavnið kann ikki endurnýggjast her: tað verður flutt til ein annan skrásetara.' });

    // Another domain, its expiry 31 days behind the moved clock.
    const other = await buyDomain(portal, token);
    const expiresAt = Date.parse((await portal.call('GET', `/domains/${other.domainId}`, { token })).body.data.expires_at);
    portal.runtime.clock.advance(expiresAt + 31 * 86_400_000 - portal.runtime.clock.now().getTime());
    try {
      const late = await renew(token, other.domainId, 1);
      expect(late.status).toBe(422);
      expect(late.body.error).toMatchObject({ code: 'renewal_past_redemption', message: "The domain can't be renewed: it expired more than 30 days ago." });
    } finally {
      portal.runtime.clock.reset();
    }
    // Nothing ordered, nothing at the provider beyond the two purchases.
    expect(await ordersBefore()).toEqual([]);
    expect(portal.runtime.payments.sessions().length).toBe(sessionsBefore + 2);
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
