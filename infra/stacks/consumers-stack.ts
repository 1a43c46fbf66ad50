import { Duration, Validations } from 'aws-cdk-lib';
import { Rule, RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { type IQueue, Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { eventSource } from '#events/envelope.ts';
import { queues as queueDeclarations, type QueueName } from '#events/queues.ts';
import { rules as ruleDeclarations } from '#events/rules.ts';
import type { Forwarding } from '../constructs/forwarding.ts';
import type { PortalFunction } from '../constructs/portal-function.ts';
import { itemFamiliesWrittenBy } from '../item-families.ts';
import { entries, pascalCase } from '../names.ts';
import type { PortalQueue } from './stateful-stack.ts';
import { consumerMaxConcurrency, PortalFunctionsStack, type PortalFunctionsStackProps, portalEnvironment, ruleTargetRetry } from './portal-functions-stack.ts';

export interface ConsumersStackProps extends PortalFunctionsStackProps {
  forwarding: Forwarding;
  queues: Record<QueueName, PortalQueue>;
  /** Per rule: its target's dead-letter queue (stateful stack). */
  ruleDeadLetterQueues: Record<string, IQueue>;
}

/**
 * What reacts to events (`Okisnavn-<Stage>-Consumers`): the event rules that route the bus's
 * events into the stateful stack's queues, and one consumer Lambda per queue — all built from
 * the queue and rule declarations the local runtime reads too.
 */
export class ConsumersStack extends PortalFunctionsStack {
  readonly consumers = {} as Record<QueueName, PortalFunction>;

  constructor(scope: Construct, id: string, props: ConsumersStackProps) {
    super(scope, id, props);
    for (const declaration of queueDeclarations) {
      this.consumers[declaration.name] = this.declaredFunction(`${pascalCase(declaration.consumer)}Consumer`, declaration, {
        entry: entries.consumer(declaration.consumer),
        service: declaration.consumer,
        description: declaration.description,
        tableAccess: declaration.table,
        writesItems: itemFamiliesWrittenBy(`consumer/${declaration.consumer}`),
        consumes: { queue: props.queues[declaration.name].queue, batchSize: declaration.batchSize, maxConcurrency: consumerMaxConcurrency(declaration) },
        publishesEvents: (declaration.publishes?.length ?? 0) > 0,
        sendsMessages: 'sendsMail' in declaration && declaration.sendsMail ? { emailIdentityArn: this.emailIdentityArn } : undefined,
        environment: portalEnvironment(props),
        // AWS's guidance for SQS event sources: visibility timeout ≥ 6 × function timeout, so a
        // batch still being retried after throttling does not reappear on the queue meanwhile.
        timeout: Duration.seconds(Math.max(1, Math.floor(declaration.visibilityTimeoutSeconds / 6))),
      });
    }

    for (const declaration of ruleDeclarations) {
      // The queue is referenced by ARN: its policy (in the stateful stack) already admits this
      // rule by name; letting the target add it again would make the stacks depend on each other.
      const queue = Queue.fromQueueArn(this, `${pascalCase(declaration.name)}Target`, props.queues[declaration.queue].queue.queueArn);
      // Likewise the dead-letter queue: its policy admits this rule by name.
      const deadLetterQueue = Queue.fromQueueArn(this, `${pascalCase(declaration.name)}DeadLetters`, props.ruleDeadLetterQueues[declaration.name]!.queueArn);
      const rule = new Rule(this, `${pascalCase(declaration.name)}Rule`, {
        ruleName: declaration.name,
        eventBus: this.bus,
        eventPattern: { source: [eventSource], detailType: [...declaration.events] },
        // The SQS body is the envelope `{metadata, data}`, as on the local bus. What cannot be
        // delivered after the retries goes to the rule's dead-letter queue (alarmed), not away.
        targets: [
          new SqsQueue(queue, {
            message: RuleTargetInput.fromEventPath('$.detail'),
            deadLetterQueue,
            retryAttempts: ruleTargetRetry.attempts,
            maxEventAge: ruleTargetRetry.maxEventAge,
          }),
        ],
      });
      Validations.of(rule).acknowledge({
        id: 'Annotation::@aws-cdk/aws-events:ruleUnresolvedEnvironment',
        reason: 'The target queue is imported by its ARN from the stateful stack, which has the same account and region (one env for all stacks).',
      });
    }
  }
}
