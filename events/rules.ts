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
      'order.payment-mismatched',
      'order.extra-payment-received',
      'order.payment-refunded',
      'order.settled',
      'domain.registered',
      'domain.name-servers-changed',
      'domain.dnssec-changed',
      'domain.contacts-changed',
      'domain.transfer-lock-changed',
      'domain.registration-locked',
      'domain.registration-unlock-requested',
      'domain.registration-unlocked',
      'domain.transfer-code-renewed',
      'transfer.requested',
      'transfer.approved',
      'transfer.cancelled',
      'domain.transferred-in',
      'domain.renewed',
      'dns.records-changed',
      'dns.forwarding-changed',
    ],
    queue: 'activity-log',
  },
  {
    name: 'register-paid-orders',
    events: ['order.paid'],
    queue: 'domain-registration',
  },
  {
    name: 'refund-unkept-payments',
    events: ['order.payment-mismatched', 'order.extra-payment-received'],
    queue: 'payment-refunds',
  },
  {
    name: 'mail-order-outcomes',
    events: ['order.settled', 'order.payment-refunded'],
    queue: 'order-mail',
  },
  {
    // The DNS host (and the forwarding service) follow the table: each event makes the consumer
    // bring the domain's zone up to date from what is saved now, so order and repeats do not matter.
    name: 'sync-dns-zones',
    events: ['domain.registered', 'domain.name-servers-changed', 'dns.records-changed', 'dns.forwarding-changed'],
    queue: 'dns-zones',
  },
] as const satisfies readonly RuleDeclaration[];
