import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpContextNames } from '#functions/http/contexts.ts';
import { liveAliasName } from '#infra/constructs/gradual-deployment.ts';
import type { AlarmSubject } from '#infra/constructs/portal-alarms.ts';
import { synthesizePortal } from './synthesize.ts';

/**
 * The API's functions are deployed gradually: the API invokes each one's `live` alias, which a
 * CodeDeploy deployment group shifts to a new version as a canary, rolling back on the function's
 * errors alarm or the API's 5xx alarm.
 */
let synthesized: ReturnType<typeof synthesizePortal>;
beforeAll(() => {
  synthesized = synthesizePortal({});
});

const apiFunctions = [...httpContextNames.map((context) => `${context}-http`), 'authorizer'];
const monitoringId = (construct: { node: { defaultChild?: unknown } }) => synthesized.portal.monitoring.getLogicalId(construct.node.defaultChild as never);
const id = (construct: { node: { defaultChild?: unknown } }) => synthesized.portal.stateless.getLogicalId(construct.node.defaultChild as never);

describe('gradual deployment', () => {
  it.each(apiFunctions)('%s: a live alias on its current version, shifted by CodeDeploy as a canary', (name) => {
    const { portal, stateless, monitoring } = synthesized;
    const deployment = [portal.stateless, ...Object.values(portal.apiStacks)].map((stack) => stack.gradualDeployment).find((candidate) => name in candidate.aliases)!;
    const alias = deployment.aliases[name]!;
    const fn = portal.functions.portalFunctions()[name]!;
    const resource = stateless.toJSON().Resources[id(alias)];
    expect(resource.Properties).toMatchObject({ Name: liveAliasName, FunctionName: { Ref: id(fn) }, FunctionVersion: { 'Fn::GetAtt': [expect.any(String), 'Version'] } });
    const group = deployment.groups[name]!;
    expect(resource.UpdatePolicy).toEqual({
      CodeDeployLambdaAliasUpdate: { ApplicationName: { Ref: id(deployment.application) }, DeploymentGroupName: { Ref: id(group) } },
    });

    const groupResource = stateless.toJSON().Resources[id(group)];
    expect(groupResource.Properties.DeploymentConfigName).toBe('CodeDeployDefault.LambdaCanary10Percent5Minutes');
    expect(groupResource.Properties.AutoRollbackConfiguration).toEqual({
      Enabled: true,
      Events: expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM']),
    });
    // The monitoring stack's alarms on this function's errors and on the API's 5xx rate, by their
    // fixed names: the names the monitoring template gives them.
    const alarmNames = (subject: (candidate: AlarmSubject) => boolean) =>
      portal.monitoring.alarms.alarms.filter((entry) => subject(entry.subject)).map(({ alarm }) => monitoring.toJSON().Resources[monitoringId(alarm)].Properties.AlarmName);
    const watched = [...alarmNames((subject) => subject.kind === 'function-errors' && subject.name === name), ...alarmNames((subject) => subject.kind === 'api-5xx-rate')];
    expect(watched).toEqual([`okisnavn-production-${name}-errors`, 'okisnavn-production-api-5xx-rate']);
    expect(groupResource.Properties.AlarmConfiguration).toEqual({ Enabled: true, Alarms: watched.map((alarmName) => ({ Name: alarmName })) });
  });

  it('the API invokes the aliases, never a function’s unpublished code', () => {
    const { portal, stateless } = synthesized;
    const aliasRefs = Object.values(portal.functions.aliases).map((alias) => JSON.stringify({ Ref: id(alias) }));
    const integrations = Object.values(stateless.findResources('AWS::ApiGatewayV2::Integration'));
    expect(integrations.length).toBeGreaterThan(0);
    for (const integration of integrations) expect(aliasRefs).toContain(JSON.stringify(integration.Properties.IntegrationUri));
    const [authorizer] = Object.values(stateless.findResources('AWS::ApiGatewayV2::Authorizer'));
    expect(JSON.stringify(authorizer!.Properties.AuthorizerUri)).toContain(id(portal.functions.aliases.authorizer!));
    // API Gateway may invoke the aliases only.
    const permissions = Object.values(stateless.findResources('AWS::Lambda::Permission')).filter((permission) => permission.Properties.Principal === 'apigateway.amazonaws.com');
    for (const permission of permissions) expect(aliasRefs).toContain(JSON.stringify(permission.Properties.FunctionName));
  });

  it('one CodeDeploy application and one role per stack of API functions for every group there, and no reference to the monitoring stack', () => {
    const { portal } = synthesized;
    const apiFunctionStacks = [portal.stateless, ...Object.values(portal.apiStacks)];
    synthesized.stateless.resourceCountIs('AWS::CodeDeploy::Application', apiFunctionStacks.length);
    synthesized.stateless.resourceCountIs('AWS::CodeDeploy::DeploymentGroup', apiFunctions.length);
    for (const stack of apiFunctionStacks) {
      const template = Template.fromStack(stack);
      template.resourceCountIs('AWS::CodeDeploy::Application', 1);
      const roles = new Set(Object.values(template.findResources('AWS::CodeDeploy::DeploymentGroup')).map((group) => JSON.stringify(group.Properties.ServiceRoleArn)));
      expect(roles.size, stack.stackName).toBe(1);
      // The monitoring stack refers to the API's stacks, never the other way round.
      expect(stack.dependencies, stack.stackName).not.toContain(portal.monitoring);
      expect(portal.monitoring.dependencies, stack.stackName).toContain(stack);
    }
  });
});
