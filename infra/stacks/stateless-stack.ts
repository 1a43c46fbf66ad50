import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, type IEventBus } from 'aws-cdk-lib/aws-events';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import type { Seller } from '#shared/schemas/settings.ts';
import { Forwarding } from '../constructs/forwarding.ts';
import { GradualDeployment } from '../constructs/gradual-deployment.ts';
import { alarmNameOf, alarmTopic } from '../constructs/portal-alarms.ts';
import { PortalFunction } from '../constructs/portal-function.ts';
import { itemFamiliesWrittenBy } from '../item-families.ts';
import { entries, type PortalNames } from '../names.ts';
import type { IdentityProvider, Mail } from '../settings.ts';
import { portalEnvironment } from './portal-functions-stack.ts';

export interface StatelessStackProps extends StackProps {
  names: PortalNames;
  table: ITable;
  identityProvider?: IdentityProvider;
  publicUrl: string;
  mail: Mail;
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
 * The API's front, which the other stateless stacks build on: the one HTTP API (its address,
 * stage and access logs) with the authorizer, the origin secret, the mail sender's identity, the
 * forwarding store and distribution, and the deploy-time seed. The contexts' functions and
 * routes live in the API stacks (`Okisnavn-<Stage>-Api-<Group>`), the consumers and jobs in
 * stacks of their own (docs/decisions/stack-split.md).
 */
export class StatelessStack extends Stack {
  readonly api: HttpApi;
  /** The API's authorizer, which the API stacks put on every non-public route. */
  readonly authorizer: HttpLambdaAuthorizer;
  readonly authorizerFunction: PortalFunction;
  /** The deploy-time seed of the settings and countries. */
  readonly seedJob: PortalFunction;
  /** Forwarding: the KeyValueStore, its CloudFront Function and distribution. */
  readonly forwarding: Forwarding;
  /** The authorizer's `live` alias and its CodeDeploy canary. */
  readonly gradualDeployment: GradualDeployment;
  /**
   * What CloudFront sends the API in `x-origin-verify` (`{"current","previous"?}`); the HTTP
   * functions refuse requests without it. The web stack sends and rotates it.
   */
  readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { table } = props;
    // The bus by its stage's name, not the stateful stack's export: the functions, rules and
    // grants name it literally (EVENT_BUS_NAME), and no export pins the bus to this stack.
    const bus = EventBus.fromEventBusName(this, 'PortalBus', props.names.eventBus);
    this.forwarding = new Forwarding(this, 'Forwarding', { publicUrl: props.publicUrl });

    // The one sender domain (its DKIM records are outputs to add to DNS before mail flows).
    const sender = new EmailIdentity(this, 'MailSender', { identity: Identity.domain(props.mail.senderDomain) });

    this.originSecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Økisnavn: the secret CloudFront sends the API (x-origin-verify), as {"current","previous"?}; rotated by the web stack',
      generateSecretString: { secretStringTemplate: JSON.stringify({}), generateStringKey: 'current', passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason:
        "Rotated every 30 days by the web stack's rotation schedule (its function also updates the distribution's origin header), which lives there to avoid a dependency cycle.",
    });

    this.authorizerFunction = new PortalFunction(this, 'Authorizer', {
      entry: entries.authorizer(),
      service: 'authorizer',
      description: 'Resolves the caller (bearer token or e-ID JWT) to {userId, isAdmin, isVerified}; never denies.',
      table,
      tableAccess: 'read',
      bus,
      environment: portalEnvironment(props),
    });

    // The API invokes the authorizer's `live` alias, which CodeDeploy shifts to a new version as a
    // canary, rolling back on its errors alarm or the API's 5xx alarm (monitoring stack).
    const alarmName = (subject: Parameters<typeof alarmNameOf>[0]) => props.names.alarm(alarmNameOf(subject));
    this.gradualDeployment = new GradualDeployment(this, 'GradualDeployment', {
      functions: { authorizer: this.authorizerFunction.function },
      rollbackAlarmNames: (name) => [alarmName({ kind: 'function-errors', name }), alarmName({ kind: 'api-5xx-rate' })],
    });
    this.api = this.httpApi(props.names);
    // Resolves, never denies: the authorizer always answers isAuthorized with the caller's
    // identity (or an anonymous one), and the handler enforces the route's auth rule, so a 401
    // has our error shape and language. No identity source and no cache, so it runs on every
    // request — also those without an Authorization header. Attached to the API (here) by the
    // first route that uses it.
    this.authorizer = new HttpLambdaAuthorizer('Authorizer', this.gradualDeployment.aliases.authorizer!, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      resultsCacheTtl: Duration.seconds(0),
      identitySource: [],
    });

    this.seedJob = this.seedReferenceDataAfterDeploy(table, bus, props.seller);

    if (props.keepsFormerAlarmTopic) {
      // At its former place (`Alarms/Topic`, so the same resource, not a new one), exported under
      // its former name: CloudFormation refuses to remove an export another stack still imports.
      this.exportValue(alarmTopic(new Construct(this, 'Alarms')).topicArn);
    }

    // Every function writes the portal's own metrics (EMF) into the stage's namespace, which the
    // monitoring stack's alarms and dashboard read.
    for (const fn of [this.authorizerFunction, this.seedJob]) fn.function.addEnvironment('POWERTOOLS_METRICS_NAMESPACE', props.names.metricsNamespace);

    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
    sender.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `MailDkimRecord${index + 1}`, { value: `${record.name} CNAME ${record.value}` });
    });
  }

  /**
   * Settings and countries must exist before the portal is used: the same seeding the local
   * runtime runs at start, run by a CDK trigger on every deploy that changes the job (it keeps
   * saved settings and refreshes the country list).
   */
  private seedReferenceDataAfterDeploy(table: ITable, bus: IEventBus, seller: Seller | undefined): PortalFunction {
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
    // The trigger's provider (aws-cdk-lib, runs only during deploys) raises no AwsSolutions finding.
    new Trigger(this, 'SeedReferenceData', { handler: seed.function, executeOnHandlerChange: true });
    return seed;
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

    return api;
  }
}
