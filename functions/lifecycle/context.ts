import { defineContext } from '../context-declaration.ts';
import { registryEventEvents } from '../registry-events/events.ts';
import { lifecycleEvents } from './events.ts';

export const context = defineContext({
  name: 'lifecycle',
  events: lifecycleEvents,
  schedules: [
    {
      name: 'expiry-sync',
      job: 'expiry-sync',
      description:
        "Domains due for a sync (by their due entry, never a scan): expiry and statuses brought in line with the registry's info (renewed, expired: inactive, deleted), then scheduled again; carries on an admin's sync of every domain.",
      cron: 'cron(*/5 * * * ? *)',
      timezone: 'Atlantic/Faroe',
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'JOB#', 'OUTBOX#', 'TEAM#'],
      publishes: registryEventEvents.publishes.applying,
      usesRegistry: true,
    },
    {
      name: 'lifecycle-notices',
      job: 'lifecycle-notices',
      description:
        "Domains without automatic renewal at a notice threshold of their expiry (the settings' days_before_expiry_for_warning, 7 and 1 day before, and the expiry itself): one notice per domain, expiry and threshold.",
      cron: 'cron(23 * * * ? *)',
      timezone: 'Atlantic/Faroe',
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'SETTINGS', 'TEAM#'],
      publishes: lifecycleEvents.publishes.notices,
    },
  ],
});
