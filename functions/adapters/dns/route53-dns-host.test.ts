import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Route53StandIn, startRoute53StandIn } from '#tests/fixtures/route53-stand-in.ts';
import { startStsStandIn, type StsStandIn } from '#tests/fixtures/sts-stand-in.ts';
import type { Config } from '../../config.ts';
import { configuredDnsHost } from './configured-dns.ts';
import { route53DnsHost } from './route53-dns-host.ts';

/**
 * The DNS host on Route 53, against the Route 53 and STS stand-ins (tests/fixtures/): which calls
 * a zone's life makes, whose credentials sign them, and what the zone then holds.
 */
let route53: Route53StandIn;
let sts: StsStandIn;
beforeEach(async () => {
  route53 = await startRoute53StandIn();
  sts = await startStsStandIn();
  // The function's own credentials, as Lambda gives them.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAFUNCTION');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'function-secret');
  vi.stubEnv('AWS_SESSION_TOKEN', 'function-token');
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await route53.close();
  await sts.close();
});

const config = (extra: Partial<Config> = {}) =>
  ({
    DNS_HOST: 'route53',
    TABLE_NAME: 'okisnavn',
    AWS_REGION: 'eu-north-1',
    FORWARDING_TARGET: 'd111.cloudfront.net',
    ROUTE53_ENDPOINT: route53.endpoint,
    STS_ENDPOINT: sts.endpoint,
    ...extra,
  }) as Config;
/** Each request's operation, as the path and method say, and the access key that signed it. */
const calls = () =>
  route53.received.map(
    (request) =>
      `${request.method} ${request.url
        .replace(/^\/2013-04-01/, '')
        .replace(/\?.*/, '')
        .replace(/Z\w+STANDIN/, '{id}')} ${/Credential=(\w+)\//.exec(String(request.headers.authorization))?.[1]}`,
  );

describe('Route 53 in AWS', () => {
  it("without a zones account: this account's Route 53 with the function's own credentials (no STS)", async () => {
    await configuredDnsHost(config()).createZone('example.fo');
    expect(calls()).toEqual(['GET /hostedzonesbyname ASIAFUNCTION', 'POST /hostedzone ASIAFUNCTION']);
    expect(route53.received[1]!.headers['x-amz-security-token']).toBe('function-token');
    expect([...route53.zones.values()].map((zone) => zone.name)).toEqual(['example.fo.']);
    expect(sts.received).toEqual([]);
  });

  it("with a zones account: Route 53 signed with the zones account role's credentials", async () => {
    const roleArn = 'arn:aws:iam::222222222222:role/okisnavn-production-dns-zones';
    const host = configuredDnsHost(config({ ROUTE53_ROLE_ARN: roleArn }));
    await host.createZone('example.fo');
    await host.createZone('example.fo');
    expect(calls()).toEqual(['GET /hostedzonesbyname ASIAZONES1', 'POST /hostedzone ASIAZONES1', 'GET /hostedzonesbyname ASIAZONES1']);
    expect(route53.received[0]!.headers['x-amz-security-token']).toBe('zones-token-1');
    // Assumed once, with the function's own credentials, kept until shortly before it expires.
    expect(sts.received.map((request) => [request.form.RoleArn, request.form.RoleSessionName, /Credential=(\w+)\//.exec(String(request.headers.authorization))?.[1]])).toEqual([
      [roleArn, 'okisnavn-dns-hosting', 'ASIAFUNCTION'],
    ]);
  });
});

describe("a zone's life on Route 53", () => {
  it('records as one batch, forwarding as aliases, the NS TTL of the settings, DNSSEC on and off, the zone removed', async () => {
    const host = route53DnsHost({
      endpoint: route53.endpoint,
      nsTtl: async () => 3600,
      forwardingTarget: 'd111.cloudfront.net',
      dnssecKmsKeyArn: 'arn:aws:kms:us-east-1:111111111111:key/k',
    });
    await host.createZone('døme.fo');
    const records = [
      { name: '@', type: 'MX', ttl: 3600, value: '10 mail.døme.fo.' },
      { name: '@', type: 'TXT', ttl: 3600, value: '"v=spf1 -all"' },
      { name: 'legacy', type: 'CNAME', ttl: 60, value: '123.' },
    ] as const;
    await host.replaceRecords('døme.fo', [...records], { forwarding: true });
    const zone = [...route53.zones.values()][0]!;
    const held = () => zone.sets.map((set) => `${set.Name} ${set.Type} ${set.TTL ?? 'alias'} ${set.Alias ? set.Alias.DNSName : set.Values.join(',')}`).sort();
    expect(held()).toEqual([
      'døme.fo. A alias d111.cloudfront.net.',
      'døme.fo. AAAA alias d111.cloudfront.net.',
      'døme.fo. MX 3600 10 mail.døme.fo.',
      'døme.fo. NS 3600 ns1.okisnavn.fo.,ns2.okisnavn.fo.',
      'døme.fo. SOA 900 ns1.okisnavn.fo. hostmaster.okisnavn.fo. 1 7200 900 1209600 86400',
      'døme.fo. TXT 3600 "v=spf1 -all"',
      'legacy.døme.fo. CNAME 60 123.',
      'www.døme.fo. A alias d111.cloudfront.net.',
      'www.døme.fo. AAAA alias d111.cloudfront.net.',
    ]);

    // The same records again: read back as written (123. stays text), so nothing to change.
    route53.received.length = 0;
    await host.replaceRecords('døme.fo', [...records], { forwarding: true });
    expect(calls().map((call) => call.split(' ').slice(0, 2).join(' '))).toEqual(['GET /hostedzonesbyname', 'GET /hostedzone/{id}/rrset']);

    // Forwarding off and one record less: the aliases and the record deleted in one batch.
    await host.replaceRecords('døme.fo', [records[0], records[2]]);
    expect(held()).toHaveLength(4);
    expect(calls().filter((call) => call.startsWith('POST /hostedzone/{id}/rrset'))).toHaveLength(1);

    const signing = await host.enableDnssec('døme.fo');
    expect(signing.ds).toEqual({ keyTag: 12345, algorithm: 13, digestType: 2, digest: '0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF' });
    // Turned on again (a retried event): the existing key is used.
    await expect(host.enableDnssec('døme.fo')).resolves.toEqual(signing);
    await host.disableDnssec('døme.fo');
    expect(zone.signing).toBe(false);
    expect(zone.keySigningKeys.size).toBe(0);

    await host.deleteZone('døme.fo');
    expect(route53.zones.size).toBe(0);
    // Already gone: nothing to do.
    await host.deleteZone('døme.fo');
  });
});
