import { defineContext } from '../context-declaration.ts';
import { eidApi } from '#shared/api/eid.ts';
import { eventsOf } from '#events/context-events.ts';
import { eidEvents } from './events.ts';

export const context = defineContext({
  name: 'eid',
  routes: eidApi,
  events: eidEvents,
  http: {
    description: "The national e-ID's first sign-in (linking to an existing user with an e-mailed code, or creating the user) and the provider's back-channel logout.",
    stackGroup: 'account',
    table: 'readwrite',
    writes: ['CHALLENGE#', 'CODE#', 'EIDLOGOUTTOKEN#', 'EIDSESSION#', 'EIDSUBJECT#', 'EMAIL#', 'OUTBOX#', 'RATE#', 'RESET#', 'TOKEN#', 'USER#'],
    publishes: eventsOf(eidEvents.publishes.linking, eidEvents.publishes.registration, eidEvents.publishes.signIn),
    // The linking code goes by e-mail; a user created with another e-mail gets a verification code.
    sendsMessages: true,
  },
});
