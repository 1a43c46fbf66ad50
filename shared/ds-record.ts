import { createHash } from 'node:crypto';

/**
 * DS records from DNSKEYs (RFC 4034 §5.1.4 and appendix B, RFC 4509, RFC 6605): the key tag
 * and the digest the parent zone (the registry) publishes for a key of the child zone. The
 * portal computes them when a user pastes a DNSKEY (the domains context), and the registry adapter
 * for the keys a registry keeps as key data (RFC 5910): DNS maths, no product rule, so here
 * rather than in a context an adapter may not import. Node only (`node:crypto`): the web does not import it.
 */

export interface Dnskey {
  /** 256 (zone key) or 257 (zone key + secure entry point, a KSK). */
  flags: number;
  /** Always 3 (RFC 4034 §2.1.2). */
  protocol: number;
  /** DNSSEC algorithm number (IANA): 8 RSASHA256, 13 ECDSAP256SHA256, … */
  algorithm: number;
  /** The public key, base64 as in a zone file (spaces allowed). */
  publicKey: string;
}

export interface DsRecordData {
  keyTag: number;
  algorithm: number;
  digestType: number;
  /** Upper-case hex. */
  digest: string;
}

/** Digest types (IANA "DS RR Type Digest Algorithms") and their hash, with the hex length a digest of each has. */
export const dsDigestTypes = {
  1: { hash: 'sha1', hexLength: 40 },
  2: { hash: 'sha256', hexLength: 64 },
  4: { hash: 'sha384', hexLength: 96 },
} as const;
export type DsDigestType = keyof typeof dsDigestTypes;

/** The DNSKEY RDATA: flags (2 octets), protocol, algorithm, public key (RFC 4034 §2.2). */
export function dnskeyRdata(key: Dnskey): Buffer {
  const publicKey = Buffer.from(key.publicKey.replace(/\s+/g, ''), 'base64');
  const header = Buffer.alloc(4);
  header.writeUInt16BE(key.flags, 0);
  header.writeUInt8(key.protocol, 2);
  header.writeUInt8(key.algorithm, 3);
  return Buffer.concat([header, publicKey]);
}

/**
 * The key tag (RFC 4034 appendix B): the RDATA summed as 16-bit words with the carry folded
 * in. Algorithm 1 (RSA/MD5) uses another rule (the key's middle bits) and is obsolete: refused.
 */
export function keyTag(key: Dnskey): number {
  if (key.algorithm === 1) throw new Error('RSA/MD5 (algorithm 1) keys are not supported');
  const rdata = dnskeyRdata(key);
  let sum = 0;
  for (let index = 0; index < rdata.length; index += 1) sum += index & 1 ? rdata[index]! : rdata[index]! << 8;
  sum += (sum >> 16) & 0xffff;
  return sum & 0xffff;
}

/** A domain name in canonical wire form (RFC 4034 §6.2): lower-case labels, each after its length, ending in the root. */
export function canonicalWireName(name: string): Buffer {
  const labels = name.toLowerCase().replace(/\.$/, '').split('.').filter(Boolean);
  const parts: Buffer[] = [];
  for (const label of labels) {
    const bytes = Buffer.from(label, 'ascii');
    if (bytes.length > 63) throw new Error(`A label is at most 63 octets: ${label}`);
    parts.push(Buffer.from([bytes.length]), bytes);
  }
  parts.push(Buffer.from([0]));
  return Buffer.concat(parts);
}

/** The DS of a key of `zone` (RFC 4034 §5.1.4): digest = hash(owner name | DNSKEY RDATA). */
export function dsFromDnskey(zone: string, key: Dnskey, digestType: DsDigestType = 2): DsRecordData {
  const { hash } = dsDigestTypes[digestType];
  const digest = createHash(hash).update(canonicalWireName(zone)).update(dnskeyRdata(key)).digest('hex').toUpperCase();
  return { keyTag: keyTag(key), algorithm: key.algorithm, digestType, digest };
}

/** Whether two DS records are the same record (the digest compared regardless of case). */
export function sameDsRecord(a: DsRecordData, b: DsRecordData): boolean {
  return a.keyTag === b.keyTag && a.algorithm === b.algorithm && a.digestType === b.digestType && a.digest.toUpperCase() === b.digest.toUpperCase();
}
