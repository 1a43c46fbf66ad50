import { defineContextEvents } from '#events/context-events.ts';
import { dnsForwardingChanged, dnsRecordsChanged } from '#events/catalogue/dns-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What a domain's DNS on the product's name servers publishes, and what brings its zone up to date. */
export const dnsEvents = defineContextEvents({
  publishes: {
    /** dns-records.ts, zone-file-transfer.ts (zone import) */
    records: ['dns.records-changed'],
    /** forwarding.ts */
    forwarding: ['dns.forwarding-changed'],
  },
  consumes: {
    /**
     * The dns-zones consumer (sync-zone.ts) brings the domain's zone and forwarding up to date
     * from the table on each: order and repeats do not matter.
     */
    zoneSync: ['domain.registered', 'domain.name-servers-changed', 'dns.records-changed', 'dns.forwarding-changed'],
  },
});

/** Builds this context's events (validated on publish): its functions bundle only these schemas, not the whole catalogue. */
export const newEvent = eventFactory(dnsRecordsChanged, dnsForwardingChanged);
