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
    writes: ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'SETTINGS', 'TEAM#'],
    publishes: allPublished(dnsEvents),
    sendsMessages: false,
  },
});
