import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { dnskeyRdata, dsOf, keyTag, newKeySigningKey, wireName } from './dnssec-keys.ts';

describe('DNSSEC keys', () => {
  it('computes the key tag and the DS digest input of RFC 4034 §5.4 (dskey.example.com, key id 60485)', () => {
    const publicKey =
      'AQOeiiR0GOMYkDshWoSKz9XzfwJr1AYtsmx3TGkJaNXVbfi/2pHm822aJ5iI9BMzNXxeYCmZDRD99WYwYqUSdjMmmAphXdvxegXd/M5+X7OrzKBaMbCVdFLUUh6DhweJBjEVv5f2wwjM9XzcnOf+EPbtG9DMBmADjFDc2w/rljwvFw==';
    const dnskey = { flags: 256, protocol: 3, algorithm: 5, publicKey };
    expect(keyTag(dnskeyRdata(dnskey))).toBe(60485);
    // The RFC's DS is SHA-1 over the same input our SHA-256 DS digests: owner name + DNSKEY RDATA.
    const input = Buffer.concat([wireName('dskey.example.com.'), dnskeyRdata(dnskey)]);
    expect(createHash('sha1').update(input).digest('hex').toUpperCase()).toBe('2BB183AF5F22588179A53B0A98631FAD1A292118');
    expect(dsOf('DSKEY.example.com', dnskey)).toEqual({ keyTag: 60485, algorithm: 5, digestType: 2, digest: createHash('sha256').update(input).digest('hex').toUpperCase() });
  });

  it('makes a P-256 key-signing key whose DS matches its DNSKEY', () => {
    const key = newKeySigningKey('example.fo');
    expect(key.dnskey).toMatchObject({ flags: 257, protocol: 3, algorithm: 13 });
    expect(Buffer.from(key.dnskey.publicKey, 'base64')).toHaveLength(64);
    expect(dsOf('example.fo', key.dnskey)).toEqual(key.ds);
    expect(key.ds.digest).toMatch(/^[0-9A-F]{64}$/);
  });
});
