import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/api/contract.ts';
import { contentSecurityPolicy, developmentSecurityHeaders, framablePaths, securityHeaders, type SecurityHeadersOptions } from '#infra/web/security-headers.ts';
import { splashStyles, splashStyleSource } from '../../web/splash.ts';
import { spaRewriteCode } from '#infra/web/spa-rewrite.ts';
import { synthesizePortal, testIdentityProvider } from './synthesize.ts';

let synthesized: ReturnType<typeof synthesizePortal>;
beforeAll(() => {
  synthesized = synthesizePortal();
});

const distributionConfig = () => Object.values(synthesized.web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;

interface ResponseHeadersPolicyConfig {
  SecurityHeadersConfig: Record<string, Record<string, string | number | boolean>>;
  CustomHeadersConfig?: unknown;
  RemoveHeadersConfig?: unknown;
}

const responseHeadersPolicy = (ref: { Ref: string }): ResponseHeadersPolicyConfig =>
  synthesized.web.findResources('AWS::CloudFront::ResponseHeadersPolicy')[ref.Ref]!.Properties.ResponseHeadersPolicyConfig;

/**
 * The response headers a viewer gets from a CloudFront response headers policy (CloudFront's
 * documented rendering of each security header), to compare with the one declaration the local
 * gateway sends. Every header must override the origin's, and nothing else may be added or removed.
 */
function headersSentBy(policy: ResponseHeadersPolicyConfig): Record<string, string> {
  expect(policy.CustomHeadersConfig).toBeUndefined();
  expect(policy.RemoveHeadersConfig).toBeUndefined();
  const security = policy.SecurityHeadersConfig;
  for (const [name, header] of Object.entries(security)) expect(header.Override, name).toBe(true);
  const hsts = security.StrictTransportSecurity!;
  const names: Record<string, string> = {
    ContentSecurityPolicy: 'content-security-policy',
    StrictTransportSecurity: 'strict-transport-security',
    ContentTypeOptions: 'x-content-type-options',
    ReferrerPolicy: 'referrer-policy',
    FrameOptions: 'x-frame-options',
  };
  expect(
    Object.keys(security).every((key) => key in names),
    `only the known security headers: ${Object.keys(security).join(', ')}`,
  ).toBe(true);
  return {
    'content-security-policy': String(security.ContentSecurityPolicy!.ContentSecurityPolicy),
    'strict-transport-security': [`max-age=${hsts.AccessControlMaxAgeSec}`, hsts.IncludeSubdomains && 'includeSubDomains', hsts.Preload && 'preload'].filter(Boolean).join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': String(security.ReferrerPolicy!.ReferrerPolicy),
    'x-frame-options': String(security.FrameOptions!.FrameOption),
  };
}

describe('the site bucket', () => {
  it('is private, encrypted and refuses plain HTTP', () => {
    const { portal, web } = synthesized;
    const siteId = Object.keys(web.findResources('AWS::S3::Bucket', { Properties: { LoggingConfiguration: Match.anyValue() } }))[0]!;
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    const policy = Object.values(web.findResources('AWS::S3::BucketPolicy')).find((candidate) => candidate.Properties.Bucket.Ref === siteId)!;
    const statements = policy.Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    // Only CloudFront (this distribution, through origin access control) may read it.
    const allows = statements.filter((statement: { Effect: string }) => statement.Effect === 'Allow');
    expect(allows.length).toBeGreaterThan(0);
    for (const allow of allows) {
      expect(allow.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(JSON.stringify(allow.Condition)).toContain(portal.web.getLogicalId(portal.web.distribution.node.defaultChild as never));
    }
  });

  it('is reached through origin access control', () => {
    synthesized.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const s3Origin = distributionConfig().Origins.find((origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
  });
});

describe('the distribution', () => {
  it('rewrites client routes to the SPA with a function, never with error responses', () => {
    const config = distributionConfig();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^SpaRewrite/), 'FunctionARN'] } },
    ]);
    synthesized.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaRewriteCode,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('sends /api/* to the HTTP API uncached, with every viewer header but Host and every method', () => {
    const { portal } = synthesized;
    const config = distributionConfig();
    const api = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === `${apiBasePath}/*`);
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = config.Origins.find((candidate: { Id: string }) => candidate.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(JSON.stringify(portal.web.resolve(portal.stateless.api.apiId)));
    expect(origin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('puts the security headers on the SPA and on the API, exactly as declared once', () => {
    const config = distributionConfig();
    const policyRef = config.DefaultCacheBehavior.ResponseHeadersPolicyId;
    const api = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
    expect(api.ResponseHeadersPolicyId).toEqual(policyRef);
    const policy = responseHeadersPolicy(policyRef);
    expect(headersSentBy(policy)).toEqual(securityHeaders({ identityProviderIssuer: testIdentityProvider.issuer }));
    expect(policy.SecurityHeadersConfig).toEqual({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 2 * 365 * 24 * 3600, IncludeSubdomains: true, Preload: true, Override: true },
      ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy({ identityProviderIssuer: testIdentityProvider.issuer }), Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });

  it('lets only the silent e-ID check page be framed, and only by the portal itself', () => {
    const config = distributionConfig();
    const others = config.CacheBehaviors.filter((behavior: { PathPattern: string }) => behavior.PathPattern !== '/api/*');
    expect(others.map((behavior: { PathPattern: string }) => behavior.PathPattern)).toEqual([framablePaths.pattern]);
    expect(framablePaths.pattern).toBe('/silent-check-sso.*');
    const policy = responseHeadersPolicy(others[0].ResponseHeadersPolicyId);
    const headers = headersSentBy(policy);
    expect(headers).toEqual(securityHeaders({ identityProviderIssuer: testIdentityProvider.issuer, framable: true }));
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['strict-transport-security']).toContain('preload');
  });

  it('compresses the SPA with brotli and gzip by Accept-Encoding, caching each encoding apart (as the local gateway does)', () => {
    const config = distributionConfig();
    const site = [config.DefaultCacheBehavior, ...config.CacheBehaviors.filter((behavior: { PathPattern: string }) => behavior.PathPattern === framablePaths.pattern)];
    expect(site).toHaveLength(2);
    for (const behavior of site) {
      expect(behavior.Compress).toBe(true);
      // The managed CachingOptimized policy: gzip and brotli in the cache key (so a compressed copy
      // is kept per encoding) and the origin's Cache-Control honoured up to a year (min 1 s).
      expect(behavior.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    }
    expect(CachePolicy.CACHING_OPTIMIZED.cachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
    // Its own cache policy would be a resource of the stack; there is none, so nothing overrides the managed one.
    synthesized.web.resourceCountIs('AWS::CloudFront::CachePolicy', 0);
  });

  it('logs requests and outputs the site URL', () => {
    expect(distributionConfig().Logging).toMatchObject({ Prefix: 'cloudfront/' });
    synthesized.web.hasOutput('SiteUrl', {});
  });
});

describe('the content security policy', () => {
  const withProvider: SecurityHeadersOptions = { identityProviderIssuer: testIdentityProvider.issuer };

  it('lets the SPA load only its own files and talk to its own origin and the identity provider', () => {
    expect(contentSecurityPolicy(withProvider)).toBe(
      `default-src 'self'; script-src 'self'; style-src 'self' ${splashStyleSource}; img-src 'self'; font-src 'self'; ` +
        "connect-src 'self' https://login.example.fo; frame-src 'self' https://login.example.fo; frame-ancestors 'none'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self' https://login.example.fo",
    );
  });

  it('names no other origin without an external identity provider (the local runtime: /oidc on the same origin)', () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-src 'self';");
    expect(policy).not.toMatch(/https?:/);
  });

  it('allows no inline script or style and no eval in production', () => {
    expect(contentSecurityPolicy(withProvider)).not.toMatch(/unsafe-/);
    expect(contentSecurityPolicy({ ...withProvider, framable: true })).not.toMatch(/unsafe-/);
  });

  it("allows one inline style, index.html's splash, by the hash of its text", () => {
    expect(splashStyleSource).toBe(`'sha256-${createHash('sha256').update(splashStyles).digest('base64')}'`);
    expect(contentSecurityPolicy(withProvider)).toContain(`style-src 'self' ${splashStyleSource};`);
    // Under Vite's dev server 'unsafe-inline' must work, which a hash beside it would switch off.
    expect(developmentSecurityHeaders()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline';");
  });

  it('frames the silent check page only in the portal itself', () => {
    expect(framablePaths.matches('/silent-check-sso.html')).toBe(true);
    expect(framablePaths.matches('/silent-check-sso.js')).toBe(true);
    for (const path of ['/', '/index.html', '/assets/silent-check-sso.js', '/silent-check-sso']) expect(framablePaths.matches(path), path).toBe(false);
  });
});

describe('the SPA rewrite', () => {
  const handler = new Function(`${spaRewriteCode}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it.each(['/', '/domains/abc', '/teams/t1/domains/d1', '/login/reset-password/AbC_123-x', '/admin/users/'])('serves the SPA for the client route %s', (uri) => {
    expect(rewrite(uri)).toBe('/index.html');
  });

  it.each(['/index.html', '/assets/index-abc123.js', '/assets/index-abc123.css', '/config.json', '/silent-check-sso.html', '/favicon.ico'])('serves the file %s as is', (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });
});

describe('the SPA upload', () => {
  it('writes /config.json for production: API under /api, no development sign-in, the identity provider', () => {
    const { assembly } = synthesized;
    const configs = readdirSync(assembly.directory)
      .map((entry) => join(assembly.directory, entry, 'config.json'))
      .filter((file) => existsSync(file));
    expect(configs).toHaveLength(1);
    expect(JSON.parse(readFileSync(configs[0]!, 'utf8'))).toEqual({
      apiBase: apiBasePath,
      developmentSignIn: false,
      identityProvider: { issuer: testIdentityProvider.issuer, clientId: testIdentityProvider.clientId },
      monitoring: null,
    });
  });

  it('caches hashed assets for a year and revalidates the rest, invalidating CloudFront after upload', () => {
    const deployments = Object.values(synthesized.web.findResources('Custom::CDKBucketDeployment')).map((deployment) => deployment.Properties);
    expect(deployments).toContainEqual(
      expect.objectContaining({ DestinationBucketKeyPrefix: 'assets/', Prune: false, SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' } }),
    );
    expect(deployments).toContainEqual(expect.objectContaining({ Prune: true, Exclude: ['assets/*'], SystemMetadata: { 'cache-control': 'no-cache' }, DistributionPaths: ['/*'] }));
  });
});

describe('with a custom domain', () => {
  it('serves the domain with its us-east-1 certificate and TLS 1.2 at least', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/0f3e1c52-7a6b-4c1d-9e8f-123456789abc';
    const { web } = synthesizePortal({ customDomain: { domainName: 'okisnavn.fo', certificateArn } });
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['okisnavn.fo'],
        ViewerCertificate: { AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      }),
    });
    web.hasOutput('SiteUrl', { Value: 'https://okisnavn.fo' });
  });
});
