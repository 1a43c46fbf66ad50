import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/api/contract.ts';
import { originVerifyHeader, viewerAddressHeader } from '#functions/http/pipeline/edge-headers.ts';
import { portalNames } from '#infra/names.ts';
import { edgeRateLimits, edgeRateWindowSeconds, managedRuleGroups } from '#infra/stacks/edge-stack.ts';
import { apiOriginId, originSecretRotationDays } from '#infra/stacks/web-stack.ts';
import { viewerAddressCode } from '#infra/web/viewer-address.ts';
import { statelessStacks, synthesizePortal } from './synthesize.ts';

let production: ReturnType<typeof synthesizePortal> & { edge: Template };
let staging: ReturnType<typeof synthesizePortal> & { edge: Template };
beforeAll(() => {
  const withEdge = (synthesized: ReturnType<typeof synthesizePortal>) => ({ ...synthesized, edge: Template.fromStack(synthesized.portal.edge) });
  production = withEdge(synthesizePortal());
  // Another stage's names and protections: the same code, so no second bundling.
  staging = withEdge(synthesizePortal({ stage: 'staging' }));
});

const json = (value: unknown) => JSON.stringify(value);
const distributionConfig = (synthesized: typeof production) => Object.values(synthesized.web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;

describe('the web ACL in front of the portal distribution', () => {
  it('lives in us-east-1 (where CloudFront reads it) and guards the distribution', () => {
    const { portal, edge } = production;
    expect(portal.edge.region).toBe('us-east-1');
    edge.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', Name: 'okisnavn-production', DefaultAction: { Allow: {} } });
    // The distribution (eu-north-1) gets the ACL's ARN over CDK's cross-region reference.
    const webAclId = distributionConfig(production).WebACLId;
    expect(webAclId).toBeDefined();
    expect(json(webAclId)).toMatch(/WebAcl/);
  });

  it("runs AWS's IP-reputation, common and known-bad-inputs rule groups, counting only the body-size rule", () => {
    const acl = Object.values(production.edge.findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
    const managed = acl.Rules.filter((rule: { Statement: { ManagedRuleGroupStatement?: unknown } }) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((rule: { Statement: { ManagedRuleGroupStatement: { Name: string } } }) => rule.Statement.ManagedRuleGroupStatement.Name)).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    for (const rule of managed) expect(rule.OverrideAction).toEqual({ None: {} });
    const common = managed.find((rule: { Name: string }) => rule.Name === 'AWSManagedRulesCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
    expect(managedRuleGroups).toHaveLength(3);
  });

  it('blocks a flood of sign-in and order requests from one viewer address', () => {
    const acl = Object.values(production.edge.findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
    const rateRules = acl.Rules.filter((rule: { Statement: { RateBasedStatement?: unknown } }) => rule.Statement.RateBasedStatement);
    expect(
      rateRules.map(
        (rule: { Statement: { RateBasedStatement: { ScopeDownStatement: { ByteMatchStatement: { SearchString: string } } } } }) =>
          rule.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement.SearchString,
      ),
    ).toEqual([`${apiBasePath}/auth/`, `${apiBasePath}/orders`]);
    for (const [index, rule] of rateRules.entries()) {
      expect(rule.Action).toEqual({ Block: {} });
      expect(rule.Statement.RateBasedStatement).toMatchObject({
        AggregateKeyType: 'IP',
        Limit: edgeRateLimits[index]!.limit,
        EvaluationWindowSec: edgeRateWindowSeconds,
        ScopeDownStatement: { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH' } },
      });
    }
  });

  it('logs to an aws-waf-logs- group of its stage, kept, with bearer tokens redacted', () => {
    const { edge } = production;
    edge.hasResource('AWS::Logs::LogGroup', { Properties: { LogGroupName: 'aws-waf-logs-okisnavn-production', RetentionInDays: 90 }, DeletionPolicy: 'Retain' });
    const logging = Object.values(edge.findResources('AWS::WAFv2::LoggingConfiguration'))[0]!.Properties;
    expect(logging.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }]);
    expect(json(logging.LogDestinationConfigs)).toContain('log-group:aws-waf-logs-okisnavn-production');
    expect(json(logging.LogDestinationConfigs)).not.toContain(':*');
  });
});

describe("the viewer's address", () => {
  it('is written by a viewer-request function on /api/* (API Gateway behind CloudFront sees only the edge)', () => {
    const api = distributionConfig(production).CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === `${apiBasePath}/*`);
    expect(api.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^ViewerAddress/), 'FunctionARN'] } }]);
    production.web.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: viewerAddressCode, FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) });
  });

  it('replaces whatever address the viewer claims', () => {
    const handler = new Function(`${viewerAddressCode}; return handler;`)() as (event: unknown) => { headers: Record<string, { value: string }> };
    const request = handler({ viewer: { ip: '203.0.113.7' }, request: { uri: '/api/auth/request-login', headers: { [viewerAddressHeader]: { value: '198.51.100.1' } } } });
    expect(request.headers[viewerAddressHeader]).toEqual({ value: '203.0.113.7' });
  });
});

describe('the API behind CloudFront only', () => {
  it('has CloudFront send the origin secret (a dynamic reference to its current value) to the API origin', () => {
    const { portal } = production;
    const api = distributionConfig(production).Origins.find((origin: { Id: string }) => origin.Id === apiOriginId);
    const header = api.OriginCustomHeaders.find((candidate: { HeaderName: string }) => candidate.HeaderName === originVerifyHeader);
    const value = json(header.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(':SecretString:current::}}');
    expect(json(portal.stateless.resolve(portal.stateless.originSecret.secretArn))).toMatch(/OriginVerifySecret/);
    expect(value).toMatch(/OriginVerifySecret/);
  });

  it('gives every HTTP function (and nothing else) the secret to check, and read access to it', () => {
    const { stateless } = production;
    const functions = Object.entries(stateless.findResources('AWS::Lambda::Function'));
    const http = functions.filter(([id]) => /Http/.test(id));
    expect(http.length).toBeGreaterThan(10);
    for (const [id, fn] of functions) {
      const variable = fn.Properties.Environment?.Variables?.ORIGIN_VERIFY_SECRET_ARN;
      if (/Http/.test(id)) expect(json(variable), id).toMatch(/OriginVerifySecret/);
      else expect(variable, id).toBeUndefined();
    }
    const policies = json(stateless.findResources('AWS::IAM::Policy'));
    expect(policies).toMatch(/secretsmanager:GetSecretValue.*OriginVerifySecret|OriginVerifySecret.*secretsmanager:GetSecretValue/);
  });

  it('rotates the secret every 30 days with a function that may change this distribution only, alarmed when it fails', () => {
    const { web } = production;
    web.hasResourceProperties('AWS::SecretsManager::RotationSchedule', { RotationRules: { ScheduleExpression: `rate(${originSecretRotationDays} days)` } });
    const rotation = Object.entries(web.findResources('AWS::Lambda::Function')).find(([id]) => id.startsWith('OriginSecretRotation'));
    expect(rotation).toBeDefined();
    expect(rotation![1].Properties.Environment.Variables).toMatchObject({ API_ORIGIN_ID: apiOriginId, DISTRIBUTION_ID: expect.anything() });
    const statements = Object.values(web.findResources('AWS::IAM::Policy')).flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    const cloudFront = statements.find((statement: { Action: string | string[] }) => [statement.Action].flat().includes('cloudfront:UpdateDistribution'));
    expect(json(cloudFront.Resource)).toContain(':distribution/');
    expect(json(cloudFront.Resource)).not.toContain('*');
    const alarms = Object.values(web.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms.some((alarm) => alarm.Properties.MetricName === 'Errors' && json(alarm.Properties.AlarmActions).includes('AlarmsTopic'))).toBe(true);
  });
});

describe('stages', () => {
  it('prefix every name with okisnavn-<stage>, so two stages share an account', () => {
    const names = portalNames('staging');
    const { portal, stateful, stateless } = staging;
    expect([portal.stateful, ...statelessStacks(portal), portal.monitoring, portal.web, portal.edge].map((stack) => stack.stackName)).toEqual([
      'Okisnavn-Staging-Stateful',
      'Okisnavn-Staging-Stateless',
      'Okisnavn-Staging-Api-Account',
      'Okisnavn-Staging-Api-Domains',
      'Okisnavn-Staging-Api-Business',
      'Okisnavn-Staging-Consumers',
      'Okisnavn-Staging-Jobs',
      'Okisnavn-Staging-Monitoring',
      'Okisnavn-Staging-Web',
      'Okisnavn-Staging-Edge',
    ]);
    stateful.hasResourceProperties('AWS::Events::EventBus', { Name: 'okisnavn-staging' });
    stateful.hasResourceProperties('AWS::Events::Archive', { ArchiveName: 'okisnavn-staging-events' });
    stateless.hasResourceProperties('AWS::ApiGatewayV2::Api', { Name: 'okisnavn-staging' });
    staging.monitoring.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'okisnavn-staging' });
    for (const alarm of Object.values(staging.monitoring.findResources('AWS::CloudWatch::Alarm'))) {
      if (alarm.Properties.AlarmName !== undefined) expect(alarm.Properties.AlarmName).toMatch(/^okisnavn-staging-/);
    }
    staging.edge.hasResourceProperties('AWS::WAFv2::WebACL', { Name: 'okisnavn-staging' });
    for (const fn of Object.values(stateless.findResources('AWS::Lambda::Function'))) {
      const bus = fn.Properties.Environment?.Variables?.EVENT_BUS_NAME;
      if (bus !== undefined) expect(bus).toBe(names.eventBus);
    }
    // The queues admit the rules of their own stage's bus only.
    const queuePolicies = json(stateful.findResources('AWS::SQS::QueuePolicy'));
    expect(queuePolicies).toContain('rule/okisnavn-staging/');
    expect(queuePolicies).not.toContain('rule/okisnavn-production/');
    // Nothing of production's names is left in the staging stacks.
    expect(json([staging.stateful.toJSON(), staging.stateless.toJSON(), staging.monitoring.toJSON(), staging.web.toJSON(), staging.edge.toJSON()])).not.toMatch(
      /okisnavn-production/,
    );
  });

  it("protect production's stacks from termination; every stage's data", () => {
    const protectedStacks = (synthesized: typeof production) =>
      [synthesized.portal.stateful, ...statelessStacks(synthesized.portal), synthesized.portal.monitoring, synthesized.portal.web, synthesized.portal.edge].map(
        (stack) => stack.terminationProtection,
      );
    expect(protectedStacks(production)).toEqual([true, true, true, true, true, true, true, true, true, true]);
    expect(protectedStacks(staging)).toEqual([true, false, false, false, false, false, false, false, false, false]);
  });
});

describe('what outlives a deleted stack', () => {
  it('keeps the bus, every queue and dead-letter queue', () => {
    const { stateful } = production;
    for (const [id, queue] of Object.entries(stateful.findResources('AWS::SQS::Queue'))) expect(queue.DeletionPolicy, id).toBe('Retain');
    for (const bus of Object.values(stateful.findResources('AWS::Events::EventBus'))) expect(bus.DeletionPolicy).toBe('Retain');
  });

  it("keeps every function's and the API's log group (they expire by retention)", () => {
    const groups = Object.entries(production.stateless.findResources('AWS::Logs::LogGroup'));
    expect(groups.length).toBeGreaterThan(30);
    for (const [id, group] of groups) {
      expect(group.DeletionPolicy, id).toBe('Retain');
      expect(group.Properties.RetentionInDays, id).toBe(90);
    }
  });

  it('versions the site bucket, so a bad upload is undone from the previous version', () => {
    production.web.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: { Rules: [Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' })] },
    });
  });
});

describe('least privilege for SMS', () => {
  it('lets a function that texts publish to phone numbers only: every topic and endpoint is denied', () => {
    const policies = Object.values(production.stateless.findResources('AWS::IAM::Policy'));
    const publishing = policies.filter((policy) =>
      policy.Properties.PolicyDocument.Statement.some(
        (statement: { Effect: string; Action: string | string[] }) => statement.Effect === 'Allow' && [statement.Action].flat().includes('sns:Publish'),
      ),
    );
    expect(publishing.length).toBeGreaterThan(0);
    for (const policy of publishing) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish', Resource: 'arn:aws:sns:*:*:*' }));
    }
  });
});
