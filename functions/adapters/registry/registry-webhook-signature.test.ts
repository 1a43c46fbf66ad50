import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registryWebhookHeaders, signRegistryWebhook, verifyRegistryWebhook } from './registry-webhook-signature.ts';

const secret = 'a-development-secret-of-at-least-32-bytes';
const previous = 'the-previous-secret-still-accepted-while-rotating';
const body = '{"id":"evt_1","type":"domain.deleted","created_at":"2026-11-22T01:00:00Z","data":{"domain":"dømi.fo"}}';
const signedAt = 1_763_776_800;
const now = signedAt * 1000 + 12_000;

describe('registry webhook signatures (docs/registry-webhooks.md)', () => {
  it('signs "<timestamp>.<raw body>" with HMAC-SHA256 as sha256=<64 lower-case hex>', () => {
    const expected = createHmac('sha256', secret).update(`${signedAt}.${body}`).digest('hex');
    expect(signRegistryWebhook(secret, signedAt, body)).toBe(`sha256=${expected}`);
    expect(signRegistryWebhook(secret, signedAt, Buffer.from(body))).toBe(`sha256=${expected}`);
    expect(registryWebhookHeaders(secret, body, signedAt)).toEqual({ 'X-Registry-Timestamp': String(signedAt), 'X-Registry-Signature': `sha256=${expected}` });
  });

  it('accepts a good signature, from the raw bytes', () => {
    const signature = signRegistryWebhook(secret, signedAt, body);
    expect(verifyRegistryWebhook(secret, { rawBody: Buffer.from(body), timestamp: String(signedAt), signature }, now)).toEqual({ valid: true });
  });

  it('refuses a tampered body, timestamp or signature', () => {
    const signature = signRegistryWebhook(secret, signedAt, body);
    const mismatch = { valid: false, reason: 'mismatch' };
    expect(verifyRegistryWebhook(secret, { rawBody: body.replace('dømi', 'dimi'), timestamp: String(signedAt), signature }, now)).toEqual(mismatch);
    expect(verifyRegistryWebhook(secret, { rawBody: body, timestamp: String(signedAt + 1), signature }, now)).toEqual(mismatch);
    expect(verifyRegistryWebhook('another-secret', { rawBody: body, timestamp: String(signedAt), signature }, now)).toEqual(mismatch);
    // Re-serialized JSON is not the body that was signed.
    expect(verifyRegistryWebhook(secret, { rawBody: JSON.stringify(JSON.parse(body), null, 1), timestamp: String(signedAt), signature }, now)).toEqual(mismatch);
  });

  it('refuses a timestamp more than 5 minutes off, either way', () => {
    const signature = signRegistryWebhook(secret, signedAt, body);
    const at = (offsetSeconds: number) => verifyRegistryWebhook(secret, { rawBody: body, timestamp: String(signedAt), signature }, (signedAt + offsetSeconds) * 1000);
    expect(at(300)).toEqual({ valid: true });
    expect(at(-300)).toEqual({ valid: true });
    expect(at(301)).toEqual({ valid: false, reason: 'stale' });
    expect(at(-301)).toEqual({ valid: false, reason: 'stale' });
  });

  it('accepts either secret during a rotation, and a header with two values', () => {
    const withNew = signRegistryWebhook(secret, signedAt, body);
    const withOld = signRegistryWebhook(previous, signedAt, body);
    const request = (signature: string) => ({ rawBody: body, timestamp: String(signedAt), signature });
    expect(verifyRegistryWebhook([secret, previous], request(withOld), now)).toEqual({ valid: true });
    expect(verifyRegistryWebhook([secret], request(`${withNew},${withOld}`), now)).toEqual({ valid: true });
    expect(verifyRegistryWebhook([previous], request(`${withNew}, ${withOld}`), now)).toEqual({ valid: true });
    expect(verifyRegistryWebhook(['third-secret'], request(`${withNew},${withOld}`), now)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses malformed headers before comparing anything', () => {
    const signature = signRegistryWebhook(secret, signedAt, body);
    const verdict = (timestamp: string | undefined, given: string | undefined) => verifyRegistryWebhook(secret, { rawBody: body, timestamp, signature: given }, now);
    const malformed = { valid: false, reason: 'malformed' };
    expect(verdict(undefined, signature)).toEqual(malformed);
    expect(verdict(`${signedAt}.5`, signature)).toEqual(malformed);
    expect(verdict(String(signedAt), undefined)).toEqual(malformed);
    expect(verdict(String(signedAt), signature.replace('sha256=', 'sha1='))).toEqual(malformed);
    expect(verdict(String(signedAt), signature.toUpperCase())).toEqual(malformed);
    expect(verdict(String(signedAt), signature.slice(0, -2))).toEqual(malformed);
  });
});
