import type { OriginSecretValue } from '../ports/origin-secret.ts';

/** The four calls Secrets Manager makes to a rotation function, in order, each retried until it succeeds. */
export type RotationStep = 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';

export interface OriginSecretVersions {
  /** The version labelled AWSCURRENT. */
  current(): Promise<{ versionId: string; value: OriginSecretValue }>;
  /** The version the rotation `token` names, if it was written. */
  version(token: string): Promise<OriginSecretValue | undefined>;
  /** Writes the rotation's new value as version `token`, labelled AWSPENDING. */
  putPending(token: string, value: OriginSecretValue): Promise<void>;
  /** Moves AWSCURRENT from `fromVersionId` to `token` (the old one becomes AWSPREVIOUS). */
  promote(token: string, fromVersionId: string): Promise<void>;
}

export interface OriginSecretRotationPorts {
  versions: OriginSecretVersions;
  /** Sets the value CloudFront sends to the API origin in `x-origin-verify`. */
  setEdgeSecret(value: string): Promise<void>;
  newSecret(): string;
}

/**
 * Rotates the secret CloudFront sends to the API (Secrets Manager's rotation protocol). The order
 * keeps every request working: the functions accept `current` and `previous`, so the new value
 * becomes AWSCURRENT (with the old one as `previous`) before CloudFront starts sending it, and
 * CloudFront is changed last. Each step may run again after a failure and does only what is left.
 */
export async function rotateOriginSecret(step: RotationStep, token: string, ports: OriginSecretRotationPorts): Promise<void> {
  const { versions } = ports;
  switch (step) {
    case 'createSecret': {
      if (await versions.version(token)) return;
      const current = await versions.current();
      await versions.putPending(token, { current: ports.newSecret(), previous: current.value.current });
      return;
    }
    case 'setSecret':
    case 'testSecret':
      // Nothing to set before the functions accept the new value (finishSecret does it after).
      return;
    case 'finishSecret': {
      const current = await versions.current();
      if (current.versionId !== token) {
        const pending = await versions.version(token);
        if (!pending) throw new Error(`finishSecret: version ${token} was never written (createSecret did not run)`);
        await versions.promote(token, current.versionId);
        await ports.setEdgeSecret(pending.current);
        return;
      }
      // Already promoted by an earlier try that failed after it: make sure CloudFront has it.
      await ports.setEdgeSecret(current.value.current);
      return;
    }
  }
}
