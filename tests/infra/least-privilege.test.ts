import { beforeAll, describe, expect, it } from 'vitest';
import { queues } from '#events/queues.ts';
import { schedules } from '#events/schedules.ts';
import { httpContextNames, httpContexts } from '#functions/http/contexts.ts';
import { tableActions, type PortalFunction } from '#infra/constructs/portal-function.ts';
import { itemFamiliesWritten, itemFamiliesWrittenBy, leadingKeyPatterns } from '#infra/item-families.ts';
import { dnsHostedRecordNames, dnsZoneActions } from '#infra/stacks/portal-functions-stack.ts';
import type { PortalFunctions } from '#infra/portal-functions.ts';
import { synthesizePortal } from './synthesize.ts';

/**
 * Least privilege beyond "which actions": the conditions and denials on the functions' roles —
 * table writes held to each function's item families (`dynamodb:LeadingKeys`), Route 53 held to
 * `.fo` records and away from the operator's own zones, the DNSSEC key's grants only for AWS
 * services, and Scheduler's role assumable from this account only.
 */
const dnssecKey = 'arn:aws:kms:us-east-1:111111111111:key/0000aaaa-bbbb-cccc-dddd-eeeeffff0000';
const protectedZoneIds = ['Z0PORTALOWNZONE', 'Z0OTHERPRODUCT'];

let synthesized: ReturnType<typeof synthesizePortal>;
beforeAll(() => {
  synthesized = synthesizePortal({ dns: { delegationSetId: 'N0123456789ABCDEFGHIJ', dnssecKmsKeyArn: dnssecKey, protectedZoneIds } });
});

interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

function statementsOf(role: { node: { defaultChild?: unknown } }): Statement[] {
  const stack = synthesized.portal.stateless;
  const roleRef = JSON.stringify({ Ref: stack.getLogicalId(role.node.defaultChild as never) });
  return Object.values(synthesized.stateless.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleRef))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as (Omit<Statement, 'Action'> & { Action: string | string[] })[])
    .map((statement) => ({ ...statement, Action: [statement.Action].flat().sort() }));
}

/** Every function of the stateless stacks by the key infra/item-families.ts uses, with its table access. */
type Of = (functions: PortalFunctions) => PortalFunction;
const declaredFunctions: { key: string; access: 'read' | 'readwrite'; of: Of }[] = [
  ...httpContextNames.map((context) => ({ key: `http/${context}`, access: httpContexts[context].table, of: (functions: PortalFunctions) => functions.httpFunctions[context] })),
  ...queues.map((queue) => ({ key: `consumer/${queue.consumer}`, access: queue.table, of: (functions: PortalFunctions) => functions.consumers[queue.name] })),
  ...schedules.map((schedule) => ({ key: `job/${schedule.job}`, access: schedule.table, of: (functions: PortalFunctions) => functions.jobs[schedule.name]! })),
  { key: 'job/seed-reference-data', access: 'readwrite', of: (functions: PortalFunctions) => functions.jobs['seed-reference-data']! },
  { key: 'authorizer', access: 'read', of: (functions: PortalFunctions) => functions.authorizerFunction },
];

function functionsByKey(): [string, PortalFunction, 'read' | 'readwrite'][] {
  return declaredFunctions.map(({ key, access, of }) => [key, of(synthesized.portal.functions), access]);
}

const writeActions = tableActions.readwrite.filter((action) => !(tableActions.read as readonly string[]).includes(action));

describe('table writes (dynamodb:LeadingKeys)', () => {
  const onTable = (statements: Statement[]) => {
    const tableArn = JSON.stringify(synthesized.portal.stateless.resolve(synthesized.portal.stateful.table.tableArn));
    return statements.filter((statement) => JSON.stringify(statement.Resource) === tableArn);
  };

  it.each(declaredFunctions.map(({ key }) => key))('%s: reads the table freely, writes only the item families of its code', (key) => {
    const [, fn, access] = functionsByKey().find(([candidate]) => candidate === key)!;
    const statements = onTable(statementsOf(fn.role));
    const reads = statements.filter((statement) => !statement.Condition);
    expect(reads.flatMap((statement) => statement.Action).sort()).toEqual([...tableActions.read].sort());
    const writes = statements.filter((statement) => statement.Action.some((action) => (writeActions as string[]).includes(action)));
    if (access === 'read') {
      expect(writes).toEqual([]);
      return;
    }
    expect(writes).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: [...writeActions].sort(),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeyPatterns(itemFamiliesWrittenBy(key)!) } },
      }),
    ]);
  });

  it('every writing function is listed, and only they', () => {
    const writers = functionsByKey()
      .filter(([, , access]) => access === 'readwrite')
      .map(([key]) => key)
      .sort();
    expect(Object.keys(itemFamiliesWritten).sort()).toEqual(writers);
  });

  it('the payment webhooks cannot write (so not delete) users, their e-mail claims or tokens', () => {
    const [, webhooks] = functionsByKey().find(([key]) => key === 'http/payment-webhooks')!;
    const keys = onTable(statementsOf(webhooks.role)).flatMap(
      (statement) => (statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] as string[] | undefined) ?? [],
    );
    expect(keys).toContain('ORDER#*');
    for (const forbidden of ['USER#*', 'EMAIL#*', 'TOKEN#*', 'SETTINGS']) expect(keys).not.toContain(forbidden);
  });

  it('no role of the stack writes the table without the condition', () => {
    const unconditioned = Object.values(synthesized.stateless.findResources('AWS::IAM::Policy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[])
      .filter((statement) => [statement.Action].flat().some((action) => /^dynamodb:(Put|Update|Delete|BatchWrite|ConditionCheck)/.test(action)))
      .filter((statement) => !statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']);
    expect(unconditioned).toEqual([]);
  });
});

describe('Route 53 and the DNSSEC key', () => {
  const dnsZones = () => synthesized.portal.functions.consumers['dns-zones'];
  const zoneArn = (id: string) => `arn:aws:route53:::hostedzone/${id}`;

  it('record changes only to names under .fo', () => {
    const changes = statementsOf(dnsZones().role).filter((statement) => statement.Effect === 'Allow' && statement.Action.includes('route53:ChangeResourceRecordSets'));
    expect(changes).toEqual([
      expect.objectContaining({
        Action: ['route53:ChangeResourceRecordSets'],
        Condition: { 'ForAllValues:StringLike': { 'route53:ChangeResourceRecordSetsNormalizedRecordNames': dnsHostedRecordNames } },
      }),
    ]);
    expect(dnsHostedRecordNames).toEqual(['*.fo']);
  });

  it("the operator's own zones may not be changed, deleted or signed", () => {
    const denied = statementsOf(dnsZones().role).filter((statement) => statement.Effect === 'Deny' && statement.Action.some((action) => action.startsWith('route53:')));
    expect(denied).toEqual([
      expect.objectContaining({ Action: ['route53:ChangeResourceRecordSets', ...dnsZoneActions.lifecycle].sort(), Resource: protectedZoneIds.map(zoneArn).sort() }),
    ]);
    expect(dnsZoneActions.lifecycle).toContain('route53:DeleteHostedZone');
  });

  it('creates grants on the DNSSEC key only for an AWS service (Route 53)', () => {
    const grants = statementsOf(dnsZones().role).filter((statement) => statement.Action.includes('kms:CreateGrant'));
    expect(grants).toEqual([{ Effect: 'Allow', Action: ['kms:CreateGrant'], Resource: dnssecKey, Condition: { Bool: { 'kms:GrantIsForAWSResource': true } } }]);
  });

  it('without protected zones there is no denial, and the grant stays on .fo records', () => {
    const plain = synthesizePortal({ dns: { delegationSetId: 'N0123456789ABCDEFGHIJ' } });
    const deny = Object.values(plain.stateless.findResources('AWS::IAM::Policy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[])
      .filter((statement) => statement.Effect === 'Deny' && [statement.Action].flat().some((action) => action.startsWith('route53:')));
    expect(deny).toEqual([]);
  });
});

describe('the schedules', () => {
  it("invoke the jobs with a role of their own, assumable by this account's Scheduler only", () => {
    const { portal, stateless } = synthesized;
    const roleId = portal.jobs.getLogicalId(portal.jobs.schedules.role.node.defaultChild as never);
    const role = stateless.findResources('AWS::IAM::Role')[roleId]!;
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({ Principal: { Service: 'scheduler.amazonaws.com' }, Condition: { StringEquals: { 'aws:SourceAccount': '111111111111' } } }),
    ]);
    for (const schedule of Object.values(stateless.findResources('AWS::Scheduler::Schedule'))) {
      expect(schedule.Properties.Target.RoleArn).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
    }
  });
});
