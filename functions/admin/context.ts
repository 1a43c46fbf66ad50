import { defineContext } from '../context-declaration.ts';
import { adminApi } from '#shared/api/admin.ts';
import { eventsOf } from '#events/context-events.ts';
import { adminEvents } from './events.ts';
import { orderEvents } from '../orders/events.ts';
import { statisticsEvents } from './statistics/events.ts';

export const context = defineContext({
  name: 'admin',
  routes: adminApi,
  events: adminEvents,
  http: {
    description: 'The administration area (administrators only): the settings, the statistics and the orders (marked paid by hand), with each change in the activity log.',
    stackGroup: 'business',
    table: 'readwrite',
    writes: ['DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'SETTINGS', 'STATISTICS', 'STATISTICS#'],
    // Marking an order paid records the payment as the provider's would be (the orders context's `payment` group).
    publishes: eventsOf(adminEvents.publishes.settings, adminEvents.publishes.orders, orderEvents.publishes.payment),
    sendsMessages: false,
  },
  queues: [
    {
      name: 'statistics',
      consumer: 'statistics',
      description:
        "Keeps the administration area's statistics: counts each registration, renewal, transfer in and out, settled order's revenue and start or end of an active domain in its month's counters, once per event id.",
      batchSize: 10,
      maxReceiveCount: 5,
      visibilityTimeoutSeconds: 60,
      table: 'readwrite',
      writes: ['ORDER#', 'STATISTICS', 'STATISTICS#'],
    },
  ],
  rules: [
    {
      name: 'count-statistics',
      events: statisticsEvents.consumes.counting,
      queue: 'statistics',
    },
  ],
});
