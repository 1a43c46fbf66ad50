import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { cloudFrontOriginHeader } from '../adapters/cloudfront/edge-origin-header.ts';
import { secretsManagerOriginSecretVersions } from '../adapters/secrets/origin-secret-versions.ts';
import { originVerifyHeader } from '../http/pipeline/edge-headers.ts';
import { Logger } from '../logger.ts';
import { rotateOriginSecret } from './origin-secret-rotation.ts';

/** What Secrets Manager sends a rotation function. */
const rotationEvent = z.object({
  Step: z.enum(['createSecret', 'setSecret', 'testSecret', 'finishSecret']),
  SecretId: z.string().min(1),
  ClientRequestToken: z.string().min(1),
});

/** Where the origin header is: the portal distribution and its API origin's id. */
const rotationEnvironment = z.object({ DISTRIBUTION_ID: z.string().min(1), API_ORIGIN_ID: z.string().min(1) });

/** Secrets Manager's rotation function for the origin secret (infra/stacks/web-stack.ts schedules it). */
export function createHandler(environment: NodeJS.ProcessEnv) {
  const { DISTRIBUTION_ID, API_ORIGIN_ID } = rotationEnvironment.parse(environment);
  const logger = new Logger();
  const setEdgeSecret = cloudFrontOriginHeader({ distributionId: DISTRIBUTION_ID, originId: API_ORIGIN_ID, headerName: originVerifyHeader });
  return async (input: unknown): Promise<void> => {
    const event = rotationEvent.parse(input);
    logger.info('origin secret rotation', { step: event.Step, version: event.ClientRequestToken });
    await rotateOriginSecret(event.Step, event.ClientRequestToken, {
      versions: secretsManagerOriginSecretVersions(event.SecretId),
      setEdgeSecret,
      newSecret: () => randomBytes(48).toString('base64url'),
    });
  };
}
