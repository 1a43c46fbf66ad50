import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTeamRepository } from '#functions/adapters/dynamodb/team-repository.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { bulkDomainActions, roleMayBulk, type BulkDomainAction, type DomainRole } from '#shared/domain-roles.ts';
import { type Json, type Portal, usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';
import { shareDirectly } from './shares.ts';
import { teamOf, teamUser, type TeamUser } from './teams.ts';

/**
 * The shared list's bulk actions (issue 32): `GET /domains/shared` gives the caller's role on each domain, and the
 * web offers a bulk action on a domain only as `roleMayBulk` says (shared/domain-roles.ts). Here that table is held
 * to the API: each action sent the way the web's bulk panel sends it (the per-domain routes, renewal as one order)
 * reaches the domain exactly when the table allows it, and is refused as someone else's domain (404) otherwise.
 */
const portal: Portal = usePortal();

/** Shares the domain with the manager, as an accepted invitation does. */
const share = (domain: DomainRecord, owner: TeamUser, manager: TeamUser) => shareDirectly(portal, domain.domainId, owner, manager);

/** The action on one domain, sent as the bulk panel sends it (web/src/features/domains/api/bulk-actions.ts). */
function send(action: BulkDomainAction, domainId: string, token: string) {
  const path = `/domains/${domainId}`;
  switch (action) {
    case 'renew':
      return portal.call('POST', '/domains/renewals', { token, body: { domain_ids: [domainId], years: 1 }, headers: { 'idempotency-key': randomUUID() } });
    case 'auto_renewal_off':
      return portal.call('PUT', `${path}/auto-renewal`, { token, body: { enabled: false } });
    case 'auto_renewal_on':
      return portal.call('PUT', `${path}/auto-renewal`, { token, body: { enabled: true, terms_accepted: true, payment_card_id: randomUUID() } });
    case 'lock_on':
    case 'lock_off':
      return portal.call('PUT', `${path}/transfer-lock`, { token, body: { locked: action === 'lock_on' } });
    case 'name_servers':
      return portal.call('PUT', `${path}/name-servers`, {
        token,
        body: { mode: 'custom', name_servers: [{ host: 'ns1.umsitari.example' }, { host: 'ns2.umsitari.example' }], confirm: true },
      });
  }
}

describe('bulk actions on the shared list, by the role on each domain', { timeout: 90_000 }, () => {
  it('the shared list gives the role: technical manager, or owner for a domain of a team the person has joined since', async () => {
    const owner = await teamUser(portal, 'Eigarin');
    const manager = await teamUser(portal, 'Umsitarin');
    const teamId = await teamOf(portal, owner);
    const run = randomUUID().slice(0, 6);
    const personal = await demoUsersDomain(portal, 'deilt', { name: `a-${run}.fo`, ownerId: owner.userId });
    const teams = await demoUsersDomain(portal, 'deilt', { name: `b-${run}.fo`, ownerType: 'team', ownerId: teamId });
    await share(personal, owner, manager);
    await share(teams, owner, manager);
    const roles = async () =>
      ((await portal.call('GET', `/domains/shared?q=${run}&per_page=20`, { token: manager.token })).body.data as Json[]).map((domain) => [domain.name, domain.role]);
    expect(await roles()).toEqual([
      [personal.name, 'technical_manager'],
      [teams.name, 'technical_manager'],
    ]);

    // The manager joins the team: its domain is theirs to manage as its owner, as the domain's own view says.
    await createTeamRepository(portal.runtime.table).addMember({ teamId, userId: manager.userId, isOwner: false, joinedAt: new Date().toISOString() });
    expect(await roles()).toEqual([
      [personal.name, 'technical_manager'],
      [teams.name, 'owner'],
    ]);
    expect((await portal.call('GET', `/domains/${teams.domainId}`, { token: manager.token })).body.data.role).toBe('owner');
    expect((await portal.call('GET', `/domains/${personal.domainId}`, { token: manager.token })).body.data.role).toBe('technical_manager');
  });

  for (const role of ['technical_manager', 'owner'] as const satisfies readonly DomainRole[]) {
    for (const action of bulkDomainActions) {
      const allowed = roleMayBulk(role, action);
      it(`${action} by the ${role} of a shared domain: ${allowed ? 'reaches the domain' : 'refused as someone else’s (404), nothing changed'}`, async () => {
        const owner = await teamUser(portal, 'Eigarin');
        const manager = await teamUser(portal, 'Umsitarin');
        const teamId = await teamOf(portal, owner, role === 'owner' ? [{ user: manager }] : []);
        const domain = await demoUsersDomain(portal, 'deilt', role === 'owner' ? { ownerType: 'team', ownerId: teamId } : { ownerId: owner.userId });
        await share(domain, owner, manager);
        const listed = (await portal.call('GET', '/domains/shared', { token: manager.token })).body.data as Json[];
        expect(listed.find((entry) => entry.id === domain.domainId)?.role).toBe(role);

        const answer = await send(action, domain.domainId, manager.token);
        if (allowed) {
          // Past the domain's authorization: done, or refused by the action's own rules (a made-up card), never as a stranger.
          expect([200, 201, 422], JSON.stringify(answer.body)).toContain(answer.status);
          if (answer.status === 422) expect(action).toBe('auto_renewal_on');
        } else {
          expect(answer.status, JSON.stringify(answer.body)).toBe(404);
          expect(answer.body.error.code).toBe('not_found');
          const after = (await portal.call('GET', `/domains/${domain.domainId}`, { token: owner.token })).body.data;
          expect(after).toMatchObject({ auto_renewal: domain.autoRenewal, transfer_lock: domain.transferLock, expires_at: domain.expiresAt });
        }
      });
    }
  }

  it('a technical manager’s name servers change at the registry', async () => {
    const owner = await teamUser(portal, 'Eigarin');
    const manager = await teamUser(portal, 'Umsitarin');
    const domain = await demoUsersDomain(portal, 'deilt', { ownerId: owner.userId });
    await share(domain, owner, manager);
    const answer = await send('name_servers', domain.domainId, manager.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(portal.runtime.registry.domain(domain.name)!.nameServers.map((server) => server.host)).toEqual(['ns1.umsitari.example', 'ns2.umsitari.example']);
  });
});
