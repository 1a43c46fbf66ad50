import { defineContextEvents } from '#events/context-events.ts';

/**
 * The statistics publish nothing; their consumer counts what happened to domains and orders
 * (counting.ts says how each moves which counter).
 */
export const statisticsEvents = defineContextEvents({
  publishes: {},
  consumes: {
    counting: [
      'domain.registered',
      'domain.renewed',
      'domain.transferred-in',
      'domain.transferred-away',
      'domain.renewed-at-registry',
      'domain.expired-at-registry',
      'domain.deleted-at-registry',
      'order.settled',
    ],
  },
});
