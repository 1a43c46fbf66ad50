import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

let client: SecretsManagerClient | undefined;

/**
 * A secret's string from Secrets Manager. The SDK module is loaded on the first read, not at cold
 * start: the registry's and the payment provider's keys are read at the first EPP login or Stripe
 * call, which most invocations of the functions carrying them never make (npm run bench).
 */
export async function readSecretString(secretArn: string): Promise<string | undefined> {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  client ??= new SecretsManagerClient({});
  return (await client.send(new GetSecretValueCommand({ SecretId: secretArn }))).SecretString;
}
