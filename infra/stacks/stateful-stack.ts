import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { queues as queueDeclarations, type QueueName } from '#events/queues.ts';
import { rules as ruleDeclarations } from '#events/rules.ts';
import { schedules as scheduleDeclarations } from '#events/schedules.ts';
import { tableDeclaration } from '#functions/store/table.ts';
import { eventSource } from '#events/envelope.ts';
import { pascalCase, type PortalNames } from '../names.ts';

/** How long the bus archive keeps events: the window an incident can be replayed over. */
export const eventArchiveRetentionDays = 30;

export interface PortalQueue {
  queue: Queue;
  deadLetterQueue: Queue;
}

/**
 * What holds data: the single table, the event bus and the queues. Kept apart from the
 * functions so that redeploying or even deleting the stateless stack never touches data.
 */
export class StatefulStack extends Stack {
  readonly table: Table;
  readonly bus: EventBus;
  readonly queues: Record<QueueName, PortalQueue>;
  /** Per rule: the events EventBridge could not deliver to the rule's queue after its retries. */
  readonly ruleDeadLetterQueues: Record<string, Queue> = {};
  /**
   * Per scheduled job: its failed runs — invocations Scheduler could not make (the schedule's
   * dead-letter queue) and runs that failed (the job function's on-failure destination).
   */
  readonly jobFailureQueues: Record<string, Queue> = {};
  /** The registrar's EPP account `{username, password}`, issued by the registry. */
  readonly registryCredentials: Secret;
  /** Issued receipts' PDFs (bookkeeping documents: kept, versioned, never public). */
  readonly receiptArchive: Bucket;
  readonly registryWebhookSecret: Secret;
  readonly paymentCredentials: Secret;

  private readonly names: PortalNames;

  constructor(scope: Construct, id: string, props: StackProps & { names: PortalNames }) {
    super(scope, id, { terminationProtection: true, ...props });
    this.names = props.names;

    const string = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new Table(this, 'Table', {
      partitionKey: string(tableDeclaration.partitionKey),
      sortKey: string(tableDeclaration.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: tableDeclaration.timeToLiveAttribute,
    });
    for (const index of tableDeclaration.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: string(index.partitionKey),
        sortKey: string(index.sortKey),
      });
    }
    // The table's generated name: for operators' scripts and LocalStack's data-layer tests (localstack/deploy.sh).
    new CfnOutput(this, 'TableName', { value: this.table.tableName });

    // Receipts are bookkeeping documents: each PDF is written once at issue and served as it is.
    // Versioned and retained with the stack's data; its access is logged to a bucket of its own.
    const secure = { blockPublicAccess: BlockPublicAccess.BLOCK_ALL, enforceSSL: true, encryption: BucketEncryption.S3_MANAGED } as const;
    const receiptAccessLogs = new Bucket(this, 'ReceiptArchiveAccessLogs', {
      ...secure,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.receiptArchive = new Bucket(this, 'ReceiptArchive', {
      ...secure,
      bucketName: props.names.receiptArchiveBucket(this.account, this.region),
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: receiptAccessLogs,
      serverAccessLogsPrefix: 'receipt-archive/',
    });

    this.bus = new EventBus(this, 'Bus', { eventBusName: props.names.eventBus });
    // Rules, archive and the functions' grants name the bus: it outlives a deleted stack, as the queues do.
    this.bus.applyRemovalPolicy(RemovalPolicy.RETAIN);
    // Every portal event for a month: after an incident (a broken consumer, a rule that could not
    // deliver) the events of its window are replayed to the bus (docs/architecture.md).
    this.bus.archive('Archive', {
      archiveName: props.names.eventArchive,
      description: 'Økisnavn: every portal event, for replay after an incident',
      eventPattern: { source: [eventSource] },
      retention: Duration.days(eventArchiveRetentionDays),
    });

    // Filled in by the operator with the account the registry issues (docs/decisions/README.md); kept
    // when the stack goes, like the data.
    this.registryCredentials = new Secret(this, 'RegistryCredentials', {
      description: 'Økisnavn: the registrar\'s EPP account at the .fo registry, as {"username","password"}',
      generateSecretString: { secretStringTemplate: JSON.stringify({ username: 'set-me' }), generateStringKey: 'password' },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.registryCredentials).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason: 'The registry issues and changes the EPP password; rotating it is a step agreed with the registry, not a Lambda rotation.',
    });

    // The registry webhooks' signing secret (docs/registry-webhooks.md): generated here, given to
    // the registry; `previousSecret` is added by hand for the length of a rotation.
    this.registryWebhookSecret = new Secret(this, 'RegistryWebhookSecret', {
      description: 'Økisnavn: the registry webhooks\' signing secret, as {"secret","previousSecret"?}',
      generateSecretString: { secretStringTemplate: JSON.stringify({}), generateStringKey: 'secret', passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.registryWebhookSecret).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason:
        'The registry must be given the new secret at the same time; a rotation is a step agreed with the registry (both secrets are accepted meanwhile), not a Lambda rotation.',
    });

    // The Stripe account's secret key and webhook signing secret, filled in by the operator.
    this.paymentCredentials = new Secret(this, 'PaymentProviderCredentials', {
      description: 'Økisnavn: the Stripe account, as {"apiKey","webhookSecret"}',
      secretObjectValue: {},
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.paymentCredentials).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason: "Stripe's keys are rolled in Stripe's dashboard (and the webhook secret per endpoint); a Lambda rotation cannot do it.",
    });

    this.queues = Object.fromEntries(
      queueDeclarations.map((declaration) => {
        const id = pascalCase(declaration.name);
        // Retained: a queue holds events not yet applied, and a dead-letter queue those that failed.
        const secure = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, removalPolicy: RemovalPolicy.RETAIN } as const;
        const deadLetterQueue = new Queue(this, `${id}DeadLetters`, {
          ...secure,
          // The longest SQS allows: time to look at a failure and redrive it.
          retentionPeriod: Duration.days(14),
        });
        Validations.of(deadLetterQueue).acknowledge({
          id: 'Serverless::Serverless-SQSRedrivePolicy',
          reason: `The dead-letter queue of the ${declaration.name} queue: a message lands here after ${declaration.maxReceiveCount} failed deliveries; its depth is alarmed and it is redriven to its source queue by hand.`,
        });
        const queue = new Queue(this, `${id}Queue`, {
          ...secure,
          visibilityTimeout: Duration.seconds(declaration.visibilityTimeoutSeconds),
          deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: declaration.maxReceiveCount },
        });
        this.allowRulesToSend(queue, declaration.name);
        return [declaration.name, { queue, deadLetterQueue }];
      }),
    ) as Record<QueueName, PortalQueue>;

    for (const rule of ruleDeclarations) {
      const queue = this.failureQueue(`${pascalCase(rule.name)}RuleDeadLetters`, `the ${rule.name} rule's undeliverable events`);
      queue.addToResourcePolicy(
        new PolicyStatement({
          principals: [new ServicePrincipal('events.amazonaws.com')],
          actions: ['sqs:SendMessage'],
          resources: [queue.queueArn],
          conditions: { ArnEquals: { 'aws:SourceArn': ruleArn(this, this.names.eventBus, rule.name) } },
        }),
      );
      this.ruleDeadLetterQueues[rule.name] = queue;
    }
    for (const schedule of scheduleDeclarations) {
      // Scheduler and Lambda send with the scheduler's and the job's roles (identity policies in the stateless stack).
      this.jobFailureQueues[schedule.name] = this.failureQueue(`${pascalCase(schedule.name)}JobFailures`, `the ${schedule.job} job's failed runs`);
    }
  }

  /** A queue that is itself a dead-letter queue: kept 14 days (the longest SQS allows) to look at and redrive. */
  private failureQueue(id: string, holds: string): Queue {
    const queue = new Queue(this, id, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14), removalPolicy: RemovalPolicy.RETAIN });
    const reason = `This queue is a dead-letter queue itself (${holds}); its depth is alarmed, and a message is redriven by hand after its cause is fixed.`;
    Validations.of(queue).acknowledge({ id: 'AwsSolutions::AwsSolutions-SQS3', reason }, { id: 'Serverless::Serverless-SQSRedrivePolicy', reason });
    return queue;
  }

  /**
   * Lets the declared EventBridge rules (and only those) deliver to the queue. The rules live in
   * the stateless stack; granting here by their fixed names (rule name = declaration name) keeps
   * the queue policy in this stack without a reference back to the stateless one, which would be
   * a dependency cycle.
   */
  private allowRulesToSend(queue: Queue, queueName: QueueName) {
    const ruleArns = ruleDeclarations.filter((rule) => rule.queue === queueName).map((rule) => ruleArn(this, this.names.eventBus, rule.name));
    if (ruleArns.length === 0) return;
    queue.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('events.amazonaws.com')],
        actions: ['sqs:SendMessage'],
        resources: [queue.queueArn],
        conditions: { ArnEquals: { 'aws:SourceArn': ruleArns } },
      }),
    );
  }
}

/** The ARN of a rule on the portal bus: `arn:…:events:<region>:<account>:rule/okisnavn-<stage>/<name>`. */
export function ruleArn(stack: Stack, eventBusName: string, ruleName: string): string {
  return stack.formatArn({ service: 'events', resource: 'rule', resourceName: `${eventBusName}/${ruleName}` });
}
