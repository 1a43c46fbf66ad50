import { defineContextEvents } from '#events/context-events.ts';

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
