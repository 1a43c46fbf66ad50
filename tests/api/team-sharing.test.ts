import { beforeAll, describe, expect, it } from 'vitest';
import { usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';
import { type TeamUser, teamOf, teamUser } from './teams.ts';

/**
 * Sharing a team's domain (issue 16): a team owner invites a technical manager from the team's
 * domain view; the domain's people and the manager's shared domains name the team as owner; a
 * technical manager leaves a share themselves (not while the domain is registration-locked, spec §5).
 */
const portal = usePortal();

describe("sharing a team's domain, and leaving a share", () => {
  let owner: TeamUser;
  let manager: TeamUser;
  let other: TeamUser;
  let teamId: string;

  beforeAll(async () => {
    owner = await teamUser(portal, 'Anna Eigari');
    manager = await teamUser(portal, 'Tøkni Umsitari');
    other = await teamUser(portal, 'Annar Umsitari');
    teamId = await teamOf(portal, owner, [], 'Húsfelagið');
  });

  async function share(domainId: string, to: TeamUser): Promise<void> {
    const invited = await portal.call('POST', `/domains/${domainId}/invites`, { token: owner.token, body: { email: to.email } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const accepted = await portal.call('POST', `/domains/${domainId}/invites/${invited.body.data.invite_id}/accept`, { token: to.token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  }

  it("a team owner shares the team's domain; the team is named as its owner; the technical manager leaves it", async () => {
    const domain = await demoUsersDomain(portal, 'deilt-toymi', { ownerType: 'team', ownerId: teamId });
    await share(domain.domainId, manager);
    await share(domain.domainId, other);

    const people = await portal.call('GET', `/domains/${domain.domainId}/people`, { token: manager.token });
    expect(people.status, JSON.stringify(people.body)).toBe(200);
    expect(people.body.data.people[0]).toMatchObject({ role: 'owner', user_id: teamId, name: 'Húsfelagið' });
    const shared = (await portal.call('GET', '/domains/shared', { token: manager.token })).body.data;
    expect(shared).toEqual([expect.objectContaining({ id: domain.domainId, owner: { type: 'team', id: teamId, name: 'Húsfelagið' } })]);

    // A technical manager cannot remove another, only leave themselves.
    expect((await portal.call('DELETE', `/domains/${domain.domainId}/users/${other.userId}`, { token: manager.token })).status).toBe(403);
    const left = await portal.call('DELETE', `/domains/${domain.domainId}/users/${manager.userId}`, { token: manager.token });
    expect(left.status, JSON.stringify(left.body)).toBe(204);
    expect((await portal.call('GET', `/domains/${domain.domainId}`, { token: manager.token })).status).toBe(404);
    expect((await portal.call('GET', '/domains/shared', { token: manager.token })).body.data).toEqual([]);
    expect((await portal.call('GET', '/users/me', { token: manager.token })).body.data.has_shared_domains).toBe(false);
    // The other stays.
    expect((await portal.call('GET', `/domains/${domain.domainId}`, { token: other.token })).status).toBe(200);
  });

  it('not while the domain is registration-locked', async () => {
    const domain = await demoUsersDomain(portal, 'laest-toymi', { ownerType: 'team', ownerId: teamId });
    await share(domain.domainId, manager);
    const locked = await portal.call('PUT', `/domains/${domain.domainId}/registration-lock`, { token: owner.token, body: { locked: true } });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    const leaving = await portal.call('DELETE', `/domains/${domain.domainId}/users/${manager.userId}`, { token: manager.token });
    expect(leaving.status).toBe(409);
    expect(leaving.body.error.code).toBe('domain_locked_users');
  });
});
