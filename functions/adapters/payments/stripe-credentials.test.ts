import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import { credentialsCacheMs, stripeCredentialsFrom } from './stripe-credentials.ts';

const secret = JSON.stringify({ apiKey: 'sk_live_1', webhookSecret: 'whsec_1' });

describe('Stripe keys from Secrets Manager', () => {
  it('reads the secret once per cache period, then again', async () => {
    let reads = 0;
    let clock = 0;
    const credentials = stripeCredentialsFrom('arn:secret', {
      readSecret: async (arn) => {
        expect(arn).toBe('arn:secret');
        reads += 1;
        return secret;
      },
      now: () => clock,
    });
    await expect(Promise.all([credentials(), credentials()])).resolves.toEqual([
      { apiKey: 'sk_live_1', webhookSecret: 'whsec_1' },
      { apiKey: 'sk_live_1', webhookSecret: 'whsec_1' },
    ]);
    clock += credentialsCacheMs;
    await credentials();
    expect(reads).toBe(1);
    clock += 1;
    await credentials();
    expect(reads).toBe(2);
  });

  it('Secrets Manager failing → payment_provider_unavailable, and the next call reads again', async () => {
    let reads = 0;
    const credentials = stripeCredentialsFrom('arn:secret', {
      readSecret: async () => {
        reads += 1;
        if (reads === 1) throw new Error('ThrottlingException');
        return secret;
      },
    });
    const error = await credentials().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'payment_provider_unavailable', cause: new Error('ThrottlingException') });
    await expect(credentials()).resolves.toMatchObject({ apiKey: 'sk_live_1' });
  });

  it('a secret without both keys is a configuration bug, not an outage', async () => {
    const credentials = stripeCredentialsFrom('arn:secret', { readSecret: async () => JSON.stringify({ apiKey: 'sk_live_1' }) });
    const error = await credentials().catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(DomainError);
    expect(String(error)).toMatch(/webhookSecret/);
  });
});
