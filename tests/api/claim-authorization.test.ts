import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, routes } from '#shared/api/index.ts';
import { createClaimRepository } from '#functions/adapters/dynamodb/claim-repository.ts';
import { proofOf } from '#functions/claims/claim-rules.ts';
import { oldAddress, registeredUnder } from './claims.ts';
import { usePortal } from './portal.ts';
import { type TeamUser, teamOf, teamUser } from './teams.ts';

/**
 * Every claim route × every kind of caller → the status they get (issue 16). Typed over the
 * routes under `/claims`, so a new claim route without its row does not compile, and the first
 * test fails if one slips through. Each call runs on a fresh address with a fresh domain
 * registered under it, held by its previous owner and shared with the shared user (its technical
 * manager), and a fresh team of the owner's with the member in it. The owner and the member have
 * proven the address (their proofs stored as a right code stores them); the stranger, the shared user and the administrator have not. Claims go
 * into the team (`{teamId}`): the owner may, the member is told "Only owners can use this
 * function", the others find no team. Refused answers carry nothing of the domain.
 */
type ClaimRouteId = Extract<ApiRoute, { path: `/claims${string}` }>['id'];
type Caller = 'anonymous' | 'stranger' | 'member' | 'owner' | 'sharedUser' | 'admin';

const matrix: Record<ClaimRouteId, { body?: unknown; query?: string; expect: Record<Caller, number> }> = {
  // Anyone signed in and verified may ask for a code to an address (the send limits apply).
  requestClaimCode: { body: { email: '{email}' }, expect: { anonymous: 401, stranger: 202, member: 202, owner: 202, sharedUser: 202, admin: 202 } },
  // Past the auth rule, a code that is not the one sent: 422 for everyone.
  verifyClaimEmail: { body: { email: '{email}', code: '{wrongCode}' }, expect: { anonymous: 401, stranger: 422, member: 422, owner: 422, sharedUser: 422, admin: 422 } },
  listClaimableDomains: { query: 'email={email}', expect: { anonymous: 401, stranger: 403, member: 200, owner: 200, sharedUser: 403, admin: 403 } },
  claimDomains: {
    body: { email: '{email}', domain_ids: ['{domainId}'], team_id: '{teamId}' },
    expect: { anonymous: 401, stranger: 404, member: 403, owner: 200, sharedUser: 404, admin: 404 },
  },
};

const portal = usePortal();
const callers = {} as Record<Exclude<Caller, 'anonymous'>, TeamUser>;
let previous: TeamUser;

beforeAll(async () => {
  previous = await teamUser(portal, 'Fyrri Eigari');
  callers.stranger = await teamUser(portal, 'Ókunnugur');
  callers.member = await teamUser(portal, 'Limur');
  callers.owner = await teamUser(portal, 'Eigari');
  callers.sharedUser = await teamUser(portal, 'Tøkniligur Umsitari');
  callers.admin = await teamUser(portal, 'Umsitari', { isAdmin: true });
});

const claimRoutes = routes.filter((route) => route.path.startsWith('/claims'));

describe('claim authorization matrix', () => {
  it('has a row for every claim route', () => {
    expect(claimRoutes.length).toBeGreaterThan(0);
    expect(Object.keys(matrix).sort()).toEqual(claimRoutes.map((route) => route.id).sort());
  });

  for (const route of claimRoutes) {
    const row = matrix[route.id as ClaimRouteId];
    if (!row) continue; // reported by the first test
    for (const caller of Object.keys(row.expect) as Caller[]) {
      const expected = row.expect[caller];
      it(`${route.method} ${route.path} as ${caller} → ${expected}`, async () => {
        const email = oldAddress('matrix');
        const domain = await registeredUnder(portal, previous, email);
        const invited = await portal.call('POST', `/domains/${domain.domainId}/invites`, { token: previous.token, body: { email: callers.sharedUser.email } });
        expect(invited.status).toBe(201);
        expect((await portal.call('POST', `/domains/${domain.domainId}/invites/${invited.body.data.invite_id}/accept`, { token: callers.sharedUser.token })).status).toBe(200);
        const teamId = await teamOf(portal, callers.owner, [{ user: callers.member }], 'Matrix-toymið');
        // Proven as a right code proves it (claims.test.ts sends and enters the codes; here the send limits would run out).
        for (const prover of [callers.owner, callers.member])
          await createClaimRepository(portal.runtime.table).saveProof(proofOf(prover.userId, email, portal.runtime.clock.now()));

        const fill = (text: string) =>
          text.replaceAll('{email}', email).replaceAll('{domainId}', domain.domainId).replaceAll('{teamId}', teamId).replaceAll('{wrongCode}', '000000');
        const body = row.body === undefined ? undefined : JSON.parse(fill(JSON.stringify(row.body)));
        const token = caller === 'anonymous' ? undefined : callers[caller].token;
        const path = route.path + (row.query ? `?${fill(row.query)}` : '');
        const answer = await portal.call(route.method, path, { token, body });
        expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
        // Refused: nothing of the domain in the answer.
        if (expected >= 400) expect(JSON.stringify(answer.body ?? '')).not.toContain(domain.name);
        if (expected === 200 && route.id === 'listClaimableDomains') expect(answer.body.data.domains.map((entry: { name: string }) => entry.name)).toEqual([domain.name]);
      });
    }
  }
});
