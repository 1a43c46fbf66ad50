import { defineContext } from '../context-declaration.ts';
import { webhooksApi } from '#shared/api/webhooks.ts';
import { webhookEvents } from './events.ts';

/**
 * Webhooks to the customer's systems (issue 30, docs/decisions/webhooks.md): endpoints, the first
 * attempt of each delivery (webhook-deliveries), the retries come due (the webhook-retries job
 * hands them to webhook-retries), each queue with its dead letters and their alarm.
 */
export const context = defineContext({
  name: 'webhooks',
  routes: webhooksApi,
  events: webhookEvents,
  http: {
    description:
      "Webhook endpoints (issue 30): a person's own and a team's (its owners'), added and their secret rotated after a fresh sign-in; their deliveries listed, redelivered, a test event sent.",
    stackGroup: 'account',
    table: 'readwrite',
    writes: ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#', 'WEBHOOK#', 'WEBHOOKRETRY'],
    // The test and redeliver buttons run the attempt (attempt-delivery.ts), whose automatic kind may switch an endpoint off.
    publishes: webhookEvents.publishes.switchOff,
    sendsMessages: false,
  },
  queues: [
    {
      name: 'webhook-deliveries',
      consumer: 'webhook-deliveries',
      description:
        "An event's deliveries to the endpoints of its owner that asked for its type, each signed and attempted once (5 s at most each); a failed one waits for its retry in the table.",
      batchSize: 5,
      maxReceiveCount: 5,
      // An event's endpoints are attempted at once (5 s at most each): a batch of 5 within the function's 100 s (a sixth of this).
      visibilityTimeoutSeconds: 600,
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#', 'WEBHOOK#', 'WEBHOOKRETRY'],
      publishes: webhookEvents.publishes.switchOff,
    },
    {
      name: 'webhook-retries',
      consumer: 'webhook-retries',
      description: "A delivery's retry come due: attempted again, then its next retry waits, until 24 hours after the first attempt.",
      batchSize: 5,
      maxReceiveCount: 5,
      // One attempt (5 s at most) per retry: a batch of 5 within the function's 30 s (a sixth of this).
      visibilityTimeoutSeconds: 180,
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#', 'WEBHOOK#', 'WEBHOOKRETRY'],
      publishes: webhookEvents.publishes.switchOff,
    },
  ],
  rules: [
    { name: 'webhook-deliveries', events: webhookEvents.consumes.deliveries, queue: 'webhook-deliveries' },
    { name: 'webhook-retries', events: webhookEvents.consumes.retries, queue: 'webhook-retries' },
  ],
  schedules: [
    {
      name: 'webhook-retries',
      job: 'webhook-retries',
      description: 'Webhook retries whose time has come (their waiting entries, never a scan): each handed to the webhook-retries queue as a work order.',
      cron: 'cron(* * * * ? *)',
      timezone: 'Atlantic/Faroe',
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#', 'WEBHOOK#', 'WEBHOOKRETRY'],
      publishes: webhookEvents.publishes.retries,
    },
  ],
});
