import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, routes } from '#shared/api/index.ts';
import { oldAddress, registeredUnder } from './claims.ts';
import { usePortal } from './portal.ts';
import { type TeamUser, teamOf, teamUser } from './teams.ts';

/**
 * Every team route × every kind of caller → the status they get (spec §6: members see and
 * manage the team's domains, owners also its details, users and cards; anyone else finds
 * nothing). Typed over the routes under `/teams`, so a new team route without its row does not
 * compile, and the first test fails if one slips through. Each call runs on a fresh team with
 * an owner, a plain member and an open invitation to the stranger; `{userId}` is the member,
 * `{inviteId}` the invitation. The team holds a domain shared with the shared user (its
 * technical manager, invited by the owner and accepted): to the team they are a stranger.
 */
type TeamRouteId = Extract<ApiRoute, { path: `/teams${string}` }>['id'];
type Caller = 'anonymous' | 'stranger' | 'member' | 'owner' | 'sharedUser' | 'admin';

const matrix: Record<TeamRouteId, { body?: unknown; sharedDomainOfOwner?: true; expect: Record<Caller, number> }> = {
  listTeams: { expect: { anonymous: 401, stranger: 200, member: 200, owner: 200, sharedUser: 200, admin: 200 } },
  createTeam: { body: { name: 'Matrix' }, expect: { anonymous: 401, stranger: 201, member: 201, owner: 201, sharedUser: 201, admin: 201 } },
  getTeam: { expect: { anonymous: 401, stranger: 404, member: 200, owner: 200, sharedUser: 404, admin: 404 } },
  updateTeam: { body: { name: 'Matrix' }, expect: { anonymous: 401, stranger: 404, member: 403, owner: 200, sharedUser: 404, admin: 404 } },
  // A team with domains is not deleted (409 team_has_domains), so here the shared domain is the owner's own.
  deleteTeam: { sharedDomainOfOwner: true, expect: { anonymous: 401, stranger: 404, member: 403, owner: 204, sharedUser: 404, admin: 404 } },
  listTeamDomains: { expect: { anonymous: 401, stranger: 404, member: 200, owner: 200, sharedUser: 404, admin: 404 } },
  updateTeamMember: { body: { is_owner: true }, expect: { anonymous: 401, stranger: 404, member: 403, owner: 200, sharedUser: 404, admin: 404 } },
  removeTeamMember: { expect: { anonymous: 401, stranger: 404, member: 403, owner: 200, sharedUser: 404, admin: 404 } },
  removeTeamMembers: { body: { users: ['{userId}'] }, expect: { anonymous: 401, stranger: 404, member: 403, owner: 200, sharedUser: 404, admin: 404 } },
  listTeamPaymentCards: { expect: { anonymous: 401, stranger: 404, member: 200, owner: 200, sharedUser: 404, admin: 404 } },
  inviteTeamMember: {
    body: { email: 'matrix-invitee@example.fo', is_owner: false },
    expect: { anonymous: 401, stranger: 404, member: 403, owner: 201, sharedUser: 404, admin: 404 },
  },
  // `{inviteId}`: an open invitation to the stranger's address; only the stranger may see it (the team's and the inviter's names) and accept it.
  getTeamInvite: { expect: { anonymous: 401, stranger: 200, member: 404, owner: 404, sharedUser: 404, admin: 404 } },
  acceptTeamInvite: { expect: { anonymous: 401, stranger: 200, member: 404, owner: 404, sharedUser: 404, admin: 404 } },
  withdrawTeamInvite: { expect: { anonymous: 401, stranger: 404, member: 403, owner: 204, sharedUser: 404, admin: 404 } },
  // A team's API tokens are its owners' (issue 30); `{tokenId}`: none of the team's, so 404 for the owner too.
  listTeamApiTokens: { expect: { anonymous: 401, stranger: 404, member: 403, owner: 200, sharedUser: 404, admin: 404 } },
  createTeamApiToken: {
    body: { name: 'Matrix', scopes: ['dns:write'], domain_ids: null, valid_days: 30 },
    expect: { anonymous: 401, stranger: 404, member: 403, owner: 201, sharedUser: 404, admin: 404 },
  },
  revokeTeamApiToken: { expect: { anonymous: 401, stranger: 404, member: 403, owner: 404, sharedUser: 404, admin: 404 } },
  // A team's webhook endpoints are its owners' (issue 30); `{webhookId}`: none of the team's, so 404 for the owner too.
  listTeamWebhooks: { expect: { anonymous: 401, stranger: 404, member: 403, owner: 200, sharedUser: 404, admin: 404 } },
  createTeamWebhook: {
    body: { name: 'Matrix', url: 'https://example.com/hooks', events: ['team.member_joined'] },
    expect: { anonymous: 401, stranger: 404, member: 403, owner: 201, sharedUser: 404, admin: 404 },
  },
  updateTeamWebhook: { body: { enabled: false }, expect: { anonymous: 401, stranger: 404, member: 403, owner: 404, sharedUser: 404, admin: 404 } },
  deleteTeamWebhook: { expect: { anonymous: 401, stranger: 404, member: 403, owner: 404, sharedUser: 404, admin: 404 } },
  rotateTeamWebhookSecret: { expect: { anonymous: 401, stranger: 404, member: 403, owner: 404, sharedUser: 404, admin: 404 } },
  sendTestTeamWebhook: { expect: { anonymous: 401, stranger: 404, member: 403, owner: 404, sharedUser: 404, admin: 404 } },
  listTeamWebhookDeliveries: { expect: { anonymous: 401, stranger: 404, member: 403, owner: 404, sharedUser: 404, admin: 404 } },
  redeliverTeamWebhook: { expect: { anonymous: 401, stranger: 404, member: 403, owner: 404, sharedUser: 404, admin: 404 } },
};

const portal = usePortal();
const teamName = 'Matrix-toymið';
const callers = {} as Record<Exclude<Caller, 'anonymous'>, TeamUser>;

beforeAll(async () => {
  callers.stranger = await teamUser(portal, 'Ókunnugur');
  callers.member = await teamUser(portal, 'Limur');
  callers.owner = await teamUser(portal, 'Eigari');
  callers.sharedUser = await teamUser(portal, 'Tøkniligur Umsitari');
  callers.admin = await teamUser(portal, 'Umsitari', { isAdmin: true });
});

const teamRoutes = routes.filter((route) => route.path.startsWith('/teams'));

describe('team authorization matrix', () => {
  it('has a row for every team route', () => {
    expect(Object.keys(matrix).sort()).toEqual(teamRoutes.map((route) => route.id).sort());
  });

  for (const route of teamRoutes) {
    const row = matrix[route.id as TeamRouteId];
    if (!row) continue; // reported by the first test
    for (const caller of Object.keys(row.expect) as Caller[]) {
      const expected = row.expect[caller];
      it(`${route.method} ${route.path} as ${caller} → ${expected}`, async () => {
        const teamId = await teamOf(portal, callers.owner, [{ user: callers.member }], teamName);
        const domain = await registeredUnder(portal, callers.owner, oldAddress('matrix'), row.sharedDomainOfOwner ? {} : { ownerType: 'team', ownerId: teamId });
        const shared = await portal.call('POST', `/domains/${domain.domainId}/invites`, { token: callers.owner.token, body: { email: callers.sharedUser.email } });
        expect(shared.status, JSON.stringify(shared.body)).toBe(201);
        const accepted = await portal.call('POST', `/domains/${domain.domainId}/invites/${shared.body.data.invite_id}/accept`, { token: callers.sharedUser.token });
        expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
        const invited = await portal.call('POST', `/teams/${teamId}/invites`, { token: callers.owner.token, body: { email: callers.stranger.email, is_owner: false } });
        expect(invited.status).toBe(201);
        const fill = (text: string) =>
          text
            .replaceAll('{teamId}', teamId)
            .replaceAll('{userId}', callers.member.userId)
            .replaceAll('{inviteId}', invited.body.data.id as string)
            .replaceAll('{tokenId}', '00000000-0000-4000-8000-000000000000')
            .replaceAll('{webhookId}', '00000000-0000-4000-8000-000000000000')
            .replaceAll('{deliveryId}', 'evt_none');
        const body = row.body === undefined ? undefined : JSON.parse(fill(JSON.stringify(row.body)));
        const token = caller === 'anonymous' ? undefined : callers[caller].token;
        const answer = await portal.call(route.method, fill(route.path), { token, body });
        expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
        // Refused: nothing of the team or its domain in the answer.
        if (expected >= 400) {
          expect(JSON.stringify(answer.body ?? '')).not.toContain(teamName);
          expect(JSON.stringify(answer.body ?? '')).not.toContain(domain.name);
          expect(JSON.stringify(answer.body ?? '')).not.toContain(callers.owner.name);
        }
        // The team is listed for its member and owner only (a shared domain does not make its technical manager one).
        if (expected === 200 && route.id === 'listTeams') {
          const ids = (answer.body.data as Array<{ id: string }>).map((entry) => entry.id);
          if (caller === 'member' || caller === 'owner') expect(ids).toContain(teamId);
          else expect(ids).not.toContain(teamId);
        }
      });
    }
  }
});
