import { defineContextEvents } from '#events/context-events.ts';
import { domainExpiryNoticeDue, domainExpirySyncForced } from '#events/catalogue/lifecycle-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the domain-lifecycle jobs publish (the expiry sync publishes the registry-events context's domain events). */
export const lifecycleEvents = defineContextEvents({
  publishes: {
    /** send-lifecycle-notices.ts (the lifecycle-notices job). */
    notices: ['domain.expiry-notice-due'],
    /** force-expiry-sync.ts (an administrator, in the domains Lambda). */
    forcing: ['domain.expiry-sync-forced'],
  },
});

/** Builds this context's events (validated on publish). */
export const newEvent = eventFactory(domainExpiryNoticeDue, domainExpirySyncForced);
