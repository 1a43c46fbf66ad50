import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#shared/api/index.ts';
import type { domainSharingApi } from '#shared/api/domain-sharing.ts';
import { oldAddress, registeredUnder } from './claims.ts';
import { usePortal } from './portal.ts';
import { type TeamUser, teamOf, teamUser } from './teams.ts';

/**
 * Every domain-sharing route × every kind of caller → the status they get (issue 16, spec §6).
 * Typed over the routes of the domain-sharing contract, so a new sharing route without its row
 * does not compile, and the first test fails if one slips through. Each call runs on a fresh
 * team of the owner's with the member in it, a fresh domain held by that team, shared with the
 * shared user (its technical manager, invited by the owner and accepted), and an open invitation
 * to the stranger's address: `{inviteId}` is that invitation, `{userId}` the shared user.
 * Refused answers carry nothing of the domain.
 */
type SharingRouteId = (typeof domainSharingApi)[number]['id'];
type Caller = 'anonymous' | 'stranger' | 'member' | 'owner' | 'sharedUser' | 'admin';

const matrix: Record<SharingRouteId, { body?: unknown; expect: Record<Caller, number> }> = {
  listSharedDomains: { expect: { anonymous: 401, stranger: 200, member: 200, owner: 200, sharedUser: 200, admin: 200 } },
  listDomainPeople: { expect: { anonymous: 401, stranger: 404, member: 200, owner: 200, sharedUser: 200, admin: 404 } },
  inviteToDomain: { body: { email: 'matrix-invitee@example.fo' }, expect: { anonymous: 401, stranger: 404, member: 201, owner: 201, sharedUser: 403, admin: 404 } },
  withdrawDomainInvite: { expect: { anonymous: 401, stranger: 404, member: 204, owner: 204, sharedUser: 403, admin: 404 } },
  getDomainInvite: { expect: { anonymous: 401, stranger: 200, member: 404, owner: 404, sharedUser: 404, admin: 404 } },
  acceptDomainInvite: { expect: { anonymous: 401, stranger: 200, member: 404, owner: 404, sharedUser: 404, admin: 404 } },
  removeDomainUser: { expect: { anonymous: 401, stranger: 404, member: 204, owner: 204, sharedUser: 204, admin: 404 } },
};

const portal = usePortal();
const callers = {} as Record<Exclude<Caller, 'anonymous'>, TeamUser>;

beforeAll(async () => {
  callers.stranger = await teamUser(portal, 'Ókunnugur');
  callers.member = await teamUser(portal, 'Limur');
  callers.owner = await teamUser(portal, 'Eigari');
  callers.sharedUser = await teamUser(portal, 'Tøkniligur Umsitari');
  callers.admin = await teamUser(portal, 'Umsitari', { isAdmin: true });
});

const sharingRoutes = routes.filter((route) => route.context === 'domain-sharing');

describe('domain-sharing authorization matrix', () => {
  it('has a row for every domain-sharing route', () => {
    expect(sharingRoutes.length).toBeGreaterThan(0);
    expect(Object.keys(matrix).sort()).toEqual(sharingRoutes.map((route) => route.id).sort());
  });

  for (const route of sharingRoutes) {
    const row = matrix[route.id as SharingRouteId];
    if (!row) continue; // reported by the first test
    for (const caller of Object.keys(row.expect) as Caller[]) {
      const expected = row.expect[caller];
      it(`${route.method} ${route.path} as ${caller} → ${expected}`, async () => {
        const teamId = await teamOf(portal, callers.owner, [{ user: callers.member }], 'Matrix-toymið');
        const domain = await registeredUnder(portal, callers.owner, oldAddress('matrix'), { ownerType: 'team', ownerId: teamId });
        const invite = (email: string) => portal.call('POST', `/domains/${domain.domainId}/invites`, { token: callers.owner.token, body: { email } });
        const shared = await invite(callers.sharedUser.email);
        expect(shared.status, JSON.stringify(shared.body)).toBe(201);
        const accepted = await portal.call('POST', `/domains/${domain.domainId}/invites/${shared.body.data.invite_id}/accept`, { token: callers.sharedUser.token });
        expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
        const open = await invite(callers.stranger.email);
        expect(open.status, JSON.stringify(open.body)).toBe(201);

        const fill = (text: string) =>
          text
            .replaceAll('{domainId}', domain.domainId)
            .replaceAll('{inviteId}', open.body.data.invite_id as string)
            .replaceAll('{userId}', callers.sharedUser.userId);
        const body = row.body === undefined ? undefined : JSON.parse(fill(JSON.stringify(row.body)));
        const token = caller === 'anonymous' ? undefined : callers[caller].token;
        const answer = await portal.call(route.method, fill(route.path), { token, body });
        expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
        // Refused: nothing of the domain in the answer.
        if (expected >= 400) expect(JSON.stringify(answer.body ?? '')).not.toContain(domain.name);
        // The shared list holds the domain for its technical manager only.
        if (expected === 200 && route.id === 'listSharedDomains') {
          const names = (answer.body.data as Array<{ name: string }>).map((entry) => entry.name);
          if (caller === 'sharedUser') expect(names).toContain(domain.name);
          else expect(names).not.toContain(domain.name);
        }
      });
    }
  }
});
