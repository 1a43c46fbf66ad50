import * as z from 'zod';
import type { Config } from '../../config.ts';
import { DomainError } from '../../errors.ts';
import type { RegistrySignatureCheck } from '../../registry-webhooks/ports.ts';
import { readSecretString } from '../secrets/secret-string.ts';
import { verifyRegistryWebhook } from './registry-webhook-signature.ts';

/** The Secrets Manager secret's shape: the current secret, and the previous one during a rotation. */
const webhookSecretValue = z.object({ secret: z.string().min(32), previousSecret: z.string().min(32).optional() });

/** Read at most every five minutes: a rotation reaches warm functions without a redeploy. */
const cacheMs = 5 * 60 * 1000;

/**
 * The registry webhook's signature check as a configuration selects the secret: fixed
 * (`REGISTRY_WEBHOOK_SECRET`: the local runtime, whose registry simulator signs with the same
 * value), or the Secrets Manager secret (`REGISTRY_WEBHOOK_SECRET_ARN`). Without either every
 * request is refused as unsigned, and the cause says what is missing.
 */
export function configuredRegistrySignatureCheck(config: Pick<Config, 'REGISTRY_WEBHOOK_SECRET' | 'REGISTRY_WEBHOOK_SECRET_ARN'>): RegistrySignatureCheck {
  const secrets = secretsFrom(config);
  return async (request, now) => verifyRegistryWebhook(await secrets(), request, now.getTime());
}

function secretsFrom(config: Pick<Config, 'REGISTRY_WEBHOOK_SECRET' | 'REGISTRY_WEBHOOK_SECRET_ARN'>): () => Promise<readonly string[]> {
  const fixed = config.REGISTRY_WEBHOOK_SECRET;
  if (fixed) return async () => [fixed];
  const arn = config.REGISTRY_WEBHOOK_SECRET_ARN;
  if (!arn) {
    const cause = new Error('No registry webhook secret: REGISTRY_WEBHOOK_SECRET and REGISTRY_WEBHOOK_SECRET_ARN are not set');
    return async () => {
      throw new DomainError('webhook_signature_invalid', undefined, { cause });
    };
  }
  let cached: { value: Promise<readonly string[]>; readAt: number } | undefined;
  return () => {
    if (!cached || Date.now() - cached.readAt > cacheMs) {
      const entry = {
        value: readSecretString(arn).then((text) => {
          const { secret, previousSecret } = webhookSecretValue.parse(JSON.parse(text ?? '{}'));
          return previousSecret ? [secret, previousSecret] : [secret];
        }),
        readAt: Date.now(),
      };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}
