import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Json, type Portal, usePortal } from './portal.ts';
import { pay, settled } from './purchases.ts';
import { demoUsersDomain } from './registered-domains.ts';
import { teamUser } from './teams.ts';

/**
 * Bulk renewal (issue 32 "Many domains", docs/decisions/bulk-domain-actions.md): the chosen domains renewed in ONE
 * renewal order paid at one checkout; once paid each is renewed at the registry simulator, and one the registry
 * refuses is refunded, never half a batch charged: the buyer paid once, and got that domain's part back.
 */
const portal: Portal = usePortal();

const renewAll = (token: string, domainIds: string[], key: string = randomUUID(), language = 'en') =>
  portal.call('POST', '/domains/renewals', { token, language, body: { domain_ids: domainIds, years: 1 }, headers: { 'idempotency-key': key } });

describe('bulk renewal', { timeout: 90_000 }, () => {
  it('12 domains, one refused at the registry: one payment, 11 renewed a year, 1 refunded, and the order says which and why', async () => {
    const owner = await teamUser(portal, 'Mangir Navn');
    const run = randomUUID().slice(0, 6);
    const domains = [];
    for (let index = 0; index < 11; index += 1) domains.push(await demoUsersDomain(portal, 'bulk', { name: `bulk-${run}-${index}.fo`, ownerId: owner.userId }));
    // The twelfth: the registry will refuse its renewal (a status that prohibits it, set at the registry only).
    const refusedName = `bulk-${run}-refused.fo`;
    const atRegistry = portal.runtime.registry.register(refusedName, { years: 1, statuses: ['serverRenewProhibited'] });
    domains.push(
      await demoUsersDomain(
        portal,
        'bulk',
        { name: refusedName, ownerId: owner.userId, registeredAt: atRegistry.createdAt, expiresAt: atRegistry.expiresAt },
        { atRegistry: false },
      ),
    );
    const expiryBefore = new Map(domains.map((domain) => [domain.name, portal.runtime.registry.domain(domain.name)!.expiresAt.slice(0, 10)]));
    const sessionsBefore = portal.runtime.payments.sessions().length;

    const key = randomUUID();
    const placed = await renewAll(
      owner.token,
      domains.map((domain) => domain.domainId),
      key,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    // One order, one price for the twelve (100 kr. a year net, 25 % VAT each).
    expect(order).toMatchObject({ kind: 'renewal', status: 'pending', net: 12 * 10000, vat: 12 * 2500, total: 12 * 12500 });
    expect(order.items.map((item: Json) => item.domain)).toEqual(domains.map((domain) => domain.name));
    // The same key answers the same order; one payment page.
    expect(
      (
        await renewAll(
          owner.token,
          domains.map((domain) => domain.domainId),
          key,
        )
      ).body.data.id,
    ).toBe(order.id);
    expect(portal.runtime.payments.sessions().length).toBe(sessionsBefore + 1);

    await pay(order.checkout_url);
    const done = await settled(portal, owner.token, order.id, ['pending', 'paid'], 60_000);

    // 11 renewed a year at the registry, 1 refunded with the registry's refusal as its reason.
    expect(done.status).toBe('registered');
    const renewed = done.items.filter((item: Json) => item.status === 'registered');
    const refunded = done.items.filter((item: Json) => item.status === 'refunded');
    expect(renewed).toHaveLength(11);
    expect(refunded).toEqual([expect.objectContaining({ domain: refusedName, status: 'refunded', failure_reason: 'registry_rejected' })]);
    for (const domain of domains) {
      const nextYear = `${Number(expiryBefore.get(domain.name)!.slice(0, 4)) + 1}${expiryBefore.get(domain.name)!.slice(4)}`;
      expect(portal.runtime.registry.domain(domain.name)!.expiresAt.slice(0, 10), domain.name).toBe(domain.name === refusedName ? expiryBefore.get(domain.name) : nextYear);
    }
    // Charged once (the whole), and exactly the refused domain's part paid back, once.
    expect(done.refunded_amount).toBe(12500);
    const refunds = portal.runtime.payments.refunds().filter((refund) => refund.payment_intent === done.provider_invoice_id);
    expect(refunds.map((refund) => refund.amount)).toEqual([12500]);
    // The list shows the new expiry of the renewed ones.
    const listed = (await portal.call('GET', `/domains?q=bulk-${run}`, { token: owner.token })).body.data as Json[];
    expect(listed.filter((domain) => domain.expires_at.slice(0, 10) !== expiryBefore.get(domain.name)).map((domain) => domain.name)).toHaveLength(11);
  });

  it('names each domain it cannot renew now before any order; refuses another owner’s domain; at most 20', async () => {
    const owner = await teamUser(portal, 'Eigari');
    const fine = await demoUsersDomain(portal, 'bulkok', { ownerId: owner.userId });
    const leaving = await demoUsersDomain(portal, 'bulkleaving', {
      ownerId: owner.userId,
      transferAway: { status: 'pending', gainingRegistrar: 'other', requestedAt: new Date().toISOString(), actionAt: new Date().toISOString() },
    });
    const sessionsBefore = portal.runtime.payments.sessions().length;
    const refused = await renewAll(owner.token, [fine.domainId, leaving.domainId], randomUUID(), 'fo');
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('validation_failed');
    expect(refused.body.error.fields).toEqual({ 'domain_ids.1': 'Kann ikki endurnýggjast her: tað verður flutt til ein annan skrásetara.' });
    expect(portal.runtime.payments.sessions().length).toBe(sessionsBefore);

    const stranger = await teamUser(portal, 'Annar');
    expect((await renewAll(stranger.token, [fine.domainId])).status).toBe(404);
    const tooMany = await renewAll(
      owner.token,
      Array.from({ length: 21 }, () => randomUUID()),
    );
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.error.fields)).toEqual(['domain_ids']);
  });
});
