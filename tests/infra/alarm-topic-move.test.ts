import { beforeAll, describe, expect, it } from 'vitest';
import { synthesizePortal, validationReport } from './synthesize.ts';

/**
 * The alarm topic moved from the stateless stack into the monitoring stack. A deployment made
 * before the move has a web stack importing the stateless stack's topic export, and CloudFormation
 * refuses to remove an export in use: `-c keepStatelessAlarmTopic=true` deploys once with the
 * former topic kept where it was (docs/operations.md "Existing deployments: the alarm topic's move
 * to the monitoring stack"). The former logical ids and export name are those of the stateless
 * stack's template before the move (commit cbf9978's parent), synthesized and compared once.
 */
const formerExport = 'Okisnavn-Production-Stateless:ExportsOutputRefAlarmsTopic3A2DFEBAF01E876B';
const formerResources = { AlarmsTopicKeyAB251E47: 'AWS::KMS::Key', AlarmsTopic3A2DFEBA: 'AWS::SNS::Topic', AlarmsTopicPolicyED3A875E: 'AWS::SNS::TopicPolicy' };

let transitional: ReturnType<typeof synthesizePortal>;
let final: ReturnType<typeof synthesizePortal>;
beforeAll(() => {
  transitional = synthesizePortal({ keepStatelessAlarmTopic: true, alarmEmail: 'ops@example.fo' });
  final = synthesizePortal({ alarmEmail: 'ops@example.fo' });
});

const exportsOf = (template: ReturnType<typeof synthesizePortal>['stateless']) =>
  Object.values((template.toJSON() as { Outputs?: Record<string, { Value: unknown; Export?: { Name: string } }> }).Outputs ?? {}).filter((output) => output.Export);
const importsOf = (template: ReturnType<typeof synthesizePortal>['web']) => [...new Set(JSON.stringify(template.toJSON()).match(/"Fn::ImportValue":"[^"]+"/g) ?? [])];

describe("the alarm topic's move, for deployments made before it", () => {
  it('with keepStatelessAlarmTopic the stateless stack keeps the former topic, its key and policy, under their former ids, and the former export', () => {
    const resources = transitional.stateless.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
    for (const [id, type] of Object.entries(formerResources)) expect([id, resources[id]?.Type]).toEqual([id, type]);
    // Nothing else of the former alarms: no subscription, alarm or dashboard comes back.
    expect(
      Object.keys(resources)
        .filter((id) => id.startsWith('Alarms'))
        .sort(),
    ).toEqual(Object.keys(formerResources).sort());
    expect(exportsOf(transitional.stateless)).toContainEqual({ Value: { Ref: 'AlarmsTopic3A2DFEBA' }, Export: { Name: formerExport } });
  });

  it('meanwhile the monitoring stack has the topic every alarm uses, and the web stack imports that one', () => {
    expect(Object.keys(transitional.monitoring.findResources('AWS::SNS::Topic'))).toHaveLength(1);
    const webImports = importsOf(transitional.web);
    expect(webImports.some((entry) => entry.includes('Okisnavn-Production-Monitoring:ExportsOutputRefAlarmsTopic'))).toBe(true);
    expect(webImports.some((entry) => entry.includes(formerExport))).toBe(false);
  });

  it('without it (every deploy after the transitional one) the former topic and its export are gone', () => {
    expect(Object.keys(final.stateless.toJSON().Resources as object).filter((id) => id.startsWith('Alarms'))).toEqual([]);
    expect(exportsOf(final.stateless).map((output) => output.Export!.Name)).not.toContain(formerExport);
    expect(final.stateless.findResources('AWS::SNS::Topic')).toEqual({});
  });

  it('the transitional deploy passes both cdk-nag packs', () => {
    for (const report of validationReport(transitional.assembly).pluginReports)
      expect([report.pluginName, report.conclusion, report.violations]).toEqual([report.pluginName, 'success', []]);
  });
});
