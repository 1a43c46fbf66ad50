import type { Alias, IFunction } from 'aws-cdk-lib/aws-lambda';
import type { QueueName } from '#events/queues.ts';
import type { HttpContextName } from '#functions/http/contexts.ts';
import type { PortalFunction } from './constructs/portal-function.ts';
import type { ApiStack } from './stacks/api-stack.ts';
import type { ConsumersStack } from './stacks/consumers-stack.ts';
import type { JobsStack } from './stacks/jobs-stack.ts';
import type { StatelessStack } from './stacks/stateless-stack.ts';

/** Every function of the portal, whichever stack holds it: what the monitoring stack and the tests read. */
export class PortalFunctions {
  readonly httpFunctions = {} as Record<HttpContextName, PortalFunction>;
  readonly authorizerFunction: PortalFunction;
  readonly consumers: Record<QueueName, PortalFunction>;
  /** The scheduled jobs by schedule name, and the deploy-time seed (`seed-reference-data`). */
  readonly jobs: Record<string, PortalFunction>;
  /** The API functions' `live` aliases (what the API invokes and CodeDeploy shifts) by readable name. */
  readonly aliases: Record<string, Alias> = {};

  constructor(stateless: StatelessStack, apiStacks: readonly ApiStack[], consumers: ConsumersStack, jobs: JobsStack) {
    for (const stack of apiStacks) {
      Object.assign(this.httpFunctions, stack.httpFunctions);
      Object.assign(this.aliases, stack.gradualDeployment.aliases);
    }
    Object.assign(this.aliases, stateless.gradualDeployment.aliases);
    this.authorizerFunction = stateless.authorizerFunction;
    this.consumers = consumers.consumers;
    this.jobs = { ...jobs.jobs, 'seed-reference-data': stateless.seedJob };
  }

  /** Every function by a readable name: `<context>-http`, `authorizer`, `<consumer>-consumer`, `<job>-job`. */
  portalFunctions(): Record<string, IFunction> {
    return {
      ...Object.fromEntries(Object.entries(this.httpFunctions).map(([name, fn]) => [`${name}-http`, fn.function])),
      authorizer: this.authorizerFunction.function,
      ...Object.fromEntries(Object.entries(this.consumers).map(([name, fn]) => [`${name}-consumer`, fn.function])),
      ...Object.fromEntries(Object.entries(this.jobs).map(([name, fn]) => [`${name}-job`, fn.function])),
    };
  }
}
