import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import { configuredRegistrySignatureCheck } from './configured-registry-webhooks.ts';
import { registryWebhookHeaders } from './registry-webhook-signature.ts';
import { DomainError } from '../../errors.ts';
import { receiveRegistryEvent } from '../../registry-webhooks/receive-registry-event.ts';

const secret = 'a-registry-webhook-secret-of-at-least-32-chars';
const now = new Date('2026-06-01T10:00:00.000Z');
const seconds = Math.floor(now.getTime() / 1000);
const body = JSON.stringify({
  id: 'evt_1',
  type: 'domain.expired',
  created_at: '2026-06-01T09:59:00.000Z',
  data: { domain: 'dømi.fo', registrar: 'okisnavn', expires_at: '2026-06-01T00:00:00.000Z' },
});

function receiver() {
  const published: EventEnvelope[] = [];
  const ports = {
    verify: configuredRegistrySignatureCheck({ REGISTRY_WEBHOOK_SECRET: secret, REGISTRY_WEBHOOK_SECRET_ARN: undefined }),
    clock: { now: () => now },
    publisher: { publish: async (envelopes: readonly EventEnvelope[]) => void published.push(...envelopes) },
  };
  const receive = (rawBody: string, headers: Record<string, string | undefined>) =>
    receiveRegistryEvent({ rawBody, timestamp: headers['X-Registry-Timestamp'], signature: headers['X-Registry-Signature'] }, ports);
  return { published, receive };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
};

describe('receiveRegistryEvent with the configured signature check', () => {
  it('a verified event goes to the bus as registry.event-received, as the registry sent it', async () => {
    const { published, receive } = receiver();
    await expect(receive(body, registryWebhookHeaders(secret, body, seconds))).resolves.toEqual({ eventId: 'evt_1', type: 'domain.expired' });
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ metadata: { name: 'registry.event-received' }, data: JSON.parse(body) });
  });

  it('a tampered body, another secret, a missing header, a timestamp 301 s off either way: 400, nothing published', async () => {
    const { published, receive } = receiver();
    const signed = registryWebhookHeaders(secret, body, seconds);
    expect(await refusal(receive(body.replace('dømi', 'domi'), signed))).toBe('webhook_signature_invalid');
    expect(await refusal(receive(body, registryWebhookHeaders('another-secret-of-at-least-32-characters', body, seconds)))).toBe('webhook_signature_invalid');
    expect(await refusal(receive(body, { 'X-Registry-Timestamp': signed['X-Registry-Timestamp'] }))).toBe('webhook_signature_invalid');
    expect(await refusal(receive(body, { 'X-Registry-Signature': signed['X-Registry-Signature'] }))).toBe('webhook_signature_invalid');
    expect(await refusal(receive(body, registryWebhookHeaders(secret, body, seconds - 301)))).toBe('webhook_signature_invalid');
    expect(await refusal(receive(body, registryWebhookHeaders(secret, body, seconds + 301)))).toBe('webhook_signature_invalid');
    // 300 s is still inside the tolerance.
    await receive(body, registryWebhookHeaders(secret, body, seconds - 300));
    expect(published).toHaveLength(1);
  });

  it('a signed body that is not an event is a 400, not a 500', async () => {
    const { published, receive } = receiver();
    expect(await refusal(receive('not json', registryWebhookHeaders(secret, 'not json', seconds)))).toBe('malformed_request');
    const noDomain = JSON.stringify({ id: 'evt_2', type: 'domain.expired', created_at: '2026-06-01T09:59:00.000Z', data: {} });
    expect(await refusal(receive(noDomain, registryWebhookHeaders(secret, noDomain, seconds)))).toBe('malformed_request');
    expect(published).toEqual([]);
  });

  it('without a configured secret every request is refused', async () => {
    const verify = configuredRegistrySignatureCheck({ REGISTRY_WEBHOOK_SECRET: undefined, REGISTRY_WEBHOOK_SECRET_ARN: undefined });
    const signed = registryWebhookHeaders(secret, body, seconds);
    expect(await refusal(verify({ rawBody: body, timestamp: signed['X-Registry-Timestamp'], signature: signed['X-Registry-Signature'] }, now))).toBe('webhook_signature_invalid');
  });
});
