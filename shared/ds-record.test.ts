import { describe, expect, it } from 'vitest';
import { canonicalWireName, dnskeyRdata, dsFromDnskey, keyTag, sameDsRecord } from './ds-record.ts';

/** RFC 4034 §5.4: the DNSKEY of dskey.example.com (an RSA/SHA-1 zone key), "key id = 60485". */
const rfc4034Key = {
  flags: 256,
  protocol: 3,
  algorithm: 5,
  publicKey: `AQOeiiR0GOMYkDshWoSKz9Xz
              fwJr1AYtsmx3TGkJaNXVbfi/
              2pHm822aJ5iI9BMzNXxeYCmZ
              DRD99WYwYqUSdjMmmAphXdvx
              egXd/M5+X7OrzKBaMbCVdFLU
              Uh6DhweJBjEVv5f2wwjM9Xzc
              nOf+EPbtG9DMBmADjFDc2w/r
              ljwvFw==`,
};

/** RFC 6605 §6.1: the ECDSA P-256 KSK of example.net and its SHA-256 DS. */
const rfc6605Key = {
  flags: 257,
  protocol: 3,
  algorithm: 13,
  publicKey: 'GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==',
};

describe('key tag (RFC 4034 appendix B)', () => {
  it('is 60485 for the RFC 4034 §5.4 key and 55648 for the RFC 6605 §6.1 key', () => {
    expect(keyTag(rfc4034Key)).toBe(60485);
    expect(keyTag(rfc6605Key)).toBe(55648);
  });

  it('changes with the flags (their low octet is summed unshifted)', () => {
    expect(keyTag({ ...rfc6605Key, flags: 256 })).toBe(55647);
  });

  it('refuses RSA/MD5 keys, whose tag is computed another way', () => {
    expect(() => keyTag({ ...rfc4034Key, algorithm: 1 })).toThrow(/algorithm 1/);
  });
});

describe('DS digest', () => {
  it('matches RFC 4034 §5.4 (SHA-1)', () => {
    expect(dsFromDnskey('dskey.example.com', rfc4034Key, 1)).toEqual({
      keyTag: 60485,
      algorithm: 5,
      digestType: 1,
      digest: '2BB183AF5F22588179A53B0A98631FAD1A292118',
    });
  });

  it('matches RFC 4509 §2.3 (SHA-256 of the same key)', () => {
    expect(dsFromDnskey('dskey.example.com.', rfc4034Key, 2)).toEqual({
      keyTag: 60485,
      algorithm: 5,
      digestType: 2,
      digest: 'D4B7D520E7BB5F0F67674A0CCEB1E3E0614B93C4F9E99B8383F6A1E4469DA50A',
    });
  });

  it('matches RFC 6605 §6.1 (ECDSA P-256 key, SHA-256), SHA-256 being the default', () => {
    expect(dsFromDnskey('example.net', rfc6605Key)).toEqual({
      keyTag: 55648,
      algorithm: 13,
      digestType: 2,
      digest: 'B4C8C1FE2E7477127B27115656AD6256F424625BF5C1E2770CE6D6E37DF61D17',
    });
  });

  it('hashes the owner name in canonical (lower-case) form', () => {
    expect(dsFromDnskey('DSKEY.Example.COM', rfc4034Key, 1).digest).toBe('2BB183AF5F22588179A53B0A98631FAD1A292118');
  });

  it('gives SHA-384 digests of 96 hex digits', () => {
    expect(dsFromDnskey('example.net', rfc6605Key, 4).digest).toMatch(/^[0-9A-F]{96}$/);
  });
});

describe('wire forms', () => {
  it('writes a name as length-prefixed lower-case labels ending in the root', () => {
    expect([...canonicalWireName('Ab.fo.')]).toEqual([2, 0x61, 0x62, 2, 0x66, 0x6f, 0]);
    expect(() => canonicalWireName(`${'a'.repeat(64)}.fo`)).toThrow(/63 octets/);
  });

  it('writes the DNSKEY RDATA as flags, protocol, algorithm, key', () => {
    const rdata = dnskeyRdata(rfc6605Key);
    expect([...rdata.subarray(0, 4)]).toEqual([0x01, 0x01, 3, 13]);
    expect(rdata.length).toBe(4 + 64);
  });

  it('compares DS records regardless of the digest case', () => {
    const ds = dsFromDnskey('example.net', rfc6605Key);
    expect(sameDsRecord(ds, { ...ds, digest: ds.digest.toLowerCase() })).toBe(true);
    expect(sameDsRecord(ds, { ...ds, keyTag: 1 })).toBe(false);
  });
});
