import { createHash, createHmac, randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { webhookSecretPrefix } from '#shared/webhooks.ts';

/**
 * Webhooks' rules (issue 30, docs/decisions/webhooks.md), plain functions: the signing secret and
 * the signature (Stripe's scheme), the backoff of the retries, when an endpoint is switched off,
 * and which URLs and addresses a delivery may never reach.
 */

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** `whsec_` and 256 random bits, hex. */
export function newWebhookSecret(): string {
  return `${webhookSecretPrefix}${randomBytes(32).toString('hex')}`;
}

/** The hex HMAC-SHA-256 of `<t>.<body>` with one secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The `Okisnavn-Signature` header: `t=<unix seconds>,v1=<hex>`, and during a rotation a second
 * `v1=` made with the previous secret, so a receiver still holding it verifies too.
 */
export function webhookSignatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${webhookSignature(secret, timestamp, body)}`)].join(',');
}

/** The secrets a delivery signs with now: the current one, and the previous one while it is still valid (24 hours after a rotation). */
export function signingSecrets(endpoint: { secret: string; previousSecret?: string; previousSecretUntil?: string }, now: Date): string[] {
  const previousValid = endpoint.previousSecret && endpoint.previousSecretUntil && Date.parse(endpoint.previousSecretUntil) > now.getTime();
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** How long a rotated-out secret still signs. */
export const previousSecretValidMs = day;

/** The wait after each failed attempt (the first, then each retry); retries stop 24 hours after the first attempt. */
export const retryDelaysMs = [minute, 5 * minute, 30 * minute, 2 * hour, 6 * hour, 12 * hour] as const;
export const retryWindowMs = day;

/**
 * When attempt `attempt` (1 for the first) having failed, the next is due: the backoff after it,
 * or null when that would be more than 24 hours after the first attempt (the delivery has failed).
 */
export function nextAttemptAt(firstAttemptAt: Date, lastAttemptAt: Date, attempt: number): Date | null {
  const delay = retryDelaysMs[Math.min(attempt, retryDelaysMs.length) - 1]!;
  const next = lastAttemptAt.getTime() + delay;
  return next - firstAttemptAt.getTime() > retryWindowMs ? null : new Date(next);
}

/** An endpoint whose every attempt failed for this long is switched off, and its owner told. */
export const switchOffAfterMs = 3 * day;

export function shouldSwitchOff(failingSince: string | undefined, now: Date): boolean {
  return failingSince !== undefined && now.getTime() - Date.parse(failingSince) >= switchOffAfterMs;
}

/** `http://localhost` and `http://127.0.0.1`: the only plain-HTTP endpoints, and only where the local setting allows them. */
export function isLocalEndpoint(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

/**
 * Why a URL may not be an endpoint, or null: https only (the local runtime's setting lets the tests'
 * receiver on `http://localhost` or `http://127.0.0.1` in); no user name or password in it.
 */
export function endpointUrlRefusal(text: string, allowLocalhost: boolean): 'webhook_https_required' | 'invalid_url' | null {
  if (!URL.canParse(text)) return 'invalid_url';
  const url = new URL(text);
  if (url.username || url.password) return 'invalid_url';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowLocalhost && isLocalEndpoint(url)) return null;
  return 'webhook_https_required';
}

/**
 * The addresses a delivery never connects to (checked after resolving the name, and the connection
 * made to the checked address, so a DNS answer that changes in between reaches nothing else).
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the cloud metadata address 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}
// IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`, `::ffff:7f00:1`) are checked against the IPv4
// subnets above by BlockList itself (the unit tests hold it to that).
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether a delivery may connect to this address: never loopback, private, link-local (the
 * metadata address), CGNAT, `0.0.0.0/8`, multicast, reserved, nor an IPv4-mapped IPv6 address.
 * `allowLoopback`: the local runtime's setting for `http://localhost` endpoints.
 */
export function addressRefused(address: string, allowLoopback = false): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (allowLoopback && loopback.check(address, type)) return false;
  return refused.check(address, type);
}

/** The sender's check of each resolved address: `addressRefused`, loopback allowed only for a local endpoint where the local setting allows it. */
export const senderRefuses =
  (allowLocalhost: boolean) =>
  (address: string, url: URL): boolean =>
    addressRefused(address, allowLocalhost && isLocalEndpoint(url));

/** The delivery id of an event: the domain event's own id, so every attempt and redelivery carries the same. */
export const deliveryIdOf = (eventId: string): string => `evt_${eventId}`;

/**
 * The delivery id of a happening the portal publishes once per person told (a member joining a team
 * is one `team.invite-accepted` per owner): one id for the happening, so the endpoint gets it once.
 */
export const deliveryIdOfHappening = (key: string): string => `evt_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
