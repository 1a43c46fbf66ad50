import { GetSecretValueCommand, PutSecretValueCommand, ResourceNotFoundException, SecretsManagerClient, UpdateSecretVersionStageCommand } from '@aws-sdk/client-secrets-manager';
import type { OriginSecretVersions } from '../../edge/origin-secret-rotation.ts';
import { originSecretValue } from '../../ports/origin-secret.ts';

/** The origin secret's versions in Secrets Manager, by the rotation protocol's stage labels. */
export function secretsManagerOriginSecretVersions(secretId: string, client = new SecretsManagerClient({})): OriginSecretVersions {
  const parse = (text: string | undefined) => originSecretValue.parse(JSON.parse(text ?? '{}'));
  return {
    async current() {
      const answer = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: 'AWSCURRENT' }));
      return { versionId: answer.VersionId!, value: parse(answer.SecretString) };
    },
    async version(token) {
      try {
        return parse((await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionId: token }))).SecretString);
      } catch (error) {
        if (error instanceof ResourceNotFoundException) return undefined;
        throw error;
      }
    },
    async putPending(token, value) {
      await client.send(new PutSecretValueCommand({ SecretId: secretId, ClientRequestToken: token, SecretString: JSON.stringify(value), VersionStages: ['AWSPENDING'] }));
    },
    async promote(token, fromVersionId) {
      await client.send(new UpdateSecretVersionStageCommand({ SecretId: secretId, VersionStage: 'AWSCURRENT', MoveToVersionId: token, RemoveFromVersionId: fromVersionId }));
    },
  };
}
