import { orderEvents } from '#functions/orders/events.ts';
import { registryEventEvents } from '#functions/registry-events/events.ts';
import { transferEvents } from '#functions/transfers/events.ts';
import { lifecycleEvents } from '#functions/lifecycle/events.ts';
import { autoRenewalEvents } from '#functions/auto-renewal/events.ts';
import { domainEvents } from '#functions/domains/events.ts';
import { domainHealthEvents } from '#functions/domain-health/events.ts';
import type { EventName } from './catalogue/index.ts';

/**
 * Scheduled jobs (entry `functions/jobs/<job>/handler.ts`): EventBridge Scheduler in AWS, the
 * local scheduler in `npm start`. `cron` uses EventBridge's six-field form
 * (minutes hours day-of-month month day-of-week year), evaluated in `timezone`.
 * The jobs of the spec (auto-renewal, expiry sync, expiry warnings, transfer auto-approval)
 * arrive with the issues that build their features. A job may take an input when invoked by
 * hand (`expiry-sync`: `{ domainId }` or `{ all: true }`); the schedule's run passes none.
 */
export interface ScheduleDeclaration {
  name: string;
  job: string;
  description: string;
  cron: string;
  timezone: string;
  table: 'read' | 'readwrite';
  /**
   * Event names the job publishes (events:PutEvents on the bus when non-empty): groups of the
   * contexts' `events.ts`; `'*'` for the outbox relay, which publishes whatever was left.
   */
  publishes: readonly (EventName | '*')[];
  /** Talks EPP to the registry (reads the registrar's credentials secret), as an HTTP context or a consumer may. */
  usesRegistry?: boolean;
  /** Calls the payment provider (reads its credentials secret). */
  usesPayments?: boolean;
}

export const schedules: readonly ScheduleDeclaration[] = [
  {
    name: 'outbox-relay',
    job: 'outbox-relay',
    description: 'Publishes events whose delivery failed right after their change was saved (transactional outbox).',
    cron: 'cron(* * * * ? *)',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    publishes: ['*'],
  },
  {
    name: 'paid-orders',
    job: 'paid-orders',
    description:
      // The recovery rule of every paid order: functions/orders/paid-order-recovery.ts.
      'Carries out paid orders not registered or renewed 30 minutes after their last change, refunds what is still pending a day after payment, and refunds payments an order cannot keep that their queue did not.',
    cron: 'cron(*/15 * * * ? *)',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    publishes: [...orderEvents.publishes.fulfilment, ...orderEvents.publishes.refunds],
    usesRegistry: true,
    usesPayments: true,
  },
  {
    name: 'checkout-reconciliation',
    job: 'checkout-reconciliation',
    description:
      'Asks the payment provider about orders still pending 10 minutes after their last change (a lost webhook): applies a payment exactly as the webhook would, and expires checkouts past their time so they never wait for payment for ever.',
    cron: 'cron(*/5 * * * ? *)',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    publishes: orderEvents.publishes.payment,
    usesPayments: true,
  },
  {
    name: 'transfer-auto-approval',
    job: 'transfer-auto-approval',
    description:
      'Transfers in requested at least days_until_transfer_auto_processing days ago: asks the registry (which approves by itself after five days) and applies approvals and cancellations.',
    cron: 'cron(7 * * * ? *)',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    publishes: transferEvents.publishes.outcome,
    usesRegistry: true,
  },
  {
    name: 'registry-poll',
    job: 'registry-poll',
    description:
      "Reads the registrar's EPP poll queue (up to 100 a run): each message goes to the registry-events queue as the event its webhook would be, acknowledged only after; an unreadable one is kept and acknowledged.",
    cron: 'cron(* * * * ? *)',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    publishes: registryEventEvents.publishes.polling,
    usesRegistry: true,
  },
  {
    name: 'expiry-sync',
    job: 'expiry-sync',
    description:
      "Domains due for a sync (by their due entry, never a scan): expiry and statuses brought in line with the registry's info (renewed, expired: inactive, deleted), then scheduled again; carries on an admin's sync of every domain.",
    cron: 'cron(*/5 * * * ? *)',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    publishes: registryEventEvents.publishes.applying,
    usesRegistry: true,
  },
  {
    name: 'lifecycle-notices',
    job: 'lifecycle-notices',
    description:
      "Domains without automatic renewal at a notice threshold of their expiry (the settings' days_before_expiry_for_warning, 7 and 1 day before, and the expiry itself): one notice per domain, expiry and threshold.",
    cron: 'cron(23 * * * ? *)',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    publishes: lifecycleEvents.publishes.notices,
  },
  {
    name: 'auto-renewal',
    job: 'auto-renewal',
    description:
      'Domains due for automatic renewal (by their due entry): the renewal order charged off-session once per domain and period, renewed as a paid renewal order is; a failed charge is told to the owner and retried daily until the expiry.',
    cron: 'cron(15 4 * * ? *)',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    publishes: [...autoRenewalEvents.publishes.renewing, ...autoRenewalEvents.publishes.cardWarning, ...orderEvents.publishes.placing, ...orderEvents.publishes.payment],
    usesPayments: true,
  },
  {
    name: 'domain-health',
    job: 'domain-health',
    description:
      "Every domain's daily health check, at its own time of day (due entries, never a scan): its name servers asked directly over UDP and TCP, serials, the DNSSEC chain from the DS; turning bad or recovering is told once.",
    cron: 'cron(41 * * * ? *)',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    publishes: domainHealthEvents.publishes.checks,
    usesRegistry: true,
  },
  {
    name: 'portal-lock-lifts',
    job: 'portal-lock-lifts',
    description:
      // The lock already reads as lifted once its wait is over (functions/domains/portal-lock-rules.ts); the job makes it so in the table.
      "Personal domains whose request to lift the portal lock waited its 24 hours (their waiting-lift entries, never a scan): the lock is lifted and recorded in the domain's history.",
    cron: 'cron(*/5 * * * ? *)',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    publishes: domainEvents.publishes.portalLockLifting,
  },
];
