import { defineContext } from '../context-declaration.ts';
import { domainSettingsApi } from '#shared/api/domain-settings.ts';
import { eventsOf } from '#events/context-events.ts';
import { domainSettingsEvents } from './events.ts';

export const context = defineContext({
  name: 'domain-settings',
  routes: domainSettingsApi,
  events: domainSettingsEvents,
  http: {
    description: 'The settings the registry keeps for a domain: name servers, DNSSEC, contacts, locks, the transfer code.',
    stackGroup: 'domains',
    table: 'readwrite',
    writes: ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'SETTINGS', 'TEAM#', 'USER#'],
    publishes: eventsOf(domainSettingsEvents.publishes.delegation, domainSettingsEvents.publishes.locks, domainSettingsEvents.publishes.portalLock),
    // The SMS that announces a personal domain's request to lift the portal lock.
    sendsMessages: true,
    usesRegistry: true,
    // DNSSEC signing on the product's name servers, and the zone made sure before delegating to them.
    usesDnsHost: true,
  },
});
