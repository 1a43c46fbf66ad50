import { defineContext } from '../context-declaration.ts';
import { apiTokensApi } from '#shared/api/api-tokens.ts';
import { apiTokenEvents } from './events.ts';

export const context = defineContext({
  name: 'api-tokens',
  routes: apiTokensApi,
  events: apiTokenEvents,
  http: {
    description: "API tokens (issue 30): a person's own and a team's (its owners'), made after a fresh sign-in, listed with their last use, revoked.",
    stackGroup: 'account',
    table: 'readwrite',
    writes: ['APITOKEN#', 'DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#'],
    publishes: apiTokenEvents.publishes.tokens,
    sendsMessages: false,
  },
});
