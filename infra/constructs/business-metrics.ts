import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type Dashboard, GraphWidget, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { businessMetricNames } from '#functions/ports/business-metrics.ts';

/** When the business metrics page someone (docs/architecture.md "Observability"). */
export const businessAlarmLimits = {
  /** Declined payments in an hour: a provider problem, or someone testing stolen cards on the checkout. */
  paymentFailuresPerHour: 10,
  /** Registrations or renewals the registry refused or did not carry out in five minutes. */
  registryErrorsPer5Minutes: 3,
} as const;

export interface BusinessMetricsProps {
  /** The stage's namespace (`PortalNames.metricsNamespace`): the functions write to it, the alarms and the dashboard read it. */
  namespace: string;
  /** The alarm topic and the dashboard of the stage (PortalAlarms). */
  topic: ITopic;
  dashboard: Dashboard;
}

/**
 * The business in numbers, per stage: what the use cases count through the metrics port
 * (functions/ports/business-metrics.ts, EMF lines in AWS) in the stage's own namespace (the
 * stateless stack tells every function its name), the alarms on what should not pile up, and a
 * dashboard row (monitoring stack).
 */
export class BusinessMetrics extends Construct {
  readonly alarms: { paymentFailures: Alarm; registryErrors: Alarm };

  constructor(scope: Construct, id: string, props: BusinessMetricsProps) {
    super(scope, id);
    // No label: a labelled metric makes the alarm a metric-math one, which names no namespace of its own.
    const metric = (name: string, period: Duration) => new Metric({ namespace: props.namespace, metricName: name, period, statistic: 'Sum' });
    const action = new SnsAction(props.topic);
    const alarm = (alarmId: string, options: { metric: Metric; threshold: number; description: string }) => {
      const created = new Alarm(this, alarmId, {
        metric: options.metric,
        threshold: options.threshold - 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: options.description,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      return created;
    };
    this.alarms = {
      paymentFailures: alarm('PaymentFailures', {
        metric: metric(businessMetricNames.paymentFailures, Duration.hours(1)),
        threshold: businessAlarmLimits.paymentFailuresPerHour,
        description: `${businessAlarmLimits.paymentFailuresPerHour} or more payments declined in an hour (checkouts and automatic renewals): the payment provider, or card testing on the checkout.`,
      }),
      registryErrors: alarm('RegistryErrors', {
        metric: metric(businessMetricNames.registryErrors, Duration.minutes(5)),
        threshold: businessAlarmLimits.registryErrorsPer5Minutes,
        description: `${businessAlarmLimits.registryErrorsPer5Minutes} or more paid registrations or renewals the registry refused or did not answer in five minutes.`,
      }),
    };
    const hour = Duration.hours(1);
    props.dashboard.addWidgets(
      new GraphWidget({
        title: 'Business: registrations and renewals (per hour)',
        width: 12,
        left: [metric(businessMetricNames.domainsRegistered, hour), metric(businessMetricNames.domainsRenewed, hour)],
      }),
      new GraphWidget({
        title: 'Business: payment failures and registry errors (per hour)',
        width: 12,
        left: [metric(businessMetricNames.paymentFailures, hour), metric(businessMetricNames.registryErrors, hour)],
      }),
    );
  }
}
