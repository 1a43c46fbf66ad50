import type { EventName } from './catalogue/index.ts';
import type { QueueName } from './queues.ts';

/** Event → queue routing. EventBridge rules in AWS, the in-process bus locally. */
export interface RuleDeclaration {
  name: string;
  events: readonly EventName[];
  queue: QueueName;
}

export const rules = [
  { name: 'activity-log', events: ['user.language-changed'], queue: 'activity-log' },
] as const satisfies readonly RuleDeclaration[];
