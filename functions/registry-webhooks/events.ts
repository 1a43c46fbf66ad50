import { defineContextEvents } from '#events/context-events.ts';
import { registryEventReceived } from '#events/catalogue/registry-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the registry's webhooks publish: each verified event, as received, for the registry-events queue. */
export const registryWebhookEvents = defineContextEvents({
  publishes: {
    /** receive-registry-event.ts: a verified webhook, as received. */
    receiving: ['registry.event-received'],
  },
});

/** Builds this context's event (validated on publish). */
export const newEvent = eventFactory(registryEventReceived);
