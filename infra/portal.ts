import { type App, Validations } from 'aws-cdk-lib';
import { rules as ruleDeclarations } from '#events/rules.ts';
import { schedules as scheduleDeclarations } from '#events/schedules.ts';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { portalNames } from './names.ts';
import type { PortalSettings } from './settings.ts';
import { DnsZonesStack } from './stacks/dns-zones-stack.ts';
import { EdgeStack } from './stacks/edge-stack.ts';
import { MonitoringStack } from './stacks/monitoring-stack.ts';
import { StatefulStack } from './stacks/stateful-stack.ts';
import { StatelessStack } from './stacks/stateless-stack.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { ConsumersStack } from './stacks/consumers-stack.ts';
import { JobsStack } from './stacks/jobs-stack.ts';
import { PortalFunctions } from './portal-functions.ts';
import { apiStackGroups, type ApiStackGroup } from './stack-groups.ts';
import { WebStack } from './stacks/web-stack.ts';

/**
 * The whole portal in AWS: data, functions, site. `infra/bin/app.ts` (the CLI's app) and the
 * infra tests both build it here, so the tests check what `cdk deploy` deploys.
 */
export function createPortal(app: App, settings: PortalSettings) {
  const env = settings.env;
  const names = portalNames(settings.stage);
  const stateful = new StatefulStack(app, names.stacks.stateful, {
    env,
    names,
    description: 'Økisnavn: DynamoDB table, EventBridge bus, SQS queues with dead-letter queues',
  });
  const stateless = new StatelessStack(app, names.stacks.stateless, {
    env,
    names,
    // Production's functions and API are not deleted by a stray `cdk destroy`.
    terminationProtection: names.isProduction,
    description: 'Økisnavn: the HTTP API (stage, authorizer), origin secret, mail sender, forwarding, deploy-time seed',
    table: stateful.table,
    identityProvider: settings.identityProvider,
    publicUrl: settings.publicUrl,
    mail: settings.mail,
    seller: settings.seller,
    keepsFormerAlarmTopic: settings.keepStatelessAlarmTopic,
  });
  // What every stack of functions is given: the data, the world outside, and the forwarding store.
  const functionsProps = {
    env,
    names,
    terminationProtection: names.isProduction,
    table: stateful.table,
    receiptArchiveName: names.receiptArchiveBucket(stateful.account, stateful.region),
    identityProvider: settings.identityProvider,
    publicUrl: settings.publicUrl,
    mail: settings.mail,
    registry: settings.registry,
    registryCredentials: stateful.registryCredentials,
    registryWebhookSecret: stateful.registryWebhookSecret,
    registrarId: settings.registrarId,
    paymentCredentials: stateful.paymentCredentials,
    productNameServers: settings.productNameServers,
    dns: settings.dns,
    forwarding: stateless.forwarding,
  };
  // The contexts' functions and routes, a stack per group (infra/stack-groups.ts), on the one API.
  const apiStacks = Object.fromEntries(
    apiStackGroups.map((group) => [
      group,
      new ApiStack(app, names.stacks.api(group), {
        ...functionsProps,
        description: `Økisnavn: the ${group} contexts' functions (live aliases, CodeDeploy canaries) and their routes on the HTTP API`,
        group,
        api: stateless.api,
        authorizer: stateless.authorizer,
        originSecret: stateless.originSecret,
      }),
    ]),
  ) as Record<ApiStackGroup, ApiStack>;
  const consumers = new ConsumersStack(app, names.stacks.consumers, {
    ...functionsProps,
    description: 'Økisnavn: event rules into the queues, and one consumer function per queue',
    queues: stateful.queues,
    ruleDeadLetterQueues: stateful.ruleDeadLetterQueues,
  });
  const jobs = new JobsStack(app, names.stacks.jobs, {
    ...functionsProps,
    description: 'Økisnavn: the scheduled jobs and their schedules',
    jobFailureQueues: stateful.jobFailureQueues,
  });
  // The rules before the functions that publish: a stack's first deploy (or the split's move,
  // docs/decisions/stack-split.md) gives the bus its rules before anything sends it an event.
  for (const publisher of [...Object.values(apiStacks), jobs]) publisher.addDependency(consumers, 'the event rules exist before the functions that publish');
  const functions = new PortalFunctions(stateless, Object.values(apiStacks), consumers, jobs);
  const monitoring = new MonitoringStack(app, names.stacks.monitoring, {
    env,
    names,
    // Production's alarms and dashboard are not deleted by a stray `cdk destroy` either.
    terminationProtection: names.isProduction,
    description: 'Økisnavn: alarm topic, alarms (okisnavn-<stage>-…), business alarms, dashboard',
    alarmEmail: settings.alarmEmail,
    api: stateless.api,
    // While a stage made before the split moves its functions (`-c stackSplitMigration=true`), none.
    functions: settings.stackSplitMigration ? {} : functions.portalFunctions(),
    jobs: settings.stackSplitMigration ? {} : Object.fromEntries(scheduleDeclarations.map((declaration) => [declaration.name, jobs.jobs[declaration.name]!.function])),
    queues: Object.fromEntries(Object.entries(stateful.queues).map(([name, { queue }]) => [name, queue])),
    deadLetterQueues: {
      ...Object.fromEntries(Object.entries(stateful.queues).map(([name, { deadLetterQueue }]) => [`${name}-queue`, deadLetterQueue])),
      ...Object.fromEntries(Object.entries(stateful.ruleDeadLetterQueues).map(([name, queue]) => [`${name}-rule`, queue])),
      ...Object.fromEntries(Object.entries(stateful.jobFailureQueues).map(([name, queue]) => [`${name}-job`, queue])),
    },
    ruleNames: ruleDeclarations.map((rule) => rule.name),
  });
  // CloudFront reads web ACLs (and certificates) only in us-east-1: the WAF lives in a stack there.
  const edge = new EdgeStack(app, names.stacks.edge, {
    env: { account: env.account, region: 'us-east-1' },
    names,
    description: "Økisnavn: the portal distribution's WAF web ACL (us-east-1, where CloudFront reads it)",
    terminationProtection: names.isProduction,
  });
  const web = new WebStack(app, names.stacks.web, {
    env,
    names,
    terminationProtection: names.isProduction,
    // The web ACL's ARN comes from the us-east-1 stack (CDK carries it over through SSM).
    crossRegionReferences: true,
    webAclArn: edge.webAcl.attrArn,
    originSecret: stateless.originSecret,
    alarmTopic: monitoring.alarms.topic,
    description: 'Økisnavn: CloudFront distribution, SPA bucket, security headers',
    api: stateless.api,
    webAssetsPath: settings.webAssetsPath,
    identityProvider: settings.identityProvider,
    customDomain: settings.customDomain,
    ...(settings.monitoringDsn ? { monitoring: { dsn: settings.monitoringDsn, productionUrl: settings.publicUrl } } : {}),
  });

  // Customer zones in an account of their own: the role there, deployed into that account with
  // its own credentials (`cdk deploy Okisnavn-<Stage>-DnsZones`, docs/operations.md).
  const dnsZones = settings.dns?.zonesAccount
    ? new DnsZonesStack(app, names.stacks.dnsZones, {
        env: { account: settings.dns.zonesAccount, region: env.region },
        names,
        portalAccount: env.account,
        dnssecKmsKeyArn: settings.dns.dnssecKmsKeyArn,
        terminationProtection: names.isProduction,
        description: "Økisnavn: the zones account's role through which the portal's DNS functions change the customers' hosted zones (this account only)",
      })
    : undefined;

  // AWS Solutions and Serverless checks run at synth; a finding fails it unless acknowledged with a reason.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));

  return { names, stateful, stateless, apiStacks, consumers, jobs, functions, monitoring, edge, web, dnsZones };
}
