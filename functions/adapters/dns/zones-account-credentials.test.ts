import { afterEach, describe, expect, it, vi } from 'vitest';
import { renewBeforeExpiryMs, sessionSeconds, zonesAccountCredentials, type ZonesAccountRole } from './zones-account-credentials.ts';

const stsCalls = vi.hoisted(() => [] as unknown[]);
vi.mock('@aws-sdk/client-sts', () => ({
  STSClient: class {
    async send(command: { input: unknown }) {
      stsCalls.push(command.input);
      return { Credentials: { AccessKeyId: 'ASIAZONES', SecretAccessKey: 'secret', SessionToken: 'token', Expiration: new Date('2026-11-26T20:00:00Z') } };
    }
  },
  AssumeRoleCommand: class {
    constructor(readonly input: unknown) {}
  },
}));

const role: ZonesAccountRole = { roleArn: 'arn:aws:iam::222222222222:role/okisnavn-production-dns-zones', sessionName: 'okisnavn-dns-hosting' };
const start = Date.parse('2026-11-26T19:00:00Z');
const credentials = (key: string, expiresAt: number) => ({ accessKeyId: key, secretAccessKey: 'secret', sessionToken: 'token', expiration: new Date(expiresAt) });

afterEach(() => {
  stsCalls.length = 0;
});

describe("the zones account's credentials", () => {
  it('assume the role once and keep the session until five minutes before it expires', async () => {
    let now = start;
    const assumeRole = vi
      .fn()
      .mockResolvedValueOnce(credentials('FIRST', start + 3_600_000))
      .mockResolvedValueOnce(credentials('SECOND', start + 7_200_000));
    const provider = zonesAccountCredentials(role, { assumeRole, now: () => now });

    expect((await provider()).accessKeyId).toBe('FIRST');
    now = start + 3_600_000 - renewBeforeExpiryMs - 1;
    expect((await provider()).accessKeyId).toBe('FIRST');
    expect(assumeRole).toHaveBeenCalledTimes(1);
    expect(assumeRole).toHaveBeenCalledWith(role);

    now = start + 3_600_000 - renewBeforeExpiryMs;
    expect((await provider()).accessKeyId).toBe('SECOND');
    expect(assumeRole).toHaveBeenCalledTimes(2);
  });

  it('calls that come while the role is being assumed share that one assumption', async () => {
    let answer: (value: ReturnType<typeof credentials>) => void = () => {};
    const assumeRole = vi.fn(() => new Promise<ReturnType<typeof credentials>>((resolve) => (answer = resolve)));
    const provider = zonesAccountCredentials(role, { assumeRole, now: () => start });
    const both = Promise.all([provider(), provider()]);
    answer(credentials('SHARED', start + 3_600_000));
    expect((await both).map((held) => held.accessKeyId)).toEqual(['SHARED', 'SHARED']);
    expect(assumeRole).toHaveBeenCalledTimes(1);
  });

  it('a failed assumption is not kept: the next call assumes the role again', async () => {
    const assumeRole = vi
      .fn()
      .mockRejectedValueOnce(new Error('AccessDenied'))
      .mockResolvedValueOnce(credentials('AFTER', start + 3_600_000));
    const provider = zonesAccountCredentials(role, { assumeRole, now: () => start });
    await expect(provider()).rejects.toThrow('AccessDenied');
    expect((await provider()).accessKeyId).toBe('AFTER');
  });

  it('by default ask STS for the role, with the session name, for an hour', async () => {
    const provider = zonesAccountCredentials(role);
    expect(await provider()).toEqual({ accessKeyId: 'ASIAZONES', secretAccessKey: 'secret', sessionToken: 'token', expiration: new Date('2026-11-26T20:00:00Z') });
    expect(stsCalls).toEqual([{ RoleArn: role.roleArn, RoleSessionName: 'okisnavn-dns-hosting', DurationSeconds: sessionSeconds }]);
  });
});
