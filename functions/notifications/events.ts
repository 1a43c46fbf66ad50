import { defineContextEvents } from '#events/context-events.ts';
import { notifiedEvents } from './notification-of-event.ts';

/** Notifications publish nothing; the notifications consumer takes the events notification-of-event.ts describes. */
export const notificationEvents = defineContextEvents({
  publishes: {},
  consumes: {
    notify: notifiedEvents,
  },
});
