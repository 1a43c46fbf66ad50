import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDomainHealthRepository } from '#functions/adapters/dynamodb/domain-health-repository.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { type Json, type Portal, usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';
import { shareDirectly } from './shares.ts';
import { teamOf, teamUser } from './teams.ts';

/**
 * The domain lists' search, filters, sort and paging (issue 32 "Many domains"): own `/domains`, a team's and the
 * shared list answer `?q&state&sort&per_page&cursor` alike, read from the owner's partition of the index.
 */
const portal: Portal = usePortal();
const day = 24 * 3600 * 1000;

async function list(path: string, token: string): Promise<{ names: string[]; next: string | null }> {
  const answer = await portal.call('GET', path, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { names: (answer.body.data as Json[]).map((domain) => domain.name), next: answer.body.links.next };
}

/** Six domains of one owner, each in another state; `name` is `<label>-<run>.fo` so the order by name is known. */
async function sixDomains(ownerId: string, extra: Partial<DomainRecord> = {}) {
  const run = randomUUID().slice(0, 6);
  const now = portal.runtime.clock.now().getTime();
  const at = (days: number) => new Date(now + days * day).toISOString();
  const make = (label: string, recorded: Partial<DomainRecord>) =>
    demoUsersDomain(portal, label, { name: `${label}-${run}.fo`, ownerId, ...extra, ...recorded }, { atRegistry: false });
  const domains = {
    alpha: await make('alpha', { expiresAt: at(200) }),
    beta: await make('beta', { expiresAt: at(10), autoRenewal: true }),
    gamma: await make('gamma', { expiresAt: at(-5) }),
    delta: await make('delta', { expiresAt: at(90), transferLock: true }),
    epsilon: await make('epsilon', { expiresAt: at(25) }),
    zeta: await make('zeta', { expiresAt: at(400), transferLock: false }),
  };
  return { run, domains };
}

describe('domain lists: search, filter, sort, page', { timeout: 60_000 }, () => {
  it('own list: a part of the name, each state, by expiry, and a cursor walk that answers every domain once', async () => {
    const owner = await teamUser(portal, 'Lista Eigari');
    const { run, domains } = await sixDomains(owner.userId, { transferLock: false });
    // The last health check of zeta failed.
    const health = createDomainHealthRepository(portal.runtime.table);
    const checkedAt = portal.runtime.clock.now().toISOString();
    await health.save(
      {
        domainId: domains.zeta.domainId,
        name: domains.zeta.name,
        report: { state: 'failing', answering: 1, total: 2, dnssec: 'off', problems: [{ code: 'server_not_answering', server: 'ns2.okisnavn.fo' }], checkedAt },
        since: checkedAt,
        version: 1,
      },
      null,
    );
    const names = (...labels: string[]) => labels.map((label) => `${label}-${run}.fo`);

    expect((await list('/domains', owner.token)).names).toEqual(names('alpha', 'beta', 'delta', 'epsilon', 'gamma', 'zeta'));
    expect((await list('/domains?q=ETA', owner.token)).names).toEqual(names('beta', 'zeta'));
    expect((await list('/domains?state=active', owner.token)).names).toEqual(names('alpha', 'beta', 'delta', 'epsilon', 'zeta'));
    expect((await list('/domains?state=expiring', owner.token)).names).toEqual(names('beta', 'epsilon'));
    expect((await list('/domains?state=expired', owner.token)).names).toEqual(names('gamma'));
    expect((await list('/domains?state=locked', owner.token)).names).toEqual(names('delta'));
    expect((await list('/domains?state=not_working', owner.token)).names).toEqual(names('zeta'));
    expect((await list('/domains?state=auto_renewal_on', owner.token)).names).toEqual(names('beta'));
    // "ta": no hex digit, so the run's random part (hex) never matches it as well.
    expect((await list('/domains?state=auto_renewal_off&q=ta', owner.token)).names).toEqual(names('delta', 'zeta'));
    expect((await list('/domains?sort=expiry', owner.token)).names).toEqual(names('gamma', 'beta', 'epsilon', 'delta', 'alpha', 'zeta'));

    // Two a page by expiry: three pages, every domain once, in order; the last page has no next.
    const walked: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { names: string[]; next: string | null } = await list(`/domains?sort=expiry&per_page=2${cursor ? `&cursor=${cursor}` : ''}`, owner.token);
      expect(page.names.length).toBeLessThanOrEqual(2);
      walked.push(...page.names);
      cursor = page.next;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(walked).toEqual(names('gamma', 'beta', 'epsilon', 'delta', 'alpha', 'zeta'));

    // Someone else's list does not have them.
    const stranger = await teamUser(portal, 'Annar');
    expect((await list(`/domains?q=${run}`, stranger.token)).names).toEqual([]);
  });

  it('a team list and the shared list take the same filters', async () => {
    const owner = await teamUser(portal, 'Toymiseigari');
    const teamId = await teamOf(portal, owner);
    const { run } = await sixDomains(teamId, { ownerType: 'team' });
    const team = await list(`/teams/${teamId}/domains?state=expiring&sort=expiry&per_page=1`, owner.token);
    expect(team.names).toEqual([`beta-${run}.fo`]);
    expect((await list(`/teams/${teamId}/domains?state=expiring&sort=expiry&per_page=1&cursor=${team.next}`, owner.token)).names).toEqual([`epsilon-${run}.fo`]);

    const manager = await teamUser(portal, 'Tøknisk Umsitari');
    const domain = await demoUsersDomain(portal, 'shared', { ownerId: owner.userId, transferLock: true }, { atRegistry: false });
    await shareDirectly(portal, domain.domainId, owner, manager);
    expect((await list('/domains/shared?state=locked', manager.token)).names).toEqual([domain.name]);
    expect((await list('/domains/shared?state=expired', manager.token)).names).toEqual([]);
  });

  it('refuses a state, sort, page size or cursor it does not know, in the caller’s language', async () => {
    const owner = await teamUser(portal, 'Villa');
    for (const query of ['state=broken', 'sort=price', 'per_page=0', 'per_page=101', 'per_page=two', 'cursor=bm9wZQ']) {
      const answer = await portal.call('GET', `/domains?${query}`, { token: owner.token, language: 'fo' });
      expect(answer.status, query).toBe(422);
      expect(answer.body.error.code, query).toBe('validation_failed');
    }
  });
});
