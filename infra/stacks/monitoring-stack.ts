import { Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { BusinessMetrics } from '../constructs/business-metrics.ts';
import { PortalAlarms } from '../constructs/portal-alarms.ts';
import type { PortalNames } from '../names.ts';

export interface MonitoringStackProps extends StackProps {
  names: PortalNames;
  /** Where alarms are e-mailed (`-c alarmEmail=…`); without it the alarm topic has no subscription. */
  alarmEmail?: string;
  /** The stateless stack's API, functions (by readable name) and jobs' functions. */
  api: HttpApi;
  functions: Record<string, IFunction>;
  jobs: Record<string, IFunction>;
  /** The stateful stack's queues consumers read, and every dead-letter queue by a readable name. */
  queues: Record<string, IQueue>;
  deadLetterQueues: Record<string, IQueue>;
  ruleNames: readonly string[];
}

/**
 * What watches the portal: the alarm topic, every alarm (named `okisnavn-<stage>-…`), the
 * business alarms and the dashboard. A stack of its own, so the stateless stack keeps room under
 * CloudFormation's 500 resources; it reads the stateless and stateful stacks' names and ids, and
 * the stateless stack's deployment groups watch its alarms by name only (no reference back).
 */
export class MonitoringStack extends Stack {
  readonly alarms: PortalAlarms;
  readonly businessMetrics: BusinessMetrics;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    this.alarms = new PortalAlarms(this, 'Alarms', {
      alarmName: props.names.alarm,
      dashboardName: props.names.dashboard,
      metricsNamespace: props.names.metricsNamespace,
      eventBusName: props.names.eventBus,
      alarmEmail: props.alarmEmail,
      api: props.api,
      functions: props.functions,
      deadLetterQueues: props.deadLetterQueues,
      queues: props.queues,
      ruleNames: props.ruleNames,
      jobs: props.jobs,
    });
    this.businessMetrics = new BusinessMetrics(this, 'BusinessMetrics', {
      namespace: props.names.metricsNamespace,
      topic: this.alarms.topic,
      dashboard: this.alarms.dashboard,
    });
  }
}
