import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError, webhookToleranceSeconds } from '../../ports/payments.ts';

/**
 * Stripe's webhook signature: `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, where
 * each v1 is HMAC-SHA256 under the endpoint's signing secret of `<t>.<raw body>`. Several v1
 * values arrive while a rolled secret and its successor are both live; one match is enough.
 */

function signature(secret: string, rawBody: string, timestampSeconds: number): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`, 'utf8').digest('hex');
}

/** The header Stripe would send for this body at this time (the simulator signs with it; tests craft webhooks). */
export function stripeSignatureHeader(secret: string, rawBody: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${signature(secret, rawBody, timestampSeconds)}`;
}

interface SignatureHeader {
  timestampSeconds: number;
  signatures: string[];
}

function parseSignatureHeader(header: string | undefined): SignatureHeader {
  if (!header) throw new WebhookSignatureError('No Stripe-Signature header');
  let timestampSeconds: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || !key || !value) throw new WebhookSignatureError('Malformed Stripe-Signature header');
    if (key === 't' && /^\d{1,12}$/.test(value)) timestampSeconds = Number(value);
    else if (key === 't') throw new WebhookSignatureError('Malformed Stripe-Signature timestamp');
    // Other schemes (v0 is Stripe's test-only scheme) are never trusted.
    else if (key === 'v1') signatures.push(value.toLowerCase());
  }
  if (timestampSeconds === undefined) throw new WebhookSignatureError('Stripe-Signature has no timestamp');
  if (signatures.length === 0) throw new WebhookSignatureError('Stripe-Signature has no v1 signature');
  return { timestampSeconds, signatures };
}

/** Compares in constant time, so the answer's timing tells an attacker nothing about the expected value. */
function sameHex(expected: string, candidate: string): boolean {
  const expectedBytes = Buffer.from(expected, 'utf8');
  const candidateBytes = Buffer.from(candidate, 'utf8');
  return expectedBytes.length === candidateBytes.length && timingSafeEqual(expectedBytes, candidateBytes);
}

/**
 * Throws WebhookSignatureError unless one v1 signature matches and the timestamp is within the
 * tolerance of `now`, in either direction (an old replay, or a clock far ahead of ours).
 */
export function verifyStripeSignature(options: { secret: string; rawBody: string; header: string | undefined; now: Date }): void {
  const { timestampSeconds, signatures } = parseSignatureHeader(options.header);
  const expected = signature(options.secret, options.rawBody, timestampSeconds);
  if (!signatures.some((candidate) => sameHex(expected, candidate))) throw new WebhookSignatureError('No Stripe-Signature v1 value matches the body');
  const skewSeconds = Math.abs(options.now.getTime() / 1000 - timestampSeconds);
  if (skewSeconds > webhookToleranceSeconds) throw new WebhookSignatureError(`Stripe-Signature timestamp is ${Math.round(skewSeconds)} s from now`);
}

/** The header's value whatever its case (API Gateway lower-cases names; other callers may not). */
export function headerValue(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}
