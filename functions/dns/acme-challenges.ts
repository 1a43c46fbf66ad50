import type { DnsRecordChangeInput } from '#shared/schemas/dns.ts';
import type { StoredDnsRecord } from './model.ts';

/**
 * ACME DNS-01 challenges through the two generic protocols ACME clients speak (issue 30,
 * docs/decisions/acme-dns-01-through-acme-dns-and-httpreq.md): acme-dns's `POST /update` and
 * lego's `httpreq` (`POST /present`, `/cleanup`). Plain rules: what a challenge's value and name
 * look like, and which change of the domain's records presents or cleans up a value.
 */

/** The label every DNS-01 challenge lives under (RFC 8555 §8.4). */
export const challengeLabel = '_acme-challenge';

/** A challenge's TTL: short, so a resolver forgets an old value soon (the least the portal allows). */
export const challengeTtl = 60;

/** Values kept per name: a certificate for a name and its wildcard asks for two at once (RFC 8555 §8.4). */
export const challengeValuesKept = 2;

/** A DNS-01 value: the SHA-256 of the key authorization, base64url without padding (43 characters), as acme-dns checks it. */
const challengeValueShape = /^[A-Za-z0-9_-]{43}$/;

export function isChallengeValue(value: string): boolean {
  return challengeValueShape.test(value);
}

const label = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

/**
 * A challenge's full name (`_acme-challenge.www.example.fo.`, lego's `fqdn`) taken apart: the
 * registered domain (its last two labels: `.fo` registers names directly under it), and the
 * record's name relative to it as the DNS editor writes it (`_acme-challenge.www`). Null when it
 * is not a DNS name of a `.fo` domain; `challenge` false when it is one but not a challenge's name.
 */
export function challengeNameOf(fqdn: string): { domain: string; name: string; challenge: boolean } | null {
  const name = fqdn.trim().toLowerCase().replace(/\.$/, '');
  if (name.length === 0 || name.length > 253) return null;
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((part) => label.test(part)) || labels.at(-1) !== 'fo') return null;
  const domain = labels.slice(-2).join('.');
  const relative = labels.slice(0, -2);
  return { domain, name: relative.length === 0 ? '@' : relative.join('.'), challenge: relative[0] === challengeLabel };
}

/** The domain's challenges at this name (TXT records with a challenge's value; case does not matter in DNS names), oldest first. */
function challengesAt(records: readonly StoredDnsRecord[], name: string): StoredDnsRecord[] {
  return records
    .filter((stored) => stored.record.type === 'TXT' && stored.record.name.toLowerCase() === name.toLowerCase() && isChallengeValue(stored.record.value))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * Presenting a value: it is added with the short TTL, and only the newest values are kept (the
 * one before it too, for a name and its wildcard), the older ones removed; a TXT record there that
 * is no challenge's value is left alone. A value already there changes nothing (a client that retries).
 */
export function presentChanges(records: readonly StoredDnsRecord[], name: string, value: string): DnsRecordChangeInput[] {
  const existing = challengesAt(records, name);
  if (existing.some((stored) => stored.record.value === value)) return [];
  const removed = existing.slice(0, Math.max(0, existing.length - (challengeValuesKept - 1)));
  return [...removed.map((stored): DnsRecordChangeInput => ({ action: 'remove', id: stored.id })), { action: 'add', record: { type: 'TXT', name, value, ttl: challengeTtl } }];
}

/** Cleaning up a value: only the TXT records of this name with this value go; another value stays. */
export function cleanupChanges(records: readonly StoredDnsRecord[], name: string, value: string): DnsRecordChangeInput[] {
  return challengesAt(records, name)
    .filter((stored) => stored.record.value === value)
    .map((stored) => ({ action: 'remove', id: stored.id }));
}
