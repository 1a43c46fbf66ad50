import { describe, expect, it } from 'vitest';
import { useNameServerProbeResponder } from '../fixtures/dns-responder.ts';
import { newAccount } from './accounts.ts';
import { type Portal, usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';

/**
 * One truth about a domain (issue 11): rounds of 20 concurrent changes of every registry-changing
 * kind (contacts, transfer lock, name servers, DS records) on one domain. After each round the
 * portal's copy equals the registry's `info`, every change answered 2xx is in both, and every
 * change answered 409 left the registry untouched.
 */
const dns = useNameServerProbeResponder();
const portal: Portal = usePortal({ functionSettings: dns.probeSettings });

const registry = () => portal.runtime.registry;
const rounds = 3;

/** Two servers of the owner's that answer for the zone, named for this change. */
function nameServerSet(zone: string, tag: string) {
  dns().zones.add(zone);
  const hosts = [`ns1-${tag}.${zone.replace('.fo', '')}-dns.net`, `ns2-${tag}.${zone.replace('.fo', '')}-dns.net`];
  for (const host of hosts) dns().hosts.set(host, '127.0.0.1');
  return hosts.map((host) => ({ host }));
}

const person = (firstName: string) => ({
  owner_type: 'person',
  first_name: firstName,
  last_name: 'Dam',
  street: 'Vágsbotnur 3',
  postal_code: '100',
  town: 'Tórshavn',
  country_code: 'FO',
  phone_code: '+298',
  phone_number: '212121',
  email: 'admin@example.fo',
  resident: true,
});

type Change = { kind: 'contacts'; firstName: string } | { kind: 'transfer-lock'; locked: boolean } | { kind: 'name-servers'; hosts: string[] } | { kind: 'ds'; keyTag: number };

describe('concurrent changes to one domain', () => {
  it('leave the portal and the registry agreeing: every success in both, every 409 nowhere', async () => {
    const owner = await newAccount(portal);
    const { name, domainId } = await buyDomain(portal, owner.token);
    const call = (method: string, path: string, body?: unknown) => portal.call(method, `/domains/${domainId}${path}`, { token: owner.token, body });
    expect((await call('PUT', '/name-servers', { mode: 'custom', name_servers: nameServerSet(name, 'start') })).status).toBe(200);
    const registrant = (await call('GET', '/contacts')).body.data.registrant;

    for (let round = 1; round <= rounds; round += 1) {
      const changes: Change[] = [];
      for (let index = 0; index < 5; index += 1) {
        changes.push(
          { kind: 'contacts', firstName: `Runa${round}x${index}` },
          { kind: 'transfer-lock', locked: index % 2 === 0 },
          { kind: 'name-servers', hosts: nameServerSet(name, `r${round}x${index}`).map((server) => server.host) },
          { kind: 'ds', keyTag: round * 100 + index },
        );
      }
      registry().clearCommandLog();
      const answers = await Promise.all(
        changes.map((change) => {
          switch (change.kind) {
            case 'contacts':
              return call('PUT', '/contacts', { same_for_all: false, registrant, admin: person(change.firstName), tech: registrant, billing: registrant });
            case 'transfer-lock':
              return call('PUT', '/transfer-lock', { locked: change.locked });
            case 'name-servers':
              return call('PUT', '/name-servers', { mode: 'custom', name_servers: change.hosts.map((host) => ({ host })) });
            case 'ds':
              return call('POST', '/dnssec/ds-records', {
                source: 'ds',
                understood: true,
                ds: { key_tag: change.keyTag, algorithm: 13, digest_type: 2, digest: change.keyTag.toString(16).padStart(64, 'a') },
              });
          }
        }),
      );
      const succeeded = changes.filter((_, index) => answers[index]!.status < 300);
      const refused = changes.filter((_, index) => answers[index]!.status >= 300);
      for (const answer of answers) {
        if (answer.status >= 300) expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 409, body: { error: { code: 'domain_change_in_progress' } } });
      }
      expect(succeeded.length, `round ${round}: at least one change goes through`).toBeGreaterThan(0);

      const atRegistry = registry().domain(name)!;
      const registryAdmin = registry().contact(atRegistry.contacts.find((contact) => contact.type === 'admin')!.id)!;
      const registryHosts = atRegistry.nameServers.map((server) => server.host).sort();
      const registryLocked = atRegistry.statuses.includes('clientTransferProhibited');
      const registryKeyTags = atRegistry.dsRecords.map((record) => record.keyTag);

      // The portal's own copy equals the registry's.
      const view = (await call('GET', '')).body.data;
      expect([...view.name_servers].sort(), `round ${round}: name servers`).toEqual(registryHosts);
      expect((await call('GET', '/locks')).body.data.transfer_lock, `round ${round}: transfer lock`).toBe(registryLocked);
      const contacts = (await call('GET', '/contacts')).body.data;
      expect(`${contacts.admin.first_name} ${contacts.admin.last_name}`, `round ${round}: admin contact`).toBe(registryAdmin.name);
      expect((await call('GET', '/dnssec')).body.data.ds_records.map((record: { key_tag: number }) => record.key_tag).sort()).toEqual([...registryKeyTags].sort());

      // Every success is in both (the last one of its kind where a later one replaced it); every 409 in neither.
      const of = <K extends Change['kind']>(list: Change[], kind: K) => list.filter((change): change is Extract<Change, { kind: K }> => change.kind === kind);
      for (const ds of of(succeeded, 'ds')) expect(registryKeyTags).toContain(ds.keyTag);
      for (const ds of of(refused, 'ds')) expect(registryKeyTags).not.toContain(ds.keyTag);
      const adminNames = of(succeeded, 'contacts').map((change) => `${change.firstName} Dam`);
      if (adminNames.length > 0) expect(adminNames).toContain(registryAdmin.name);
      for (const change of of(refused, 'contacts')) expect(registryAdmin.name).not.toBe(`${change.firstName} Dam`);
      const hostSets = of(succeeded, 'name-servers').map((change) => [...change.hosts].sort());
      if (hostSets.length > 0) expect(hostSets).toContainEqual(registryHosts);
      for (const change of of(refused, 'name-servers')) expect(registryHosts).not.toEqual([...change.hosts].sort());
      const locks = of(succeeded, 'transfer-lock').map((change) => change.locked);
      if (locks.length > 0) expect(locks).toContain(registryLocked);
      // A refused change sent nothing: at most one domain update per success reached the registry.
      const updates = registry().commandLog.filter((entry) => entry.command === 'update' && entry.names?.includes(name)).length;
      expect(updates, `round ${round}: ${succeeded.length} successes`).toBeLessThanOrEqual(succeeded.length);
    }
  }, 120_000);
});
