import { defineContext } from '../context-declaration.ts';
import { claimsApi } from '#shared/api/claims.ts';
import { claimEvents } from './events.ts';

export const context = defineContext({
  name: 'claims',
  routes: claimsApi,
  events: claimEvents,
  http: {
    description:
      'Claiming domains registered under another e-mail address: the address proven with an e-mailed code, its domains listed (by registrant e-mail) and claimed into the caller’s archive or a team they own.',
    stackGroup: 'domains',
    table: 'readwrite',
    writes: ['CHALLENGE#', 'CODE#', 'DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'RATE#', 'SETTINGS', 'TEAM#', 'USER#'],
    publishes: claimEvents.publishes.claiming,
    // The code goes to the address by e-mail.
    sendsMessages: true,
  },
});
