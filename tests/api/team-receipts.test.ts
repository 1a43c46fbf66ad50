import { describe, expect, it } from 'vitest';
import { checkout, pay, settled } from './purchases.ts';
import { usePortal } from './portal.ts';
import { teamOf, teamUser } from './teams.ts';

/**
 * A team's receipts (issue 16): what a team buys is the team's order, listed for every member
 * (`GET /orders?team_id=`, spec §6: members see the payment side) with its receipt; not among
 * the buyer's own receipts; strangers find nothing.
 */
const portal = usePortal();

describe("a team's receipts", () => {
  it("every member sees the team's orders and downloads their receipts; the buyer's own list keeps only their own; strangers find nothing", async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const bardur = await teamUser(portal, 'Bárður á Steig');
    const stranger = await teamUser(portal, 'Ókunnugur');
    const teamId = await teamOf(portal, anna, [{ user: bardur }], 'Húsfelagið');
    const name = `toymiskvitta-${teamId.slice(0, 8)}.fo`;

    const placed = await checkout(portal, bardur.token, { domains: [name], team_id: teamId });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await pay(placed.body.data.checkout_url);
    const order = await settled(portal, bardur.token, placed.body.data.id);
    expect(order.status).toBe('registered');
    // The order names its team, so the buyer's result page leads to the team's domains and receipts.
    expect(order.team_id).toBe(teamId);
    expect(placed.body.data.team_id).toBe(teamId);

    // The owner who did not buy sees the team's order, and its receipt.
    const teams = await portal.call('GET', `/orders?team_id=${teamId}`, { token: anna.token });
    expect(teams.status, JSON.stringify(teams.body)).toBe(200);
    expect(teams.body.data.map((entry: { id: string }) => entry.id)).toEqual([order.id]);
    expect((await portal.call('GET', `/orders/${order.id}`, { token: anna.token })).status).toBe(200);
    const receipt = await portal.call('GET', `/orders/${order.id}/receipt?language=fo`, { token: anna.token });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');

    // The buyer's own receipts are their own purchases; the team's are the team's.
    expect((await portal.call('GET', '/orders', { token: bardur.token })).body.data).toEqual([]);
    expect((await portal.call('GET', `/orders?team_id=${teamId}`, { token: bardur.token })).body.data).toHaveLength(1);

    // Strangers: no team, no order, no receipt.
    expect((await portal.call('GET', `/orders?team_id=${teamId}`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('GET', `/orders/${order.id}`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('GET', `/orders/${order.id}/receipt?language=fo`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('GET', '/orders?team_id=not-a-team', { token: anna.token })).status).toBe(422);
  });
});
