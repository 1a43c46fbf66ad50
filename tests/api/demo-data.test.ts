import { describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { demoDomainNames, seedDemoDomains } from '#infra/local/seed-demo-domains.ts';
import { usePortal } from './portal.ts';

/** What `npm start` seeds for trying the portal: the plain demo user owns a few domains. */
const portal = usePortal();

describe('seeded demo data', () => {
  it("gives the demo user domains registered at the registry, on the product's name servers", async () => {
    const archive = await portal.call('GET', '/domains', { token: portal.tokens.user });
    expect(archive.status).toBe(200);
    const names = archive.body.data.map((domain: { name: string }) => domain.name);
    expect(names).toEqual([...demoDomainNames].sort());
    for (const name of demoDomainNames) {
      const atRegistry = portal.runtime.registry.domain(name)!;
      expect(atRegistry.registrar).toBe(portal.runtime.registry.username);
      expect(atRegistry.registrantId).toMatch(/^OK[0-9A-F]{14}$/);
    }
    const view = await portal.call('GET', `/domains/${archive.body.data[0].id}`, { token: portal.tokens.user });
    expect(view.body.data).toMatchObject({ status: 'active', name_server_mode: 'product', registry_error: null });
  });

  it('seeds once: a second start finds them and adds nothing', async () => {
    const userRepository = createUserRepository(portal.runtime.table);
    const userId = (await userRepository.idByEmail('user@demo.okisnavn.fo'))!;
    portal.runtime.registry.clearCommandLog();
    await seedDemoDomains(portal.runtime.composition, (await userRepository.get(userId))!);
    expect(portal.runtime.registry.commandCount('create')).toBe(0);
    expect((await portal.call('GET', '/domains', { token: portal.tokens.user })).body.data).toHaveLength(demoDomainNames.length);
  });

  it('puts the demo domains on the lifecycle jobs, and gives a domain that lacks its due entries them again on the next start (the backfill)', async () => {
    const documents = portal.runtime.table.getDocumentClient();
    const entry = async (domainId: string, job: string) =>
      (await documents.send(new GetCommand({ TableName: portal.runtime.tableName, Key: { pk: `DOMAIN#${domainId}`, sk: `DUE#${job}` }, ConsistentRead: true }))).Item;
    const archive = await portal.call('GET', '/domains', { token: portal.tokens.user });
    for (const domain of archive.body.data) for (const job of ['expiry-sync', 'lifecycle-notices']) expect(await entry(domain.id, job), `${domain.name} ${job}`).toBeDefined();

    // A `.data/` older than the entries: the next start writes what is missing.
    const [first] = archive.body.data;
    await documents.send(new DeleteCommand({ TableName: portal.runtime.tableName, Key: { pk: `DOMAIN#${first.id}`, sk: 'DUE#lifecycle-notices' } }));
    const userRepository = createUserRepository(portal.runtime.table);
    const userId = (await userRepository.idByEmail('user@demo.okisnavn.fo'))!;
    await seedDemoDomains(portal.runtime.composition, (await userRepository.get(userId))!);
    expect(await entry(first.id, 'lifecycle-notices')).toBeDefined();
  });
});
