import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/** Webhooks to the customer's systems (functions/webhooks/, docs/decisions/webhooks.md). */

/** A work order: a failed delivery's retry has come due (the webhook-retries job), for the webhook-retries queue. */
export const webhookRetryDue = defineEvent({
  name: 'webhook.retry-due',
  version: 1,
  description:
    "A webhook delivery's retry came due (the backoff waits in the table; the webhook-retries job hands it on): the webhook-retries consumer attempts it again. A work order, not in the activity log.",
  schema: z.object({ endpointId: z.string(), deliveryId: z.string(), dueAt: z.string() }),
});

/** The portal switched an endpoint off: every attempt to it failed for 3 days. */
export const webhookEndpointDisabled = defineEvent({
  name: 'webhook.endpoint-disabled',
  version: 1,
  description:
    "A webhook endpoint whose every attempt failed for 3 days was switched off: nothing more is sent to it until its owner (a person, or a team's owners) switches it on again; they are told.",
  schema: z.object({
    ownerType: z.enum(['user', 'team']),
    ownerId: z.string(),
    endpointId: z.string(),
    name: z.string(),
    url: z.string(),
    /** The first failed attempt of the run. */
    failingSince: z.string(),
  }),
});
