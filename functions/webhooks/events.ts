import { defineContextEvents } from '#events/context-events.ts';
import { webhookEndpointDisabled, webhookRetryDue } from '#events/catalogue/webhook-events.ts';
import { eventFactory } from '../events/new-event.ts';
import { webhookSourceEvents } from './webhook-of-event.ts';

/** What the webhooks use cases publish and what its consumers take. */
export const webhookEvents = defineContextEvents({
  publishes: {
    /** attempt-delivery.ts: an endpoint failing for 3 days switched off; its owner is told (the notifications consumer). */
    switchOff: ['webhook.endpoint-disabled'],
    /** deliver-webhooks.ts (the webhook-retries job): a retry come due, for the webhook-retries queue. */
    retries: ['webhook.retry-due'],
  },
  consumes: {
    /** The webhook-deliveries consumer: the domain events the customer's endpoints may ask for (webhook-of-event.ts). */
    deliveries: webhookSourceEvents,
    /** The webhook-retries consumer. */
    retries: ['webhook.retry-due'],
  },
});

/** Builds this context's events (validated on publish). */
export const newEvent = eventFactory(webhookEndpointDisabled, webhookRetryDue);
