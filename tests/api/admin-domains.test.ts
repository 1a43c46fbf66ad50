import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import { domainExpiryShardCount } from '#functions/adapters/dynamodb/order-entities.ts';
import { shardOf } from '#functions/adapters/dynamodb/shards.ts';
import { usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';

/**
 * The administration area's domains (issue 17): the list by the beginning of a name and by
 * state (active, expiring soon, expired, deleted, locked) from the indexes, a page at a time; a
 * domain's page with our record beside the registry's `info`; its history.
 */
const portal = usePortal();
const day = 24 * 3600 * 1000;
const admin = () => portal.tokens.admin;
const list = async (query: string) => {
  const answer = await portal.call('GET', `/admin/domains?${query}`, { token: admin() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { data: { id: string; name: string; status: string }[]; links: { next: string | null } };
};
/** Every page of a list, following `links.next`. */
const all = async (query: string) => {
  const found: { id: string; name: string; status: string }[] = [];
  let page = await list(query);
  found.push(...page.data);
  for (let pages = 0; page.links.next && pages < 50; pages += 1) {
    page = await list(page.links.next.split('?')[1]!);
    found.push(...page.data);
  }
  return found;
};

describe('the admin domain list', () => {
  it('filters by state from the expiry index and finds by the beginning of a name', async () => {
    const now = portal.runtime.clock.now().getTime();
    const prefix = `adm${Math.random().toString(36).slice(2, 7)}`;
    const active = await demoUsersDomain(portal, prefix, { expiresAt: new Date(now + 300 * day).toISOString() }, { atRegistry: false });
    const soon = await demoUsersDomain(portal, prefix, { expiresAt: new Date(now + 5 * day).toISOString() }, { atRegistry: false });
    const expired = await demoUsersDomain(portal, prefix, { expiresAt: new Date(now - 2 * day).toISOString() }, { atRegistry: false });
    const deleted = await demoUsersDomain(portal, prefix, { expiresAt: new Date(now + 100 * day).toISOString(), deletedAt: new Date(now).toISOString() }, { atRegistry: false });
    const locked = await demoUsersDomain(portal, prefix, { expiresAt: new Date(now + 200 * day).toISOString(), registrationLock: true }, { atRegistry: false });
    const ours = new Set([active, soon, expired, deleted, locked].map((domain) => domain.domainId));
    const mine = (found: { id: string }[]) => found.filter((domain) => ours.has(domain.id)).map((domain) => domain.id);

    expect(mine(await all('status=active'))).toEqual([locked.domainId, active.domainId]);
    expect(mine(await all('status=expiring_soon'))).toEqual([soon.domainId]);
    expect(mine(await all('status=expired'))).toEqual([expired.domainId]);
    expect(mine(await all('status=deleted'))).toEqual([deleted.domainId]);
    expect(mine(await all('status=locked'))).toEqual([locked.domainId]);
    // All of them, by expiry.
    expect(mine(await all('status=all'))).toEqual([expired, soon, deleted, locked, active].map((domain) => domain.domainId));

    // By the beginning of the name (in name order), the state filter on top; upper case is the same.
    const byName = await all(`q=${prefix.toUpperCase()}`);
    expect(byName.map((domain) => domain.id).sort()).toEqual([...ours].sort());
    expect(byName.map((domain) => domain.name)).toEqual(byName.map((domain) => domain.name).sort());
    expect((await all(`q=${prefix}&status=expired`)).map((domain) => domain.id)).toEqual([expired.domainId]);

    // A renewal moves the domain in the expiry index.
    await createDomainRepository(portal.runtime.table).update(soon, { expiresAt: new Date(now + 400 * day).toISOString() }, new Date(now));
    expect(mine(await all('status=expiring_soon'))).toEqual([]);
    expect(mine(await all('status=active'))).toContain(soon.domainId);
  });

  it('pages with a cursor, and refuses a cursor it did not make', async () => {
    const prefix = `pag${Math.random().toString(36).slice(2, 7)}`;
    for (let index = 0; index < 27; index += 1) await demoUsersDomain(portal, prefix, {}, { atRegistry: false });
    const first = await list(`q=${prefix}`);
    expect(first.data).toHaveLength(25);
    expect(first.links.next).toMatch(/^\/api\/admin\/domains\?q=pag.+&cursor=/);
    const second = await list(first.links.next!.split('?')[1]!);
    expect(second.data).toHaveLength(2);
    expect(second.links.next).toBeNull();
    expect(new Set([...first.data, ...second.data].map((domain) => domain.id)).size).toBe(27);

    const bad = await portal.call('GET', '/admin/domains?cursor=not-a-cursor', { token: admin(), language: 'en' });
    expect(bad.status).toBe(422);
  });
});

describe('the domains by expiry over the shards', () => {
  it('pages every domain in expiry order across the shards and the partition from before them; a domain moves out of it when its expiry changes', async () => {
    const now = portal.runtime.clock.now().getTime();
    const prefix = `shr${Math.random().toString(36).slice(2, 7)}`;
    const made = [];
    // Far ahead, each a day apart, created in shuffled order.
    for (const offset of [7, 2, 9, 0, 5, 1, 8, 3, 6, 4, 17, 12, 19, 10, 15, 11, 18, 13, 16, 14, 27, 22, 29, 20, 25, 21, 28, 23, 26, 24]) {
      made.push(await demoUsersDomain(portal, prefix, { expiresAt: new Date(now + (3000 + offset) * day).toISOString() }, { atRegistry: false }));
    }
    // A third of them as stored before the shards: in the one partition.
    const table = portal.runtime.table;
    const documents = table.getDocumentClient();
    const keyOf = async (domainId: string) =>
      (await documents.send(new GetCommand({ TableName: portal.runtime.tableName, Key: { pk: `DOMAIN#${domainId}`, sk: 'DOMAIN' }, ConsistentRead: true }))).Item?.gsi2pk as string;
    const before = made.filter((_, index) => index % 3 === 0);
    for (const domain of before) {
      expect(await keyOf(domain.domainId)).toBe(`DOMAINEXPIRY#${shardOf(domain.domainId, domainExpiryShardCount)}`);
      await documents.send(
        new UpdateCommand({
          TableName: portal.runtime.tableName,
          Key: { pk: `DOMAIN#${domain.domainId}`, sk: 'DOMAIN' },
          UpdateExpression: 'SET gsi2pk = :one',
          ExpressionAttributeValues: { ':one': 'DOMAINEXPIRY' },
        }),
      );
    }
    const ours = new Set(made.map((domain) => domain.domainId));
    const inExpiryOrder = [...made].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt)).map((domain) => domain.domainId);
    const first = await list('status=all');
    expect(first.links.next).not.toBeNull();
    expect((await all('status=all')).filter((domain) => ours.has(domain.id)).map((domain) => domain.id)).toEqual(inExpiryOrder);
    expect((await all('status=active')).filter((domain) => ours.has(domain.id)).map((domain) => domain.id)).toEqual(inExpiryOrder);

    // Its next expiry moves a domain into its shard, still listed once.
    const moved = before[0]!;
    await createDomainRepository(table).update(moved, { expiresAt: new Date(now + 3100 * day).toISOString() }, new Date(now));
    expect(await keyOf(moved.domainId)).toBe(`DOMAINEXPIRY#${shardOf(moved.domainId, domainExpiryShardCount)}`);
    const after = (await all('status=all')).filter((domain) => ours.has(domain.id)).map((domain) => domain.id);
    expect(after).toEqual([...inExpiryOrder.filter((id) => id !== moved.domainId), moved.domainId]);

    // A cursor of another shape is refused.
    const forged = Buffer.from(JSON.stringify({ byExpiry: [0, 1] })).toString('base64url');
    expect((await portal.call('GET', `/admin/domains?status=all&cursor=${forged}`, { token: admin(), language: 'en' })).status).toBe(422);
  });
});

describe("a domain's page", () => {
  it("shows our record beside the registry's info, and says when the registry does not know the name", async () => {
    const domain = await demoUsersDomain(portal, 'admview');
    const page = await portal.call('GET', `/admin/domains/${domain.domainId}`, { token: admin() });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data).toMatchObject({ id: domain.domainId, name: domain.name, status: 'active', registry_error: null });
    expect(page.body.data.registry).toMatchObject({ expires_at: domain.expiresAt, statuses: expect.any(Array) });

    const gone = await demoUsersDomain(portal, 'admgone', {}, { atRegistry: false });
    const missing = await portal.call('GET', `/admin/domains/${gone.domainId}`, { token: admin() });
    expect(missing.status).toBe(200);
    expect(missing.body.data).toMatchObject({ registry: null, registry_error: 'not_at_registry' });

    await portal.runtime.registry.faults.set('down');
    try {
      const down = await portal.call('GET', `/admin/domains/${domain.domainId}`, { token: admin() });
      expect(down.body.data).toMatchObject({ name: domain.name, registry: null, registry_error: 'registry_unavailable' });
    } finally {
      await portal.runtime.registry.faults.set('none');
    }
  });

  it("forcing one domain's sync is in its history with the administrator as actor", async () => {
    const domain = await demoUsersDomain(portal, 'admhist');
    expect((await portal.call('POST', '/admin/expiry-sync', { token: admin(), body: { domain_id: domain.domainId } })).status).toBe(202);
    await portal.runtime.bus.drain();
    const history = await portal.call('GET', `/admin/domains/${domain.domainId}/activity`, { token: admin() });
    expect(history.status).toBe(200);
    expect(history.body.data.data[0]).toMatchObject({ activity: 'domain.expiry-sync-forced', actor: { kind: 'admin', name: 'Sigrid Umsitari' } });
  });
});
