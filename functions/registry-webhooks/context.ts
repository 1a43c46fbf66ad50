import { defineContext } from '../context-declaration.ts';
import { registryWebhooksApi } from '#shared/api/registry-webhooks.ts';
import { registryWebhookEvents } from './events.ts';

export const context = defineContext({
  name: 'registry-webhooks',
  routes: registryWebhooksApi,
  events: registryWebhookEvents,
  http: {
    description: "The registry's signed webhooks (docs/registry-webhooks.md): verified, put on the registry-events queue, answered 202.",
    // Touches no item: the event goes to the bus, the consumer applies it. The least access the declaration has.
    stackGroup: 'domains',
    table: 'read',
    publishes: registryWebhookEvents.publishes.receiving,
    sendsMessages: false,
    receivesRegistryWebhooks: true,
  },
});
