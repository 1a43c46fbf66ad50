import type { ContextDeclaration, RuleDeclaration } from '#functions/context-declaration.ts';
import { contexts } from '#functions/http/contexts.ts';
import type { QueueName } from './queues.ts';

export type { RuleDeclaration } from '#functions/context-declaration.ts';

/**
 * Event → queue routing. EventBridge rules in AWS, the in-process bus locally. Each rule routes
 * a consumer's `consumes` group (its context's `events.ts`) to the consumer's queue, as the
 * context declares it (`rules` in `functions/<context>/context.ts`); the declarations test holds
 * every rule's queue to a declared queue.
 */
export const rules = (contexts as readonly ContextDeclaration[]).flatMap((context) => context.rules ?? []) as readonly (RuleDeclaration & { queue: QueueName })[];
