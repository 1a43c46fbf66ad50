import { createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from 'node:crypto';
import * as dnsPacket from 'dns-packet';
import type { Answer } from 'dns-packet';
import { canonicalWireName, type Dnskey, dnskeyRdata, type DsDigestType, dsDigestTypes, dsFromDnskey, type DsRecordData, keyTag, sameDsRecord } from '#shared/ds-record.ts';

/**
 * DNSSEC as the health checks validate it (RFC 4034, RFC 4035 §5): the DS at the registry must
 * name one of the zone's DNSKEYs (key tag, algorithm and digest over the owner name and the key),
 * and that key's RRSIG must verify over the DNSKEY RRset and over the SOA RRset, inside its
 * inception and expiry. The signed data is built in canonical form (RFC 4034 §6) with dns-packet's
 * encoders; node:crypto verifies (ECDSA P-256 SHA-256 — what Route 53 and the local DNS host sign
 * with —, RSA/SHA-256 and Ed25519). docs/decisions/domain-health-checks.md.
 */

/** A zone's DNSKEY and a DS as the registry keeps it: the DNSSEC feature's own (shared/ds-record.ts). */
export type DnskeyRecord = Dnskey;
export type { DsRecordData };

export interface RrsigRecord {
  typeCovered: string;
  algorithm: number;
  labels: number;
  originalTTL: number;
  /** Seconds since the epoch. */
  expiration: number;
  inception: number;
  keyTag: number;
  signersName: string;
  signature: Buffer;
}

/** A name in wire form, lower case (RFC 4034 §6.2). */
export const canonicalName = canonicalWireName;
export { dnskeyRdata };

/** RFC 4034 Appendix B (the obsolete RSA/MD5's rule aside: no key of algorithm 1 is valid here). */
export function keyTagOf(key: DnskeyRecord): number {
  return key.algorithm === 1 ? -1 : keyTag(key);
}

/** Whether the DS names this key of the zone (RFC 4034 §5.1.4): the DS the key would have, compared. */
export function dsMatches(zone: string, ds: DsRecordData, key: DnskeyRecord): boolean {
  if (!(ds.digestType in dsDigestTypes) || key.algorithm === 1) return false;
  return sameDsRecord(ds, dsFromDnskey(zone, key, ds.digestType as DsDigestType));
}

/** Types whose RDATA holds names written in lower case in canonical form (RFC 4034 §6.2, RFC 6840 §5.1). */
const namesLowered = new Set(['NS', 'CNAME', 'SOA', 'MX', 'PTR', 'SRV']);

/** One record's RDATA in canonical form, as dns-packet encodes it (without name compression). */
function canonicalRdata(record: Answer): Buffer {
  const encoder = (dnsPacket as unknown as { record(type: string): { encode(data: unknown): Buffer } }).record(record.type);
  let data = (record as { data: unknown }).data;
  if (namesLowered.has(record.type)) {
    if (typeof data === 'string') data = data.toLowerCase();
    else if (data && typeof data === 'object') {
      const copy = { ...(data as Record<string, unknown>) };
      for (const field of ['mname', 'rname', 'exchange', 'target']) if (typeof copy[field] === 'string') copy[field] = (copy[field] as string).toLowerCase();
      data = copy;
    }
  }
  // dns-packet's RDATA encoders put the 2-octet RDLENGTH first.
  return encoder.encode(data).subarray(2);
}

/** The RRSIG RDATA up to (not including) the signature. */
function rrsigHead(signature: Omit<RrsigRecord, 'signature'>): Buffer {
  const head = Buffer.alloc(18);
  head.writeUInt16BE(typeNumber(signature.typeCovered), 0);
  head.writeUInt8(signature.algorithm, 2);
  head.writeUInt8(signature.labels, 3);
  head.writeUInt32BE(signature.originalTTL, 4);
  head.writeUInt32BE(signature.expiration >>> 0, 8);
  head.writeUInt32BE(signature.inception >>> 0, 12);
  head.writeUInt16BE(signature.keyTag, 16);
  return Buffer.concat([head, canonicalName(signature.signersName)]);
}

const typeNumbers: Record<string, number> = { A: 1, NS: 2, CNAME: 5, SOA: 6, MX: 15, TXT: 16, AAAA: 28, SRV: 33, DS: 43, RRSIG: 46, DNSKEY: 48, CDS: 59, CDNSKEY: 60, CAA: 257 };
function typeNumber(type: string): number {
  const number = typeNumbers[type];
  if (number === undefined) throw new Error(`Unknown type ${type}`);
  return number;
}

/**
 * The data an RRSIG signs (RFC 4034 §3.1.8.1): its RDATA without the signature, then each record
 * of the RRset in canonical form (owner, type, class, the original TTL, RDATA), ordered by RDATA.
 */
export function signedData(signature: Omit<RrsigRecord, 'signature'>, rrset: readonly Answer[]): Buffer {
  const owner = canonicalName(rrset[0]?.name ?? '');
  const type = typeNumber(signature.typeCovered);
  const rdatas = [...new Map(rrset.map((record) => canonicalRdata(record)).map((rdata) => [rdata.toString('hex'), rdata])).values()].sort(Buffer.compare);
  const records = rdatas.map((rdata) => {
    const fixed = Buffer.alloc(10);
    fixed.writeUInt16BE(type, 0);
    fixed.writeUInt16BE(1, 2); // class IN
    fixed.writeUInt32BE(signature.originalTTL, 4);
    fixed.writeUInt16BE(rdata.length, 8);
    return Buffer.concat([owner, fixed, rdata]);
  });
  return Buffer.concat([rrsigHead(signature), ...records]);
}

/** The DNSKEY's public key as node:crypto takes it, or null for an algorithm we do not verify. */
export function publicKeyOf(key: DnskeyRecord): KeyObject | null {
  const raw = Buffer.from(key.publicKey, 'base64');
  let jwk: JsonWebKey;
  switch (key.algorithm) {
    case 13: // ECDSA P-256 SHA-256 (RFC 6605): x and y, 32 octets each.
      if (raw.length !== 64) return null;
      jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(0, 32).toString('base64url'), y: raw.subarray(32).toString('base64url') };
      break;
    case 8: {
      // RSA/SHA-256 (RFC 5702, RFC 3110 §2): exponent length (1 or 3 octets), exponent, modulus.
      const long = raw[0] === 0;
      const length = long ? raw.readUInt16BE(1) : raw[0]!;
      const start = long ? 3 : 1;
      jwk = { kty: 'RSA', e: raw.subarray(start, start + length).toString('base64url'), n: raw.subarray(start + length).toString('base64url') };
      break;
    }
    case 15: // Ed25519 (RFC 8080).
      jwk = { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') };
      break;
    default:
      return null;
  }
  try {
    return createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    return null;
  }
}

export type SignatureOutcome = 'valid' | 'invalid' | 'expired' | 'not-yet-valid' | 'unsupported';

/** RFC 4034 §3.1.5: serial-number arithmetic is not needed within 68 years of now; plain seconds compare. */
export function checkSignature(signature: RrsigRecord, rrset: readonly Answer[], key: DnskeyRecord, now: Date): SignatureOutcome {
  const publicKey = publicKeyOf(key);
  if (!publicKey) return 'unsupported';
  const data = signedData(signature, rrset);
  const algorithm = key.algorithm === 15 ? null : 'sha256';
  const ok = verifySignature(algorithm, data, key.algorithm === 13 ? { key: publicKey, dsaEncoding: 'ieee-p1363' } : publicKey, signature.signature);
  if (!ok) return 'invalid';
  const seconds = Math.floor(now.getTime() / 1000);
  if (seconds > signature.expiration) return 'expired';
  if (seconds < signature.inception) return 'not-yet-valid';
  return 'valid';
}
