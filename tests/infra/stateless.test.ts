import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventSource } from '#events/envelope.ts';
import { queues } from '#events/queues.ts';
import { rules } from '#events/rules.ts';
import { schedules } from '#events/schedules.ts';
import { httpContexts, httpContextNames } from '#functions/http/contexts.ts';
import { routeKey } from '#shared/api/contract.ts';
import { routes } from '#shared/api/index.ts';
import { tableDeclaration } from '#functions/store/table.ts';
import { type PortalFunction, tableActions, type TableAccess } from '#infra/constructs/portal-function.ts';
import { portalNames } from '#infra/names.ts';
import { apiStackGroupOf } from '#infra/stack-groups.ts';

const eventBusName = portalNames().eventBus;
const receiptArchiveBucketName = portalNames().receiptArchiveBucket;
import { consumerMaxConcurrency } from '#infra/stacks/portal-functions-stack.ts';
import { synthesizePortal, testIdentityProvider, testSeller } from './synthesize.ts';

let synthesized: ReturnType<typeof synthesizePortal>;
beforeAll(() => {
  synthesized = synthesizePortal();
});

const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }) => stack.getLogicalId(construct.node.defaultChild as never);

/** Every statement of the policies attached to a function's role. */
function statementsOf(portalFunction: PortalFunction) {
  const { portal, stateless } = synthesized;
  const roleRef = { Ref: logicalId(portal.stateless, portalFunction.role) };
  return Object.values(stateless.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(JSON.stringify(roleRef)))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Effect: string; Action: string | string[]; Resource: unknown }[])
    .map((statement) => ({ ...statement, Action: [statement.Action].flat() }));
}

const actionsOf = (statements: ReturnType<typeof statementsOf>, prefix: string) =>
  statements.flatMap((statement) => statement.Action).filter((action) => action.startsWith(prefix));

/** Least privilege as the declarations say: table level, PutEvents only for publishers, no other queue. */
function expectGrants(portalFunction: PortalFunction, expected: { table: TableAccess; publishes: boolean; consumes?: string; failedRunsTo?: string; receiptArchive?: boolean }) {
  const { portal } = synthesized;
  const statements = statementsOf(portalFunction);
  const stack = Stack.of(portalFunction);
  const tableArn = stack.resolve(portal.stateful.table.tableArn);

  const onTable = statements.filter((statement) => JSON.stringify(statement.Resource) === JSON.stringify(tableArn));
  expect(onTable.flatMap((statement) => statement.Action).sort()).toEqual([...tableActions[expected.table]].sort());
  const indexActions = statements.filter((statement) => JSON.stringify(statement.Resource).includes('/index/'));
  expect(indexActions).toEqual([
    expect.objectContaining({
      Action: ['dynamodb:Query'],
      Resource: tableDeclaration.globalIndexes.map((index) => ({ 'Fn::Join': ['', [tableArn, `/index/${index.name}`]] })),
    }),
  ]);
  expect(actionsOf(statements, 'dynamodb:')).not.toContain('dynamodb:Scan');
  if (expected.table === 'read') {
    expect(actionsOf(statements, 'dynamodb:').filter((action) => /Put|Update|Delete|Write/.test(action))).toEqual([]);
  }

  const putEvents = statements.filter((statement) => statement.Action.includes('events:PutEvents'));
  if (expected.publishes) {
    // The stage's bus by name, and only the portal's own source.
    expect(putEvents).toEqual([expect.objectContaining({ Action: ['events:PutEvents'], Condition: { StringEquals: { 'events:source': eventSource } } })]);
    expect(JSON.stringify(putEvents[0]!.Resource)).toContain(`:event-bus/${eventBusName}`);
  } else {
    expect(putEvents).toEqual([]);
  }

  const onQueues = statements.filter((statement) => statement.Action.some((action) => action.startsWith('sqs:')));
  if (expected.consumes) {
    const ownQueue = portal.stateful.queues[expected.consumes as keyof typeof portal.stateful.queues].queue;
    expect(onQueues).toEqual([expect.objectContaining({ Resource: stack.resolve(ownQueue.queueArn) })]);
    expect(onQueues[0]!.Action).toContain('sqs:ReceiveMessage');
    expect(onQueues[0]!.Action).not.toContain('sqs:SendMessage');
  } else if (expected.failedRunsTo) {
    // A job sends its failed runs to its own failure queue (the on-failure destination), nowhere else.
    const failures = portal.stateful.jobFailureQueues[expected.failedRunsTo]!;
    expect(onQueues).toEqual([expect.objectContaining({ Resource: stack.resolve(failures.queueArn) })]);
    expect(onQueues[0]!.Action).toContain('sqs:SendMessage');
    expect(onQueues[0]!.Action).not.toContain('sqs:ReceiveMessage');
  } else {
    expect(onQueues).toEqual([]);
  }

  // The receipts' bucket: read and write its receipts, never delete or list, for the functions that keep receipts only.
  const onS3 = statements.filter((statement) => statement.Action.some((action) => action.startsWith('s3:')));
  if (expected.receiptArchive) {
    const bucket = receiptArchiveBucketName('111111111111', 'eu-north-1');
    expect(onS3).toEqual([expect.objectContaining({ Action: ['s3:GetObject', 's3:PutObject'], Resource: `arn:aws:s3:::${bucket}/receipts/*` })]);
  } else {
    expect(onS3).toEqual([]);
  }

  // Nothing else: logs to its own log group, X-Ray, and the grants above.
  const known =
    /^(logs:CreateLogStream|logs:PutLogEvents|xray:|dynamodb:|events:PutEvents$|sqs:|ses:SendEmail$|sns:Publish$|secretsmanager:GetSecretValue$|secretsmanager:DescribeSecret$|route53:|cloudfront-keyvaluestore:|kms:|s3:GetObject$|s3:PutObject$)/;
  expect(statements.flatMap((statement) => statement.Action).filter((action) => !known.test(action))).toEqual([]);
  const logs = statements.find((statement) => statement.Action.includes('logs:PutLogEvents'));
  expect(logs?.Resource).toEqual({ 'Fn::GetAtt': [logicalId(portal.stateless, portalFunction.logGroup), 'Arn'] });
}

describe('functions', () => {
  it('are one per HTTP context, the authorizer, one per consumer and one per job (plus the deploy-time seed), all Node 24 on ARM64', () => {
    const { stateless } = synthesized;
    // The CDK trigger's own provider function (aws-cdk-lib's, deploy time only) is not ours.
    const functions = Object.entries(stateless.findResources('AWS::Lambda::Function'))
      .filter(([logicalId]) => !logicalId.startsWith('AWSCDKTriggerCustomResourceProvider'))
      .map(([, resource]) => resource);
    expect(functions).toHaveLength(httpContextNames.length + 1 + queues.length + schedules.length + 1);
    for (const lambda of functions) {
      expect(lambda.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        Environment: {
          Variables: expect.objectContaining({
            NODE_OPTIONS: '--enable-source-maps',
            STAGE: 'production',
            EVENT_BUS_NAME: eventBusName,
            POWERTOOLS_SERVICE_NAME: expect.any(String),
            TABLE_NAME: expect.anything(),
          }),
        },
        LoggingConfig: { LogGroup: expect.anything() },
      });
    }
  });

  it('keep their logs for a limited time', () => {
    for (const logGroup of Object.values(synthesized.stateless.findResources('AWS::Logs::LogGroup'))) {
      expect(logGroup.Properties.RetentionInDays).toBe(90);
    }
  });

  it.each(httpContextNames)('the %s context has exactly its declared grants', (context) => {
    const declaration = httpContexts[context];
    expectGrants(synthesized.portal.functions.httpFunctions[context], {
      table: declaration.table,
      publishes: declaration.publishes.length > 0,
      receiptArchive: 'usesReceiptArchive' in declaration && declaration.usesReceiptArchive,
    });
  });

  it('the settings context only reads the table and cannot publish events', () => {
    expectGrants(synthesized.portal.functions.httpFunctions.settings, { table: 'read', publishes: false });
  });

  it('the authorizer only reads the table, and knows the identity provider', () => {
    const { portal, stateless } = synthesized;
    expectGrants(portal.functions.authorizerFunction, { table: 'read', publishes: false });
    const id = logicalId(portal.stateless, portal.functions.authorizerFunction.function);
    expect(stateless.findResources('AWS::Lambda::Function')[id]!.Properties.Environment.Variables).toMatchObject({
      OIDC_ISSUER: testIdentityProvider.issuer,
      OIDC_CLIENT_ID: testIdentityProvider.clientId,
    });
  });

  it.each(queues)('the $consumer consumer reads only its own queue, in declared batches, reporting failures', (declaration) => {
    const { portal, stateless } = synthesized;
    const consumer = portal.functions.consumers[declaration.name];
    expectGrants(consumer, {
      table: declaration.table,
      publishes: (declaration.publishes?.length ?? 0) > 0,
      consumes: declaration.name,
      receiptArchive: 'usesReceiptArchive' in declaration && declaration.usesReceiptArchive,
    });
    const mappings = Object.values(stateless.findResources('AWS::Lambda::EventSourceMapping')).filter(
      (mapping) => JSON.stringify(mapping.Properties.FunctionName) === JSON.stringify({ Ref: logicalId(portal.stateless, consumer.function) }),
    );
    expect(mappings).toEqual([
      expect.objectContaining({
        Properties: {
          EventSourceArn: portal.consumers.resolve(portal.stateful.queues[declaration.name].queue.queueArn),
          FunctionName: expect.anything(),
          BatchSize: declaration.batchSize,
          FunctionResponseTypes: ['ReportBatchItemFailures'],
          // Consumers behind Route 53 or the registry are capped (tests/infra/alarms.test.ts checks the sizes).
          ...(consumerMaxConcurrency(declaration) !== undefined ? { ScalingConfig: { MaximumConcurrency: consumerMaxConcurrency(declaration) } } : {}),
        },
      }),
    ]);
    // The queue hides a message in flight for at least six function timeouts (AWS guidance).
    const timeout = stateless.findResources('AWS::Lambda::Function')[logicalId(portal.stateless, consumer.function)]!.Properties.Timeout;
    expect(timeout * 6).toBeLessThanOrEqual(declaration.visibilityTimeoutSeconds);
  });

  it.each(schedules.map((schedule) => [schedule.name, schedule] as const))('the %s job has its declared grants and schedule', (name, declaration) => {
    const { portal, stateless } = synthesized;
    const job = portal.functions.jobs[name]!;
    expectGrants(job, { table: declaration.table, publishes: declaration.publishes.length > 0, failedRunsTo: name });
    expect(Object.values(stateless.findResources('AWS::Scheduler::Schedule'))).toContainEqual(
      expect.objectContaining({
        Properties: expect.objectContaining({
          ScheduleExpressionTimezone: declaration.timezone,
          Target: expect.objectContaining({ Arn: { 'Fn::GetAtt': [logicalId(portal.stateless, job.function), 'Arn'] } }),
        }),
      }),
    );
  });

  it('there is one schedule per declared job', () => {
    synthesized.stateless.resourceCountIs('AWS::Scheduler::Schedule', schedules.length);
  });
});

describe('the HTTP API', () => {
  it('has a route for every declared route, to its context, with the authorizer on exactly the non-public ones', () => {
    const { portal, stateless } = synthesized;
    const apiRoutes = Object.values(stateless.findResources('AWS::ApiGatewayV2::Route'));
    expect(apiRoutes.map((route) => route.Properties.RouteKey).sort()).toEqual(routes.map(routeKey).sort());

    const integrations = stateless.findResources('AWS::ApiGatewayV2::Integration');
    const [authorizerId] = Object.keys(stateless.findResources('AWS::ApiGatewayV2::Authorizer'));
    for (const route of routes) {
      const apiRoute = apiRoutes.find((candidate) => candidate.Properties.RouteKey === routeKey(route))!;
      if (route.auth === 'public') {
        expect(apiRoute.Properties.AuthorizationType).toBe('NONE');
        expect(apiRoute.Properties.AuthorizerId).toBeUndefined();
      } else {
        // The stateless stack's authorizer, as the route's API stack imports it.
        const routeStack = portal.apiStacks[apiStackGroupOf[route.context]];
        expect(routeStack.resolve(portal.stateless.authorizer.authorizerId)).toEqual({ 'Fn::ImportValue': expect.stringContaining(authorizerId!) });
        expect(apiRoute.Properties).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: routeStack.resolve(portal.stateless.authorizer.authorizerId) });
      }
      const integrationId = apiRoute.Properties.Target['Fn::Join'][1][1].Ref;
      expect(integrations[integrationId]!.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        // The context function's `live` alias (gradual deployment).
        IntegrationUri: { Ref: logicalId(portal.stateless, portal.functions.aliases[`${route.context}-http`]!) },
      });
    }
  });

  it('lets API Gateway invoke each context function by one permission scoped to this API (not one per route)', () => {
    const { portal, stateless } = synthesized;
    const permissions = Object.values(stateless.findResources('AWS::Lambda::Permission')).filter((permission) => permission.Properties.Principal === 'apigateway.amazonaws.com');
    for (const context of httpContextNames) {
      const own = permissions.filter((permission) =>
        // Its `live` alias: what the integration invokes (tests/infra/gradual-deployment.test.ts).
        JSON.stringify(permission.Properties.FunctionName).includes(logicalId(portal.stateless, portal.functions.aliases[`${context}-http`]!)),
      );
      expect(own, context).toHaveLength(1);
      expect(JSON.stringify(own[0]!.Properties.SourceArn), context).toContain(`/*/*/*`);
    }
  });

  it('always asks the authorizer (no identity source, no cache) for a simple answer', () => {
    const { portal, stateless } = synthesized;
    stateless.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    stateless.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      AuthorizerResultTtlInSeconds: 0,
      IdentitySource: [],
      // The authorizer's `live` alias (gradual deployment).
      AuthorizerUri: { 'Fn::Join': ['', [Match.anyValue(), { Ref: logicalId(portal.stateless, portal.functions.aliases.authorizer!) }, '/invocations']] },
    });
  });

  it('logs access and throttles on its one stage', () => {
    const { stateless } = synthesized;
    stateless.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    stateless.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });

  it('has no CORS configuration (the SPA calls it on its own origin)', () => {
    const [api] = Object.values(synthesized.stateless.findResources('AWS::ApiGatewayV2::Api'));
    expect(api!.Properties.CorsConfiguration).toBeUndefined();
  });
});

describe.each(rules)('event rule $name', (declaration) => {
  it('sends its events from the portal bus to its queue, as the envelope', () => {
    const { portal, stateless } = synthesized;
    const eventRules = Object.values(stateless.findResources('AWS::Events::Rule')).filter((rule) => rule.Properties.Name === declaration.name);
    expect(eventRules).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({
          EventBusName: eventBusName,
          EventPattern: { source: [eventSource], 'detail-type': [...declaration.events] },
          Targets: [
            expect.objectContaining({
              Arn: portal.consumers.resolve(portal.stateful.queues[declaration.queue].queue.queueArn),
              InputPath: '$.detail',
            }),
          ],
        }),
      }),
    ]);
  });
});

it('has one event rule per declared rule, admitted by the queue policies of the stateful stack', () => {
  synthesized.stateless.resourceCountIs('AWS::Events::Rule', rules.length);
  // A policy here would make the stateful stack depend on this one.
  synthesized.stateless.resourceCountIs('AWS::SQS::QueuePolicy', 0);
});

describe('reference data', () => {
  it('is seeded after every deploy that changes the seed job, by a trigger that runs it', () => {
    const { stateless } = synthesized;
    const { portal } = synthesized;
    const seedJob = portal.functions.jobs['seed-reference-data']!;
    const triggers = Object.values(stateless.findResources('Custom::Trigger'));
    expect(triggers).toHaveLength(1);
    // It runs the job's current version, so a changed job (new countries) runs again on deploy.
    expect(triggers[0]!.Properties.HandlerArn).toEqual({
      // The version's logical id ends with a hash of the code, hence the prefix match.
      Ref: expect.stringMatching(new RegExp(`^${portal.stateless.getLogicalId(seedJob.function.currentVersion.node.defaultChild as never)}`)),
    });
    expectGrants(seedJob, { table: 'readwrite', publishes: false });
    // The deployment's seller goes to the seed (which saves it in the settings), to no other function.
    const functions = stateless.findResources('AWS::Lambda::Function');
    const withSeller = Object.entries(functions).filter(([, resource]) => resource.Properties.Environment?.Variables?.SELLER !== undefined);
    expect(withSeller.map(([id]) => id)).toEqual([portal.stateless.getLogicalId(seedJob.function.node.defaultChild as never)]);
    expect(JSON.parse(withSeller[0]![1].Properties.Environment.Variables.SELLER)).toEqual(testSeller);
  });
});

describe('messages', () => {
  it('go out from the one sender domain, and only from the contexts that send them', () => {
    const { stateless, portal } = synthesized;
    expect(Object.values(stateless.findResources('AWS::SES::EmailIdentity')).map((identity) => identity.Properties.EmailIdentity)).toEqual(['okisnavn.fo']);
    for (const context of httpContextNames) {
      const statements = statementsOf(portal.functions.httpFunctions[context]);
      const sendEmail = statements.filter((statement) => statement.Action.includes('ses:SendEmail'));
      const publishSms = statements.filter((statement) => statement.Action.includes('sns:Publish') && statement.Effect !== 'Deny');
      if (httpContexts[context].sendsMessages) {
        expect(sendEmail).toHaveLength(1);
        expect(JSON.stringify(sendEmail[0]!.Resource)).toContain(':identity/okisnavn.fo');
        expect(publishSms).toHaveLength(1);
      } else {
        expect([...sendEmail, ...publishSms]).toEqual([]);
      }
    }
  });

  it('link only to the public origin, which every HTTP function and the authorizer are told', () => {
    for (const lambda of [...Object.values(synthesized.portal.functions.httpFunctions), synthesized.portal.functions.authorizerFunction]) {
      const resource = synthesized.stateless.toJSON().Resources[synthesized.portal.stateless.getLogicalId(lambda.function.node.defaultChild as never)];
      expect(resource.Properties.Environment.Variables).toMatchObject({
        PUBLIC_URL: 'https://www.okisnavn.fo',
        MAIL_FROM: 'no-reply@okisnavn.fo',
        OIDC_ISSUER: testIdentityProvider.issuer,
        OIDC_CLIENT_ID: 'app',
      });
    }
  });
});

describe('the registry and the payment provider', () => {
  const externalFunctions = () => {
    const { portal } = synthesized;
    return [
      ...httpContextNames.map((context) => ({
        name: `${context} context`,
        declaration: httpContexts[context] as { usesRegistry?: boolean; usesPayments?: boolean; receivesRegistryWebhooks?: boolean; appliesRegistryEvents?: boolean },
        fn: portal.functions.httpFunctions[context],
      })),
      ...queues.map((queue) => ({
        name: `${queue.consumer} consumer`,
        declaration: queue as { usesRegistry?: boolean; usesPayments?: boolean; receivesRegistryWebhooks?: boolean; appliesRegistryEvents?: boolean },
        fn: portal.functions.consumers[queue.name],
      })),
      ...schedules.map((schedule) => ({
        name: `${schedule.job} job`,
        declaration: schedule as { usesRegistry?: boolean; usesPayments?: boolean; receivesRegistryWebhooks?: boolean; appliesRegistryEvents?: boolean },
        fn: portal.functions.jobs[schedule.name]!,
      })),
    ];
  };

  it('are reached only by the functions that use them, with their secrets and the configured endpoint', () => {
    const { portal } = synthesized;
    for (const { name, declaration, fn } of externalFunctions()) {
      // As the function's own stack refers to them (an import from the stack that has them).
      const stack = Stack.of(fn);
      const registrySecret = stack.resolve(portal.stateful.registryCredentials.secretArn);
      const paymentSecret = stack.resolve(portal.stateful.paymentCredentials.secretArn);
      const registryWebhookSecret = stack.resolve(portal.stateful.registryWebhookSecret.secretArn);
      const originSecret = stack.resolve(portal.stateless.originSecret.secretArn);
      const statements = statementsOf(fn);
      const readsSecrets = statements
        .filter((statement) => statement.Action.includes('secretsmanager:GetSecretValue'))
        .flatMap((statement) => (Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource]));
      const variables = synthesized.stateless.toJSON().Resources[portal.stateless.getLogicalId(fn.function.node.defaultChild as never)].Properties.Environment.Variables;
      const expectedSecrets = [
        ...(declaration.usesRegistry ? [registrySecret] : []),
        ...(declaration.usesPayments ? [paymentSecret] : []),
        ...(declaration.receivesRegistryWebhooks ? [registryWebhookSecret] : []),
        // Every HTTP function checks the origin secret CloudFront sends (tests/infra/edge.test.ts).
        ...(name.endsWith(' context') ? [originSecret] : []),
      ];
      expect(readsSecrets.map((secret) => JSON.stringify(secret)).sort(), name).toEqual(expectedSecrets.map((secret) => JSON.stringify(secret)).sort());
      if (declaration.usesRegistry) {
        expect(variables, name).toMatchObject({
          EPP_CREDENTIALS_SECRET_ARN: registrySecret,
          EPP_HOST: 'epp.registry.example',
          EPP_PORT: '700',
          PRODUCT_NAME_SERVERS: 'ns1.okisnavn.fo,ns2.okisnavn.fo',
        });
      } else {
        expect(variables.EPP_CREDENTIALS_SECRET_ARN, name).toBeUndefined();
      }
      if (declaration.usesPayments) expect(variables.PAYMENTS_SECRET_ARN, name).toEqual(paymentSecret);
      else expect(variables.PAYMENTS_SECRET_ARN, name).toBeUndefined();
      // Only the registry webhooks' receiver reads their secret; only the consumer that applies the events is told the registrar id.
      expect(variables.REGISTRY_WEBHOOK_SECRET_ARN, name).toEqual(declaration.receivesRegistryWebhooks ? registryWebhookSecret : undefined);
      expect(variables.REGISTRAR_ID, name).toEqual(declaration.appliesRegistryEvents ? 'okisnavn' : undefined);
    }
  });

  it("keeps the payment provider's secret when the stack goes", () => {
    const secrets = synthesized.stateful.findResources('AWS::SecretsManager::Secret');
    expect(Object.values(secrets).filter((secret) => String(secret.Properties.Description).includes('Stripe'))).toEqual([
      expect.objectContaining({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' }),
    ]);
  });
});
