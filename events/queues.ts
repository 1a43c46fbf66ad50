import type { ContextDeclaration, QueueDeclaration } from '#functions/context-declaration.ts';
import { contexts, type DeclaredContext } from '#functions/http/contexts.ts';

export type { QueueDeclaration } from '#functions/context-declaration.ts';

/** The names of the declared queues. */
export type QueueName = DeclaredContext extends infer Context
  ? Context extends { queues: readonly (infer Queue)[] }
    ? Queue extends { name: infer Name }
      ? Name
      : never
    : never
  : never;

/**
 * The SQS queues and the consumer each feeds (entry `functions/consumers/<consumer>/handler.ts`),
 * as each context declares its consumers' (`queues` in `functions/<context>/context.ts`). Every
 * queue has a dead-letter queue; a message goes there after `maxReceiveCount` failed
 * deliveries. The CDK stacks and the local queue runner both read this.
 */
export const queues = (contexts as readonly ContextDeclaration[]).flatMap((context) => context.queues ?? []) as readonly (QueueDeclaration & { name: QueueName })[];
