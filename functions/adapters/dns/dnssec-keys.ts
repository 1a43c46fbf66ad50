import { createHash, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import type { DnssecKeys } from '../../ports/dns-host.ts';

/**
 * DNSSEC key material for the local DNS host (RFC 4034, RFC 6605): an ECDSA P-256 key-signing
 * key (algorithm 13), its DNSKEY record and the DS record the registry needs.
 */
export const ecdsaP256Sha256 = 13;
const keySigningKeyFlags = 257;
const dnssecProtocol = 3;
const sha256DigestType = 2;

/** A name in DNS wire form, lower case (RFC 4034 §6.2 canonical form). */
export function wireName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').toLowerCase().split('.').filter(Boolean);
  return Buffer.concat([...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')])), Buffer.from([0])]);
}

/** The DNSKEY RDATA: flags, protocol, algorithm, public key. */
export function dnskeyRdata(dnskey: DnssecKeys['dnskey']): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(dnskey.flags, 0);
  head.writeUInt8(dnskey.protocol, 2);
  head.writeUInt8(dnskey.algorithm, 3);
  return Buffer.concat([head, Buffer.from(dnskey.publicKey, 'base64')]);
}

/** RFC 4034 Appendix B: the key tag of a DNSKEY (any algorithm but 1). */
export function keyTag(rdata: Buffer): number {
  let accumulator = 0;
  for (let index = 0; index < rdata.length; index++) accumulator += index & 1 ? rdata[index]! : rdata[index]! << 8;
  accumulator += (accumulator >> 16) & 0xffff;
  return accumulator & 0xffff;
}

/** The DS (SHA-256) of a zone's DNSKEY: digest over the owner name and the DNSKEY RDATA (RFC 4034 §5.1.4). */
export function dsOf(zone: string, dnskey: DnssecKeys['dnskey']): DnssecKeys['ds'] {
  const rdata = dnskeyRdata(dnskey);
  const digest = createHash('sha256')
    .update(Buffer.concat([wireName(zone), rdata]))
    .digest('hex')
    .toUpperCase();
  return { keyTag: keyTag(rdata), algorithm: dnskey.algorithm, digestType: sha256DigestType, digest };
}

/** A new P-256 key-signing key: its DNSKEY, DS, and the private key (kept only by the local host). */
export function newKeySigningKey(zone: string): DnssecKeys & { privateKey: JsonWebKey } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  // RFC 6605 §4: the public key is the curve point's x and y, 32 octets each.
  const point = Buffer.concat([Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  const dnskey = { flags: keySigningKeyFlags, protocol: dnssecProtocol, algorithm: ecdsaP256Sha256, publicKey: point.toString('base64') };
  return { dnskey, ds: dsOf(zone, dnskey), privateKey: privateKey.export({ format: 'jwk' }) };
}
