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
] as const satisfies readonly QueueDeclaration[];

export type QueueName = (typeof queues)[number]['name'];
