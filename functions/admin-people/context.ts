import { defineContext } from '../context-declaration.ts';
import { adminPeopleApi } from '#shared/api/admin-people.ts';
import { adminPeopleEvents } from './events.ts';

export const context = defineContext({
  name: 'admin-people',
  routes: adminPeopleApi,
  events: adminPeopleEvents,
  http: {
    description:
      "The administration area's users, domains and activity log (administrators only): search, deactivate and activate users, end their sessions; any domain's history; the activity log and its CSV.",
    stackGroup: 'business',
    table: 'readwrite',
    writes: [
      'DOMAIN#',
      'DOMAINNAME#',
      'EIDLOGOUTTOKEN#',
      'EIDSESSION#',
      'EIDSUBJECT#',
      'EMAIL#',
      'IDEMPOTENCY#',
      'ORDER#',
      'OUTBOX#',
      'PAYMENTEVENT#',
      'SETTINGS',
      'SUBJECT#',
      'TEAM#',
      'TOKEN#',
      'USER#',
    ],
    publishes: adminPeopleEvents.publishes.users,
    sendsMessages: false,
  },
});
