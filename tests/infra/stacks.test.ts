import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { httpContextNames } from '#functions/http/contexts.ts';
import { routeKey } from '#shared/api/contract.ts';
import { routes } from '#shared/api/index.ts';
import { apiStackGroupOf, apiStackGroups } from '#infra/stack-groups.ts';
import { synthesizePortal } from './synthesize.ts';

/**
 * CloudFormation refuses a stack over 500 resources (docs/decisions/stack-split.md). Every stack
 * of the portal stays under 400, and under 500 with twice today's routes and functions. Synthesized
 * here, before the tests are collected, so each test's name reports its stack's count.
 */
const synthesized = synthesizePortal({ dns: { zonesAccount: '222222222222' } });
const stacks = synthesized.app.node.children.filter((child): child is Stack => child instanceof Stack);
const templateOf = (stack: Stack) => synthesized.assembly.getStackByName(stack.stackName).template as { Resources: Record<string, { Type: string }> };

/** A stack fails this test above this many resources: room for a release's worth before CloudFormation's wall. */
const resourceLimit = 400;
const cloudFormationLimit = 500;

/**
 * The resources that come with a route or a function, and grow when routes and functions are
 * added: the route, its integration; the function, its role and policy, log group, version,
 * alias, deployment group, invoke permission, event source or async configuration, its schedule
 * or rule, its queues and their policies, its alarms. Everything else (the API, its stage, a
 * stack's CodeDeploy application, the bus, the table, the dashboard) does not.
 */
const growingTypes = new Set([
  'AWS::ApiGatewayV2::Route',
  'AWS::ApiGatewayV2::Integration',
  'AWS::Lambda::Function',
  'AWS::Lambda::Version',
  'AWS::Lambda::Alias',
  'AWS::Lambda::Permission',
  'AWS::Lambda::EventSourceMapping',
  'AWS::Lambda::EventInvokeConfig',
  'AWS::IAM::Role',
  'AWS::IAM::Policy',
  'AWS::Logs::LogGroup',
  'AWS::CodeDeploy::DeploymentGroup',
  'AWS::Scheduler::Schedule',
  'AWS::Events::Rule',
  'AWS::SQS::Queue',
  'AWS::SQS::QueuePolicy',
  'AWS::CloudWatch::Alarm',
]);

const sizes = stacks.map((stack) => {
  const resources = Object.values(templateOf(stack).Resources);
  const growing = resources.filter((resource) => growingTypes.has(resource.Type)).length;
  return { name: stack.stackName, count: resources.length, growing, doubled: resources.length + growing };
});

describe('stack sizes', () => {
  it('every stack of the portal is measured, the split stacks among them', () => {
    expect(sizes.map((size) => size.name)).toEqual(
      expect.arrayContaining([
        'Okisnavn-Production-Stateful',
        'Okisnavn-Production-Stateless',
        ...apiStackGroups.map((group) => synthesized.portal.names.stacks.api(group)),
        'Okisnavn-Production-Consumers',
        'Okisnavn-Production-Jobs',
        'Okisnavn-Production-Monitoring',
        'Okisnavn-Production-Web',
        'Okisnavn-Production-Edge',
        'Okisnavn-Production-DnsZones',
      ]),
    );
  });

  it.each(sizes)(`$name: $count resources, at most ${resourceLimit}`, ({ name, count }) => {
    expect(count, `${name}: ${count} resources`).toBeLessThanOrEqual(resourceLimit);
  });

  it.each(sizes)(`$name: $doubled resources with twice today's routes and functions ($growing grow with them), under ${cloudFormationLimit}`, ({ name, doubled }) => {
    expect(doubled, `${name}: ${doubled} resources at twice today's routes and functions`).toBeLessThan(cloudFormationLimit);
  });

  it("counts the routes' and functions' resources in the stacks that grow with them", () => {
    // The projection above is only as good as the list of what grows: every API stack's routes
    // and functions are counted in it (its fixed part is its CodeDeploy application alone).
    for (const group of apiStackGroups) {
      const stack = synthesized.portal.apiStacks[group];
      const size = sizes.find((candidate) => candidate.name === stack.stackName)!;
      expect(size.count - size.growing, stack.stackName).toBe(1);
    }
  });
});

describe('the API stacks', () => {
  it("hold each context's function and routes in the stack of its group, and nothing of another group", () => {
    for (const group of apiStackGroups) {
      const stack = synthesized.portal.apiStacks[group];
      const contexts = httpContextNames.filter((context) => apiStackGroupOf[context] === group);
      expect(contexts.length, group).toBeGreaterThan(0);
      expect(Object.keys(stack.httpFunctions).sort(), group).toEqual([...contexts].sort());
      const routeKeys = Object.values(Template.fromStack(stack).findResources('AWS::ApiGatewayV2::Route')).map((route) => route.Properties.RouteKey);
      expect(routeKeys.sort(), group).toEqual(
        routes
          .filter((route) => (contexts as string[]).includes(route.context))
          .map(routeKey)
          .sort(),
      );
    }
  });

  it('add their routes to the one HTTP API of the stateless stack (one public address)', () => {
    const { portal } = synthesized;
    Template.fromStack(portal.stateless).resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    const apiId = JSON.stringify(portal.stateless.resolve(portal.stateless.api.apiId));
    expect(apiId).toContain('Ref');
    for (const stack of Object.values(portal.apiStacks)) {
      Template.fromStack(stack).resourceCountIs('AWS::ApiGatewayV2::Api', 0);
      // The stateless stack's API, imported by its export.
      const importedApiId = stack.resolve(portal.stateless.api.apiId);
      expect(JSON.stringify(importedApiId)).toContain('Fn::ImportValue');
      for (const route of Object.values(Template.fromStack(stack).findResources('AWS::ApiGatewayV2::Route'))) {
        expect(route.Properties.ApiId).toEqual(importedApiId);
      }
      expect(stack.dependencies).toContain(portal.stateless);
    }
  });

  it('come after the consumers stack, as the jobs do: the bus has its rules before a function that publishes exists', () => {
    const { portal } = synthesized;
    for (const stack of [...Object.values(portal.apiStacks), portal.jobs]) expect(stack.dependencies, stack.stackName).toContain(portal.consumers);
    expect(portal.consumers.dependencies.map((stack) => stack.stackName).sort()).toEqual([portal.stateful.stackName, portal.stateless.stackName].sort());
  });

  it('the stateless stack depends on none of the stacks built on it', () => {
    const { portal } = synthesized;
    for (const stack of [...Object.values(portal.apiStacks), portal.consumers, portal.jobs, portal.monitoring, portal.web]) {
      expect(portal.stateless.dependencies, stack.stackName).not.toContain(stack);
    }
  });
});

describe('a stage made before the split (-c stackSplitMigration=true)', () => {
  it('has a monitoring stack that imports nothing from the stacks of functions, so it can be deployed first, alone', () => {
    const migrating = synthesizePortal({ stackSplitMigration: true });
    const { portal } = migrating;
    expect(portal.monitoring.dependencies.map((stack) => stack.stackName).sort()).toEqual([portal.stateful.stackName, portal.stateless.stackName].sort());
    const imports = JSON.stringify(migrating.monitoring.toJSON()).match(/"Fn::ImportValue":"[^"]+"/g) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    for (const imported of imports) expect(imported).toMatch(/"Fn::ImportValue":"Okisnavn-Production-(Stateful|Stateless):/);
    // What it imports from the stateless stack is what the stateless stack still exports after the split: the API's id.
    expect(imports.filter((imported) => imported.includes('Stateless:')).every((imported) => imported.includes('ExportsOutputRefApi'))).toBe(true);
    // Without the setting it watches every function again.
    expect(synthesized.portal.monitoring.dependencies).toEqual(
      expect.arrayContaining([...Object.values(synthesized.portal.apiStacks), synthesized.portal.consumers, synthesized.portal.jobs]),
    );
  });
});
