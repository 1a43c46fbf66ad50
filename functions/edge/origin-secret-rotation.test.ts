import { describe, expect, it } from 'vitest';
import type { OriginSecretValue } from '../ports/origin-secret.ts';
import { rotateOriginSecret, type OriginSecretRotationPorts, type RotationStep } from './origin-secret-rotation.ts';

const oldSecret = 'o'.repeat(64);

/** Secrets Manager's versions and CloudFront's header, in memory, with the functions' view of what they accept. */
function world() {
  const versions = new Map<string, OriginSecretValue>([['v1', { current: oldSecret }]]);
  const state = { currentVersion: 'v1', pending: undefined as string | undefined, edge: oldSecret, failEdgeOnce: false, made: 0 };
  const ports: OriginSecretRotationPorts = {
    versions: {
      current: async () => ({ versionId: state.currentVersion, value: versions.get(state.currentVersion)! }),
      version: async (token) => versions.get(token),
      putPending: async (token, value) => {
        versions.set(token, value);
        state.pending = token;
      },
      promote: async (token, from) => {
        if (from !== state.currentVersion) throw new Error('not the current version');
        state.currentVersion = token;
      },
    },
    setEdgeSecret: async (value) => {
      if (state.failEdgeOnce) {
        state.failEdgeOnce = false;
        throw new Error('CloudFront: PreconditionFailed');
      }
      state.edge = value;
    },
    newSecret: () => `${++state.made}`.repeat(64).slice(0, 64),
  };
  /** Would a function holding AWSCURRENT let CloudFront's request through? */
  const accepted = () => {
    const current = versions.get(state.currentVersion)!;
    return [current.current, current.previous].includes(state.edge);
  };
  return { ports, state, versions, accepted };
}

const steps: RotationStep[] = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'];

describe('rotating the origin secret', () => {
  it('makes a new value current, keeps the old as previous, and only then has CloudFront send it; requests pass at every step', async () => {
    const { ports, state, versions, accepted } = world();
    for (const step of steps) {
      await rotateOriginSecret(step, 'v2', ports);
      expect(accepted(), step).toBe(true);
    }
    expect(state.currentVersion).toBe('v2');
    expect(versions.get('v2')).toEqual({ current: '1'.repeat(64), previous: oldSecret });
    expect(state.edge).toBe('1'.repeat(64));
  });

  it('does only what is left when Secrets Manager calls a step again', async () => {
    const { ports, state, versions } = world();
    await rotateOriginSecret('createSecret', 'v2', ports);
    await rotateOriginSecret('createSecret', 'v2', ports);
    expect(state.made).toBe(1);
    state.failEdgeOnce = true;
    await expect(rotateOriginSecret('finishSecret', 'v2', ports)).rejects.toThrow('PreconditionFailed');
    expect(state.currentVersion).toBe('v2'); // promoted, but CloudFront still sends the old value, which stays accepted as previous
    await rotateOriginSecret('finishSecret', 'v2', ports);
    expect(state.edge).toBe(versions.get('v2')!.current);
  });

  it('a second rotation drops the value before the last', async () => {
    const { ports, versions, accepted } = world();
    for (const step of steps) await rotateOriginSecret(step, 'v2', ports);
    for (const step of steps) await rotateOriginSecret(step, 'v3', ports);
    expect(versions.get('v3')).toEqual({ current: '2'.repeat(64), previous: '1'.repeat(64) });
    expect(accepted()).toBe(true);
  });

  it('refuses to finish a rotation whose value was never written', async () => {
    const { ports } = world();
    await expect(rotateOriginSecret('finishSecret', 'v9', ports)).rejects.toThrow(/never written/);
  });
});
