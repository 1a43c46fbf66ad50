import { defineContextEvents } from '#events/context-events.ts';
import {
  domainDeletedAtRegistry,
  domainExpiredAtRegistry,
  domainRegistrantChangedAtRegistry,
  domainRegistryStatusChanged,
  domainRenewedAtRegistry,
  domainTransferAwayRequested,
  domainTransferAwayStopped,
  domainTransferredAway,
  registryEventReceived,
} from '#events/catalogue/registry-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the registry's events publish (its poll messages; its webhooks are the registry-webhooks context's), and what their consumer takes. */
export const registryEventEvents = defineContextEvents({
  publishes: {
    /** drain-registry-messages.ts (the `registry-poll` job): each poll message, as the registry event its webhook would be. */
    polling: ['registry.event-received'],
    /** apply-registry-event.ts (the registry-events consumer): what each applied event changed on the domain. */
    applying: [
      'domain.expired-at-registry',
      'domain.renewed-at-registry',
      'domain.deleted-at-registry',
      'domain.registry-status-changed',
      'domain.transfer-away-requested',
      'domain.transferred-away',
      'domain.transfer-away-stopped',
      'domain.registrant-changed-at-registry',
    ],
  },
  consumes: {
    /** The registry-events consumer applies each received event to the portal's domain. */
    applying: ['registry.event-received'],
  },
});

/** Builds this context's events (validated on publish). */
export const newEvent = eventFactory(
  registryEventReceived,
  domainExpiredAtRegistry,
  domainRenewedAtRegistry,
  domainDeletedAtRegistry,
  domainRegistryStatusChanged,
  domainTransferAwayRequested,
  domainTransferredAway,
  domainTransferAwayStopped,
  domainRegistrantChangedAtRegistry,
);
