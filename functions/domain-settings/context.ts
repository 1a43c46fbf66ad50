import { defineContext } from '../context-declaration.ts';
import { domainSettingsApi } from '#shared/api/domain-settings.ts';
import { eventsOf } from '#events/context-events.ts';
import { domainSettingsEvents } from './events.ts';

export const context = defineContext({
  name: 'domain-settings',
  routes: domainSettingsApi,
  events: domainSettingsEvents,
  http: {
    description:
      'The settings the registry keeps for a domain: name servers, DNSSEC, contacts, locks, the transfer code; and "This was not me", which ends the sessions of a change\'s author and locks the domain.',
    stackGroup: 'domains',
    table: 'readwrite',
    writes: [
      'APITOKEN#',
      'DOMAIN#',
      'DOMAINNAME#',
      'EIDLOGOUTTOKEN#',
      'EIDSESSION#',
      'EIDSUBJECT#',
      'IDEMPOTENCY#',
      'NOTME#',
      'OUTBOX#',
      'RATE#',
      'SETTINGS',
      'TEAM#',
      'TOKEN#',
      'USER#',
    ],
    publishes: eventsOf(
      domainSettingsEvents.publishes.delegation,
      domainSettingsEvents.publishes.locks,
      domainSettingsEvents.publishes.portalLock,
      domainSettingsEvents.publishes.notMe,
    ),
    // The SMS that announces a personal domain's request to lift the portal lock.
    sendsMessages: true,
    usesRegistry: true,
    // DNSSEC signing on the product's name servers, and the zone made sure before delegating to them.
    usesDnsHost: true,
  },
  schedules: [
    {
      name: 'portal-lock-lifts',
      job: 'portal-lock-lifts',
      description:
        // The lock already reads as lifted once its wait is over (functions/domain-settings/portal-lock-rules.ts); the job makes it so in the table.
        "Personal domains whose request to lift the portal lock waited its 24 hours (their waiting-lift entries, never a scan): the lock is lifted and recorded in the domain's history.",
      cron: 'cron(*/5 * * * ? *)',
      timezone: 'Atlantic/Faroe',
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#'],
      publishes: domainSettingsEvents.publishes.portalLockLifting,
    },
  ],
});
