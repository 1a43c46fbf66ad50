import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrantContactId } from '#functions/orders/registrant.ts';
import { usePortal } from './portal.ts';
import { type TeamUser, teamOf, teamUser } from './teams.ts';

/**
 * A team's transfer in (issue 16, spec §2 `/teams/{teamId}/transfer-domain`, team owners only):
 * `POST /transfers {team_id}` makes the team own the domain once the holder approves; the team's
 * members follow its transfers (`GET /transfers?team_id=`); members who are not owners cannot ask
 * for or cancel one, strangers find nothing.
 */
const portal = usePortal();
const registry = () => portal.runtime.registry;

function heldElsewhere() {
  const name = `toymisflyt-${randomUUID().slice(0, 8)}.fo`;
  const code = `code-${randomUUID().slice(0, 8)}`;
  registry().register(name, { registrar: 'other-registrar', authInfo: code, years: 2 });
  return { name, code };
}

describe("a team's transfer in", () => {
  let owner: TeamUser;
  let member: TeamUser;
  let stranger: TeamUser;
  let teamId: string;

  beforeAll(async () => {
    owner = await teamUser(portal, 'Eigari Flytur');
    member = await teamUser(portal, 'Limur');
    stranger = await teamUser(portal, 'Ókunnugur');
    teamId = await teamOf(portal, owner, [{ user: member }], 'Húsfelagið');
  });

  it("an owner transfers a domain in for the team: once approved the team owns it, its members manage it, the owner's details under the team's registrant", async () => {
    const { name, code } = heldElsewhere();
    const requested = await portal.call('POST', '/transfers', { token: owner.token, body: { domain: name, auth_code: code, team_id: teamId } });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const transfer = requested.body.data;

    // The team's transfers, for every member; not the owner's own list.
    const teams = await portal.call('GET', `/transfers?team_id=${teamId}`, { token: member.token });
    expect(teams.status).toBe(200);
    expect(teams.body.data.map((entry: { id: string }) => entry.id)).toEqual([transfer.id]);
    expect((await portal.call('GET', '/transfers', { token: owner.token })).body.data).toEqual([]);
    expect((await portal.call('GET', `/transfers?team_id=${teamId}`, { token: stranger.token })).status).toBe(404);

    registry().approveTransfer(name);
    const approved = await portal.call('GET', `/transfers/${transfer.id}`, { token: member.token });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', domain_id: expect.any(String) });
    expect((await portal.call('GET', `/transfers/${transfer.id}`, { token: stranger.token })).status).toBe(404);

    const teamDomains = (await portal.call('GET', `/teams/${teamId}/domains`, { token: member.token })).body.data;
    expect(teamDomains).toEqual([expect.objectContaining({ id: approved.body.data.domain_id, name, owner: { type: 'team', id: teamId, name: 'Húsfelagið' } })]);
    expect((await portal.call('GET', '/domains', { token: owner.token })).body.data).toEqual([]);
    expect((await portal.call('GET', `/domains/${approved.body.data.domain_id}`, { token: member.token })).status).toBe(200);
    expect(registry().domain(name)).toMatchObject({ registrar: registry().username, registrantId: registrantContactId(teamId) });

    // Asking again for the team: it is the team's already.
    const again = await portal.call('POST', '/transfers', { token: owner.token, body: { domain: name, auth_code: 'whatever', team_id: teamId }, language: 'en' });
    expect(again.status).toBe(422);
    expect(again.body.error.fields.domain).toBe('This domain is already yours.');
  });

  it('a member who is not an owner cannot ask for or cancel a team transfer; a stranger finds no team', async () => {
    const { name, code } = heldElsewhere();
    const byMember = await portal.call('POST', '/transfers', { token: member.token, body: { domain: name, auth_code: code, team_id: teamId } });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.code).toBe('only_owners');
    const byStranger = await portal.call('POST', '/transfers', { token: stranger.token, body: { domain: name, auth_code: code, team_id: teamId } });
    expect(byStranger.status).toBe(404);
    // Nothing was asked of the registry.
    expect(registry().domain(name)).toMatchObject({ registrar: 'other-registrar', transfer: null });

    const transfer = (await portal.call('POST', '/transfers', { token: owner.token, body: { domain: name, auth_code: code, team_id: teamId } })).body.data;
    const cancelByMember = await portal.call('POST', `/transfers/${transfer.id}/cancel`, { token: member.token });
    expect(cancelByMember.status).toBe(403);
    expect((await portal.call('POST', `/transfers/${transfer.id}/cancel`, { token: stranger.token })).status).toBe(404);
    const cancelled = await portal.call('POST', `/transfers/${transfer.id}/cancel`, { token: owner.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
  });
});
