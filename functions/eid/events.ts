import { defineContextEvents } from '#events/context-events.ts';
import { userEidLinked, userRegistered, userSignedIn } from '#events/catalogue/user-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the national e-ID's first sign-in publishes (eid-sign-in.ts). */
export const eidEvents = defineContextEvents({
  publishes: {
    /** verifyEidLinking: the e-ID linked to the user who had the code (the `auth` Lambda). */
    linking: ['user.eid-linked'],
    /** registerEidUser: a user created for the e-ID (the `auth` and `users` Lambdas). */
    registration: ['user.registered'],
    /** reportEidSignIn: an e-ID sign-in (the check after the provider's sign-in, linking, registration), once per e-ID session. */
    signIn: ['user.signed-in'],
  },
});

/** Builds this context's events (validated on publish): its functions bundle only these schemas, not the whole catalogue. */
export const newEvent = eventFactory(userEidLinked, userRegistered, userSignedIn);
