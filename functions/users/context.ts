import { defineContext } from '../context-declaration.ts';
import { usersApi } from '#shared/api/users.ts';
import { allPublished, eventsOf } from '#events/context-events.ts';
import { eidEvents } from '../eid/events.ts';
import { userEvents } from './events.ts';

export const context = defineContext({
  name: 'users',
  routes: usersApi,
  events: userEvents,
  http: {
    description: 'The signed-in user: profile, language, password, deletion; creating a user for a national e-ID.',
    stackGroup: 'account',
    table: 'readwrite',
    writes: ['CHALLENGE#', 'CODE#', 'EIDLOGOUTTOKEN#', 'EIDSESSION#', 'EIDSUBJECT#', 'EMAIL#', 'OUTBOX#', 'RATE#', 'RESET#', 'SUBJECT#', 'TOKEN#', 'USER#'],
    publishes: eventsOf(allPublished(userEvents), eidEvents.publishes.registration, eidEvents.publishes.signIn),
    // A user created for an e-ID whose e-mail differs from the e-ID's gets a verification code.
    sendsMessages: true,
  },
});
