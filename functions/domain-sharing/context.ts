import { defineContext } from '../context-declaration.ts';
import { domainSharingApi } from '#shared/api/domain-sharing.ts';

export const context = defineContext({
  name: 'domain-sharing',
  routes: domainSharingApi,
  http: {
    description:
      'A domain shared with its technical managers: the owner invites by e-mail (the invitation is mailed), withdraws and removes; the invitee accepts; the domains shared with the caller.',
    stackGroup: 'domains',
    table: 'readwrite',
    writes: ['DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'OUTBOX#', 'SETTINGS', 'TEAM#', 'USER#'],
    publishes: [],
    // The invitation goes by e-mail.
    sendsMessages: true,
  },
});
