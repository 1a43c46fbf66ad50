import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { PortalSettings } from './settings.ts';
import { receiptArchiveBucketName } from './names.ts';
import { StatefulStack } from './stacks/stateful-stack.ts';
import { StatelessStack } from './stacks/stateless-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

/**
 * The whole portal in AWS: data, functions, site. `infra/bin/app.ts` (the CLI's app) and the
 * infra tests both build it here, so the tests check what `cdk deploy` deploys.
 */
export function createPortal(app: App, settings: PortalSettings) {
  const env = settings.env;
  const stateful = new StatefulStack(app, 'Okisnavn-Stateful', {
    env,
    description: 'Økisnavn: DynamoDB table, EventBridge bus, SQS queues with dead-letter queues',
  });
  const stateless = new StatelessStack(app, 'Okisnavn-Stateless', {
    env,
    description: 'Økisnavn: HTTP API, authorizer, context functions, consumers, jobs, event rules, schedules',
    table: stateful.table,
    bus: stateful.bus,
    receiptArchiveName: receiptArchiveBucketName(stateful.account, stateful.region),
    queues: stateful.queues,
    ruleDeadLetterQueues: stateful.ruleDeadLetterQueues,
    jobFailureQueues: stateful.jobFailureQueues,
    alarmEmail: settings.alarmEmail,
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
    seller: settings.seller,
  });
  const web = new WebStack(app, 'Okisnavn-Web', {
    env,
    description: 'Økisnavn: CloudFront distribution, SPA bucket, security headers',
    api: stateless.api,
    webAssetsPath: settings.webAssetsPath,
    identityProvider: settings.identityProvider,
    customDomain: settings.customDomain,
  });

  // AWS Solutions and Serverless checks run at synth; a finding fails it unless acknowledged with a reason.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));

  return { stateful, stateless, web };
}
