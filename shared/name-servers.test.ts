import { describe, expect, it } from 'vitest';
import { isHostName, isInsideDomain, nameServerProblems, normalizeHostName, sameNameServers } from './name-servers.ts';

describe('host names', () => {
  it('takes names of two or more labels, any case, with or without the final dot', () => {
    for (const host of ['ns1.example.net', 'NS1.Example.NET.', 'a.fo', 'ns-1.dns.example.co.uk', 'x1.y2']) expect(isHostName(host), host).toBe(true);
  });

  it('refuses single labels, bad characters, edge hyphens, long labels, numeric top labels', () => {
    for (const host of ['localhost', '', 'ns_1.example.net', '-ns.example.net', 'ns-.example.net', `${'a'.repeat(64)}.fo`, '192.0.2.1', 'ns..example.net', 'ns1.exámple.fo']) {
      expect(isHostName(host), host).toBe(false);
    }
  });

  it('normalizes to lower case without the final dot', () => {
    expect(normalizeHostName(' NS1.Example.FO. ')).toBe('ns1.example.fo');
  });
});

describe('glue (RFC 5731 §1.1)', () => {
  it('knows which servers lie inside the domain', () => {
    expect(isInsideDomain('ns1.example.fo', 'example.fo')).toBe(true);
    expect(isInsideDomain('example.fo', 'example.fo')).toBe(true);
    expect(isInsideDomain('a.b.example.fo', 'Example.fo')).toBe(true);
    expect(isInsideDomain('ns1.anotherexample.fo', 'example.fo')).toBe(false);
    expect(isInsideDomain('ns1.example.fo.net', 'example.fo')).toBe(false);
  });

  it('requires glue inside the domain and refuses it outside', () => {
    expect(
      nameServerProblems('example.fo', [
        { host: 'ns1.example.fo', addresses: [] },
        { host: 'ns2.example.net', addresses: ['192.0.2.1'] },
        { host: 'ns3.example.fo', addresses: ['192.0.2.3', '2001:db8::3'] },
        { host: 'ns4.example.net', addresses: [] },
      ]),
    ).toEqual([
      { index: 0, field: 'addresses', key: 'glue_required' },
      { index: 1, field: 'addresses', key: 'glue_not_allowed' },
    ]);
  });

  it('refuses the same server twice, whatever the case', () => {
    expect(
      nameServerProblems('example.fo', [
        { host: 'ns.example.net', addresses: [] },
        { host: 'NS.example.net.', addresses: [] },
      ]),
    ).toEqual([{ index: 1, field: 'host', key: 'name_server_duplicate' }]);
  });
});

describe('comparing lists', () => {
  it('ignores order and case, not glue', () => {
    const a = [
      { host: 'ns1.example.fo', addresses: ['192.0.2.1'] },
      { host: 'ns.example.net', addresses: [] },
    ];
    expect(
      sameNameServers(a, [
        { host: 'NS.example.net', addresses: [] },
        { host: 'ns1.example.fo.', addresses: ['192.0.2.1'] },
      ]),
    ).toBe(true);
    expect(
      sameNameServers(a, [
        { host: 'ns.example.net', addresses: [] },
        { host: 'ns1.example.fo', addresses: ['192.0.2.2'] },
      ]),
    ).toBe(false);
    expect(sameNameServers(a, a.slice(0, 1))).toBe(false);
  });
});
