import { eventNames } from '#events/catalogue/index.ts';
import { defineContextEvents } from '#events/context-events.ts';

/** The activity log publishes nothing; it records every event of the catalogue (activity-of-event.ts describes each). */
export const activityEvents = defineContextEvents({
  publishes: {},
  consumes: {
    log: eventNames,
  },
});
