import { describe, expect, it } from 'vitest';
import { dsRecordId, dsRecordOf, parseDsRecordId } from './dnssec-settings.ts';
import { nameServerUpdate } from './name-server-settings.ts';

describe('the name-server update', () => {
  const product = [{ host: 'ns1.okisnavn.fo' }, { host: 'ns2.okisnavn.fo' }];

  it("replaces the product's servers with custom ones (glue only where given)", () => {
    expect(
      nameServerUpdate(product, [
        { host: 'ns1.example.fo', addresses: ['192.0.2.1'] },
        { host: 'ns.example.net', addresses: [] },
      ]),
    ).toEqual({
      addNameServers: [{ host: 'ns1.example.fo', addresses: ['192.0.2.1'] }, { host: 'ns.example.net' }],
      removeNameServers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
    });
  });

  it('keeps servers that stay, and re-adds one whose glue changes', () => {
    const current = [{ host: 'ns1.example.fo', addresses: ['192.0.2.1'] }, { host: 'ns.example.net' }];
    expect(nameServerUpdate(current, [{ host: 'NS.example.net.' }, { host: 'ns1.example.fo', addresses: ['192.0.2.9'] }, { host: 'ns3.example.net' }])).toEqual({
      addNameServers: [{ host: 'ns1.example.fo', addresses: ['192.0.2.9'] }, { host: 'ns3.example.net' }],
      removeNameServers: ['ns1.example.fo'],
    });
  });

  it('is empty when nothing changes, whatever the order', () => {
    expect(nameServerUpdate(product, [...product].reverse())).toEqual({});
  });
});

describe('DS records', () => {
  it('are addressed by key tag, algorithm, digest type and digest', () => {
    const record = { keyTag: 60485, algorithm: 5, digestType: 1, digest: '2bb183af5f22588179a53b0a98631fad1a292118' };
    const id = dsRecordId(record);
    expect(id).toBe('60485-5-1-2BB183AF5F22588179A53B0A98631FAD1A292118');
    expect(parseDsRecordId(id)).toEqual({ ...record, digest: record.digest.toUpperCase() });
    for (const bad of ['', '1-2-3', '1-2-3-XYZ', '999999-5-1-AB', 'a-5-1-AB']) expect(parseDsRecordId(bad), bad).toBeNull();
  });

  it('are taken as given, or computed from a DNSKEY for the domain (SHA-256 unless asked)', () => {
    expect(dsRecordOf('example.fo', { source: 'ds', understood: true, ds: { key_tag: 1, algorithm: 13, digest_type: 2, digest: 'AB'.repeat(32) } })).toEqual({
      keyTag: 1,
      algorithm: 13,
      digestType: 2,
      digest: 'AB'.repeat(32),
    });
    const rfc4034 =
      'AQOeiiR0GOMYkDshWoSKz9XzfwJr1AYtsmx3TGkJaNXVbfi/2pHm822aJ5iI9BMzNXxeYCmZDRD99WYwYqUSdjMmmAphXdvxegXd/M5+X7OrzKBaMbCVdFLUUh6DhweJBjEVv5f2wwjM9XzcnOf+EPbtG9DMBmADjFDc2w/rljwvFw==';
    const dnskey = { flags: 256 as const, protocol: 3 as const, algorithm: 5, public_key: rfc4034 };
    expect(dsRecordOf('dskey.example.com', { source: 'dnskey', understood: true, dnskey, digest_type: 1 })).toEqual({
      keyTag: 60485,
      algorithm: 5,
      digestType: 1,
      digest: '2BB183AF5F22588179A53B0A98631FAD1A292118',
    });
    expect(dsRecordOf('dskey.example.com', { source: 'dnskey', understood: true, dnskey, digest_type: 2 }).digest).toBe(
      'D4B7D520E7BB5F0F67674A0CCEB1E3E0614B93C4F9E99B8383F6A1E4469DA50A',
    );
  });
});
