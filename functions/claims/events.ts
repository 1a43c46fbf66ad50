import { defineContextEvents } from '#events/context-events.ts';
import { domainClaimed } from '#events/catalogue/claim-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What claiming publishes. */
export const claimEvents = defineContextEvents({
  publishes: {
    /** claims.ts `claimDomains`: the domain's history records it, its previous owner is told. */
    claiming: ['domain.claimed'],
  },
});

/** Builds this context's events (validated on publish). */
export const newEvent = eventFactory(domainClaimed);
