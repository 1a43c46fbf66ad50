import { defineContext } from '../context-declaration.ts';
import { domainHealthEvents } from './events.ts';

/** Each domain's name servers and DNSSEC checked (docs/decisions/domain-health-checks.md): a consumer and a job, no HTTP of its own (the domains context shows the result). */
export const context = defineContext({
  name: 'domain-health',
  events: domainHealthEvents,
  queues: [
    {
      name: 'domain-health',
      consumer: 'domain-health',
      description:
        "Checks a domain's health again after the portal changed its name servers, DNSSEC or records: each name server asked directly, the DNSSEC chain validated; a check that turns bad or recovers is told once.",
      batchSize: 5,
      maxReceiveCount: 5,
      visibilityTimeoutSeconds: 120,
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#'],
      publishes: domainHealthEvents.publishes.checks,
      usesRegistry: true,
    },
  ],
  rules: [
    {
      // The portal's changes to a domain's name servers, DNSSEC or records: the domain's health checked again.
      name: 'check-domain-health',
      events: domainHealthEvents.consumes.recheck,
      queue: 'domain-health',
    },
  ],
  schedules: [
    {
      name: 'domain-health',
      job: 'domain-health',
      description:
        "Every domain's daily health check, at its own time of day (due entries, never a scan): its name servers asked directly over UDP and TCP, serials, the DNSSEC chain from the DS; turning bad or recovering is told once.",
      cron: 'cron(41 * * * ? *)',
      timezone: 'Atlantic/Faroe',
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#'],
      publishes: domainHealthEvents.publishes.checks,
      usesRegistry: true,
    },
  ],
});
