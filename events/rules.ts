import { activityEvents } from '#functions/activity/events.ts';
import { authEvents } from '#functions/auth/events.ts';
import { statisticsEvents } from '#functions/admin/statistics/events.ts';
import { dnsEvents } from '#functions/dns/events.ts';
import { domainHealthEvents } from '#functions/domain-health/events.ts';
import { notificationEvents } from '#functions/notifications/events.ts';
import { orderEvents } from '#functions/orders/events.ts';
import { registryEventEvents } from '#functions/registry-events/events.ts';
import type { EventName } from './catalogue/index.ts';
import type { QueueName } from './queues.ts';

/**
 * Event → queue routing. EventBridge rules in AWS, the in-process bus locally. Each rule routes
 * a consumer's `consumes` group (its context's `events.ts`) to the consumer's queue.
 */
export interface RuleDeclaration {
  name: string;
  events: readonly EventName[];
  queue: QueueName;
}

export const rules = [
  {
    name: 'activity-log',
    events: activityEvents.consumes.log,
    queue: 'activity-log',
  },
  {
    name: 'register-paid-orders',
    events: orderEvents.consumes.registration,
    queue: 'domain-registration',
  },
  {
    name: 'refund-unkept-payments',
    events: orderEvents.consumes.refunds,
    queue: 'payment-refunds',
  },
  {
    name: 'issue-receipts',
    events: orderEvents.consumes.receipts,
    queue: 'receipts',
  },
  {
    name: 'mail-order-outcomes',
    events: orderEvents.consumes.mail,
    queue: 'order-mail',
  },
  {
    // The DNS host (and the forwarding service) follow the table: each event makes the consumer
    // bring the domain's zone up to date from what is saved now, so order and repeats do not matter.
    name: 'sync-dns-zones',
    events: dnsEvents.consumes.zoneSync,
    queue: 'dns-zones',
  },
  {
    // The portal's changes to a domain's name servers, DNSSEC or records: the domain's health checked again.
    name: 'check-domain-health',
    events: domainHealthEvents.consumes.recheck,
    queue: 'domain-health',
  },
  {
    // The registry's verified webhooks, from the registry-webhooks receiver to their consumer.
    name: 'apply-registry-events',
    events: registryEventEvents.consumes.applying,
    queue: 'registry-events',
  },
  {
    // Forgot-password answers at once, the same for every address; the link is the consumer's work.
    name: 'send-password-reset-links',
    events: authEvents.consumes.resetLinks,
    queue: 'password-reset',
  },
  {
    name: 'notify-users',
    events: notificationEvents.consumes.notify,
    queue: 'notifications',
  },
  {
    name: 'count-statistics',
    events: statisticsEvents.consumes.counting,
    queue: 'statistics',
  },
] as const satisfies readonly RuleDeclaration[];
