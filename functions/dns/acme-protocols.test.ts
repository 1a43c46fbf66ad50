import { describe, expect, it } from 'vitest';
import type { DomainRecord } from '../domains/model.ts';
import { DomainError } from '../errors.ts';
import { type AcmePorts, acmeDnsUpdate, type ChallengeCaller, httpreqCleanup, httpreqPresent } from './acme-protocols.ts';
import type { DnsChange, DomainDns, StoredDnsRecord } from './model.ts';

const domainId = '6f1c0a52-5b7e-4c57-9a55-3b1d7b2d9c1e';
const otherId = '0b6f0a11-1111-4c57-9a55-3b1d7b2d9c1e';
const value = (letter: string) => letter.repeat(43);

/** One owner's domain on the product's name servers, its records in memory; `conflicts` writes meet another first. */
function portsWith(options: { conflicts?: number } = {}) {
  const domain = { domainId, name: 'demo.fo', ownerType: 'user', ownerId: 'owner', nameServerMode: 'product' } as DomainRecord;
  let dns: DomainDns = { version: 0, records: [], forwarding: null, templates: [] };
  let conflicts = options.conflicts ?? 0;
  let applied = 0;
  const ports: AcmePorts = {
    domains: {
      get: async (id) => (id === domainId ? domain : null),
      teamRoleOf: async () => null,
      claimOf: async (name) => (name === domain.name ? { domainId, orderId: null } : null),
    },
    shares: { isSharedWith: async () => false } as never,
    dns: {
      read: async () => dns,
      apply: async (_id: string, version: number, change: DnsChange) => {
        if (conflicts > 0 || version !== dns.version) {
          conflicts -= 1;
          // Another write got there first: the version moved on.
          dns = { ...dns, version: dns.version + 1 };
          throw new DomainError('conflict');
        }
        applied += 1;
        const removed = new Set(change.remove ?? []);
        const records: StoredDnsRecord[] = [...dns.records.filter((stored) => !removed.has(stored.id)), ...(change.put ?? [])];
        dns = { ...dns, version: version + 1, records };
        return dns.version;
      },
      listVersions: async () => [],
      getVersion: async () => null,
      deleteVersions: async () => undefined,
    },
    clock: { now: () => new Date('2026-12-07T02:00:00.000Z') },
    deliver: async () => undefined,
  };
  return { ports, values: () => dns.records.map((stored) => stored.record.value), applied: () => applied };
}

const owner: ChallengeCaller = { actor: { userId: 'owner', name: 'Owner' } };
const acmeToken: ChallengeCaller = { ...owner, token: { domains: [{ id: domainId }], recordRules: [{ name: '_acme-challenge', types: ['TXT'] }] } };
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof DomainError ? error.code : 'thrown'),
  );

describe('acme-dns update', () => {
  it('keeps the last two values at _acme-challenge and answers the value', async () => {
    const { ports, values } = portsWith();
    for (const letter of ['a', 'b', 'c']) expect(await acmeDnsUpdate(acmeToken, { subdomain: domainId, txt: value(letter) }, ports)).toEqual({ txt: value(letter) });
    expect(values()).toEqual([value('b'), value('c')]);
  });

  it('is made again when another write got there first (a name and its wildcard at once), up to three tries', async () => {
    const twice = portsWith({ conflicts: 2 });
    await acmeDnsUpdate(acmeToken, { subdomain: domainId, txt: value('a') }, twice.ports);
    expect(twice.values()).toEqual([value('a')]);
    const thrice = portsWith({ conflicts: 3 });
    expect(await code(acmeDnsUpdate(acmeToken, { subdomain: domainId, txt: value('a') }, thrice.ports))).toBe('conflict');
    expect(thrice.applied()).toBe(0);
  });

  it('refuses a domain outside the token, one that does not exist, or a token whose records are not _acme-challenge TXT, alike', async () => {
    const { ports } = portsWith();
    expect(await code(acmeDnsUpdate({ ...owner, token: { domains: [{ id: otherId }] } }, { subdomain: domainId, txt: value('a') }, ports))).toBe('token_scope');
    expect(await code(acmeDnsUpdate({ ...owner, token: {} }, { subdomain: otherId, txt: value('a') }, ports))).toBe('token_scope');
    expect(await code(acmeDnsUpdate({ ...owner, token: { recordRules: [{ name: 'www', types: ['TXT'] }] } }, { subdomain: domainId, txt: value('a') }, ports))).toBe('token_scope');
    // Someone else's session: not found, as any domain use case.
    expect(await code(acmeDnsUpdate({ actor: { userId: 'stranger', name: 'S' } }, { subdomain: domainId, txt: value('a') }, ports))).toBe('not_found');
  });

  it('answers 400 codes for a subdomain that is no domain id and a value that is no challenge', async () => {
    const { ports } = portsWith();
    expect(await code(acmeDnsUpdate(acmeToken, { subdomain: 'www', txt: value('a') }, ports))).toBe('acme_subdomain_invalid');
    expect(await code(acmeDnsUpdate(acmeToken, { subdomain: domainId, txt: 'short' }, ports))).toBe('acme_txt_invalid');
  });
});

describe("httpreq's present and cleanup", () => {
  it('present keeps two values, cleanup removes only its own', async () => {
    const { ports, values } = portsWith();
    const fqdn = '_acme-challenge.demo.fo.';
    await httpreqPresent(acmeToken, { fqdn, value: value('a') }, ports);
    await httpreqPresent(acmeToken, { fqdn, value: value('b') }, ports);
    await httpreqCleanup(acmeToken, { fqdn, value: value('a') }, ports);
    expect(values()).toEqual([value('b')]);
  });

  it('writes challenges only: another name is refused, also for a session; a name nobody holds is refused for a token, not found for a session', async () => {
    const { ports } = portsWith();
    expect(await code(httpreqPresent(acmeToken, { fqdn: 'www.demo.fo.', value: value('a') }, ports))).toBe('token_scope');
    expect(await code(httpreqPresent(owner, { fqdn: 'www.demo.fo.', value: value('a') }, ports))).toBe('forbidden');
    expect(await code(httpreqPresent(acmeToken, { fqdn: '_acme-challenge.www.demo.fo.', value: value('a') }, ports))).toBe('token_scope');
    expect(await code(httpreqPresent(acmeToken, { fqdn: '_acme-challenge.nobody.fo.', value: value('a') }, ports))).toBe('token_scope');
    expect(await code(httpreqPresent(owner, { fqdn: '_acme-challenge.nobody.fo.', value: value('a') }, ports))).toBe('not_found');
    expect(await code(httpreqPresent(acmeToken, { fqdn: 'not a name', value: value('a') }, ports))).toBe('acme_name_invalid');
  });
});
