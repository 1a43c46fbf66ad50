import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { queues } from '#events/queues.ts';
import { rules } from '#events/rules.ts';
import { tableDeclaration } from '#functions/store/table.ts';
import { portalNames } from '#infra/names.ts';

const eventBusName = portalNames().eventBus;
const receiptArchiveBucketName = portalNames().receiptArchiveBucket;
import { ruleArn } from '#infra/stacks/stateful-stack.ts';
import { synthesizePortal } from './synthesize.ts';

let synthesized: ReturnType<typeof synthesizePortal>;
beforeAll(() => {
  synthesized = synthesizePortal();
});

describe('the receipts\u2019 bucket', () => {
  it('keeps issued receipts: named per account and region, versioned, private, encrypted, TLS only, access logged, retained', () => {
    const { stateful } = synthesized;
    const [bucket] = Object.values(stateful.findResources('AWS::S3::Bucket', { Properties: { BucketName: receiptArchiveBucketName('111111111111', 'eu-north-1') } }));
    expect(bucket).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: {
        VersioningConfiguration: { Status: 'Enabled' },
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
        LoggingConfiguration: { LogFilePrefix: 'receipt-archive/' },
      },
    });
  });
});

describe('the single table', () => {
  it('has the declared keys, indexes and TTL attribute', () => {
    const { stateful } = synthesized;
    stateful.resourceCountIs('AWS::DynamoDB::Table', 1);
    const [table] = Object.values(stateful.findResources('AWS::DynamoDB::Table'));
    const properties = table!.Properties;

    expect(properties.KeySchema).toEqual([
      { AttributeName: tableDeclaration.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDeclaration.sortKey, KeyType: 'RANGE' },
    ]);
    expect(properties.TimeToLiveSpecification).toEqual({ AttributeName: tableDeclaration.timeToLiveAttribute, Enabled: true });

    expect(properties.GlobalSecondaryIndexes).toHaveLength(tableDeclaration.globalIndexes.length);
    for (const index of tableDeclaration.globalIndexes) {
      expect(properties.GlobalSecondaryIndexes).toContainEqual(
        expect.objectContaining({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      );
    }
    // Every key attribute is a string.
    for (const definition of properties.AttributeDefinitions) expect(definition.AttributeType).toBe('S');
  });

  it('is on demand, recoverable to a point in time, protected from deletion, retained and encrypted', () => {
    const { stateful } = synthesized;
    stateful.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        // SSEEnabled without a key: the AWS-managed key aws/dynamodb.
        SSESpecification: { SSEEnabled: true },
      }),
    });
  });

  it('lives in a stack with termination protection', () => {
    expect(synthesized.portal.stateful.terminationProtection).toBe(true);
  });
});

it('has the event bus', () => {
  synthesized.stateful.resourceCountIs('AWS::Events::EventBus', 1);
  synthesized.stateful.hasResourceProperties('AWS::Events::EventBus', { Name: eventBusName });
});

describe.each(queues)('queue $name', (declaration) => {
  it('sends a message to its dead-letter queue after the declared number of receives', () => {
    const { portal, stateful } = synthesized;
    const { queue, deadLetterQueue } = portal.stateful.queues[declaration.name];
    const queueId = portal.stateful.getLogicalId(queue.node.defaultChild as never);
    const deadLetterId = portal.stateful.getLogicalId(deadLetterQueue.node.defaultChild as never);
    const resources = stateful.findResources('AWS::SQS::Queue');

    expect(resources[queueId]!.Properties).toMatchObject({
      VisibilityTimeout: declaration.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterId, 'Arn'] }, maxReceiveCount: declaration.maxReceiveCount },
    });
    expect(resources[deadLetterId]!.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
  });

  it('refuses unencrypted transport and admits exactly the rules that target it', () => {
    const { portal, stateful } = synthesized;
    const { queue } = portal.stateful.queues[declaration.name];
    const queueRef = { Ref: portal.stateful.getLogicalId(queue.node.defaultChild as never) };
    const targetingRules = rules.filter((rule) => rule.queue === declaration.name);
    const policies = Object.values(stateful.findResources('AWS::SQS::QueuePolicy')).filter((policy) => JSON.stringify(policy.Properties.Queues) === JSON.stringify([queueRef]));
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement);

    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    const fromEventBridge = statements.filter((statement) => statement.Principal?.Service === 'events.amazonaws.com');
    expect(fromEventBridge).toHaveLength(targetingRules.length > 0 ? 1 : 0);
    if (targetingRules.length > 0) {
      expect(fromEventBridge[0]).toMatchObject({
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Condition: { ArnEquals: { 'aws:SourceArn': targetingRules.map((rule) => portal.stateful.resolve(ruleArn(portal.stateful, eventBusName, rule.name))) } },
      });
    }
  });
});
