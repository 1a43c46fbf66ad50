import { type EventName, eventNames } from '#events/catalogue/index.ts';
import { defineContextEvents } from '#events/context-events.ts';

/** Work orders on the bus, not something that happened to an account or a domain: not in the log. */
export const notLogged = ['user.password-reset-requested'] as const satisfies readonly EventName[];

/** The events the activity log records. */
export type LoggedEventName = Exclude<EventName, (typeof notLogged)[number]>;
const isLogged = (name: EventName): name is LoggedEventName => !(notLogged as readonly EventName[]).includes(name);

/** The activity log publishes nothing; it records every event of the catalogue but the work orders (activity-of-event.ts describes each). */
export const activityEvents = defineContextEvents({
  publishes: {},
  consumes: {
    log: eventNames.filter(isLogged),
  },
});
