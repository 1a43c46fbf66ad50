import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../config.ts';
import { configuredDnsHost } from './configured-dns.ts';

/** The clients the adapter made, with their configuration, and the commands they were sent. */
const made = vi.hoisted(() => ({ clients: [] as { region?: string; credentials?: unknown }[], commands: [] as string[] }));
vi.mock('@aws-sdk/client-route-53', () => {
  const command = (name: string) =>
    class {
      readonly name = name;
      constructor(readonly input: unknown) {}
    };
  return {
    Route53Client: class {
      constructor(config: { region?: string; credentials?: unknown }) {
        made.clients.push(config);
      }
      async send(sent: { name: string }) {
        made.commands.push(sent.name);
        return sent.name === 'ListHostedZonesByName' ? { HostedZones: [] } : {};
      }
    },
    ListHostedZonesByNameCommand: command('ListHostedZonesByName'),
    CreateHostedZoneCommand: command('CreateHostedZone'),
  };
});

const assumed = vi.hoisted(() => [] as unknown[]);
vi.mock('@aws-sdk/client-sts', () => ({
  STSClient: class {
    async send(command: { input: unknown }) {
      assumed.push(command.input);
      return { Credentials: { AccessKeyId: 'ASIAZONES', SecretAccessKey: 'secret', SessionToken: 'token', Expiration: new Date(Date.now() + 3_600_000) } };
    }
  },
  AssumeRoleCommand: class {
    constructor(readonly input: unknown) {}
  },
}));

const config = (extra: Partial<Config> = {}) => ({ DNS_HOST: 'route53', TABLE_NAME: 'okisnavn', FORWARDING_TARGET: 'd111.cloudfront.net', ...extra }) as Config;

afterEach(() => {
  made.clients.length = 0;
  made.commands.length = 0;
  assumed.length = 0;
});

describe('Route 53 in AWS', () => {
  it("without a zones account: this account's Route 53 with the function's own credentials (no STS)", async () => {
    await configuredDnsHost(config()).createZone('example.fo');
    expect(made.clients).toEqual([{ region: 'us-east-1' }]);
    expect(made.commands).toEqual(['ListHostedZonesByName', 'CreateHostedZone']);
    expect(assumed).toEqual([]);
  });

  it("with a zones account: Route 53 signed with the zones account role's credentials", async () => {
    const roleArn = 'arn:aws:iam::222222222222:role/okisnavn-production-dns-zones';
    await configuredDnsHost(config({ ROUTE53_ROLE_ARN: roleArn })).createZone('example.fo');
    expect(made.clients).toHaveLength(1);
    const { region, credentials } = made.clients[0]!;
    expect(region).toBe('us-east-1');
    expect(typeof credentials).toBe('function');
    // The client asks its provider when it signs; here we ask it as the client would.
    expect(await (credentials as () => Promise<{ accessKeyId: string }>)()).toMatchObject({ accessKeyId: 'ASIAZONES' });
    expect(assumed).toEqual([expect.objectContaining({ RoleArn: roleArn, RoleSessionName: 'okisnavn-dns-hosting' })]);
  });
});
