import { createHmac, timingSafeEqual } from 'node:crypto';
import { registrySignatureHeader, registryTimestampHeader } from '#shared/api/registry-webhooks.ts';

/**
 * Signing and verifying the registry's webhooks, exactly as docs/registry-webhooks.md fixes it:
 * `X-Registry-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>` with the
 * Unix time in seconds in `X-Registry-Timestamp`, accepted within 5 minutes either way.
 */

export { registrySignatureHeader, registryTimestampHeader } from '#shared/api/registry-webhooks.ts';
/** How far the timestamp may be from the receiver's clock, either way. */
export const registryWebhookToleranceSeconds = 300;

const hmac = (secret: string, timestamp: string, rawBody: string | Buffer): Buffer => createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();

/** The `X-Registry-Signature` value for a body signed at `timestamp` (Unix seconds). */
export function signRegistryWebhook(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return `sha256=${hmac(secret, String(timestamp), rawBody).toString('hex')}`;
}

/** Both headers of a signed request. */
export function registryWebhookHeaders(secret: string, rawBody: string | Buffer, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
  return { [registryTimestampHeader]: String(timestamp), [registrySignatureHeader]: signRegistryWebhook(secret, timestamp, rawBody) };
}

export type RegistryWebhookVerdict = { valid: true } | { valid: false; reason: 'malformed' | 'stale' | 'mismatch' };

export interface RegistryWebhookRequest {
  /** The body's bytes as received, before any parsing. */
  rawBody: string | Buffer;
  timestamp: string | undefined;
  signature: string | undefined;
}

/**
 * Checks a request against the current secret and, during a rotation, the previous one. The
 * header may carry several `sha256=` values separated by commas; any match passes. Every
 * failure is a 400 for the receiver, and nothing may be parsed before `valid`.
 */
export function verifyRegistryWebhook(secrets: string | readonly string[], request: RegistryWebhookRequest, now: number = Date.now()): RegistryWebhookVerdict {
  const { timestamp, signature, rawBody } = request;
  if (!timestamp || !/^\d+$/.test(timestamp) || !signature) return { valid: false, reason: 'malformed' };
  const given = signature.split(',').map((part) => /^sha256=([0-9a-f]{64})$/.exec(part.trim())?.[1]);
  if (given.some((hex) => hex === undefined)) return { valid: false, reason: 'malformed' };
  if (Math.abs(now / 1000 - Number(timestamp)) > registryWebhookToleranceSeconds) return { valid: false, reason: 'stale' };
  const expected = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => hmac(secret, timestamp, rawBody));
  // Every pair is compared (no early exit on the first match) in constant time.
  let matched = false;
  for (const hex of given) for (const candidate of expected) matched = timingSafeEqual(Buffer.from(hex!, 'hex'), candidate) || matched;
  return matched ? { valid: true } : { valid: false, reason: 'mismatch' };
}
