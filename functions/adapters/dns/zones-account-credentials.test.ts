import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startStsStandIn, type StsStandIn } from '#tests/fixtures/sts-stand-in.ts';
import { AwsRefusal } from './aws-xml-client.ts';
import { renewBeforeExpiryMs, sessionSeconds, zonesAccountCredentials, type ZonesAccountRole } from './zones-account-credentials.ts';

const role: ZonesAccountRole = { roleArn: 'arn:aws:iam::222222222222:role/okisnavn-production-dns-zones', sessionName: 'okisnavn-dns-hosting' };
const start = Date.parse('2026-11-26T19:00:00Z');
const credentials = (key: string, expiresAt: number) => ({ accessKeyId: key, secretAccessKey: 'secret', sessionToken: 'token', expiration: new Date(expiresAt) });

const standIns: StsStandIn[] = [];
afterEach(async () => {
  await Promise.all(standIns.splice(0).map((standIn) => standIn.close()));
});
const functionCredentials = { accessKeyId: 'ASIAFUNCTION', secretAccessKey: 'function-secret', sessionToken: 'function-token' };

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

  it("by default ask STS for the role, with the session name, for an hour: the request the SDK's AssumeRoleCommand sends", async () => {
    const theirs = await startStsStandIn({ expiration: '2099-01-01T00:00:00Z' });
    const ours = await startStsStandIn({ expiration: '2099-01-01T00:00:00Z' });
    standIns.push(theirs, ours);
    const sdk = new STSClient({ region: 'eu-north-1', endpoint: theirs.endpoint, credentials: functionCredentials });
    const answered = await sdk.send(new AssumeRoleCommand({ RoleArn: role.roleArn, RoleSessionName: role.sessionName, DurationSeconds: sessionSeconds }));

    vi.stubEnv('AWS_ACCESS_KEY_ID', functionCredentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', functionCredentials.secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', functionCredentials.sessionToken);
    try {
      const provider = zonesAccountCredentials(role, { sts: { region: 'eu-north-1', endpoint: ours.endpoint } });
      expect(await provider()).toEqual({
        accessKeyId: 'ASIAZONES1',
        secretAccessKey: 'zones-secret-1',
        sessionToken: 'zones-token-1',
        expiration: new Date('2099-01-01T00:00:00Z'),
      });
      expect(await provider()).toEqual({
        accessKeyId: answered.Credentials!.AccessKeyId,
        secretAccessKey: answered.Credentials!.SecretAccessKey,
        sessionToken: answered.Credentials!.SessionToken,
        expiration: answered.Credentials!.Expiration,
      });
    } finally {
      vi.unstubAllEnvs();
    }
    const [their] = theirs.received;
    const [our] = ours.received;
    expect(our!.form).toEqual(their!.form);
    expect(our!.form).toEqual({
      Action: 'AssumeRole',
      Version: '2011-06-15',
      RoleArn: role.roleArn,
      RoleSessionName: 'okisnavn-dns-hosting',
      DurationSeconds: String(sessionSeconds),
    });
    expect([our!.method, our!.url]).toEqual([their!.method, their!.url]);
    expect(our!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const signed = (headers: Record<string, unknown>) => [/Credential=(\w+)\/\d{8}\/([^,]+),/.exec(String(headers.authorization))?.slice(1), headers['x-amz-security-token']];
    expect(signed(our!.headers)).toEqual(signed(their!.headers));
    expect(signed(our!.headers)).toEqual([['ASIAFUNCTION', 'eu-north-1/sts/aws4_request'], 'function-token']);
  });

  it("STS's refusal is named as STS names it, and not kept", async () => {
    const sts = await startStsStandIn();
    standIns.push(sts);
    sts.answerNext({
      status: 403,
      body: '<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>not allowed to assume</Message></Error></ErrorResponse>',
    });
    vi.stubEnv('AWS_ACCESS_KEY_ID', functionCredentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', functionCredentials.secretAccessKey);
    try {
      const provider = zonesAccountCredentials(role, { sts: { region: 'eu-north-1', endpoint: sts.endpoint } });
      const refusal = await provider().catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AwsRefusal);
      expect(refusal).toMatchObject({ code: 'AccessDenied', statusCode: 403, message: 'STS AccessDenied: not allowed to assume' });
      expect((await provider()).accessKeyId).toBe('ASIAZONES2');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
