import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainRecord } from '#functions/domains/model.ts';
import { usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';
import { type TeamUser, teamOf, teamUser } from './teams.ts';

/**
 * Moving a domain between my domains and a team I own (issue 16, spec §2 "move domain"):
 * `POST /domains/{id}/move {team_id}`. The owner partition follows (the archive and the team's
 * domains), the old owner's card is detached and automatic renewal stops, the history says who
 * moved it where; members who are not owners, technical managers and strangers cannot.
 */
const portal = usePortal();

describe('moving a domain between my domains and a team', () => {
  let anna: TeamUser;
  let member: TeamUser;
  let stranger: TeamUser;
  let teamId: string;
  let otherTeamId: string;

  beforeAll(async () => {
    anna = await teamUser(portal, 'Anna Flytari');
    member = await teamUser(portal, 'Bárður Limur');
    stranger = await teamUser(portal, 'Ókunnugur');
    teamId = await teamOf(portal, anna, [{ user: member }], 'Húsfelagið');
    // A team where Anna is a plain member: she may not move domains into it.
    otherTeamId = await teamOf(portal, member, [{ user: anna }], 'Annað toymi');
  });

  const annasDomain = (recorded: Partial<DomainRecord> = {}) => demoUsersDomain(portal, 'flyt', { ownerId: anna.userId, ...recorded });
  const move = (domainId: string, caller: TeamUser | undefined, teamIdTo: unknown) =>
    portal.call('POST', `/domains/${domainId}/move`, { token: caller?.token, body: { team_id: teamIdTo } });

  it("moves my domain into my team: the team's members reach it, the card is detached and automatic renewal stops, the history says so", async () => {
    const domain = await annasDomain({ autoRenewal: true, paymentCardId: 'card-of-anna' });
    expect((await portal.call('GET', `/domains/${domain.domainId}`, { token: member.token })).status).toBe(404);

    const moved = await move(domain.domainId, anna, teamId);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ id: domain.domainId, owner: { type: 'team', id: teamId, name: 'Húsfelagið' }, auto_renewal: false, payment_card_id: null });

    const mine = (await portal.call('GET', '/domains', { token: anna.token })).body.data as Array<{ id: string }>;
    expect(mine.map((entry) => entry.id)).not.toContain(domain.domainId);
    const teams = (await portal.call('GET', `/teams/${teamId}/domains`, { token: member.token })).body.data as Array<{ id: string }>;
    expect(teams.map((entry) => entry.id)).toContain(domain.domainId);
    const seen = await portal.call('GET', `/domains/${domain.domainId}`, { token: member.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.owner).toEqual({ type: 'team', id: teamId, name: 'Húsfelagið' });

    await portal.runtime.bus.drain();
    const history = await portal.call('GET', `/domains/${domain.domainId}/activity`, { token: anna.token });
    expect(history.body.data.data[0]).toMatchObject({
      activity: 'domain.moved',
      actor: { kind: 'user', name: 'Anna Flytari' },
      changes: [
        { what: 'owner', before: { type: 'user', name: 'Anna Flytari' }, after: { type: 'team', name: 'Húsfelagið' } },
        { what: 'auto_renewal', before: true, after: false },
      ],
    });
  });

  it('moves a team domain back to my domains: the members no longer reach it', async () => {
    const domain = await annasDomain({ ownerType: 'team', ownerId: teamId });
    const moved = await move(domain.domainId, anna, null);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.owner).toEqual({ type: 'user', id: anna.userId, name: 'Anna Flytari' });
    expect((await portal.call('GET', `/domains/${domain.domainId}`, { token: member.token })).status).toBe(404);
    const mine = (await portal.call('GET', '/domains', { token: anna.token })).body.data as Array<{ id: string }>;
    expect(mine.map((entry) => entry.id)).toContain(domain.domainId);
    await portal.runtime.bus.drain();
    const history = await portal.call('GET', `/domains/${domain.domainId}/activity`, { token: anna.token });
    // Nothing was on: only the move.
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.data.data[0].changes).toEqual([{ what: 'owner', before: { type: 'team', name: 'Húsfelagið' }, after: { type: 'user', name: 'Anna Flytari' } }]);
  });

  it('a member who is not an owner cannot move a team domain, nor anyone move into a team they do not own', async () => {
    const teamDomain = await annasDomain({ ownerType: 'team', ownerId: teamId });
    const byMember = await move(teamDomain.domainId, member, null);
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.code).toBe('only_owners');

    const own = await annasDomain();
    const intoOthers = await move(own.domainId, anna, otherTeamId);
    expect(intoOthers.status).toBe(403);
    expect(intoOthers.body.error.code).toBe('only_owners');
    const intoUnknown = await move(own.domainId, anna, '00000000-0000-4000-8000-000000000000');
    expect(intoUnknown.status).toBe(404);
    // Nothing moved.
    expect((await portal.call('GET', `/domains/${own.domainId}`, { token: anna.token })).body.data.owner.type).toBe('user');
    expect((await portal.call('GET', `/domains/${teamDomain.domainId}`, { token: anna.token })).body.data.owner.type).toBe('team');
  });

  it('strangers, technical managers and admins find nothing to move; a bad team id is a validation error', async () => {
    const domain = await annasDomain();
    const admin = await teamUser(portal, 'Umsitari', { isAdmin: true });
    // Anna shares it with the stranger as technical manager.
    const invited = await portal.call('POST', `/domains/${domain.domainId}/invites`, { token: anna.token, body: { email: stranger.email } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const accepted = await portal.call('POST', `/domains/${domain.domainId}/invites/${invited.body.data.invite_id}/accept`, { token: stranger.token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    for (const [caller, status] of [
      [undefined, 401],
      [stranger, 404],
      [member, 404],
      [admin, 404],
    ] as const) {
      const answer = await move(domain.domainId, caller, null);
      expect(answer.status, caller?.name ?? 'anonymous').toBe(status);
      if (status === 404) expect(JSON.stringify(answer.body)).not.toContain(domain.name);
    }
    const bad = await move(domain.domainId, anna, 'not-a-team');
    expect(bad.status).toBe(422);
    expect((await portal.call('POST', `/domains/${domain.domainId}/move`, { token: anna.token, body: {} })).status).toBe(422);
  });
});
