import { defineContext } from '../context-declaration.ts';
import { authApi } from '#shared/api/auth.ts';
import { allPublished } from '#events/context-events.ts';
import { authEvents } from './events.ts';

export const context = defineContext({
  name: 'auth',
  routes: authApi,
  events: authEvents,
  http: {
    description: 'Sign-in with password and code, sign-up from abroad, verification, sessions.',
    stackGroup: 'account',
    table: 'readwrite',
    writes: ['CHALLENGE#', 'CODE#', 'EIDLOGOUTTOKEN#', 'EIDSESSION#', 'EIDSUBJECT#', 'EMAIL#', 'OUTBOX#', 'RATE#', 'RESET#', 'TOKEN#', 'USER#', 'WEBAUTHN#'],
    publishes: allPublished(authEvents),
    sendsMessages: true,
  },
  queues: [
    {
      name: 'password-reset',
      consumer: 'password-reset',
      description:
        "Forgot-password's work after the answer: looks the address up and e-mails a user with a password a reset link (written hashed, an hour, once), or anyone else a note that no link was sent, in the user's or the request's language.",
      batchSize: 5,
      maxReceiveCount: 5,
      visibilityTimeoutSeconds: 60,
      table: 'readwrite',
      writes: ['EMAIL#', 'OUTBOX#', 'RESET#', 'TOKEN#', 'USER#'],
      sendsMail: true,
    },
  ],
  rules: [
    {
      // Forgot-password answers at once, the same for every address; the link is the consumer's work.
      name: 'send-password-reset-links',
      events: authEvents.consumes.resetLinks,
      queue: 'password-reset',
    },
  ],
});
