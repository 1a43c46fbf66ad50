import { defineContextEvents } from '#events/context-events.ts';
import { settingsChanged } from '#events/catalogue/settings-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the administration area publishes: each administrator's change, for the activity log. */
export const adminEvents = defineContextEvents({
  publishes: {
    /** update-settings.ts (the `admin` Lambda). */
    settings: ['settings.changed'],
  },
});

export const newEvent = eventFactory(settingsChanged);
