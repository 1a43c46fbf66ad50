import { defineContextEvents } from '#events/context-events.ts';
import { domainAutoRenewalCardExpiring, domainAutoRenewalChanged, domainAutoRenewalFailed } from '#events/catalogue/payment-card-events.ts';
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
    /**
     * renew-automatically.ts (the auto-renewal job): the charge failed. Its renewal order is
     * placed and paid with the orders' own events (`placing`, `payment`), so the renewal and its
     * receipt follow as for any paid renewal.
     */
    renewing: ['domain.auto-renewal-failed'],
    /** renew-automatically.ts (the auto-renewal job): the attached card expires before the renewal day (told once per domain, card and period). */
    cardWarning: ['domain.auto-renewal-card-expiring'],
  },
});

export const newEvent = eventFactory(domainAutoRenewalChanged, domainAutoRenewalFailed, domainAutoRenewalCardExpiring);
