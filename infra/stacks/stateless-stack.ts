import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, type IEventBus, Rule, RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Function as LambdaFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { alarmNameOf, alarmTopic } from '../constructs/portal-alarms.ts';
import { GradualDeployment } from '../constructs/gradual-deployment.ts';
import { Construct } from 'constructs';
import { eventSource } from '#events/envelope.ts';
import { queues as queueDeclarations, type QueueDeclaration, type QueueName } from '#events/queues.ts';
import { rules as ruleDeclarations } from '#events/rules.ts';
import { schedules as scheduleDeclarations, type ScheduleDeclaration } from '#events/schedules.ts';
import { type HttpContextDeclaration, httpContexts, httpContextNames, type HttpContextName } from '#functions/http/contexts.ts';
import { apiBasePath, routeKey } from '#shared/api/contract.ts';
import { routes } from '#shared/api/index.ts';
import { JobSchedules } from '../constructs/job-schedules.ts';
import { PortalFunction } from '../constructs/portal-function.ts';
import { itemFamiliesWrittenBy } from '../item-families.ts';
import { entries, pascalCase, type PortalNames } from '../names.ts';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IdentityProvider, Mail, RegistryEndpoint } from '../settings.ts';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Forwarding } from '../constructs/forwarding.ts';
import type { DnsHosting } from '../settings.ts';
import type { Seller } from '#shared/schemas/settings.ts';
import type { PortalQueue } from './stateful-stack.ts';

/** How long the EPP adapter waits for the registry's connection, greeting or any answer. */
export const eppTimeoutMs = 4000;
/**
 * Functions that talk EPP outlive a cold session's three waits (greeting, login, the command),
 * with room to answer: above 3 × EPP_TIMEOUT_MS. Consumers' and jobs' timeouts are longer.
 */
export const registryFunctionTimeout = Duration.seconds(Math.ceil((3 * eppTimeoutMs) / 1000) + 3);

/** What is behind a consumer limits how many may run at once (Lambda's SQS minimum is 2). */
export const consumerConcurrencyLimits = {
  /** Route 53 allows five API requests a second per account; a zone sync makes a few. */
  dnsHost: 2,
  /** The registry allows the registrar a few EPP sessions at once; one per running consumer. */
  registrySessions: 2,
} as const;

/** The SQS event source's maximum concurrency for a consumer, from what its declaration says it talks to. */
export function consumerMaxConcurrency(declaration: QueueDeclaration): number | undefined {
  const limits = [...(declaration.usesRegistry ? [consumerConcurrencyLimits.registrySessions] : []), ...(declaration.usesDnsHost ? [consumerConcurrencyLimits.dnsHost] : [])];
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** The record names the portal may change in Route 53: every zone it hosts is a `.fo` domain (Route 53 normalizes names to lower case without the final dot). */
export const dnsHostedRecordNames = ['*.fo'];

/** Route 53 actions on a hosted zone besides record changes: reading it, and its lifecycle (deletion, DNSSEC signing). */
export const dnsZoneActions = {
  read: ['route53:ListResourceRecordSets', 'route53:GetHostedZone', 'route53:GetDNSSEC'],
  lifecycle: [
    'route53:DeleteHostedZone',
    'route53:CreateKeySigningKey',
    'route53:DeactivateKeySigningKey',
    'route53:DeleteKeySigningKey',
    'route53:EnableHostedZoneDNSSEC',
    'route53:DisableHostedZoneDNSSEC',
  ],
} as const;

/** EventBridge's retries of a rule target before the event goes to the rule's dead-letter queue. */
export const ruleTargetRetry = { attempts: 8, maxEventAge: Duration.hours(2) } as const;
/** How long a job's run may wait (behind the previous run) before it counts as failed. */
export const jobRunMaxAge = Duration.hours(1);

export interface StatelessStackProps extends StackProps {
  names: PortalNames;
  table: ITable;
  /** Issued receipts' PDFs: the stateful stack's bucket, by name (`receiptArchiveBucketName`). */
  receiptArchiveName: string;
  queues: Record<QueueName, PortalQueue>;
  /** Per rule: its target's dead-letter queue (stateful stack). */
  ruleDeadLetterQueues: Record<string, IQueue>;
  /** Per schedule: its job's failed runs (the schedule's DLQ and the function's on-failure destination). */
  jobFailureQueues: Record<string, IQueue>;
  identityProvider?: IdentityProvider;
  publicUrl: string;
  mail: Mail;
  registry?: RegistryEndpoint;
  registryCredentials: ISecret;
  /** The registry webhooks' signing secret (`{"secret","previousSecret"?}`). */
  registryWebhookSecret: ISecret;
  /** The portal's registrar id at the registry: the registry-events consumer tells transfers away by it. */
  registrarId: string;
  paymentCredentials: ISecret;
  /** Route 53's delegation set and DNSSEC key (optional: without them zones get Route 53's own name servers and DNSSEC is refused). */
  dns?: DnsHosting;
  productNameServers: readonly string[];
  /** The company on receipts: handed to the deploy-time seed, which saves it in the settings. */
  seller?: Seller;
  /**
   * One transitional deploy of a deployment made before the alarm topic moved to the monitoring
   * stack (`-c keepStatelessAlarmTopic=true`): the former topic stays here, with the export the
   * former web stack imports, until the web stack has moved to the monitoring stack's topic.
   */
  keepsFormerAlarmTopic?: boolean;
}

/**
 * What can be redeployed at will: the HTTP API with its authorizer, one Lambda per bounded
 * context, the queue consumers, the jobs and their schedules, and the event rules — all built
 * from the declarations the local runtime reads too.
 */
export class StatelessStack extends Stack {
  readonly api: HttpApi;
  readonly httpFunctions = {} as Record<HttpContextName, PortalFunction>;
  readonly consumers = {} as Record<QueueName, PortalFunction>;
  readonly jobs: Record<string, PortalFunction> = {};
  readonly authorizerFunction: PortalFunction;
  /** Forwarding: the KeyValueStore, its CloudFront Function and distribution. */
  readonly forwarding: Forwarding;
  /** The API functions' `live` aliases and their CodeDeploy canaries. */
  readonly gradualDeployment: GradualDeployment;
  /**
   * What CloudFront sends the API in `x-origin-verify` (`{"current","previous"?}`); the HTTP
   * functions refuse requests without it. The web stack sends and rotates it.
   */
  readonly originSecret: Secret;
  private readonly table: ITable;
  private readonly bus: IEventBus;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { table } = props;
    // The bus by its stage's name, not the stateful stack's export: the functions, rules and
    // grants name it literally (EVENT_BUS_NAME), and no export pins the bus to this stack.
    const bus = EventBus.fromEventBusName(this, 'PortalBus', props.names.eventBus);
    this.table = table;
    this.bus = bus;
    this.forwarding = new Forwarding(this, 'Forwarding', { publicUrl: props.publicUrl });

    // The one sender domain (its DKIM records are outputs to add to DNS before mail flows).
    const sender = new EmailIdentity(this, 'MailSender', { identity: Identity.domain(props.mail.senderDomain) });
    const emailIdentityArn = this.formatArn({ service: 'ses', resource: 'identity', resourceName: props.mail.senderDomain });
    // What every HTTP function and the authorizer are told about the world outside.
    const portalEnvironment: Record<string, string> = {
      PUBLIC_URL: props.publicUrl,
      MAIL_FROM: props.mail.from,
      ...(props.identityProvider ? { OIDC_ISSUER: props.identityProvider.issuer, OIDC_CLIENT_ID: props.identityProvider.clientId } : {}),
    };

    this.originSecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Økisnavn: the secret CloudFront sends the API (x-origin-verify), as {"current","previous"?}; rotated by the web stack',
      generateSecretString: { secretStringTemplate: JSON.stringify({}), generateStringKey: 'current', passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason:
        "Rotated every 30 days by the web stack's rotation schedule (its function also updates the distribution's origin header), which lives there to avoid a dependency cycle.",
    });

    for (const context of httpContextNames) {
      const declaration = httpContexts[context];
      this.httpFunctions[context] = new PortalFunction(this, `${pascalCase(context)}Http`, {
        entry: entries.http(context),
        service: context,
        description: declaration.description,
        table,
        tableAccess: declaration.table,
        writesItems: itemFamiliesWrittenBy(`http/${context}`),
        bus,
        publishesEvents: declaration.publishes.length > 0,
        shipsApiDocument: 'servesApiDocument' in declaration && declaration.servesApiDocument,
        sendsMessages: declaration.sendsMessages ? { emailIdentityArn } : undefined,
        environment: { ...portalEnvironment, ORIGIN_VERIFY_SECRET_ARN: this.originSecret.secretArn, ...this.externalAccess(declaration, props) },
        ...this.dnsHostingRolePath(declaration, props),
        // A cold EPP session waits for the greeting, the login and the command (each up to EPP_TIMEOUT_MS).
        ...('usesRegistry' in declaration && declaration.usesRegistry ? { timeout: registryFunctionTimeout } : {}),
      });
      this.grantExternalAccess(this.httpFunctions[context], declaration, props);
      this.originSecret.grantRead(this.httpFunctions[context].function);
    }

    this.authorizerFunction = new PortalFunction(this, 'Authorizer', {
      entry: entries.authorizer(),
      service: 'authorizer',
      description: 'Resolves the caller (bearer token or e-ID JWT) to {userId, isAdmin, isVerified}; never denies.',
      table,
      tableAccess: 'read',
      bus,
      environment: portalEnvironment,
    });

    // The API invokes each function's `live` alias, which CodeDeploy shifts to a new version as a
    // canary, rolling back on the function's errors alarm or the API's 5xx alarm (monitoring stack).
    const alarmName = (subject: Parameters<typeof alarmNameOf>[0]) => props.names.alarm(alarmNameOf(subject));
    this.gradualDeployment = new GradualDeployment(this, 'GradualDeployment', {
      functions: {
        ...Object.fromEntries(Object.entries(this.httpFunctions).map(([name, fn]) => [`${name}-http`, fn.function])),
        authorizer: this.authorizerFunction.function,
      },
      rollbackAlarmNames: (name) => [alarmName({ kind: 'function-errors', name }), alarmName({ kind: 'api-5xx-rate' })],
    });
    this.api = this.httpApi(props.names);

    for (const declaration of queueDeclarations) {
      this.consumers[declaration.name] = new PortalFunction(this, `${pascalCase(declaration.consumer)}Consumer`, {
        entry: entries.consumer(declaration.consumer),
        service: declaration.consumer,
        description: declaration.description,
        table,
        tableAccess: declaration.table,
        writesItems: itemFamiliesWrittenBy(`consumer/${declaration.consumer}`),
        bus,
        consumes: { queue: props.queues[declaration.name].queue, batchSize: declaration.batchSize, maxConcurrency: consumerMaxConcurrency(declaration) },
        publishesEvents: 'publishes' in declaration && declaration.publishes.length > 0,
        sendsMessages: 'sendsMail' in declaration && declaration.sendsMail ? { emailIdentityArn } : undefined,
        environment: { ...portalEnvironment, ...this.externalAccess(declaration, props) },
        ...this.dnsHostingRolePath(declaration, props),
        // AWS's guidance for SQS event sources: visibility timeout ≥ 6 × function timeout, so a
        // batch still being retried after throttling does not reappear on the queue meanwhile.
        timeout: Duration.seconds(Math.max(1, Math.floor(declaration.visibilityTimeoutSeconds / 6))),
      });
      this.grantExternalAccess(this.consumers[declaration.name], declaration, props);
    }

    for (const declaration of ruleDeclarations) {
      // The queue is referenced by ARN: its policy (in the stateful stack) already admits this
      // rule by name; letting the target add it again would make the stacks depend on each other.
      const queue = Queue.fromQueueArn(this, `${pascalCase(declaration.name)}Target`, props.queues[declaration.queue].queue.queueArn);
      // Likewise the dead-letter queue: its policy admits this rule by name.
      const deadLetterQueue = Queue.fromQueueArn(this, `${pascalCase(declaration.name)}DeadLetters`, props.ruleDeadLetterQueues[declaration.name]!.queueArn);
      const rule = new Rule(this, `${pascalCase(declaration.name)}Rule`, {
        ruleName: declaration.name,
        eventBus: bus,
        eventPattern: { source: [eventSource], detailType: [...declaration.events] },
        // The SQS body is the envelope `{metadata, data}`, as on the local bus. What cannot be
        // delivered after the retries goes to the rule's dead-letter queue (alarmed), not away.
        targets: [
          new SqsQueue(queue, {
            message: RuleTargetInput.fromEventPath('$.detail'),
            deadLetterQueue,
            retryAttempts: ruleTargetRetry.attempts,
            maxEventAge: ruleTargetRetry.maxEventAge,
          }),
        ],
      });
      Validations.of(rule).acknowledge({
        id: 'Annotation::@aws-cdk/aws-events:ruleUnresolvedEnvironment',
        reason: 'The target queue is imported by its ARN from the stateful stack, which has the same account and region (one env for all stacks).',
      });
    }

    new JobSchedules(this, 'Schedules', {
      schedules: scheduleDeclarations,
      jobFunction: (declaration) => this.jobFunction(declaration, props).function,
      deadLetterQueue: (declaration) => props.jobFailureQueues[declaration.name]!,
    });

    this.seedReferenceDataAfterDeploy(table, bus, props.seller);

    if (props.keepsFormerAlarmTopic) {
      // At its former place (`Alarms/Topic`, so the same resource, not a new one), exported under
      // its former name: CloudFormation refuses to remove an export another stack still imports.
      this.exportValue(alarmTopic(new Construct(this, 'Alarms')).topicArn);
    }

    // Every function writes the portal's own metrics (EMF) into the stage's namespace, which the
    // monitoring stack's alarms and dashboard read.
    for (const fn of Object.values(this.portalFunctions())) {
      if (fn instanceof LambdaFunction) fn.addEnvironment('POWERTOOLS_METRICS_NAMESPACE', props.names.metricsNamespace);
    }

    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
    sender.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `MailDkimRecord${index + 1}`, { value: `${record.name} CNAME ${record.value}` });
    });
  }

  /** Every function of the stack by a readable name: `<context>-http`, `authorizer`, `<consumer>-consumer`, `<job>-job`. */
  portalFunctions(): Record<string, IFunction> {
    return {
      ...Object.fromEntries(Object.entries(this.httpFunctions).map(([name, fn]) => [`${name}-http`, fn.function])),
      authorizer: this.authorizerFunction.function,
      ...Object.fromEntries(Object.entries(this.consumers).map(([name, fn]) => [`${name}-consumer`, fn.function])),
      ...Object.fromEntries(Object.entries(this.jobs).map(([name, fn]) => [`${name}-job`, fn.function])),
    };
  }

  /**
   * Settings and countries must exist before the portal is used: the same seeding the local
   * runtime runs at start, run by a CDK trigger on every deploy that changes the job (it keeps
   * saved settings and refreshes the country list).
   */
  private seedReferenceDataAfterDeploy(table: ITable, bus: IEventBus, seller: Seller | undefined): void {
    const seed = new PortalFunction(this, 'SeedReferenceDataJob', {
      entry: entries.job('seed-reference-data'),
      service: 'seed-reference-data',
      description: 'Seeds the settings (if absent) and the country list after a deploy.',
      table,
      tableAccess: 'readwrite',
      writesItems: itemFamiliesWrittenBy('job/seed-reference-data'),
      bus,
      timeout: Duration.minutes(2),
      // A new seller changes the function's version, so the trigger runs the seed again.
      ...(seller ? { environment: { SELLER: JSON.stringify(seller) } } : {}),
    });
    this.jobs['seed-reference-data'] = seed;
    // The trigger's provider (aws-cdk-lib, runs only during deploys) raises no AwsSolutions finding.
    new Trigger(this, 'SeedReferenceData', { handler: seed.function, executeOnHandlerChange: true });
  }

  private httpApi(names: PortalNames): HttpApi {
    // No CORS: the SPA reaches the API on its own origin through CloudFront's `/api/*`.
    const api = new HttpApi(this, 'Api', { apiName: names.api, createDefaultStage: false });

    const accessLogs = new LogGroup(this, 'ApiAccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      // Kept when the stack goes: what happened before an incident is still there to read.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new HttpStage(this, 'ApiStage', {
      httpApi: api,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            route: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userId: '$context.authorizer.userId',
          }),
        ),
      },
    });

    // Resolves, never denies: the authorizer always answers isAuthorized with the caller's
    // identity (or an anonymous one), and the handler enforces the route's auth rule, so a 401
    // has our error shape and language. No identity source and no cache, so it runs on every
    // request — also those without an Authorization header.
    const authorizer = new HttpLambdaAuthorizer('Authorizer', this.gradualDeployment.aliases.authorizer!, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      resultsCacheTtl: Duration.seconds(0),
      identitySource: [],
    });

    const integrations = new Map<HttpContextName, HttpLambdaIntegration>();
    for (const route of routes) {
      let integration = integrations.get(route.context);
      if (!integration) {
        // One invoke permission per context function for this API, not one per route: a stack holds
        // at most 500 resources, and 100+ per-route permissions would take a fifth of them. The
        // function may be invoked by this API's routes only, which all lead to its context anyway.
        // The integration invokes the context function's `live` alias (what CodeDeploy shifts).
        integration = new HttpLambdaIntegration(`${pascalCase(route.context)}Integration`, this.gradualDeployment.aliases[`${route.context}-http`]!, {
          scopePermissionToRoute: false,
        });
        integrations.set(route.context, integration);
      }
      const [httpRoute] = api.addRoutes({
        path: apiBasePath + route.path,
        methods: [HttpMethod[route.method]],
        integration,
        authorizer: route.auth === 'public' ? undefined : authorizer,
      });
      if (route.auth === 'public') {
        Validations.of(httpRoute!).acknowledge({
          id: 'AwsSolutions::AwsSolutions-APIG4',
          reason: `${routeKey(route)} is public in the API contract (shared/api/): anyone may read it.`,
        });
      }
    }
    return api;
  }

  /** The registry's and the payment provider's addresses and secrets, for functions that use them. */
  private externalAccess(declaration: HttpContextDeclaration | QueueDeclaration | ScheduleDeclaration, props: StatelessStackProps): Record<string, string> {
    return {
      ...(declaration.usesRegistry
        ? {
            EPP_CREDENTIALS_SECRET_ARN: props.registryCredentials.secretArn,
            EPP_TIMEOUT_MS: String(eppTimeoutMs),
            ...(props.registry ? { EPP_HOST: props.registry.host, EPP_PORT: String(props.registry.port) } : {}),
            PRODUCT_NAME_SERVERS: props.productNameServers.join(','),
          }
        : {}),
      ...(declaration.usesPayments ? { PAYMENTS_SECRET_ARN: props.paymentCredentials.secretArn } : {}),
      ...('usesReceiptArchive' in declaration && declaration.usesReceiptArchive ? { RECEIPT_STORE: 's3', RECEIPT_BUCKET: props.receiptArchiveName } : {}),
      ...('receivesRegistryWebhooks' in declaration && declaration.receivesRegistryWebhooks ? { REGISTRY_WEBHOOK_SECRET_ARN: props.registryWebhookSecret.secretArn } : {}),
      ...('appliesRegistryEvents' in declaration && declaration.appliesRegistryEvents ? { REGISTRAR_ID: props.registrarId } : {}),
      ...('usesDnsHost' in declaration && declaration.usesDnsHost
        ? {
            DNS_HOST: 'route53',
            FORWARDING_STORE: 'cloudfront-kvs',
            FORWARDING_KVS_ARN: this.forwarding.keyValueStore.keyValueStoreArn,
            FORWARDING_TARGET: this.forwarding.distribution.distributionDomainName,
            PRODUCT_NAME_SERVERS: props.productNameServers.join(','),
            ...(props.dns?.delegationSetId ? { ROUTE53_DELEGATION_SET_ID: props.dns.delegationSetId } : {}),
            ...(props.dns?.dnssecKmsKeyArn ? { ROUTE53_DNSSEC_KMS_KEY_ARN: props.dns.dnssecKmsKeyArn } : {}),
            ...(props.dns?.zonesAccount ? { ROUTE53_ROLE_ARN: this.dnsZonesRoleArn(props.dns.zonesAccount, props.names) } : {}),
          }
        : {}),
    };
  }

  private grantExternalAccess(target: PortalFunction, declaration: HttpContextDeclaration | QueueDeclaration | ScheduleDeclaration, props: StatelessStackProps): void {
    if (declaration.usesRegistry) props.registryCredentials.grantRead(target.function);
    if (declaration.usesPayments) props.paymentCredentials.grantRead(target.function);
    if ('usesReceiptArchive' in declaration && declaration.usesReceiptArchive) this.grantReceiptArchive(target, props);
    if ('receivesRegistryWebhooks' in declaration && declaration.receivesRegistryWebhooks) props.registryWebhookSecret.grantRead(target.function);
    if ('usesDnsHost' in declaration && declaration.usesDnsHost) this.grantDnsHosting(target, props);
  }

  /**
   * The receipts' PDFs: read and write under `receipts/`, never delete or list (a kept receipt is
   * not taken back). Each receipt's key holds its number and order, made when it is issued.
   */
  private grantReceiptArchive(target: PortalFunction, props: StatelessStackProps): void {
    const receipts = `arn:${this.partition}:s3:::${props.receiptArchiveName}/receipts/*`;
    target.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [receipts] }));
    Validations.of(target.role).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::${receipts}]`,
      reason: "Each receipt's PDF is written once under receipts/ with a key made at issue (its number and order): the keys are not known in advance.",
    });
  }

  /**
   * Route 53 on the portal's hosted zones, the forwarding KeyValueStore, and the DNSSEC key when
   * configured. With a zones account (`-c dnsZonesAccount`, the recommended production setup)
   * the functions get no Route 53 rights here at all, only the zones account's role. Without
   * one, customer zones share this account: Route 53 names hosted zones by generated ids and
   * supports no tag conditions (`aws:ResourceTag`), so the portal's zones cannot be told from the
   * account's other zones by ARN or tag: record changes are held to names under `.fo` (every
   * portal zone is a `.fo` domain), the operator's own zones (`-c dnsProtectedZoneIds`) are
   * denied outright, and any other zone of the account could be deleted by a mistake
   * (docs/operations.md, "DNS hosting: which zones the portal may change").
   */
  private grantDnsHosting(target: PortalFunction, props: StatelessStackProps): void {
    this.grantForwardingStore(target);
    if (props.dns?.zonesAccount) {
      // Customer zones in an account of their own: no Route 53 (nor the DNSSEC key) in this
      // account at all, only the zones account's role, which may change nothing but that
      // account's zones (infra/stacks/dns-zones-stack.ts).
      target.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sts:AssumeRole'], resources: [this.dnsZonesRoleArn(props.dns.zonesAccount, props.names)] }));
      return;
    }
    const route53 = (resource: string, name = '*') => this.formatArn({ service: 'route53', region: '', account: '', resource, resourceName: name });
    target.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['route53:ChangeResourceRecordSets'],
        resources: [route53('hostedzone')],
        conditions: { 'ForAllValues:StringLike': { 'route53:ChangeResourceRecordSetsNormalizedRecordNames': dnsHostedRecordNames } },
      }),
    );
    target.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...dnsZoneActions.read, ...dnsZoneActions.lifecycle],
        resources: [route53('hostedzone')],
      }),
    );
    const protectedZones = props.dns?.protectedZoneIds ?? [];
    if (protectedZones.length > 0) {
      target.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.DENY,
          actions: ['route53:ChangeResourceRecordSets', ...dnsZoneActions.lifecycle],
          resources: protectedZones.map((id) => route53('hostedzone', id)),
        }),
      );
    }
    target.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['route53:GetChange'], resources: [route53('change')] }));
    target.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['route53:CreateHostedZone', 'route53:ListHostedZonesByName'], resources: ['*'] }));
    if (props.dns?.dnssecKmsKeyArn) {
      // Route 53 reads the public key and signs through the key when a key-signing key is made.
      target.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['kms:DescribeKey', 'kms:GetPublicKey', 'kms:Sign'], resources: [props.dns.dnssecKmsKeyArn] }));
      // The grant Route 53 makes on the key for the key-signing key: only for an AWS service, never to a principal of our choosing.
      target.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['kms:CreateGrant'], resources: [props.dns.dnssecKmsKeyArn], conditions: { Bool: { 'kms:GrantIsForAWSResource': true } } }),
      );
    }
    Validations.of(target.role).acknowledge(
      {
        id: 'AwsSolutions::AwsSolutions-IAM5[Resource::arn:aws:route53:::hostedzone/*]',
        reason:
          "Route 53 gives each hosted zone a generated id at creation and supports no tag conditions, so the portal's zones (one per domain on the product's name servers) are granted as hostedzone/*: record changes only to .fo names, the operator's zones denied by id.",
      },
      {
        id: 'AwsSolutions::AwsSolutions-IAM5[Resource::arn:aws:route53:::change/*]',
        reason: 'route53:GetChange reads the status of a change batch by its generated change id; the ids are not known in advance.',
      },
    );
  }

  /** The forwarding rules (CloudFront KeyValueStore) the DNS functions write beside the zones. */
  private grantForwardingStore(target: PortalFunction): void {
    target.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:GetKey', 'cloudfront-keyvaluestore:UpdateKeys'],
        resources: [this.forwarding.keyValueStore.keyValueStoreArn],
      }),
    );
  }

  /** The role the DNS functions assume in the zones account (made there by the `Okisnavn-<Stage>-DnsZones` stack). */
  private dnsZonesRoleArn(zonesAccount: string, names: PortalNames): string {
    return this.formatArn({ service: 'iam', region: '', account: zonesAccount, resource: 'role', resourceName: names.dnsZones.role });
  }

  /** With a zones account, the DNS functions' roles live under the IAM path the zones account's role trusts (and no other role does). */
  private dnsHostingRolePath(declaration: HttpContextDeclaration | QueueDeclaration | ScheduleDeclaration, props: StatelessStackProps): { rolePath?: string } {
    return props.dns?.zonesAccount && 'usesDnsHost' in declaration && declaration.usesDnsHost ? { rolePath: props.names.dnsZones.hostingRolePath } : {};
  }

  private jobFunction(declaration: ScheduleDeclaration, props: StatelessStackProps): PortalFunction {
    const job = new PortalFunction(this, `${pascalCase(declaration.job)}Job`, {
      entry: entries.job(declaration.job),
      service: declaration.job,
      description: declaration.description,
      table: this.table,
      tableAccess: declaration.table,
      writesItems: itemFamiliesWrittenBy(`job/${declaration.job}`),
      bus: this.bus,
      publishesEvents: declaration.publishes.length > 0,
      // Jobs work through what is due in batches; give them room.
      timeout: Duration.minutes(5),
      // One run at a time: a run that starts while the previous one still works (outbox-relay
      // may run 5 minutes and starts every minute) is throttled and waits in Lambda's async
      // queue until the previous run ends (docs/decisions/README.md).
      reservedConcurrency: 1,
      // A failed run is not retried twice in silence: it goes to the job's failure queue
      // (alarmed); the next scheduled run takes up what is due anyway.
      failedRunsTo: { queue: props.jobFailureQueues[declaration.name]!, maxAge: jobRunMaxAge },
      environment: this.externalAccess(declaration, props),
      ...this.dnsHostingRolePath(declaration, props),
    });
    this.grantExternalAccess(job, declaration, props);
    this.jobs[declaration.name] = job;
    return job;
  }
}
