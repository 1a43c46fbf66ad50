import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import { newAccount } from './accounts.ts';
import { type Json, usePortal } from './portal.ts';
import { checkout, freshName, pay, settled } from './purchases.ts';

/**
 * The administration area's statistics (issue 17): what happened in the test — bought names, a
 * renewal, a transfer in, a transfer away, an expiry and a deletion at the registry — is exactly
 * what the month's figures grew by, counted by the statistics consumer from the events; a
 * redelivered event counts once.
 */
const portal = usePortal({ queueRetryDelayMs: () => 20 });
const registry = () => portal.runtime.registry;

const statistics = async (query = '?months=1') => {
  const answer = await portal.call('GET', `/admin/statistics${query}`, { token: portal.tokens.admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const thisMonth = async () => {
  await registry().webhooksIdle();
  await portal.runtime.bus.drain();
  return (await statistics()).months.at(-1);
};
const trigger = async (name: string, verb: string) => {
  portal.runtime.clock.advance(1000);
  expect((await fetch(`${portal.runtime.url}/dev/registry/domains/${encodeURIComponent(name)}/${verb}`, { method: 'POST' })).status).toBe(200);
  await registry().webhooksIdle();
  await portal.runtime.bus.drain();
};
const difference = (after: Json, before: Json) =>
  Object.fromEntries(
    Object.keys(after)
      .filter((key) => key !== 'month')
      .map((key) => [key, after[key] - before[key]]),
  );

describe('GET /admin/statistics', () => {
  it('grows by exactly what happened: registrations, a renewal, a transfer in and away, the revenue of the orders, the active domains', async () => {
    const before = await thisMonth();
    const { token } = await newAccount(portal);

    // Two names in one order: two registrations; the order's net and VAT are the month's revenue.
    const names = [freshName('stat'), freshName('stat')];
    const placed = await checkout(portal, token, { domains: names, years: 1 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await pay(placed.body.data.checkout_url);
    const bought = await settled(portal, token, placed.body.data.id);
    expect(bought.status).toBe('registered');
    const [first, second] = bought.items as { domain: string; domain_id: string }[];

    // A renewal of the first for 2 years.
    const renewal = await portal.call('POST', `/domains/${first!.domain_id}/renewals`, { token, body: { years: 2 }, headers: { 'idempotency-key': randomUUID() } });
    expect(renewal.status, JSON.stringify(renewal.body)).toBe(201);
    await pay(renewal.body.data.checkout_url);
    expect((await settled(portal, token, renewal.body.data.id)).status).toBe('registered');
    // A renewal of an active domain does not count it again.
    expect(difference(await thisMonth(), before)).toMatchObject({ registrations: 2, renewals: 1, active_domains: 2 });

    // A transfer in, approved by the holder at the other registrar.
    const incoming = `stat-flyt-${randomUUID().slice(0, 8)}.fo`;
    registry().register(incoming, { registrar: 'other-registrar', authInfo: 'STAT-KOTA', years: 1 });
    const transfer = await portal.call('POST', '/transfers', { token, body: { domain: incoming, auth_code: 'STAT-KOTA' } });
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(201);
    registry().approveTransfer(incoming);
    expect((await portal.call('GET', `/transfers/${transfer.body.data.id}`, { token })).body.data.status).toBe('approved');

    // The first goes away to another registrar; the second expires and is then deleted (one domain off, once).
    await trigger(first!.domain, 'transfer-away');
    await trigger(first!.domain, 'approve-transfer');
    await trigger(second!.domain, 'expire');
    const expired = await thisMonth();
    await trigger(second!.domain, 'delete');
    // Deleted after it expired: taken off the active domains once.
    expect((await thisMonth()).active_domains).toBe(expired.active_domains);

    const after = await thisMonth();
    expect(portal.runtime.bus.deadLetters()).toEqual([]);
    expect(difference(after, before)).toEqual({
      registrations: 2,
      renewals: 1,
      transfers_in: 1,
      transfers_out: 1,
      revenue_net: bought.net + renewal.body.data.net,
      revenue_vat: bought.vat + renewal.body.data.vat,
      // +2 registered, +1 transferred in, -1 transferred away, -1 expired and deleted.
      active_domains: 1,
    });
    expect(after.revenue_net).toBeGreaterThan(0);
  });

  it('counts a redelivered event once, even when the copies arrive together', async () => {
    const { token } = await newAccount(portal);
    const placed = await checkout(portal, token, { domains: [freshName('stat')], years: 1 });
    await pay(placed.body.data.checkout_url);
    const order = await settled(portal, token, placed.body.data.id);
    const before = await thisMonth();

    const delivered = (name: string, match: (data: Json) => boolean) =>
      portal.runtime.bus.published.find((event: EventEnvelope) => event.metadata.name === name && match(event.data)) as EventEnvelope;
    const registered = delivered('domain.registered', (data) => data.orderId === order.id);
    const paid = delivered('order.settled', (data) => data.orderId === order.id);
    expect(registered && paid).toBeTruthy();
    await Promise.all([portal.runtime.bus.publish([registered, paid]), portal.runtime.bus.publish([registered]), portal.runtime.bus.publish([paid])]);

    expect(await thisMonth()).toEqual(before);
  });

  it('answers every month of the window, oldest first, and refuses a window it does not keep', async () => {
    const year = await statistics('');
    expect(year.months).toHaveLength(12);
    expect(year.months.at(-1).month).toBe(year.until);
    expect(year.months[0].month).toBe(year.from);
    expect(year).toMatchObject({ currency: 'DKK' });

    const refused = await portal.call('GET', '/admin/statistics?months=99', { token: portal.tokens.admin, language: 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.months).toEqual(expect.any(String));
  });
});
