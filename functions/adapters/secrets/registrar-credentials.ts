import * as z from 'zod';
import { readSecretString } from './secret-string.ts';

const registrarCredentials = z.object({ username: z.string().min(3).max(16), password: z.string().min(8).max(64) });

/**
 * The registrar's EPP account from its Secrets Manager secret (`{username, password}`; the
 * lengths are the EPP schema's). Read at every login, so a password changed with the registry
 * is picked up by the next session without a deploy.
 */
export function registrarCredentialsFrom(secretArn: string): () => Promise<{ username: string; password: string }> {
  return async () => {
    return registrarCredentials.parse(JSON.parse((await readSecretString(secretArn)) ?? '{}'));
  };
}
