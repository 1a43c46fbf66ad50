import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type ItemFamily, tableDeclaration } from '#functions/store/table.ts';
import { eventSource } from '#events/envelope.ts';
import { functionCode } from '../bundling.ts';
import { leadingKeyPatterns } from '../item-families.ts';

export type TableAccess = 'read' | 'readwrite';

/**
 * DynamoDB actions per access level, spelled out instead of `grantReadData`: no `Scan` (every
 * read is a GetItem or Query on a key or index — docs/data-model.md) and no `DescribeTable`.
 * Transactions need no actions of their own: each part is authorised as its Put/Update/Delete/
 * ConditionCheck.
 */
export const tableActions = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  readwrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
} as const satisfies Record<TableAccess, readonly string[]>;

export interface PortalFunctionProps {
  /** Entry file (absolute), exporting `handler`. */
  entry: string;
  /** POWERTOOLS_SERVICE_NAME: the context, consumer or job name. */
  service: string;
  description: string;
  /** The portal table and how much of it (every function but the edge's secret rotation). */
  table?: ITable;
  tableAccess?: TableAccess;
  /**
   * With `tableAccess: 'readwrite'`: the item families (partition keys) its writes may name, and
   * no others (`dynamodb:LeadingKeys`; infra/item-families.ts, derived from its bundle).
   */
  writesItems?: readonly ItemFamily[];
  /** The portal bus (its name is the functions' EVENT_BUS_NAME). */
  bus?: IEventBus;
  /** Serves the API document, so ships it beside its bundle, generated at build time (infra/bundling.ts). */
  shipsApiDocument?: boolean;
  /** Only functions that publish events may call events:PutEvents on the bus. */
  publishesEvents?: boolean;
  /** Sends e-mail from this SES identity only, and SMS through SNS. */
  sendsMessages?: { emailIdentityArn: string };
  /** A queue consumer: the function reads this queue (and no other) in batches. */
  consumes?: { queue: IQueue; batchSize: number; maxConcurrency?: number };
  /**
   * An asynchronously invoked function (a job): a failed run is not retried but sent here (the
   * on-failure destination), and a run waiting longer than `maxAge` (behind the previous one) too.
   */
  failedRunsTo?: { queue: IQueue; maxAge: Duration };
  /** At most this many at once (a job: 1, so a run never overlaps the previous one). */
  reservedConcurrency?: number;
  environment?: Record<string, string>;
  /**
   * The IAM path of the function's role (`/okisnavn-<stage>/dns-hosting/`): another account's
   * role may trust the roles under it and no others (infra/stacks/dns-zones-stack.ts).
   */
  rolePath?: string;
  memorySize?: number;
  timeout?: Duration;
}

/**
 * Every Lambda of the portal: Node 24 on ARM64, bundled by esbuild the one way
 * (infra/bundling.ts, `functionCode`), active tracing, its own log group with retention, and an own role that
 * gets only what the declaration says this function needs.
 */
export class PortalFunction extends Construct {
  readonly function: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.THREE_MONTHS,
      // Kept when the stack goes (they expire by their retention): a function's last hours before
      // an incident or a teardown are still there to read. The activity log lives in the table.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // An own role instead of the AWSLambdaBasicExecutionRole managed policy, which would allow
    // writing to every log group in the account.
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), ...(props.rolePath ? { path: props.rolePath } : {}) });
    this.logGroup.grantWrite(this.role);

    this.function = new LambdaFunction(this, 'Function', {
      code: functionCode(props.entry, { shipsApiDocument: props.shipsApiDocument ?? false }),
      handler: 'index.handler',
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      ...(props.reservedConcurrency !== undefined ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      role: this.role,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        STAGE: 'production',
        ...(props.table ? { TABLE_NAME: props.table.tableName } : {}),
        ...(props.bus ? { EVENT_BUS_NAME: props.bus.eventBusName } : {}),
        POWERTOOLS_SERVICE_NAME: props.service,
        ...props.environment,
      },
    });

    if (props.table) {
      const table = props.table;
      // Reads anywhere in the table; writes (and a transaction's condition checks) only on the item
      // families the function's code holds: every item of a write request must have a partition
      // key of one of them (ForAllValues: each key of a batch or transaction counts).
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions: [...tableActions.read], resources: [table.tableArn] }));
      if (props.tableAccess === 'readwrite') {
        if (!props.writesItems?.length) throw new Error(`${this.node.path}: a function that writes the table names the item families it writes (infra/item-families.ts)`);
        this.role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: tableActions.readwrite.filter((action) => !(tableActions.read as readonly string[]).includes(action)),
            resources: [table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeyPatterns(props.writesItems) } },
          }),
        );
      }
      // Indexes answer queries only; naming each declared index avoids a `<table>/index/*` wildcard.
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: tableDeclaration.globalIndexes.map((index) => `${table.tableArn}/index/${index.name}`),
        }),
      );
    }
    if (props.publishesEvents && props.bus) {
      // Only the portal's own events (the envelope's source): a function cannot pose as AWS or another system on the bus.
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['events:PutEvents'], resources: [props.bus.eventBusArn], conditions: { StringEquals: { 'events:source': eventSource } } }),
      );
    }
    if (props.sendsMessages) {
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: [props.sendsMessages.emailIdentityArn] }));
      // An SMS straight to a phone number has no resource ARN to name (acknowledged below), so
      // the allow is on `*` and publishing to any topic or platform endpoint is denied: this
      // role can text a phone number and nothing else.
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
      this.role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.DENY, actions: ['sns:Publish'], resources: [`arn:${Stack.of(this).partition}:sns:*:*:*`] }));
    }
    if (props.consumes) {
      // SqsEventSource grants consuming this queue only.
      this.function.addEventSource(
        new SqsEventSource(props.consumes.queue, {
          batchSize: props.consumes.batchSize,
          reportBatchItemFailures: true,
          ...(props.consumes.maxConcurrency !== undefined ? { maxConcurrency: props.consumes.maxConcurrency } : {}),
        }),
      );
    }

    if (props.failedRunsTo) {
      // No silent retries: the failure is seen in the queue (alarmed); the next run takes up what is due.
      this.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: props.failedRunsTo.maxAge, onFailure: new SqsDestination(props.failedRunsTo.queue) });
    }
    Validations.of(this.function).acknowledge({
      id: 'Serverless::Serverless-LambdaDLQ',
      reason: props.consumes
        ? "A queue consumer is invoked synchronously by its SQS event source: a message that keeps failing goes to the queue's own dead-letter queue (redrive policy, alarmed)."
        : props.failedRunsTo
          ? "A job's failed asynchronous runs go to its on-failure destination (the job's failure queue, alarmed), which carries the error and the request; a function DLQ would only duplicate it."
          : 'Invoked synchronously (API Gateway, the API authorizer, the deploy trigger): the caller gets the error; a DLQ applies only to asynchronous invocations.',
    });
    if (props.consumes) {
      Validations.of(this.function).acknowledge({
        id: 'Serverless::Serverless-LambdaEventSourceMappingDestination',
        reason:
          "SQS event sources have no on-failure destination (that is for streams and Kafka): a failing message returns to the queue and, after maxReceiveCount, goes to the queue's dead-letter queue (alarmed).",
      });
    }

    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions::AwsSolutions-IAM5[Resource::*]',
      reason: props.sendsMessages
        ? 'X-Ray (PutTraceSegments, PutTelemetryRecords) and SMS by sns:Publish to a phone number support no resource-level permissions.'
        : 'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    });
  }
}
