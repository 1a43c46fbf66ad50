import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventSource } from '#events/envelope.ts';
import { queues } from '#events/queues.ts';
import { rules } from '#events/rules.ts';
import { schedules } from '#events/schedules.ts';
import { registryMetrics } from '#functions/adapters/registry/registry-metrics.ts';
import { httpContexts, httpContextNames } from '#functions/http/contexts.ts';
import { scheduleRetry } from '#infra/constructs/job-schedules.ts';
import { PortalAlarms } from '#infra/constructs/portal-alarms.ts';
import { PortalFunction } from '#infra/constructs/portal-function.ts';
import { portalNames } from '#infra/names.ts';

const eventBusName = portalNames().eventBus;
import { eventArchiveRetentionDays } from '#infra/stacks/stateful-stack.ts';
import { consumerConcurrencyLimits, jobRunMaxAge, ruleTargetRetry } from '#infra/stacks/portal-functions-stack.ts';
import { statelessStacks, synthesizePortal } from './synthesize.ts';

let synthesized: ReturnType<typeof synthesizePortal>;
beforeAll(() => {
  synthesized = synthesizePortal({ alarmEmail: 'ops@example.fo' });
});

interface AlarmProperties {
  MetricName?: string;
  Namespace?: string;
  Dimensions?: { Name: string; Value: unknown }[];
  Metrics?: { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string }; Stat: string } }[];
  Statistic?: string;
  ExtendedStatistic?: string;
  Threshold: number;
  ComparisonOperator: string;
  AlarmActions: unknown[];
  OKActions: unknown[];
  TreatMissingData: string;
}

const alarms = () => Object.values(synthesized.monitoring.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties as AlarmProperties);
const json = (value: unknown) => JSON.stringify(value);
const dimension = (alarm: AlarmProperties, name: string) => alarm.Dimensions?.find((entry) => entry.Name === name)?.Value;
const topicRef = () => ({ Ref: synthesized.portal.monitoring.getLogicalId(synthesized.portal.monitoring.alarms.topic.node.defaultChild as never) });
const functionRef = (fn: PortalFunction) => ({ Ref: synthesized.portal.stateless.getLogicalId(fn.function.node.defaultChild as never) });

/** The alarms on one metric (namespace + name) whose dimensions include `dimensions`. */
function alarmsOn(namespace: string, metricName: string, dimensions: Record<string, unknown> = {}) {
  return alarms().filter(
    (alarm) =>
      alarm.Namespace === namespace &&
      alarm.MetricName === metricName &&
      Object.entries(dimensions).every(([name, value]) => json(dimension(alarm, name)) === json(synthesized.portal.monitoring.resolve(value))),
  );
}

/** Exactly one alarm, paging the topic on ALARM and OK, that fires above `threshold`. */
function expectOnePagingAlarm(found: AlarmProperties[], threshold = 0) {
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ Threshold: threshold, ComparisonOperator: 'GreaterThanThreshold', TreatMissingData: 'notBreaching' });
  expect(found[0]!.AlarmActions).toEqual([topicRef()]);
  expect(found[0]!.OKActions).toEqual([topicRef()]);
}

describe('the alarm topic', () => {
  it('is encrypted with a key CloudWatch may use, TLS only, and e-mails the address from context', () => {
    const { monitoring } = synthesized;
    const keyId = Object.keys(monitoring.findResources('AWS::KMS::Key'))[0];
    monitoring.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } });
    const subscriptions = Object.values(monitoring.findResources('AWS::SNS::Subscription')).map((subscription) => subscription.Properties);
    expect(subscriptions).toEqual([expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@example.fo', TopicArn: topicRef(), RedrivePolicy: expect.anything() })]);
    // What SNS could not deliver to the address is kept and alarmed like every dead-letter queue.
    const undelivered = synthesized.portal.monitoring.node.findChild('Alarms').node.findChild('UndeliveredAlarms') as Queue;
    expect(subscriptions[0]!.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [synthesized.portal.monitoring.getLogicalId(undelivered.node.defaultChild as never), 'Arn'] },
    });
    expectOnePagingAlarm(alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', { QueueName: undelivered.queueName }));
    const keyPolicy = json(Object.values(monitoring.findResources('AWS::KMS::Key'))[0]?.Properties.KeyPolicy);
    expect(keyPolicy).toContain('cloudwatch.amazonaws.com');
    monitoring.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('has no subscription without an alarm e-mail', () => {
    const stack = new Stack(new App(), 'Alone', { env: { account: '111111111111', region: 'eu-north-1' } });
    const fn = new LambdaFunction(stack, 'Fn', { runtime: Runtime.NODEJS_24_X, handler: 'index.handler', code: Code.fromInline('export const handler = async () => {};') });
    new PortalAlarms(stack, 'Alarms', {
      alarmName: portalNames('test').alarm,
      dashboardName: 'okisnavn-test',
      metricsNamespace: 'Okisnavn/test',
      eventBusName: 'okisnavn-test',
      api: new HttpApi(stack, 'Api'),
      functions: { fn },
      deadLetterQueues: { dlq: new Queue(stack, 'Dlq') },
      queues: {},
      ruleNames: [],
      jobs: {},
    });
    const template = Template.fromStack(stack);
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('alarms derived from the declarations', () => {
  it("alarms on every queue's dead-letter queue as soon as one message is in it", () => {
    for (const declaration of queues) {
      const { deadLetterQueue } = synthesized.portal.stateful.queues[declaration.name];
      expectOnePagingAlarm(alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', { QueueName: deadLetterQueue.queueName }));
    }
  });

  it('alarms on errors and throttles of every function of the portal', () => {
    const functions = synthesized.app.node
      .findAll()
      .filter((construct): construct is PortalFunction => construct instanceof PortalFunction && statelessStacks(synthesized.portal).includes(Stack.of(construct)));
    // Every context, the authorizer, every consumer, every job and the seed (the web stack's
    // origin secret rotation is alarmed there: tests/infra/edge.test.ts).
    expect(functions).toHaveLength(httpContextNames.length + 1 + queues.length + schedules.length + 1);
    for (const fn of functions) {
      expectOnePagingAlarm(alarmsOn('AWS/Lambda', 'Errors', { FunctionName: fn.function.functionName }));
      expectOnePagingAlarm(alarmsOn('AWS/Lambda', 'Throttles', { FunctionName: fn.function.functionName }));
    }
  });

  it("gives every rule's target a retry policy and a dead-letter queue, and alarms on both its failed deliveries and that queue", () => {
    const { portal, stateless, stateful } = synthesized;
    for (const declaration of rules) {
      const deadLetters = portal.stateful.ruleDeadLetterQueues[declaration.name]!;
      const rule = Object.values(stateless.findResources('AWS::Events::Rule', { Properties: { Name: declaration.name } }))[0];
      expect(rule?.Properties.Targets).toEqual([
        expect.objectContaining({
          RetryPolicy: { MaximumRetryAttempts: ruleTargetRetry.attempts, MaximumEventAgeInSeconds: ruleTargetRetry.maxEventAge.toSeconds() },
          DeadLetterConfig: { Arn: portal.consumers.resolve(deadLetters.queueArn) },
        }),
      ]);
      // Only this rule may send to its dead-letter queue.
      const policy = Object.values(stateful.findResources('AWS::SQS::QueuePolicy')).find((candidate) =>
        json(candidate.Properties.Queues).includes(portal.stateful.getLogicalId(deadLetters.node.defaultChild as never)),
      );
      expect(json(policy?.Properties.PolicyDocument)).toContain(`rule/${eventBusName}/${declaration.name}`);
      expectOnePagingAlarm(alarmsOn('AWS/Events', 'FailedInvocations', { EventBusName: eventBusName, RuleName: declaration.name }));
      expectOnePagingAlarm(alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', { QueueName: deadLetters.queueName }));
    }
  });

  it('gives every schedule a dead-letter queue and its job an on-failure destination instead of silent retries, one run at a time', () => {
    const { portal, stateless } = synthesized;
    const scheduleResources = Object.values(stateless.findResources('AWS::Scheduler::Schedule')).map((schedule) => schedule.Properties);
    for (const declaration of schedules) {
      const failures = portal.stateful.jobFailureQueues[declaration.name]!;
      const failuresArn = portal.jobs.resolve(failures.queueArn);
      const job = portal.functions.jobs[declaration.name]!;
      expect(scheduleResources).toContainEqual(
        expect.objectContaining({
          Description: declaration.description,
          Target: expect.objectContaining({
            Arn: { 'Fn::GetAtt': [functionRef(job).Ref, 'Arn'] },
            DeadLetterConfig: { Arn: failuresArn },
            RetryPolicy: { MaximumRetryAttempts: scheduleRetry.attempts, MaximumEventAgeInSeconds: scheduleRetry.maxEventAge.toSeconds() },
          }),
        }),
      );
      stateless.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: functionRef(job),
        MaximumRetryAttempts: 0,
        MaximumEventAgeInSeconds: jobRunMaxAge.toSeconds(),
        DestinationConfig: { OnFailure: { Destination: failuresArn } },
      });
      expect(stateless.findResources('AWS::Lambda::Function')[functionRef(job).Ref]?.Properties.ReservedConcurrentExecutions).toBe(1);
      expectOnePagingAlarm(alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', { QueueName: failures.queueName }));
    }
  });

  it('alarms on the API (5xx rate, p99 latency), Scheduler, SES reputation and the registry', () => {
    const apiId = synthesized.portal.stateless.api.apiId;
    const rate = alarms().filter((alarm) => alarm.Metrics?.some((metric) => metric.Expression?.includes('errors / requests')));
    expectOnePagingAlarm(rate, 5);
    expect(
      rate[0]!
        .Metrics!.map((metric) => metric.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(['5xx', 'Count']);
    const latency = alarmsOn('AWS/ApiGateway', 'Latency', { ApiId: apiId });
    expectOnePagingAlarm(latency, 3000);
    expect(latency[0]!.ExtendedStatistic).toBe('p99');
    expectOnePagingAlarm(alarmsOn('AWS/Scheduler', 'TargetErrorCount'));
    expectOnePagingAlarm(alarmsOn('AWS/Scheduler', 'InvocationDroppedCount'));
    expectOnePagingAlarm(alarmsOn('AWS/SES', 'Reputation.BounceRate'), 0.02);
    expectOnePagingAlarm(alarmsOn('AWS/SES', 'Reputation.ComplaintRate'), 0.0005);
    // The metric the EPP adapter emits (functions/adapters/registry/registry-metrics.ts).
    const registry = alarmsOn('Okisnavn/production', registryMetrics.connectionFailures);
    expectOnePagingAlarm(registry, 2);
    expect(registry[0]!.Statistic).toBe('Sum');
  });

  it('has one dashboard with the API, functions, queues, dead-letter queues and jobs', () => {
    const dashboards = Object.values(synthesized.monitoring.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const body = json(dashboards[0]!.Properties.DashboardBody);
    for (const title of ['API: requests and errors', 'API: latency', 'Functions: errors', 'Dead-letter queues', 'Jobs: runs and failures', 'Registry connection failures']) {
      expect(body).toContain(title);
    }
    for (const declaration of schedules) expect(body).toContain(`${declaration.name} failures`);
  });
});

describe('replay and limits', () => {
  it('archives every portal event on the bus for replay', () => {
    synthesized.stateful.hasResourceProperties('AWS::Events::Archive', {
      EventPattern: { source: [eventSource] },
      RetentionDays: eventArchiveRetentionDays,
    });
  });

  it('caps the consumers that talk to Route 53 or the registry at what those allow', () => {
    const { portal, stateless } = synthesized;
    const mappings = Object.values(stateless.findResources('AWS::Lambda::EventSourceMapping')).map((mapping) => mapping.Properties);
    for (const declaration of queues) {
      const mapping = mappings.find((candidate) => json(candidate.FunctionName) === json(functionRef(portal.functions.consumers[declaration.name])));
      expect(mapping, declaration.name).toBeDefined();
      const limits = [
        ...('usesRegistry' in declaration && declaration.usesRegistry ? [consumerConcurrencyLimits.registrySessions] : []),
        ...('usesDnsHost' in declaration && declaration.usesDnsHost ? [consumerConcurrencyLimits.dnsHost] : []),
      ];
      if (limits.length > 0) expect(mapping!.ScalingConfig, declaration.name).toEqual({ MaximumConcurrency: Math.min(...limits) });
      else expect(mapping!.ScalingConfig, declaration.name).toBeUndefined();
    }
    // Route 53 allows five requests a second per account: two zone syncs at once, each a few calls.
    expect(consumerConcurrencyLimits.dnsHost).toBe(2);
  });

  it("gives every function that talks EPP a timeout beyond a cold session's three waits (greeting, login, command)", () => {
    const { stateless } = synthesized;
    const functions = Object.values(stateless.findResources('AWS::Lambda::Function')).map((fn) => fn.Properties);
    const talkingEpp = functions.filter((fn) => fn.Environment?.Variables?.EPP_CREDENTIALS_SECRET_ARN);
    const declared = [
      ...httpContextNames.filter((context) => 'usesRegistry' in httpContexts[context] && httpContexts[context].usesRegistry),
      ...queues.filter((queue) => 'usesRegistry' in queue && queue.usesRegistry),
      ...schedules.filter((schedule) => schedule.usesRegistry),
    ];
    expect(talkingEpp).toHaveLength(declared.length);
    for (const fn of talkingEpp) {
      const eppTimeoutMs = Number(fn.Environment.Variables.EPP_TIMEOUT_MS);
      expect(eppTimeoutMs).toBeGreaterThanOrEqual(1000);
      expect(fn.Timeout * 1000).toBeGreaterThanOrEqual(3 * eppTimeoutMs + 2000);
    }
  });
});
