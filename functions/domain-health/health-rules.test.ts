import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import type { Answer } from 'dns-packet';
import { describe, expect, it } from 'vitest';
import { canonicalName, checkSignature, dnskeyRdata, dsMatches, keyTagOf, type DnskeyRecord, type RrsigRecord, signedData } from './dnssec.ts';
import { assessHealth, healthNews, nextCheckAt } from './health-rules.ts';
import type { DnsReply, HealthInput, ServerReplies } from './model.ts';

const zone = 'heilsa.fo';
const now = new Date('2026-12-06T12:00:00.000Z');
const seconds = Math.floor(now.getTime() / 1000);
const servers = ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'];

// A zone's key as the local DNS host makes one (ECDSA P-256, algorithm 13), and its DS (SHA-256).
const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const jwk = publicKey.export({ format: 'jwk' });
const key: DnskeyRecord = {
  flags: 257,
  protocol: 3,
  algorithm: 13,
  publicKey: Buffer.concat([Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64'),
};
const ds = {
  keyTag: keyTagOf(key),
  algorithm: 13,
  digestType: 2,
  digest: createHash('sha256')
    .update(Buffer.concat([canonicalName(zone), dnskeyRdata(key)]))
    .digest('hex')
    .toUpperCase(),
};

const soa = (serial: number): Answer => ({
  name: zone,
  type: 'SOA',
  ttl: 3600,
  class: 'IN',
  data: { mname: 'NS1.okisnavn.fo', rname: 'hostmaster.okisnavn.fo', serial, refresh: 7200, retry: 900, expire: 1209600, minimum: 300 },
});
const dnskey: Answer = {
  name: zone,
  type: 'DNSKEY',
  ttl: 3600,
  class: 'IN',
  data: { flags: key.flags, algorithm: key.algorithm, key: Buffer.from(key.publicKey, 'base64') },
} as Answer;
const ns = (hosts: readonly string[]): Answer[] => hosts.map((host) => ({ name: zone, type: 'NS', ttl: 3600, class: 'IN', data: host }));

function rrsig(rrset: Answer[], validity: { inception: number; expiration: number } = { inception: seconds - 3600, expiration: seconds + 14 * 86400 }): Answer {
  const head: Omit<RrsigRecord, 'signature'> = {
    typeCovered: rrset[0]!.type,
    algorithm: 13,
    labels: 2,
    originalTTL: 3600,
    ...validity,
    keyTag: keyTagOf(key),
    signersName: zone,
  };
  const signature = sign('sha256', signedData(head, rrset), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return { name: zone, type: 'RRSIG', ttl: 3600, class: 'IN', data: { ...head, signature } } as Answer;
}

const authoritative = (answers: Answer[]): DnsReply => ({ rcode: 0, authoritative: true, answers });
/** A server that answers everything as it should: SOA (signed), NS, DNSKEY (signed). */
function healthy(host: string, changes: Partial<ServerReplies> = {}, serial = 7): ServerReplies {
  const soaSet = [soa(serial)];
  const soaReply = authoritative([...soaSet, rrsig(soaSet)]);
  return {
    host,
    address: '192.0.2.1',
    soaUdp: soaReply,
    soaTcp: soaReply,
    ns: authoritative(ns(servers)),
    dnskey: authoritative([dnskey, rrsig([dnskey])]),
    ...changes,
  };
}
const input = (replies: ServerReplies[], withDs = true): HealthInput => ({ zone, registryNameServers: servers, ds: withDs ? [ds] : [], servers: replies, now });

describe('the DNSSEC checks (dnssec.ts)', () => {
  it('finds the DS naming the key, and a signature made with it valid inside its time', () => {
    expect(dsMatches(zone, ds, key)).toBe(true);
    expect(dsMatches(zone, { ...ds, digest: ds.digest.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }, key)).toBe(false);
    const signature = (rrsig([soa(7)]) as { data: RrsigRecord }).data;
    expect(checkSignature(signature, [soa(7)], key, now)).toBe('valid');
    // Another serial is another RRset: the signature does not cover it.
    expect(checkSignature(signature, [soa(8)], key, now)).toBe('invalid');
    expect(checkSignature(signature, [soa(7)], key, new Date(now.getTime() + 15 * 86400_000))).toBe('expired');
  });

  it('signs names in canonical (lower-case) form: a server writing them in capitals still validates', () => {
    const signature = (rrsig([soa(7)]) as { data: RrsigRecord }).data;
    const upper = { ...soa(7), name: zone.toUpperCase() } as Answer;
    expect(checkSignature(signature, [upper], key, now)).toBe('valid');
  });
});

describe('assessHealth', () => {
  it('works: answered by 2 of 2 name servers, DNSSEC valid', () => {
    const report = assessHealth(input([healthy(servers[0]!), healthy(servers[1]!)]));
    expect(report).toMatchObject({ state: 'ok', answering: 2, total: 2, dnssec: 'valid', problems: [] });
  });

  it('without a DS, DNSSEC is off and nothing about keys is asked of the servers', () => {
    const report = assessHealth(input([healthy(servers[0]!, { dnskey: null }), healthy(servers[1]!, { dnskey: null })], false));
    expect(report).toMatchObject({ state: 'ok', dnssec: 'off', problems: [] });
  });

  it('a server that does not answer: the domain works only while the other does', () => {
    const report = assessHealth(input([healthy(servers[0]!), healthy(servers[1]!, { soaUdp: null, soaTcp: null, ns: null, dnskey: null })]));
    expect(report).toMatchObject({ state: 'failing', answering: 1, total: 2, dnssec: 'valid' });
    expect(report.problems).toEqual([{ code: 'server_not_answering', server: servers[1], others: servers[0] }]);
  });

  it('a lame server (answers, but not with authority)', () => {
    const lame: DnsReply = { rcode: 5, authoritative: false, answers: [] };
    const report = assessHealth(input([healthy(servers[0]!), healthy(servers[1]!, { soaUdp: lame, soaTcp: lame })]));
    expect(report.problems).toEqual([{ code: 'server_not_authoritative', server: servers[1], others: servers[0] }]);
  });

  it('a server that answers over UDP only', () => {
    const report = assessHealth(input([healthy(servers[0]!), healthy(servers[1]!, { soaTcp: null })]));
    expect(report.problems).toEqual([{ code: 'server_no_tcp', server: servers[1] }]);
    expect(report.answering).toBe(1);
  });

  it('serials apart: the server on another serial than the rest', () => {
    const report = assessHealth(input([healthy(servers[0]!), healthy(servers[1]!, {}, 8), healthy('ns3.okisnavn.fo')].map((server) => server)));
    expect(report.problems).toContainEqual({ code: 'serials_differ', server: servers[1], detail: '8 / 7' });
  });

  it('name servers at the apex other than the registry delegates to', () => {
    const report = assessHealth(input([healthy(servers[0]!), healthy(servers[1]!, { ns: authoritative(ns([servers[0]!, 'ns9.example.net'])) })]));
    expect(report.problems).toEqual([{ code: 'name_servers_differ', server: servers[1], detail: `${servers[0]}, ns9.example.net` }]);
  });

  it('a DS at the registry with no DNSKEY behind it at a server', () => {
    const report = assessHealth(input([healthy(servers[0]!), healthy(servers[1]!, { dnskey: authoritative([]) })]));
    expect(report).toMatchObject({ state: 'failing', dnssec: 'broken', problems: [{ code: 'ds_without_dnskey', server: servers[1] }] });
  });

  it('a broken signature', () => {
    const broken = rrsig([dnskey]) as { data: RrsigRecord };
    const signature = Buffer.from(broken.data.signature);
    signature[3] = signature[3]! ^ 0xff;
    const report = assessHealth(
      input([healthy(servers[0]!), healthy(servers[1]!, { dnskey: authoritative([dnskey, { ...broken, data: { ...broken.data, signature } } as Answer]) })]),
    );
    expect(report.problems).toEqual([{ code: 'signature_invalid', server: servers[1], detail: 'DNSKEY' }]);
  });

  it('an expired signature', () => {
    const set = [soa(7)];
    const stale = authoritative([...set, rrsig(set, { inception: seconds - 30 * 86400, expiration: seconds - 86400 })]);
    const report = assessHealth(input([healthy(servers[0]!), healthy(servers[1]!, { soaUdp: stale, soaTcp: stale })]));
    expect(report.problems).toEqual([{ code: 'signature_expired', server: servers[1], detail: 'SOA' }]);
  });

  it('no signature at all where the DS says there must be', () => {
    const unsigned = authoritative([soa(7)]);
    const report = assessHealth(input([healthy(servers[0]!), healthy(servers[1]!, { soaUdp: unsigned, soaTcp: unsigned })]));
    expect(report.problems).toEqual([{ code: 'signature_missing', server: servers[1], detail: 'SOA' }]);
  });

  it('a host with no address', () => {
    const report = assessHealth(input([healthy(servers[0]!), { host: servers[1]!, address: null, soaUdp: null, soaTcp: null, ns: null, dnskey: null }]));
    expect(report.problems).toEqual([{ code: 'server_unresolvable', server: servers[1], others: servers[0] }]);
  });
});

describe('a name below the apex (www)', () => {
  const www = `www.${zone}`;
  const wwwA: Answer = { name: www, type: 'A', ttl: 3600, class: 'IN', data: '192.0.2.80' };
  const signedWww = (rrset: Answer[]) => ({ ...rrsig(rrset), name: www }) as Answer;
  const withBelow = (below: DnsReply | null) => [healthy(servers[0]!, { below: authoritative([wwwA, signedWww([wwwA])]) }), healthy(servers[1]!, { below })];

  it('answered with authority and signed by a key of the zone: works', () => {
    expect(assessHealth(input(withBelow(authoritative([wwwA, signedWww([wwwA])]))))).toMatchObject({ state: 'ok', dnssec: 'valid', problems: [] });
  });

  it('a zone without it (NXDOMAIN) has nothing to check', () => {
    expect(assessHealth(input(withBelow({ rcode: 3, authoritative: true, answers: [] })))).toMatchObject({ state: 'ok', problems: [] });
  });

  it('no answer, or one without authority: the server does not answer for it', () => {
    for (const below of [null, { rcode: 0, authoritative: false, answers: [wwwA] }, { rcode: 2, authoritative: true, answers: [] }]) {
      const report = assessHealth(input(withBelow(below)));
      expect(report.state).toBe('failing');
      expect(report.problems).toEqual([{ code: 'below_apex_not_answering', server: servers[1], detail: www }]);
      expect(report.dnssec).toBe('valid');
    }
  });

  it('with a DS: a signature that does not verify over it, or none, breaks DNSSEC', () => {
    const other: Answer = { ...wwwA, data: '192.0.2.81' };
    const broken = assessHealth(input(withBelow(authoritative([wwwA, signedWww([other])]))));
    expect(broken).toMatchObject({ state: 'failing', dnssec: 'broken', problems: [{ code: 'signature_invalid', server: servers[1], detail: `${www} A` }] });
    const unsigned = assessHealth(input(withBelow(authoritative([wwwA]))));
    expect(unsigned.problems).toEqual([{ code: 'signature_missing', server: servers[1], detail: `${www} A` }]);
    // Without a DS nobody validates: an unsigned answer is fine.
    expect(assessHealth(input(withBelow(authoritative([wwwA])), false))).toMatchObject({ state: 'ok', problems: [] });
  });
});

describe('healthNews', () => {
  const ok = { report: { state: 'ok' as const } };
  const failing = { report: { state: 'failing' as const } };

  it('tells a check that fails after one that passed, once', () => {
    expect(healthNews({ ...ok, told: 'ok' } as never, failing.report)).toEqual({ tell: 'failing', told: 'failing' });
    expect(healthNews({ ...failing, told: 'failing' } as never, failing.report)).toEqual({ tell: null, told: 'failing' });
  });

  it('tells the recovery of a failure it told, once', () => {
    expect(healthNews({ ...failing, told: 'failing' } as never, ok.report)).toEqual({ tell: 'recovered', told: 'ok' });
    expect(healthNews({ ...ok, told: 'ok' } as never, ok.report)).toEqual({ tell: null, told: 'ok' });
  });

  it('tells nothing of a first check that fails, nor of its recovery', () => {
    expect(healthNews(null, failing.report)).toEqual({ tell: null, told: undefined });
    expect(healthNews({ ...failing } as never, ok.report)).toEqual({ tell: null, told: 'ok' });
  });
});

describe('nextCheckAt', () => {
  it("is the domain's own time of day, 12 to 36 hours on, the same each day", () => {
    const next = nextCheckAt('domain-1', now);
    expect(next.getTime() - now.getTime()).toBeGreaterThanOrEqual(12 * 3600_000);
    expect(next.getTime() - now.getTime()).toBeLessThan(36 * 3600_000);
    const after = nextCheckAt('domain-1', next);
    expect(after.getTime() - next.getTime()).toBe(24 * 3600_000);
  });

  it('spreads domains over the day', () => {
    const hours = new Set(Array.from({ length: 200 }, (_, index) => nextCheckAt(`domain-${index}`, now).getUTCHours()));
    expect(hours.size).toBe(24);
  });
});
