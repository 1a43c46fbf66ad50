import { defineContextEvents } from '#events/context-events.ts';
import {
  userAuthenticatorChanged,
  userEmailVerified,
  userPasskeysChanged,
  userPasswordChanged,
  userPasswordResetRequested,
  userPhoneVerified,
  userRegistered,
  userSignedIn,
} from '#events/catalogue/user-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the credentials use cases publish (the `auth` Lambda runs them all). */
export const authEvents = defineContextEvents({
  publishes: {
    /** registration.ts: sign-up with a password, and the e-mail's verification. */
    registration: ['user.registered', 'user.email-verified'],
    /** phone-verification.ts */
    phoneVerification: ['user.phone-verified'],
    /** password-reset.ts: forgot-password hands the address to the password-reset queue; the reset itself. */
    passwordResetRequest: ['user.password-reset-requested'],
    passwordReset: ['user.password-changed'],
    /** sessions.ts: every sign-in that issues a token. */
    sessions: ['user.signed-in'],
    /** authenticator.ts: an authenticator app turned on or off, new recovery codes. */
    authenticator: ['user.authenticator-changed'],
    /** passkeys.ts: a passkey added or removed. */
    passkeys: ['user.passkeys-changed'],
  },
  consumes: {
    /** The password-reset consumer looks the address up and e-mails the link (or a note without one). */
    resetLinks: ['user.password-reset-requested'],
  },
});

/** Builds this context's events (validated on publish): its functions bundle only these schemas, not the whole catalogue. */
export const newEvent = eventFactory(
  userAuthenticatorChanged,
  userEmailVerified,
  userPasskeysChanged,
  userPasswordChanged,
  userPasswordResetRequested,
  userPhoneVerified,
  userRegistered,
  userSignedIn,
);
