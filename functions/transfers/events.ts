import { defineContextEvents } from '#events/context-events.ts';

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
