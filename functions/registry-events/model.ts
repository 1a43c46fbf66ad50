import type { EventData } from '#events/catalogue/index.ts';

/**
 * The registry's events (docs/registry-webhooks.md) as the portal receives them: verified, then
 * put on the registry-events queue as `registry.event-received`, applied by its consumer.
 */
export type RegistryEvent = EventData<'registry.event-received'>;

/** What became of a registry event, for the receipt and the logs. */
export type RegistryEventOutcome =
  | 'applied'
  /** The same event id was applied (or set aside) before. */
  | 'duplicate'
  /** No domain of that name in the portal. */
  | 'not-ours'
  /** The domain already reflects a later registry event. */
  | 'older'
  /** The domain left the portal (deleted, transferred away): nothing more to apply. */
  | 'gone'
  /** A transfer in to the portal: the transfers context follows it (its sync at the registry). */
  | 'transfer-in'
  /** Our domain already says what the event says. */
  | 'no-change'
  /** A type this portal does not know (a newer registry): kept as received, changes nothing. */
  | 'unknown-type'
  /** A poll message that names no domain or kind the portal can read: acknowledged, kept with its text, changes nothing. */
  | 'unreadable';

/** A registry event remembered by its id (the dedupe key). */
export interface RegistryEventReceipt {
  eventId: string;
  type: string;
  domain: string;
  outcome: RegistryEventOutcome;
  receivedAt: string;
  /** An unreadable poll message's text, as the registry sent it. */
  text?: string;
}
