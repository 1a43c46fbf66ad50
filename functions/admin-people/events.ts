import { defineContextEvents } from '#events/context-events.ts';
import { userActivated, userDeactivated, userSessionRevoked } from '#events/catalogue/admin-user-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the administration area's people pages publish: each administrator's change to a user, for the activity log. */
export const adminPeopleEvents = defineContextEvents({
  publishes: {
    /** users/admin-users.ts: deactivating, activating a user, ending a session. */
    users: ['user.deactivated', 'user.activated', 'user.session-revoked'],
  },
});

export const newEvent = eventFactory(userDeactivated, userActivated, userSessionRevoked);
