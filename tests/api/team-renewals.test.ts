import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationListResponse } from '#shared/schemas/notifications.ts';
import { usePortal } from './portal.ts';
import { checkout, freshName, pay, settled } from './purchases.ts';
import { type TeamUser, teamOf, teamUser } from './teams.ts';

/**
 * A team's domain through its life (issue 16): the auto-renewal job charges the team's card and
 * the renewal is the team's order; a failed charge and the expiry notices tell the team's owners
 * (in the bell and by e-mail), not its plain members (docs/decisions/notices-of-a-team-s-domains-and-their-automatic-renewal.md, "Notices of a team's
 * domains").
 */
const portal = usePortal({ queueRetryDelayMs: () => 20 });
const day = 24 * 3600 * 1000;

afterEach(() => portal.runtime.clock.reset());

const runJob = async (name: 'auto-renewal' | 'lifecycle-notices') => {
  await portal.runtime.scheduler.run(name);
  await portal.runtime.bus.drain();
};
const moveTo = (instant: number) => portal.runtime.clock.advance(instant - portal.runtime.clock.now().getTime());
const bell = async (user: TeamUser) =>
  notificationListResponse.parse((await portal.call('GET', '/users/me/notifications?page=1&per_page=50', { token: user.token, language: 'en' })).body).data.data;

describe("a team's domain: automatic renewal and notices", () => {
  let anna: TeamUser;
  let coOwner: TeamUser;
  let member: TeamUser;
  let teamId: string;

  beforeAll(async () => {
    anna = await teamUser(portal, 'Anna Eigari');
    coOwner = await teamUser(portal, 'Bárður Eigari');
    member = await teamUser(portal, 'Dánjal Limur');
    teamId = await teamOf(portal, anna, [{ user: coOwner, isOwner: true }, { user: member }], 'Húsfelagið');
  });

  async function teamDomain(): Promise<{ domainId: string; name: string; expiresAt: string; renewalAt: number }> {
    const placed = await checkout(portal, anna.token, { domains: [freshName('toymi')], team_id: teamId });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await pay(placed.body.data.checkout_url);
    const order = await settled(portal, anna.token, placed.body.data.id);
    expect(order.status).toBe('registered');
    const domainId = order.items[0].domain_id as string;
    const domain = (await portal.call('GET', `/domains/${domainId}`, { token: member.token })).body.data;
    return { domainId, name: domain.name, expiresAt: domain.expires_at, renewalAt: Date.parse(domain.renewal_date) };
  }

  async function teamCard(cardNumber: string): Promise<string> {
    const started = await portal.call('POST', '/payment-cards', { token: anna.token, body: { team_id: teamId } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const page = await fetch(started.body.data.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: cardNumber, expiry: '11/39', cvc: '123', name: 'Húsfelagið' }).toString(),
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    await portal.runtime.bus.drain();
    const cards = (await portal.call('GET', `/teams/${teamId}/payment-cards`, { token: anna.token })).body.data as { id: string; last4: string }[];
    return cards.find((card) => card.last4 === cardNumber.slice(-4))!.id;
  }

  it("charges the team's card on the renewal day: the renewal is the team's order, with its receipt", async () => {
    const domain = await teamDomain();
    const cardId = await teamCard('4242 4242 4242 4242');
    const on = await portal.call('PUT', `/domains/${domain.domainId}/auto-renewal`, { token: anna.token, body: { enabled: true, terms_accepted: true, payment_card_id: cardId } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);

    moveTo(domain.renewalAt);
    await runJob('auto-renewal');
    const charges = portal.runtime.payments.paymentIntents().filter((intent) => intent.metadata.domain_id === domain.domainId && intent.status === 'succeeded');
    expect(charges).toHaveLength(1);
    const renewed = (await portal.call('GET', `/domains/${domain.domainId}`, { token: member.token })).body.data.expires_at as string;
    expect(Date.parse(renewed)).toBeGreaterThan(Date.parse(domain.expiresAt));
    const orders = (await portal.call('GET', `/orders?team_id=${teamId}`, { token: member.token })).body.data as { id: string; kind: string; status: string }[];
    const renewal = orders.find((order) => order.kind === 'renewal');
    expect(renewal?.status).toBe('registered');
    expect((await portal.call('GET', `/orders/${renewal!.id}/receipt?language=en`, { token: member.token })).status).toBe(200);
  });

  it("a declined team card and a coming expiry tell the team's owners, not its plain members", async () => {
    const renewing = await teamDomain();
    const cardId = await teamCard('4000 0000 0000 0341');
    const on = await portal.call('PUT', `/domains/${renewing.domainId}/auto-renewal`, {
      token: anna.token,
      body: { enabled: true, terms_accepted: true, payment_card_id: cardId },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const expiring = await teamDomain();

    moveTo(renewing.renewalAt);
    await runJob('auto-renewal');
    moveTo(Date.parse(expiring.expiresAt) - 7 * day);
    await runJob('lifecycle-notices');

    for (const owner of [anna, coOwner]) {
      const told = await bell(owner);
      expect(told.find((entry) => entry.data.target === renewing.name)?.data, owner.name).toMatchObject({ type: 'danger', url: `/teams/${teamId}/domains/${renewing.domainId}` });
      expect(
        told.some((entry) => entry.data.target === expiring.name),
        owner.name,
      ).toBe(true);
    }
    const memberTold = await bell(member);
    expect(memberTold.filter((entry) => entry.data.target === renewing.name || entry.data.target === expiring.name)).toEqual([]);
    // And by e-mail, to each owner.
    const outbox = await (await fetch(`${portal.runtime.url}/dev/outbox?to=${encodeURIComponent(coOwner.email)}`)).json();
    expect(JSON.stringify(outbox)).toContain(renewing.name);
  });
});
