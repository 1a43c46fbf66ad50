import { defineContextEvents } from '#events/context-events.ts';
import { loggedEventNames } from '#events/logged-events.ts';

export type { LoggedEventName } from '#events/logged-events.ts';

/** The activity log publishes nothing; it records every event of the catalogue but the work orders (activity-of-event.ts describes each). */
export const activityEvents = defineContextEvents({
  publishes: {},
  consumes: {
    log: [...loggedEventNames],
  },
});
