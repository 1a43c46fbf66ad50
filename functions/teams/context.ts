import { defineContext } from '../context-declaration.ts';
import { teamsApi } from '#shared/api/teams.ts';
import { allPublished } from '#events/context-events.ts';
import { teamEvents } from './events.ts';

export const context = defineContext({
  name: 'teams',
  routes: teamsApi,
  events: teamEvents,
  http: {
    description: "The caller's teams: details, members and their owner flags, invitations (e-mailed), the team's domains and cards (spec §3, §5, §6).",
    stackGroup: 'account',
    table: 'readwrite',
    writes: ['CARDSETUP#', 'DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'OUTBOX#', 'PAYMENTCARD#', 'SETTINGS', 'TEAM#', 'USER#'],
    publishes: allPublished(teamEvents),
    // Invitations are e-mailed.
    sendsMessages: true,
  },
});
