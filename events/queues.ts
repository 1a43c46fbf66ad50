/**
 * The SQS queues and the consumer each feeds (entry `functions/consumers/<consumer>/handler.ts`).
 * Every queue has a dead-letter queue; a message goes there after `maxReceiveCount` failed
 * deliveries. The CDK stacks and the local queue runner both read this.
 */
export interface QueueDeclaration {
  name: string;
  consumer: string;
  description: string;
  batchSize: number;
  maxReceiveCount: number;
  visibilityTimeoutSeconds: number;
  /** What the consumer may do with the table (least privilege). */
  table: 'read' | 'readwrite';
  /** Event names the consumer publishes (through the outbox). */
  publishes?: readonly string[];
  /** Talks EPP to the registry (reads the registrar's credentials secret). */
  usesRegistry?: boolean;
  /** Calls the payment provider (reads its credentials secret): refunds. */
  usesPayments?: boolean;
}

export const queues = [
  {
    name: 'activity-log',
    consumer: 'activity-log',
    description: 'Writes the activity log (actor, timestamp, activity, subject) from domain events.',
    batchSize: 10,
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
    table: 'readwrite',
  },
  {
    name: 'domain-registration',
    consumer: 'domain-registration',
    description: 'Registers the names of a paid order at the registry; refunds what cannot be registered. A registry outage is retried with backoff.',
    batchSize: 1,
    // SQS retries after the visibility timeout: ten tries two minutes apart ride out a registry
    // outage of about 20 minutes; after that the dead-letter queue keeps the message, and the
    // order stays `paid` where the paid-orders job picks it up again.
    maxReceiveCount: 10,
    visibilityTimeoutSeconds: 120,
    table: 'readwrite',
    publishes: ['domain.registered', 'order.settled'],
    usesRegistry: true,
    usesPayments: true,
  },
] as const satisfies readonly QueueDeclaration[];

export type QueueName = (typeof queues)[number]['name'];
