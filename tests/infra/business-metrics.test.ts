import { beforeAll, describe, expect, it } from 'vitest';
import { businessMetricNames } from '#functions/ports/business-metrics.ts';
import { registryMetrics } from '#functions/adapters/registry/registry-metrics.ts';
import { businessAlarmLimits } from '#infra/constructs/business-metrics.ts';
import { synthesizePortal } from './synthesize.ts';

/**
 * The portal's own metrics live in one namespace per stage (`Okisnavn/<stage>`): every function
 * is told it (the EMF lines of the metrics port and the EPP adapter), and every alarm and the
 * dashboard read it, so two stages in one account never mix their counts.
 */
type Template = ReturnType<typeof synthesizePortal>['stateless'];
let stages: Record<'production' | 'staging', { stateless: Template; monitoring: Template }>;

beforeAll(() => {
  stages = {
    production: synthesizePortal({}),
    staging: synthesizePortal({ stage: 'staging' }),
  };
});

interface AlarmProperties {
  Namespace?: string;
  MetricName?: string;
  Threshold?: number;
  AlarmActions?: unknown[];
}
const alarmsOf = (template: Template) => Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties as AlarmProperties);
const ownAlarms = (template: Template) => alarmsOf(template).filter((alarm) => alarm.Namespace?.startsWith('Okisnavn'));

describe.each([
  ['production', 'Okisnavn/production'],
  ['staging', 'Okisnavn/staging'],
] as const)('the %s stage', (stage, namespace) => {
  it('tells every function its namespace', () => {
    const functions = Object.values(stages[stage].stateless.findResources('AWS::Lambda::Function')).filter((fn) => fn.Properties.Environment?.Variables?.STAGE === 'production');
    expect(functions.length).toBeGreaterThan(20);
    for (const fn of functions) expect(fn.Properties.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE).toBe(namespace);
  });

  it("alarms on the registry's failures, payment failures and registry errors in that namespace, and on no other stage's", () => {
    const own = ownAlarms(stages[stage].monitoring);
    expect(own.map((alarm) => alarm.Namespace)).toEqual(own.map(() => namespace));
    expect(own.map((alarm) => alarm.MetricName).sort()).toEqual(
      [businessMetricNames.paymentFailures, businessMetricNames.registryErrors, registryMetrics.connectionFailures].sort(),
    );
    const byName = Object.fromEntries(own.map((alarm) => [alarm.MetricName, alarm]));
    expect(byName[businessMetricNames.paymentFailures]!.Threshold).toBe(businessAlarmLimits.paymentFailuresPerHour - 1);
    expect(byName[businessMetricNames.registryErrors]!.Threshold).toBe(businessAlarmLimits.registryErrorsPer5Minutes - 1);
    for (const alarm of own) expect(alarm.AlarmActions).toHaveLength(1);
  });

  it('shows registrations, renewals, payment failures and registry errors on the dashboard, from that namespace', () => {
    const [dashboard] = Object.values(stages[stage].monitoring.findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const name of Object.values(businessMetricNames)) expect(body).toContain(`\\"${namespace}\\",\\"${name}\\"`);
    expect(body).not.toMatch(stage === 'production' ? /Okisnavn\/staging/ : /Okisnavn\/production/);
  });
});
