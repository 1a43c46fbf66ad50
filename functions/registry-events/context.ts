import { defineContext } from '../context-declaration.ts';
import { registryEventEvents } from './events.ts';

export const context = defineContext({
  name: 'registry-events',
  events: registryEventEvents,
  queues: [
    {
      name: 'registry-events',
      consumer: 'registry-events',
      description:
        "Applies the registry's events (its verified webhooks) to the portal's domains: expiry, renewal, deletion, statuses, transfers away, registrant. Once per event id; an older event changes nothing.",
      batchSize: 10,
      // A message that still fails after five tries (a poison event) waits in the dead-letter queue; the others of its batch go on.
      maxReceiveCount: 5,
      visibilityTimeoutSeconds: 60,
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'REGISTRYEVENT#', 'TEAM#'],
      publishes: registryEventEvents.publishes.applying,
      appliesRegistryEvents: true,
    },
  ],
  rules: [
    {
      // The registry's verified webhooks, from the registry-webhooks receiver to their consumer.
      name: 'apply-registry-events',
      events: registryEventEvents.consumes.applying,
      queue: 'registry-events',
    },
  ],
  schedules: [
    {
      name: 'registry-poll',
      job: 'registry-poll',
      description:
        "Reads the registrar's EPP poll queue (up to 100 a run): each message goes to the registry-events queue as the event its webhook would be, acknowledged only after; an unreadable one is kept and acknowledged.",
      cron: 'cron(* * * * ? *)',
      timezone: 'Atlantic/Faroe',
      table: 'readwrite',
      writes: ['REGISTRYEVENT#'],
      publishes: registryEventEvents.publishes.polling,
      usesRegistry: true,
    },
  ],
});
