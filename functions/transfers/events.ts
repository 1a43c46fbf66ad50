import { defineContextEvents } from '#events/context-events.ts';
import { domainTransferredIn, transferApproved, transferCancelled, transferRequested } from '#events/catalogue/transfer-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What a transfer in publishes. */
export const transferEvents = defineContextEvents({
  publishes: {
    /** request-transfer.ts (the `domains` Lambda). */
    request: ['transfer.requested'],
    /**
     * sync-transfer.ts: the registry's answer applied, by the owner's view and cancel (the
     * `domains` Lambda) and by the transfer-auto-approval job.
     */
    outcome: ['transfer.approved', 'transfer.cancelled', 'domain.transferred-in'],
  },
});

/** Builds this context's events (validated on publish): its functions bundle only these schemas, not the whole catalogue. */
export const newEvent = eventFactory(transferRequested, transferApproved, transferCancelled, domainTransferredIn);
