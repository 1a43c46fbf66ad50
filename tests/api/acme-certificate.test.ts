import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dnsRecordsHook, namesOf, obtainCertificate, type Pebble, startPebble } from './acme.ts';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';

/**
 * A certificate from a real ACME server for a domain bought in the test and for its wildcard
 * (issue 30): pebble validates each DNS-01 challenge by asking the portal's local authoritative
 * DNS server for the `_acme-challenge` TXT records lego put through the portal.
 */
const portal = usePortal();
let pebble: Pebble;

beforeAll(async () => {
  pebble = await startPebble(portal.runtime.dns);
});

afterAll(async () => {
  await pebble?.stop();
});

describe('ACME DNS-01 through the portal', () => {
  it("lego gets a certificate for a bought domain and its wildcard from pebble, which reads the challenges from the portal's DNS", async () => {
    const owner = await newAccount(portal);
    const domain = await buyDomain(portal, owner.token);
    const environment = await dnsRecordsHook(pebble, { origin: portal.runtime.url, token: owner.token, domainId: domain.domainId, domainName: domain.name });
    const lego = await obtainCertificate(pebble, { domains: [domain.name, `*.${domain.name}`], provider: 'exec', environment, resolver: portal.runtime.dns });
    expect(namesOf(lego.certificate), lego.output).toEqual([`*.${domain.name}`, domain.name].sort());
    expect(lego.output).toContain('Server responded with a certificate');
    // The challenges are cleaned up afterwards: no TXT record left behind.
    const records = (await portal.call('GET', `/domains/${domain.domainId}/dns-records`, { token: owner.token })).body.data.records as { type: string; name: string }[];
    expect(records.filter((record) => record.name === '_acme-challenge')).toEqual([]);
  }, 150_000);
});
