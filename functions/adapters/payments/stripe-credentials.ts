import * as z from 'zod';
import { DomainError } from '../../errors.ts';
import { readSecretString } from '../secrets/secret-string.ts';

export interface StripeCredentials {
  /** The secret API key (`sk_live_…`, a restricted `rk_live_…`, or `sk_test_…`). */
  apiKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  webhookSecret: string;
}

const stripeCredentials = z.object({ apiKey: z.string().min(1), webhookSecret: z.string().min(1) });

/** Long enough that a warm function reads the secret a few times an hour, short enough that a rotation lands without a deploy. */
export const credentialsCacheMs = 10 * 60_000;

export interface StripeCredentialsOptions {
  /** Reads the secret's string (tests give their own). */
  readSecret?: (secretArn: string) => Promise<string | undefined>;
  now?: () => number;
}

/**
 * The Stripe account's keys from their Secrets Manager secret (`{apiKey, webhookSecret}`),
 * cached in the process for {@link credentialsCacheMs}. A failed read is not cached: the next
 * call tries again. Secrets Manager unreachable → payment_provider_unavailable (503), as when
 * Stripe itself is down; a malformed secret throws (a configuration bug).
 */
export function stripeCredentialsFrom(secretArn: string, options: StripeCredentialsOptions = {}): () => Promise<StripeCredentials> {
  const readSecret = options.readSecret ?? readSecretString;
  const now = options.now ?? Date.now;
  let cached: { value: Promise<StripeCredentials>; readAt: number } | undefined;

  const read = async (): Promise<StripeCredentials> => {
    let secret: string | undefined;
    try {
      secret = await readSecret(secretArn);
    } catch (error) {
      throw new DomainError('payment_provider_unavailable', undefined, { cause: error });
    }
    return stripeCredentials.parse(JSON.parse(secret ?? '{}'));
  };

  return () => {
    if (!cached || now() - cached.readAt > credentialsCacheMs) {
      const entry = { value: read(), readAt: now() };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}
