import { defineContext } from '../context-declaration.ts';
import { domainsApi } from '#shared/api/domains.ts';
import { eventsOf } from '#events/context-events.ts';
import { autoRenewalEvents } from '../auto-renewal/events.ts';
import { domainOwnershipEvents } from '../domain-ownership/events.ts';
import { lifecycleEvents } from '../lifecycle/events.ts';

export const context = defineContext({
  name: 'domains',
  routes: domainsApi,
  http: {
    description:
      "Domains: availability search at the registry (EPP), the owner's archive and the single view with the registry's data, auto-renewal, moving a domain between my domains and a team.",
    stackGroup: 'domains',
    table: 'readwrite',
    writes: ['APITOKEN#', 'CARDSETUP#', 'DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'JOB#', 'OUTBOX#', 'PAYMENTCARD#', 'RATE#', 'SETTINGS', 'SUBJECT#', 'TEAM#', 'USER#'],
    publishes: eventsOf(autoRenewalEvents.publishes.switching, lifecycleEvents.publishes.forcing, domainOwnershipEvents.publishes.moving),
    sendsMessages: false,
    usesRegistry: true,
  },
});
