import { Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, Dashboard, GraphWidget, type IMetric, MathExpression, Metric, TextWidget, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule } from 'aws-cdk-lib/aws-scheduler';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { registryMetrics } from '#functions/adapters/registry/registry-metrics.ts';
import { pascalCase } from '../names.ts';

/**
 * The alarm topic (`Topic`) with its key (`TopicKey`) in `scope`: the monitoring stack's, and —
 * for one transitional deploy only — the stateless stack's former one at its former place
 * (`-c keepStatelessAlarmTopic=true`, docs/operations.md "Existing deployments: the alarm topic's
 * move to the monitoring stack"). CloudWatch cannot publish to a topic under the AWS managed SNS
 * key: a key of our own that CloudWatch may use.
 */
export function alarmTopic(scope: Construct): Topic {
  const key = new Key(scope, 'TopicKey', { description: 'Økisnavn: encrypts the alarm topic', enableKeyRotation: true });
  key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
  return new Topic(scope, 'Topic', { displayName: 'Økisnavn alarms', masterKey: key, enforceSSL: true });
}

/** What an alarm watches, by kind: the tests find every alarm of a queue, function or rule by these. */
export type AlarmSubject =
  | { kind: 'dead-letters'; name: string }
  | { kind: 'function-errors' | 'function-throttles'; name: string }
  | { kind: 'rule-failed-invocations'; name: string }
  | { kind: 'api-5xx-rate' | 'api-p99-latency' | 'schedule-target-errors' | 'schedule-dropped' | 'ses-bounce-rate' | 'ses-complaint-rate' | 'registry-connection-failures' };

/**
 * What an alarm is called after the stage's prefix (`PortalNames.alarm`): `auth-http-errors`,
 * `order-mail-queue-dead-letters`, `api-5xx-rate`. Fixed names, so the stateless stack's
 * deployment groups can watch an alarm of the monitoring stack by its name.
 */
export function alarmNameOf(subject: AlarmSubject): string {
  switch (subject.kind) {
    case 'dead-letters':
      return `${subject.name}-dead-letters`;
    case 'function-errors':
      return `${subject.name}-errors`;
    case 'function-throttles':
      return `${subject.name}-throttles`;
    case 'rule-failed-invocations':
      return `${subject.name}-rule-failed-invocations`;
    default:
      return subject.kind;
  }
}

/** The alarms' limits, in one place (docs/architecture.md "Operations / alarms" explains each). */
export const alarmLimits = {
  /** 5xx answers as a share of all requests, over five minutes, when at least some requests came. */
  api5xxPercent: 5,
  /** The slowest 1 % of requests (API Gateway's `Latency`, authorizer included). */
  apiP99LatencyMs: 3000,
  /** SES reviews an account at 5 % bounces and 0.1 % complaints; we want to know well before. */
  sesBounceRate: 0.02,
  sesComplaintRate: 0.0005,
  /** Failed connections, logins or answers from the registry in five minutes. */
  registryConnectionFailures: 3,
} as const;

export interface PortalAlarmsProps {
  /** The stage's alarm names (`PortalNames.alarm`: `okisnavn-<stage>-<what>`). */
  alarmName: (what: string) => string;
  /** The stage's dashboard name (`okisnavn-<stage>`). */
  dashboardName: string;
  /** The stage's namespace of the portal's own metrics (`Okisnavn/<stage>`), where the EPP adapter counts its failures. */
  metricsNamespace: string;
  /** The portal bus, whose rules' failed deliveries are alarmed. */
  eventBusName: string;
  /** Where alarms go (`-c alarmEmail=ops@example.fo`); without it the topic has no subscription. */
  alarmEmail?: string;
  api: HttpApi;
  /** Every function of the portal, by a readable name (`auth-http`, `order-mail-consumer`, `outbox-relay-job`). */
  functions: Record<string, IFunction>;
  /** Every dead-letter queue: queues' DLQs, rule targets', schedules', jobs' failure destinations. */
  deadLetterQueues: Record<string, IQueue>;
  /** The queues consumers read, for the dashboard. */
  queues: Record<string, IQueue>;
  /** The EventBridge rules' names (on the portal bus). */
  ruleNames: readonly string[];
  /** The jobs' functions by job name, for the dashboard. */
  jobs: Record<string, IFunction>;
}

/**
 * Nothing fails silently: an SNS topic (KMS-encrypted, TLS only, e-mail from context) and an
 * alarm on everything that can fail without anyone asking — every dead-letter queue, every
 * function's errors and throttles, the API's 5xx rate and p99 latency, failed rule deliveries,
 * Scheduler target errors and dropped invocations, SES reputation, and the registry's
 * connection failures (the EMF metric the EPP adapter emits) — plus one dashboard.
 */
export class PortalAlarms extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  /** Every alarm with what it watches. */
  readonly alarms: { subject: AlarmSubject; alarm: Alarm }[] = [];
  private readonly action: SnsAction;
  private readonly alarmName: (what: string) => string;

  constructor(scope: Construct, id: string, props: PortalAlarmsProps) {
    super(scope, id);
    this.alarmName = props.alarmName;

    this.topic = alarmTopic(this);
    this.action = new SnsAction(this.topic);
    const deadLetterQueues = { ...props.deadLetterQueues };
    if (props.alarmEmail) {
      // Notifications SNS could not deliver (the address refuses them) are kept, and their depth
      // is on the dashboard and alarmed like every dead-letter queue.
      const undelivered = new Queue(this, 'UndeliveredAlarms', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
      const reason = 'This queue is a dead-letter queue itself (alarm notifications SNS could not deliver to the alarm e-mail); it is alarmed and shown on the dashboard.';
      Validations.of(undelivered).acknowledge({ id: 'AwsSolutions::AwsSolutions-SQS3', reason }, { id: 'Serverless::Serverless-SQSRedrivePolicy', reason });
      this.topic.addSubscription(new EmailSubscription(props.alarmEmail, { deadLetterQueue: undelivered }));
      deadLetterQueues['alarm-email'] = undelivered;
    }

    const fiveMinutes = Duration.minutes(5);
    const oneMinute = Duration.minutes(1);

    for (const [name, queue] of Object.entries(deadLetterQueues)) {
      this.alarm({ kind: 'dead-letters', name }, `${pascalCase(name)}DeadLetters`, {
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: oneMinute, statistic: 'Maximum' }),
        threshold: 0,
        description: `${name}: a message is in the dead-letter queue (it failed every try). Look at it, fix the cause, redrive it.`,
      });
    }

    for (const [name, fn] of Object.entries(props.functions)) {
      this.alarm({ kind: 'function-errors', name }, `${pascalCase(name)}Errors`, {
        metric: fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        threshold: 0,
        description: `${name}: the function failed (an unhandled error or a timeout). Its log group has the line.`,
      });
      this.alarm({ kind: 'function-throttles', name }, `${pascalCase(name)}Throttles`, {
        metric: fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }),
        threshold: 0,
        description: `${name}: invocations were throttled (account or reserved concurrency reached).`,
      });
    }

    const requests = props.api.metricCount({ period: fiveMinutes, statistic: 'Sum' });
    const serverErrors = props.api.metricServerError({ period: fiveMinutes, statistic: 'Sum' });
    this.alarm({ kind: 'api-5xx-rate' }, 'Api5xxRate', {
      // Only when some requests came: one 502 among three requests at night is not an incident.
      metric: new MathExpression({
        expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
        usingMetrics: { requests, errors: serverErrors },
        label: '5xx %',
        period: fiveMinutes,
      }),
      threshold: alarmLimits.api5xxPercent,
      description: `The API answered more than ${alarmLimits.api5xxPercent} % of requests with a 5xx in five minutes.`,
    });
    this.alarm({ kind: 'api-p99-latency' }, 'ApiP99Latency', {
      metric: props.api.metricLatency({ period: fiveMinutes, statistic: 'p99' }),
      threshold: alarmLimits.apiP99LatencyMs,
      evaluationPeriods: 3,
      description: `The API's p99 latency was above ${alarmLimits.apiP99LatencyMs} ms for 15 minutes.`,
    });

    for (const ruleName of props.ruleNames) {
      this.alarm({ kind: 'rule-failed-invocations', name: ruleName }, `${pascalCase(ruleName)}RuleFailedInvocations`, {
        metric: new Metric({
          namespace: 'AWS/Events',
          metricName: 'FailedInvocations',
          dimensionsMap: { EventBusName: props.eventBusName, RuleName: ruleName },
          period: fiveMinutes,
          statistic: 'Sum',
        }),
        threshold: 0,
        description: `Rule ${ruleName}: EventBridge could not deliver an event to its queue (after its retries, into the rule's dead-letter queue).`,
      });
    }

    // Scheduler publishes these per account (no per-schedule dimension); the job's own function
    // alarms say which job.
    this.alarm({ kind: 'schedule-target-errors' }, 'ScheduleTargetErrors', {
      metric: Schedule.metricAllErrors({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 0,
      description: 'EventBridge Scheduler could not invoke a job (TargetErrorCount).',
    });
    this.alarm({ kind: 'schedule-dropped' }, 'ScheduleDropped', {
      metric: Schedule.metricAllDropped({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 0,
      description: "EventBridge Scheduler dropped a job's invocation after its retries (InvocationDroppedCount).",
    });

    this.alarm({ kind: 'ses-bounce-rate' }, 'SesBounceRate', {
      metric: new Metric({ namespace: 'AWS/SES', metricName: 'Reputation.BounceRate', period: Duration.hours(1), statistic: 'Maximum' }),
      threshold: alarmLimits.sesBounceRate,
      description: `The account's SES bounce rate is above ${alarmLimits.sesBounceRate * 100} % (SES reviews the account at 5 %).`,
    });
    this.alarm({ kind: 'ses-complaint-rate' }, 'SesComplaintRate', {
      metric: new Metric({ namespace: 'AWS/SES', metricName: 'Reputation.ComplaintRate', period: Duration.hours(1), statistic: 'Maximum' }),
      threshold: alarmLimits.sesComplaintRate,
      description: `The account's SES complaint rate is above ${alarmLimits.sesComplaintRate * 100} % (SES reviews the account at 0.1 %).`,
    });

    const registryFailures = new Metric({
      namespace: props.metricsNamespace,
      metricName: registryMetrics.connectionFailures,
      period: fiveMinutes,
      statistic: 'Sum',
    });
    this.alarm({ kind: 'registry-connection-failures' }, 'RegistryConnectionFailures', {
      metric: registryFailures,
      threshold: alarmLimits.registryConnectionFailures - 1,
      description: `The registry (EPP) failed ${alarmLimits.registryConnectionFailures} or more times in five minutes: no connection, a failed login, no or a broken answer.`,
    });

    this.dashboard = this.portalDashboard({ ...props, deadLetterQueues }, { requests, serverErrors, registryFailures });
  }

  private alarm(subject: AlarmSubject, id: string, options: { metric: IMetric; threshold: number; description: string; evaluationPeriods?: number }): Alarm {
    const alarm = new Alarm(this, id, {
      alarmName: this.alarmName(alarmNameOf(subject)),
      metric: options.metric,
      threshold: options.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      // No data is no failure: a queue with nothing in it, a function not called.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: options.description,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push({ subject, alarm });
    return alarm;
  }

  private portalDashboard(props: PortalAlarmsProps, metrics: { requests: IMetric; serverErrors: IMetric; registryFailures: IMetric }): Dashboard {
    const fiveMinutes = Duration.minutes(5);
    const width = 12;
    const dashboard = new Dashboard(this, 'Dashboard', { dashboardName: props.dashboardName, defaultInterval: Duration.hours(6) });
    const byName = <T>(record: Record<string, T>, metric: (item: T, name: string) => IMetric) => Object.entries(record).map(([name, item]) => metric(item, name));
    dashboard.addWidgets(new TextWidget({ markdown: '# Økisnavn\nAPI, functions, queues and dead-letter queues, jobs. Alarms go to the alarm topic.', width: 24, height: 2 }));
    dashboard.addWidgets(
      new GraphWidget({
        title: 'API: requests and errors',
        width,
        left: [metrics.requests, props.api.metricClientError({ period: fiveMinutes, statistic: 'Sum' }), metrics.serverErrors],
      }),
      new GraphWidget({
        title: 'API: latency (p50, p99)',
        width,
        left: [props.api.metricLatency({ period: fiveMinutes, statistic: 'p50' }), props.api.metricLatency({ period: fiveMinutes, statistic: 'p99' })],
      }),
    );
    // A graph needs a metric: without functions (`-c stackSplitMigration=true`) their graphs are left out.
    if (Object.keys(props.functions).length > 0) {
      dashboard.addWidgets(
        new GraphWidget({
          title: 'Functions: errors',
          width,
          left: byName(props.functions, (fn, name) => fn.metricErrors({ period: fiveMinutes, statistic: 'Sum', label: name })),
        }),
        new GraphWidget({
          title: 'Functions: duration p99',
          width,
          left: byName(props.functions, (fn, name) => fn.metricDuration({ period: fiveMinutes, statistic: 'p99', label: name })),
        }),
      );
    }
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Queues: oldest message (s)',
        width,
        left: byName(props.queues, (queue, name) => queue.metricApproximateAgeOfOldestMessage({ period: fiveMinutes, statistic: 'Maximum', label: name })),
      }),
      new GraphWidget({
        title: 'Dead-letter queues: messages',
        width,
        left: byName(props.deadLetterQueues, (queue, name) => queue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum', label: name })),
      }),
    );
    dashboard.addWidgets(
      ...(Object.keys(props.jobs).length > 0
        ? [
            new GraphWidget({
              title: 'Jobs: runs and failures',
              width,
              left: byName(props.jobs, (fn, name) => fn.metricInvocations({ period: fiveMinutes, statistic: 'Sum', label: `${name} runs` })),
              right: byName(props.jobs, (fn, name) => fn.metricErrors({ period: fiveMinutes, statistic: 'Sum', label: `${name} failures` })),
            }),
          ]
        : []),
      new GraphWidget({
        title: 'Registry connection failures, schedules',
        width,
        left: [metrics.registryFailures],
        right: [Schedule.metricAllErrors({ period: fiveMinutes, statistic: 'Sum' }), Schedule.metricAllDropped({ period: fiveMinutes, statistic: 'Sum' })],
      }),
    );
    return dashboard;
  }
}
