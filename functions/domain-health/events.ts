import { defineContextEvents } from '#events/context-events.ts';
import { domainDnssecBootstrap, domainHealthFailing, domainHealthRecovered } from '#events/catalogue/domain-health-events.ts';
import { domainDnssecChanged } from '#events/catalogue/domain-settings-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the domain health checks publish, and the portal's changes that have a domain checked again. */
export const domainHealthEvents = defineContextEvents({
  publishes: {
    /**
     * check-domain-health.ts (the domain-health consumer and job): a check turned bad, or recovered;
     * and on name servers outside the portal, the DS changed as the zone's CDS asked, or a bootstrap first seen.
     */
    checks: ['domain.health-failing', 'domain.health-recovered', 'domain.dnssec-changed', 'domain.dnssec-bootstrap'],
  },
  consumes: {
    /** The domain-health consumer checks the domain again after each change the portal makes to its name servers, DNSSEC or records. */
    recheck: ['domain.name-servers-changed', 'domain.dnssec-changed', 'dns.records-changed'],
  },
});

/** Builds this context's events (validated on publish). */
export const newEvent = eventFactory(domainHealthFailing, domainHealthRecovered, domainDnssecChanged, domainDnssecBootstrap);
