import { createHash, randomBytes } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { crc32 } from 'node:zlib';
import { apiTokenPrefix, apiTokenShape } from '#shared/api-tokens.ts';
import type { ApiTokenContext } from './model.ts';

/**
 * The rules of an API token's use (issue 30, docs/decisions/api-tokens.md): its secret, and
 * whether it is still good — not revoked, not expired, not unused too long, used from an address
 * in its ranges. Plain functions; the HTTP pipeline applies them to every token request.
 */

const day = 24 * 3600 * 1000;

/** A new secret: `okn_`, 256 random bits and their CRC-32 (a scanner tells a real one from a typo without asking us), hex. */
export function newApiTokenSecret(): string {
  const random = randomBytes(32);
  return `${apiTokenPrefix}${random.toString('hex')}${crc32(random).toString(16).padStart(8, '0')}`;
}

/** Whether a string is shaped as our secret and its checksum holds: anything else is not looked up. */
export function isApiTokenSecret(value: string): boolean {
  if (!apiTokenShape.test(value)) return false;
  const body = value.slice(apiTokenPrefix.length);
  const random = Buffer.from(body.slice(0, 64), 'hex');
  return crc32(random).toString(16).padStart(8, '0') === body.slice(64);
}

/** What is stored and looked up: the SHA-256 of the secret. 256 random bits need no slow hash (nothing to guess). */
export function hashApiTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Why a token is refused (401 `token_invalid`), or null when it is good now, from this address. */
export type TokenRefusal = 'revoked' | 'expired' | 'unused' | 'address';

/** An address as compared: an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is the IPv4 one. */
function plainAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  if (isIPv4(plain)) return { address: plain, type: 'ipv4' };
  if (isIPv6(plain)) return { address: plain, type: 'ipv6' };
  return null;
}

/** Whether the address is in one of the ranges (CIDR, IPv4 and IPv6; node's BlockList does the matching). */
export function addressInRanges(address: string, ranges: readonly string[]): boolean {
  const plain = plainAddress(address);
  if (!plain) return false;
  const list = new BlockList();
  for (const range of ranges) {
    const [network = '', prefix = ''] = range.split('/');
    const type = isIPv4(network) ? 'ipv4' : isIPv6(network) ? 'ipv6' : null;
    if (!type) continue;
    list.addSubnet(network, Number(prefix || (type === 'ipv4' ? 32 : 128)), type);
  }
  return list.check(plain.address, plain.type);
}

/** The first reason the token is refused now, from `address`; null when it is good. */
export function tokenRefusal(
  token: Pick<ApiTokenContext, 'revokedAt' | 'validUntil' | 'maxUnusedDays' | 'lastUsedAt' | 'createdAt' | 'addresses'>,
  now: Date,
  address: string,
): TokenRefusal | null {
  if (token.revokedAt) return 'revoked';
  if (Date.parse(token.validUntil) <= now.getTime()) return 'expired';
  if (token.maxUnusedDays !== undefined) {
    const lastUse = Date.parse(token.lastUsedAt ?? token.createdAt);
    if (now.getTime() - lastUse > token.maxUnusedDays * day) return 'unused';
  }
  if (token.addresses && token.addresses.length > 0 && !addressInRanges(address, token.addresses)) return 'address';
  return null;
}

/** At most one write a minute per token for its last use, and one at once when it comes from another address. */
export const lastUseInterval = 60_000;

export function shouldRecordUse(token: Pick<ApiTokenContext, 'lastUsedAt' | 'lastUsedAddress'>, now: Date, address: string): boolean {
  if (!token.lastUsedAt) return true;
  if (token.lastUsedAddress !== address) return true;
  return now.getTime() - Date.parse(token.lastUsedAt) >= lastUseInterval;
}

/**
 * The Authorization header as the authorizer (functions/authorizer/resolve-identity.ts) reads it. The ACME protocols' clients send no
 * bearer token (issue 30, docs/decisions/acme-dns-01-through-acme-dns-and-httpreq.md): lego's
 * httpreq sends HTTP basic auth (the token's id as the user, its secret as the password), acme-dns
 * clients `X-Api-Key` (the secret) beside `X-Api-User`. Either, carrying an API token's secret
 * (`okn_…`), is read as that bearer token; anything else as it came.
 */
export function authorizationOf(headers: Readonly<Record<string, string | undefined>> | undefined): string | undefined {
  const authorization = headers?.authorization ?? headers?.Authorization;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization?.trim() ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    const password = separator < 0 ? '' : decoded.slice(separator + 1);
    return password.startsWith(apiTokenPrefix) ? `Bearer ${password}` : authorization;
  }
  const apiKey = (headers?.['x-api-key'] ?? headers?.['X-Api-Key'])?.trim();
  if (!authorization && apiKey?.startsWith(apiTokenPrefix)) return `Bearer ${apiKey}`;
  return authorization;
}

/** The user of HTTP basic auth (httpreq's `HTTPREQ_USERNAME`), or undefined without it. */
export function basicAuthUserOf(authorization: string | undefined): string | undefined {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization?.trim() ?? '');
  if (!basic) return undefined;
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  return separator < 0 ? undefined : decoded.slice(0, separator);
}
