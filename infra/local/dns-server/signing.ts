import { createPrivateKey, sign, type JsonWebKey } from 'node:crypto';
import type { Answer, Packet } from 'dns-packet';
import type { HostedZone } from '#functions/adapters/dns/local-dns-host.ts';
import { type RrsigRecord, signedData } from '#functions/domain-health/dnssec.ts';

/**
 * The local DNS server signs what it serves from a zone with DNSSEC on, as Route 53 does: an
 * RRSIG (algorithm 13, ECDSA P-256 SHA-256) over each RRset of an answer, with the zone's one key
 * (its key-signing key, used for every RRset: a combined signing key), valid from an hour ago for
 * 14 days, by the runtime's clock. Only for askers that set the DNSSEC-OK bit (RFC 3225).
 * `signatures` lets the second test server serve broken ones.
 */
export type SignatureMode = 'valid' | 'expired' | 'corrupt';

const hour = 3600;

export function wantsDnssec(query: Packet): boolean {
  const opt = (query.additionals ?? []).find((record) => record.type === 'OPT') as { flags?: number } | undefined;
  return ((opt?.flags ?? 0) & (1 << 15)) !== 0;
}

export function signAnswer(answer: Packet, zone: HostedZone, now: Date, mode: SignatureMode = 'valid'): Packet {
  if (!zone.dnssec) return answer;
  const privateKey = createPrivateKey({ key: zone.dnssec.privateKey as JsonWebKey, format: 'jwk' });
  const seconds = Math.floor(now.getTime() / 1000);
  const [inception, expiration] = mode === 'expired' ? [seconds - 30 * 24 * hour, seconds - 24 * hour] : [seconds - hour, seconds + 14 * 24 * hour];
  const signSection = (records: readonly Answer[] = []): Answer[] => {
    const sets = new Map<string, Answer[]>();
    for (const record of records) {
      if (record.type === 'RRSIG' || record.type === 'OPT') continue;
      const key = `${record.name.toLowerCase()}|${record.type}`;
      sets.set(key, [...(sets.get(key) ?? []), record]);
    }
    const signatures: Answer[] = [];
    for (const rrset of sets.values()) {
      const first = rrset[0]! as Answer & { ttl?: number };
      const head: Omit<RrsigRecord, 'signature'> = {
        typeCovered: first.type,
        algorithm: zone.dnssec!.dnskey.algorithm,
        labels: first.name
          .replace(/\.$/, '')
          .split('.')
          .filter((label) => label && label !== '*').length,
        originalTTL: first.ttl ?? 0,
        expiration,
        inception,
        keyTag: zone.dnssec!.ds.keyTag,
        signersName: zone.zone,
      };
      const signature = sign('sha256', signedData(head, rrset), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      if (mode === 'corrupt') signature[0] = signature[0]! ^ 0xff;
      signatures.push({ name: first.name, type: 'RRSIG', ttl: first.ttl, class: 'IN', data: { ...head, signature } } as Answer);
    }
    return [...records, ...signatures];
  };
  return { ...answer, answers: signSection(answer.answers), authorities: signSection(answer.authorities) };
}
