import { domainHealthEvents } from '#functions/domain-health/events.ts';
import { orderEvents } from '#functions/orders/events.ts';
import { registryEventEvents } from '#functions/registry-events/events.ts';
import type { EventName } from './catalogue/index.ts';

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
  /** Event names the consumer publishes (through the outbox): groups of the contexts' `events.ts`. */
  publishes?: readonly EventName[];
  /** Talks EPP to the registry (reads the registrar's credentials secret). */
  usesRegistry?: boolean;
  /**
   * Changes hosted zones (Route 53) and the forwarding store (CloudFront KeyValueStore). Locally
   * the same adapters' stand-ins keep both in the table; in AWS the table is only read.
   */
  usesDnsHost?: boolean;
  /** Calls the payment provider (reads its credentials secret): refunds. */
  usesPayments?: boolean;
  /** Sends e-mail (SES in AWS, the local outbox locally). */
  sendsMail?: boolean;
  /** Applies the registry's events: told the portal's registrar id (`REGISTRAR_ID`), no secret. */
  appliesRegistryEvents?: boolean;
  /** Keeps issued receipts' PDFs (the receipts' S3 bucket; locally a folder). */
  usesReceiptArchive?: boolean;
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
    description: 'Carries out paid orders at the registry (registers new names, renews domains); refunds what the registry refuses. A registry outage is retried with backoff.',
    batchSize: 1,
    // SQS retries after the visibility timeout: ten tries two minutes apart ride out a registry
    // outage of about 20 minutes; after that the dead-letter queue keeps the message, and the
    // order stays `paid` where the paid-orders job picks it up again.
    maxReceiveCount: 10,
    visibilityTimeoutSeconds: 120,
    table: 'readwrite',
    publishes: orderEvents.publishes.fulfilment,
    usesRegistry: true,
    usesPayments: true,
  },
  {
    name: 'dns-zones',
    consumer: 'dns-zones',
    description: "Brings a domain's hosted zone (Route 53) and forwarding (CloudFront KeyValueStore) up to date with its saved records and forwarding.",
    batchSize: 5,
    maxReceiveCount: 8,
    visibilityTimeoutSeconds: 60,
    table: 'read',
    usesDnsHost: true,
  },
  {
    name: 'domain-health',
    consumer: 'domain-health',
    description:
      "Checks a domain's health again after the portal changed its name servers, DNSSEC or records: each name server asked directly, the DNSSEC chain validated; a check that turns bad or recovers is told once.",
    batchSize: 5,
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 120,
    table: 'readwrite',
    publishes: domainHealthEvents.publishes.checks,
    usesRegistry: true,
  },
  {
    name: 'payment-refunds',
    consumer: 'payment-refunds',
    description: "Refunds payments an order cannot keep: a payment of another amount or currency than the order's total, and a second payment for an order already paid.",
    batchSize: 1,
    // A provider outage is retried for about 20 minutes; the dead-letter queue keeps the rest, and its alarm pages (docs/architecture.md "Operations / alarms").
    maxReceiveCount: 10,
    visibilityTimeoutSeconds: 120,
    table: 'readwrite',
    publishes: orderEvents.publishes.refunds,
    usesPayments: true,
  },
  {
    name: 'receipts',
    consumer: 'receipts',
    description:
      "Issues a settled order's receipt once: the next number of the one unbroken sequence with the receipt in one transaction, the buyer's and seller's details of the day, its PDFs kept in the receipts' bucket.",
    batchSize: 5,
    maxReceiveCount: 8,
    visibilityTimeoutSeconds: 60,
    table: 'readwrite',
    usesReceiptArchive: true,
  },
  {
    name: 'order-mail',
    consumer: 'order-mail',
    description: 'E-mails the buyer how an order ended: the names registered or renewed, the names refunded, a payment given back.',
    batchSize: 5,
    maxReceiveCount: 8,
    visibilityTimeoutSeconds: 60,
    table: 'readwrite',
    sendsMail: true,
  },
  {
    name: 'registry-events',
    consumer: 'registry-events',
    description:
      "Applies the registry's events (its verified webhooks) to the portal's domains: expiry, renewal, deletion, statuses, transfers away, registrant. Once per event id; an older event changes nothing.",
    batchSize: 10,
    // A message that still fails after five tries (a poison event) waits in the dead-letter queue; the others of its batch go on.
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
    table: 'readwrite',
    publishes: registryEventEvents.publishes.applying,
    appliesRegistryEvents: true,
  },
  {
    name: 'password-reset',
    consumer: 'password-reset',
    description:
      "Forgot-password's work after the answer: looks the address up and e-mails a user with a password a reset link (written hashed, an hour, once), or anyone else a note that no link was sent, in the user's or the request's language.",
    batchSize: 5,
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
    table: 'readwrite',
    sendsMail: true,
  },
  {
    name: 'notifications',
    consumer: 'notifications',
    description:
      "Writes the bell's notifications from domain, order, transfer and account events, once per event, with the user's unread count, and e-mails each in the user's language.",
    batchSize: 10,
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
    table: 'readwrite',
    sendsMail: true,
  },
  {
    name: 'statistics',
    consumer: 'statistics',
    description:
      "Keeps the administration area's statistics: counts each registration, renewal, transfer in and out, settled order's revenue and start or end of an active domain in its month's counters, once per event id.",
    batchSize: 10,
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
    table: 'readwrite',
  },
] as const satisfies readonly QueueDeclaration[];

export type QueueName = (typeof queues)[number]['name'];
