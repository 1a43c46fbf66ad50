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
});
