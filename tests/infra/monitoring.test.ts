import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsFromContext } from '#infra/settings.ts';
import { contentSecurityPolicy } from '#infra/web/security-headers.ts';
import { synthesizePortal, testIdentityProvider } from './synthesize.ts';

/**
 * Browser monitoring (spec §9) is on only where the deployment names a DSN: the SPA finds it in
 * /config.json, and the CSP's connect-src admits exactly that DSN's ingest host, nothing else.
 */
const dsn = 'https://a1b2c3d4@o4242.ingest.monitoring.example/4711';
type Synthesized = ReturnType<typeof synthesizePortal>;
let withDsn: Synthesized;
let without: Synthesized;

beforeAll(() => {
  withDsn = synthesizePortal({ monitoringDsn: dsn });
  without = synthesizePortal({});
});

const connectSources = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('connect-src '))!
    .split(' ')
    .slice(1);
const deployedPolicies = (synthesized: Synthesized) =>
  Object.values(synthesized.web.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map((policy) =>
    String(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy),
  );
const configJson = (synthesized: Synthesized) => {
  const files = readdirSync(synthesized.assembly.directory)
    .map((entry) => join(synthesized.assembly.directory, entry, 'config.json'))
    .filter((file) => existsSync(file));
  expect(files).toHaveLength(1);
  return JSON.parse(readFileSync(files[0]!, 'utf8')) as Record<string, unknown>;
};

describe('the CSP with a monitoring DSN', () => {
  it("admits exactly the DSN's ingest host beside the portal and the identity provider, on every page and the framable one", () => {
    const policies = deployedPolicies(withDsn);
    expect(policies).toHaveLength(2);
    for (const policy of policies) expect(connectSources(policy)).toEqual(["'self'", 'https://login.example.fo', 'https://o4242.ingest.monitoring.example']);
    // Only connect-src: the SDK needs no script, frame or image from elsewhere.
    for (const policy of policies) expect(policy.split('ingest.monitoring.example')).toHaveLength(2);
  });

  it('gives the SPA the DSN and the production address whose /api gets tracing headers', () => {
    expect(configJson(withDsn).monitoring).toEqual({ dsn, productionUrl: 'https://www.okisnavn.fo' });
  });
});

describe('the CSP without a DSN', () => {
  it('admits no monitoring host, and the SPA starts no monitoring', () => {
    for (const policy of deployedPolicies(without)) expect(connectSources(policy)).toEqual(["'self'", 'https://login.example.fo']);
    expect(configJson(without).monitoring).toBeNull();
  });
});

describe('the DSN setting', () => {
  const settings = (context: Record<string, string>) => settingsFromContext(new App({ context }), {});

  it('reads -c monitoringDsn, and refuses what is no HTTPS DSN with a key and a project (it would open the CSP)', () => {
    expect(settings({ monitoringDsn: dsn }).monitoringDsn).toBe(dsn);
    expect(settings({}).monitoringDsn).toBeUndefined();
    for (const wrong of [
      'o4242.ingest.monitoring.example',
      'http://key@o4242.ingest.monitoring.example/1',
      'https://o4242.ingest.monitoring.example/1',
      'https://key@host/project',
    ])
      expect(() => settings({ monitoringDsn: wrong }), wrong).toThrow(/monitoring DSN/);
  });

  it('derives the ingest origin with its port, never the key', () => {
    expect(connectSources(contentSecurityPolicy({ identityProviderIssuer: testIdentityProvider.issuer, monitoringDsn: 'https://secret@ingest.example:8443/12' }))).toEqual([
      "'self'",
      'https://login.example.fo',
      'https://ingest.example:8443',
    ]);
  });
});
