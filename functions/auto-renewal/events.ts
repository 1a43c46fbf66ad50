import { defineContextEvents } from '#events/context-events.ts';
import { domainAutoRenewalChanged } from '#events/catalogue/payment-card-events.ts';
import { eventFactory } from '../events/new-event.ts';

/**
 * What automatic renewal publishes. A context folder of its own beside `domains/` (whose use
 * cases it uses), so the domain-settings Lambda does not bundle its event's schema; the
 * auto-renewal job joins it.
 */
export const autoRenewalEvents = defineContextEvents({
  publishes: {
    /** set-auto-renewal.ts (the domains entry): switched on or off, and the card it renews with. */
    switching: ['domain.auto-renewal-changed'],
  },
});

export const newEvent = eventFactory(domainAutoRenewalChanged);
