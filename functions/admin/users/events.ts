import { defineContextEvents } from '#events/context-events.ts';
import { userActivated, userDeactivated, userSessionRevoked } from '#events/catalogue/admin-user-events.ts';
import { eventFactory } from '../../events/new-event.ts';

/** What the admin area's users page publishes: each administrator's act on a user, for the activity log. */
export const adminUserEvents = defineContextEvents({
  publishes: {
    /** set-user-active.ts, revoke-user-session.ts (the `admin` Lambda). */
    users: ['user.deactivated', 'user.activated', 'user.session-revoked'],
  },
});

export const newEvent = eventFactory(userDeactivated, userActivated, userSessionRevoked);
