import { defineContext } from '../context-declaration.ts';
import { dnsApi } from '#shared/api/dns.ts';
import { allPublished } from '#events/context-events.ts';
import { dnsEvents } from './events.ts';

export const context = defineContext({
  name: 'dns',
  routes: dnsApi,
  events: dnsEvents,
  http: {
    description:
      "A domain's DNS on the product's name servers: records, the zone file (view, download, import) and forwarding. Saved in the table; the dns-zones consumer updates the DNS host.",
    stackGroup: 'domains',
    table: 'readwrite',
    writes: ['APITOKEN#', 'DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'OUTBOX#', 'RATE#', 'SETTINGS', 'TEAM#'],
    publishes: allPublished(dnsEvents),
    sendsMessages: false,
  },
  queues: [
    {
      name: 'dns-zones',
      consumer: 'dns-zones',
      description: "Brings a domain's hosted zone (Route 53) and forwarding (CloudFront KeyValueStore) up to date with its saved records and forwarding.",
      batchSize: 5,
      maxReceiveCount: 8,
      visibilityTimeoutSeconds: 60,
      table: 'read',
      usesDnsHost: true,
    },
  ],
  rules: [
    {
      // The DNS host (and the forwarding service) follow the table: each event makes the consumer
      // bring the domain's zone up to date from what is saved now, so order and repeats do not matter.
      name: 'sync-dns-zones',
      events: dnsEvents.consumes.zoneSync,
      queue: 'dns-zones',
    },
  ],
});
