import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/names.ts';
import { settingsFromContext } from '#infra/settings.ts';

const settings = (context: Record<string, string>, environment: Record<string, string> = {}) => settingsFromContext(new App({ context }), environment);

describe('settings from cdk context', () => {
  it('needs nothing: placeholder account, eu-north-1, no identity provider, no custom domain, web/dist', () => {
    expect(settings({})).toEqual({
      stage: 'production',
      env: { account: '000000000000', region: 'eu-north-1' },
      registry: undefined,
      registrarId: 'okisnavn',
      productNameServers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
      dns: { delegationSetId: undefined, dnssecKmsKeyArn: undefined },
      publicUrl: 'https://www.okisnavn.fo',
      mail: { senderDomain: 'okisnavn.fo', from: 'no-reply@okisnavn.fo' },
      identityProvider: undefined,
      customDomain: undefined,
      webAssetsPath: join(repoRoot, 'web/dist'),
      seller: undefined,
    });
  });

  it('reads the stage (-c stage), production by default, and refuses one that cannot be part of AWS names', () => {
    expect(settings({ stage: 'staging' }).stage).toBe('staging');
    expect(() => settings({ stage: 'Staging!' })).toThrow(/stage/);
    expect(() => settings({ stage: 'a-stage-name-far-too-long-for-aws' })).toThrow(/stage/);
  });

  it('reads where alarms are e-mailed (-c alarmEmail), and refuses what is no e-mail address', () => {
    expect(settings({ alarmEmail: 'ops@example.fo' }).alarmEmail).toBe('ops@example.fo');
    expect(settings({}).alarmEmail).toBeUndefined();
    expect(() => settings({ alarmEmail: 'ops' })).toThrow(/alarmEmail/);
  });

  it("reads the portal's registrar id at the registry (its webhooks name registrars by it)", () => {
    expect(settings({ registrarId: 'fo-reg-17' }).registrarId).toBe('fo-reg-17');
  });

  it('reads the seller the receipts name: name, address lines, V-tal, country FO by default; all three or none', () => {
    expect(settings({ sellerName: 'Økisnavn Sp/f', sellerAddress: 'Undir Bakka 1; 100 Tórshavn', sellerVatNumber: '123456' }).seller).toEqual({
      name: 'Økisnavn Sp/f',
      address_lines: ['Undir Bakka 1', '100 Tórshavn'],
      country_code: 'FO',
      vat_number: '123456',
    });
    expect(settings({ sellerName: 'A', sellerAddress: 'Gøta 1', sellerVatNumber: '654321', sellerCountry: 'dk' }).seller?.country_code).toBe('DK');
    expect(() => settings({ sellerName: 'Økisnavn Sp/f' })).toThrow(/go together/);
    expect(() => settings({ sellerName: 'A', sellerAddress: 'Gøta 1', sellerVatNumber: '000' })).toThrow(/six digits/);
  });

  it("reads the product's name servers: at least two host names", () => {
    expect(settings({ nameServers: 'NS1.example.fo, ns2.example.fo' }).productNameServers).toEqual(['ns1.example.fo', 'ns2.example.fo']);
    expect(() => settings({ nameServers: 'ns1.example.fo' })).toThrow(/at least two/);
    expect(() => settings({ nameServers: 'ns1.example.fo,not a host' })).toThrow(/host names/);
  });

  it("reads the zones account (-c dnsZonesAccount): an account id, never the portal's own account", () => {
    expect(settings({ dnsZonesAccount: '222222222222' }, { CDK_DEFAULT_ACCOUNT: '111111111111' }).dns?.zonesAccount).toBe('222222222222');
    expect(settings({}).dns?.zonesAccount).toBeUndefined();
    expect(() => settings({ dnsZonesAccount: 'zones' })).toThrow(/dnsZonesAccount must be an AWS account id/);
    expect(() => settings({ dnsZonesAccount: '111111111111', account: '111111111111' })).toThrow(/portal's own account/);
    // Deploying the zones stack with the zones account's credentials names the portal's account explicitly.
    expect(() => settings({ dnsZonesAccount: '222222222222' }, { CDK_DEFAULT_ACCOUNT: '222222222222' })).toThrow(/-c account=/);
    expect(settings({ dnsZonesAccount: '222222222222', account: '111111111111' }, { CDK_DEFAULT_ACCOUNT: '222222222222' }).env.account).toBe('111111111111');
  });

  it('keeps the former alarm topic for one transitional deploy only when asked (-c keepStatelessAlarmTopic=true)', () => {
    expect(settings({ keepStatelessAlarmTopic: 'true' }).keepStatelessAlarmTopic).toBe(true);
    expect(settings({ keepStatelessAlarmTopic: 'false' }).keepStatelessAlarmTopic).toBeUndefined();
    expect(settings({}).keepStatelessAlarmTopic).toBeUndefined();
    expect(() => settings({ keepStatelessAlarmTopic: 'yes' })).toThrow(/true or false/);
  });

  it("leaves the functions out of the monitoring stack for the split stacks' first deploys only when asked (-c stackSplitMigration=true)", () => {
    expect(settings({ stackSplitMigration: 'true' }).stackSplitMigration).toBe(true);
    expect(settings({ stackSplitMigration: 'false' }).stackSplitMigration).toBeUndefined();
    expect(settings({}).stackSplitMigration).toBeUndefined();
    expect(() => settings({ stackSplitMigration: 'yes' })).toThrow(/true or false/);
  });

  it('takes the account from the context, else from the credentials the CLI found', () => {
    expect(settings({}, { CDK_DEFAULT_ACCOUNT: '222222222222' }).env.account).toBe('222222222222');
    expect(settings({ account: '333333333333' }, { CDK_DEFAULT_ACCOUNT: '222222222222' }).env.account).toBe('333333333333');
  });

  it('reads the identity provider, with client id app by default', () => {
    expect(settings({ oidcIssuer: 'https://login.example.fo/realms/okisnavn' }).identityProvider).toEqual({
      issuer: 'https://login.example.fo/realms/okisnavn',
      clientId: 'app',
    });
    expect(() => settings({ oidcIssuer: 'http://login.example.fo' })).toThrow(/https/);
  });

  it('wants a custom domain with its us-east-1 certificate', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';
    expect(settings({ domainName: 'okisnavn.fo', certificateArn }).customDomain).toEqual({ domainName: 'okisnavn.fo', certificateArn });
    expect(() => settings({ domainName: 'okisnavn.fo' })).toThrow(/both or neither/);
    expect(() => settings({ domainName: 'okisnavn.fo', certificateArn: certificateArn.replace('us-east-1', 'eu-north-1') })).toThrow(/us-east-1/);
  });

  it('points message links at the custom domain, or at the given public origin', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';
    expect(settings({ domainName: 'portal.okisnavn.fo', certificateArn }).publicUrl).toBe('https://portal.okisnavn.fo');
    expect(settings({ publicUrl: 'https://okisnavn.fo' }).publicUrl).toBe('https://okisnavn.fo');
    expect(() => settings({ publicUrl: 'http://okisnavn.fo' })).toThrow(/https origin/);
    expect(() => settings({ publicUrl: 'https://okisnavn.fo/path' })).toThrow(/https origin/);
    expect(settings({ mailDomain: 'post.okisnavn.fo' }).mail).toEqual({ senderDomain: 'post.okisnavn.fo', from: 'no-reply@post.okisnavn.fo' });
  });

  it('reads the registry endpoint, port 700 by default', () => {
    expect(settings({ eppHost: 'epp.registry.example' }).registry).toEqual({ host: 'epp.registry.example', port: 700 });
    expect(settings({ eppHost: 'epp.registry.example', eppPort: '7000' }).registry).toEqual({ host: 'epp.registry.example', port: 7000 });
    expect(() => settings({ eppHost: 'epp.registry.example', eppPort: 'x' })).toThrow(/eppPort/);
  });
});
