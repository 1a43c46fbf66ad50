import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { queues } from '#events/queues.ts';
import { httpContextNames, httpContexts } from '#functions/http/contexts.ts';
import type { PortalFunction } from '#infra/constructs/portal-function.ts';
import { dnsHostedRecordNames, dnsZoneActions } from '#infra/stacks/portal-functions-stack.ts';
import { synthesizePortal, validationReport } from './synthesize.ts';

/**
 * Customer zones in an account of their own (`-c dnsZonesAccount`): the portal's DNS functions
 * may change no Route 53 zone of the portal's account — they may only assume the zones account's
 * role — and that role (the `Okisnavn-<Stage>-DnsZones` stack, deployed into the zones account)
 * trusts only those functions' roles and acts only in its own account.
 */
const portalAccount = '111111111111';
const zonesAccount = '222222222222';
const zonesRoleArn = `arn:aws:iam::${zonesAccount}:role/okisnavn-production-dns-zones`;
const dnssecKey = `arn:aws:kms:us-east-1:${zonesAccount}:key/0000aaaa-bbbb-cccc-dddd-eeeeffff0000`;

let synthesized: ReturnType<typeof synthesizePortal>;
let zones: Template;
beforeAll(() => {
  synthesized = synthesizePortal({ dns: { zonesAccount, delegationSetId: 'N0123456789ABCDEFGHIJ', dnssecKmsKeyArn: dnssecKey, protectedZoneIds: ['Z0PORTALOWNZONE'] } });
  zones = Template.fromStack(synthesized.portal.dnsZones!);
});

interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}
const actionsOf = (statement: Statement) => [statement.Action].flat();

/** The statements of every policy of the stateless stacks attached to this function's role. */
function statementsOf(fn: PortalFunction): Statement[] {
  const roleRef = JSON.stringify({ Ref: synthesized.portal.stateless.getLogicalId(fn.role.node.defaultChild as never) });
  return Object.values(synthesized.stateless.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleRef))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

const dnsFunctions = () => [
  ...httpContextNames.filter((name) => (httpContexts[name] as { usesDnsHost?: boolean }).usesDnsHost).map((name) => synthesized.portal.functions.httpFunctions[name]),
  ...queues.filter((queue) => (queue as { usesDnsHost?: boolean }).usesDnsHost).map((queue) => synthesized.portal.functions.consumers[queue.name]),
];
const allFunctions = () => {
  const { functions } = synthesized.portal;
  return [...Object.values(functions.httpFunctions), ...Object.values(functions.consumers), ...Object.values(functions.jobs), functions.authorizerFunction];
};

/** IAM's `ArnLike` on one pattern: `*` matches any run of characters. */
const arnLike = (pattern: string, arn: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.?+^$()[\]{}|\\/]/g, '\\$&'))
      .join('.*')}$`,
  ).test(arn);

describe("the portal's account, with a zones account", () => {
  it('no policy of the portal grants any Route 53 action, nor the DNSSEC key', () => {
    for (const template of [synthesized.stateful, synthesized.stateless, synthesized.monitoring, synthesized.web]) {
      const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
      expect(statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith('route53:') || action === 'route53:*'))).toEqual([]);
      expect(JSON.stringify(statements)).not.toContain(dnssecKey);
    }
  });

  it('the DNS functions may assume exactly the zones account role; no other function may assume any role', () => {
    const hosting = dnsFunctions();
    expect(hosting.map((fn) => fn.node.id).sort()).toEqual(['DnsZonesConsumer', 'DomainSettingsHttp']);
    for (const fn of allFunctions()) {
      const assumes = statementsOf(fn).filter((statement) => actionsOf(statement).some((action) => action.startsWith('sts:')));
      expect([fn.node.id, assumes]).toEqual([fn.node.id, hosting.includes(fn) ? [{ Effect: 'Allow', Action: 'sts:AssumeRole', Resource: zonesRoleArn }] : []]);
    }
  });

  it('the DNS functions still write forwarding rules, and are told the role to assume', () => {
    for (const fn of dnsFunctions()) {
      expect(statementsOf(fn).flatMap(actionsOf)).toContain('cloudfront-keyvaluestore:UpdateKeys');
      const variables =
        synthesized.stateless.findResources('AWS::Lambda::Function')[synthesized.portal.stateless.getLogicalId(fn.function.node.defaultChild as never)]!.Properties.Environment
          .Variables;
      expect(variables).toMatchObject({
        DNS_HOST: 'route53',
        ROUTE53_ROLE_ARN: zonesRoleArn,
        ROUTE53_DELEGATION_SET_ID: 'N0123456789ABCDEFGHIJ',
        ROUTE53_DNSSEC_KMS_KEY_ARN: dnssecKey,
      });
    }
  });

  it("the DNS functions' roles, and only they, are under the path the zones account trusts", () => {
    const roles = synthesized.stateless.findResources('AWS::IAM::Role');
    const hosting = new Set(dnsFunctions().map((fn) => synthesized.portal.stateless.getLogicalId(fn.role.node.defaultChild as never)));
    for (const [logicalId, role] of Object.entries(roles)) {
      expect([logicalId, role.Properties.Path]).toEqual([logicalId, hosting.has(logicalId) ? '/okisnavn-production/dns-hosting/' : undefined]);
    }
  });
});

describe('the zones account stack (Okisnavn-<Stage>-DnsZones)', () => {
  it('is deployed into the zones account, termination-protected in production', () => {
    const stack = synthesized.portal.dnsZones!;
    expect(stack.stackName).toBe('Okisnavn-Production-DnsZones');
    expect(stack.account).toBe(zonesAccount);
    expect(stack.region).toBe('eu-north-1');
    expect(stack.terminationProtection).toBe(true);
    expect(synthesized.assembly.stacks.map((artifact) => artifact.stackName)).toContain('Okisnavn-Production-DnsZones');
  });

  it("one role, named as the portal's functions expect, trusted by the portal account's DNS function roles only", () => {
    const roles = Object.values(zones.findResources('AWS::IAM::Role'));
    expect(roles).toHaveLength(1);
    const role = roles[0]!.Properties;
    expect(role.RoleName).toBe('okisnavn-production-dns-zones');
    expect(role.MaxSessionDuration).toBe(3600);
    const hostingRoles = `arn:aws:iam::${portalAccount}:role/okisnavn-production/dns-hosting/*`;
    expect(role.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRole',
        Principal: { AWS: `arn:aws:iam::${portalAccount}:root` },
        Condition: { ArnLike: { 'aws:PrincipalArn': hostingRoles } },
      },
    ]);
    // A DNS function's role (as IAM names it, path included) matches; the portal's other roles do not.
    expect(arnLike(hostingRoles, `arn:aws:iam::${portalAccount}:role/okisnavn-production/dns-hosting/Okisnavn-Production-Stateless-DnsZonesConsumerRole1A2B3C`)).toBe(true);
    expect(arnLike(hostingRoles, `arn:aws:iam::${portalAccount}:role/Okisnavn-Production-Stateless-AuthHttpRoleF00`)).toBe(false);
    expect(arnLike(hostingRoles, `arn:aws:iam::${portalAccount}:role/okisnavn-staging/dns-hosting/Okisnavn-Staging-Stateless-DnsZonesConsumerRole`)).toBe(false);
    expect(arnLike(hostingRoles, `arn:aws:iam::333333333333:role/okisnavn-production/dns-hosting/X`)).toBe(false);
  });

  it('may create, change, sign and delete hosted zones (of its own account), record changes only to .fo names, with the DNSSEC key', () => {
    const statements = Object.values(zones.findResources('AWS::IAM::Policy')).flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
    const allowing = (action: string) => statements.filter((statement) => statement.Effect === 'Allow' && actionsOf(statement).includes(action));
    const zoneArn = 'arn:aws:route53:::hostedzone/*';
    expect(allowing('route53:ChangeResourceRecordSets')).toEqual([
      expect.objectContaining({ Resource: zoneArn, Condition: { 'ForAllValues:StringLike': { 'route53:ChangeResourceRecordSetsNormalizedRecordNames': dnsHostedRecordNames } } }),
    ]);
    for (const action of [...dnsZoneActions.read, ...dnsZoneActions.lifecycle]) expect(allowing(action).map((statement) => statement.Resource)).toEqual([zoneArn]);
    expect(allowing('route53:DeleteHostedZone')).toHaveLength(1);
    expect(allowing('route53:CreateHostedZone').map((statement) => statement.Resource)).toEqual(['*']);
    expect(allowing('route53:GetChange').map((statement) => statement.Resource)).toEqual(['arn:aws:route53:::change/*']);
    expect(allowing('kms:Sign').map((statement) => statement.Resource)).toEqual([dnssecKey]);
    expect(allowing('kms:CreateGrant')).toEqual([expect.objectContaining({ Resource: dnssecKey, Condition: { Bool: { 'kms:GrantIsForAWSResource': true } } })]);
    // Nothing beyond Route 53 and the DNSSEC key: no IAM, no STS onwards.
    expect(statements.flatMap(actionsOf).filter((action) => !/^(route53|kms):/.test(action))).toEqual([]);
  });

  it('passes both cdk-nag packs, with every acknowledgement of the stack used', () => {
    const reports = validationReport(synthesized.assembly).pluginReports;
    for (const pack of ['AwsSolutions', 'Serverless']) {
      const report = reports.find((candidate) => candidate.pluginName === pack)!;
      expect([pack, report.conclusion, report.violations]).toEqual([pack, 'success', []]);
    }
    const used = new Set(reports.flatMap((report) => report.suppressedViolations ?? []).map((violation) => `${violation.acknowledgedAt} ${violation.acknowledgedId}`));
    const acknowledged = synthesized.portal
      .dnsZones!.node.findAll()
      .flatMap((construct) =>
        construct.node.metadata
          .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
          .flatMap((entry) => Object.keys(entry.data as Record<string, string>).map((id) => `${construct.node.path} ${id}`)),
      );
    expect(acknowledged).toHaveLength(3);
    expect(acknowledged.filter((entry) => !used.has(entry))).toEqual([]);
  });
});

describe('without a zones account (local, small deployments)', () => {
  it("no zones stack, no role to assume: the DNS functions keep Route 53 in the portal's account", () => {
    const plain = synthesizePortal({ dns: { delegationSetId: 'N0123456789ABCDEFGHIJ' } });
    expect(plain.portal.dnsZones).toBeUndefined();
    const statements = Object.values(plain.stateless.findResources('AWS::IAM::Policy')).flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
    expect(statements.flatMap(actionsOf).filter((action) => action.startsWith('sts:'))).toEqual([]);
    expect(statements.flatMap(actionsOf)).toContain('route53:DeleteHostedZone');
    expect(JSON.stringify(plain.stateless.toJSON())).not.toContain('ROUTE53_ROLE_ARN');
    expect(Object.values(plain.stateless.findResources('AWS::IAM::Role')).filter((role) => role.Properties.Path !== undefined)).toEqual([]);
  });
});
