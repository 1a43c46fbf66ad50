import { defineContextEvents } from '#events/context-events.ts';
import { userActivated, userDeactivated, userSessionRevoked } from '#events/catalogue/admin-user-events.ts';
import { settingsChanged } from '#events/catalogue/settings-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the administration area publishes: each administrator's change, for the activity log. */
export const adminEvents = defineContextEvents({
  publishes: {
    /** update-settings.ts (the `admin` Lambda). */
    settings: ['settings.changed'],
    /** users/admin-users.ts: deactivating, activating a user, ending a session (the `admin` Lambda). */
    users: ['user.deactivated', 'user.activated', 'user.session-revoked'],
  },
});

export const newEvent = eventFactory(settingsChanged, userDeactivated, userActivated, userSessionRevoked);
