import type { EventName } from './catalogue/index.ts';
import type { QueueName } from './queues.ts';

/** Event → queue routing. EventBridge rules in AWS, the in-process bus locally. */
export interface RuleDeclaration {
  name: string;
  events: readonly EventName[];
  queue: QueueName;
}

export const rules = [
  {
    name: 'activity-log',
    events: [
      'user.language-changed',
      'user.registered',
      'user.email-verified',
      'user.phone-verified',
      'user.profile-updated',
      'user.password-changed',
      'user.signed-in',
      'user.eid-linked',
      'user.deleted',
      'order.placed',
      'order.paid',
      'order.payment-failed',
      'order.settled',
      'domain.registered',
    ],
    queue: 'activity-log',
  },
  {
    name: 'register-paid-orders',
    events: ['order.paid'],
    queue: 'domain-registration',
  },
] as const satisfies readonly RuleDeclaration[];
