import { defineContextEvents } from '#events/context-events.ts';
import { userDeleted, userPasswordChanged, userProfileUpdated } from '#events/catalogue/user-events.ts';
import { userLanguageChanged } from '#events/catalogue/user-language-changed.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the signed-in user's own changes publish. */
export const userEvents = defineContextEvents({
  publishes: {
    /** change-language.ts, update-profile.ts */
    profile: ['user.language-changed', 'user.profile-updated'],
    /** change-password.ts */
    password: ['user.password-changed'],
    /** delete-user.ts */
    deletion: ['user.deleted'],
  },
});

/** Builds this context's events (validated on publish): its functions bundle only these schemas, not the whole catalogue. */
export const newEvent = eventFactory(userDeleted, userPasswordChanged, userProfileUpdated, userLanguageChanged);
