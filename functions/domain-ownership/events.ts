import { defineContextEvents } from '#events/context-events.ts';
import { domainMoved } from '#events/catalogue/domain-ownership-events.ts';
import { eventFactory } from '../events/new-event.ts';

/**
 * What moving a domain between owners publishes. A context folder of its own beside `domains/`
 * (whose repositories it uses), so the domain-settings Lambda does not bundle its event's schema;
 * the domains entry runs it.
 */
export const domainOwnershipEvents = defineContextEvents({
  publishes: {
    /** move-domain.ts: the domain moved between a user's own domains and a team they own. */
    moving: ['domain.moved'],
  },
});

export const newEvent = eventFactory(domainMoved);
