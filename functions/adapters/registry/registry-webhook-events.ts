import type { TransferStatus } from '../../ports/registry.ts';

/**
 * The events the registry posts to the portal's webhook (docs/registry-webhooks.md is the
 * contract: signing, retries, fields). The registry simulator sends them; the portal's receiver
 * reads them with these types.
 */

export const registryWebhookTypes = [
  'domain.transfer_requested',
  'domain.transfer_approved',
  'domain.transfer_rejected',
  'domain.transfer_cancelled',
  'domain.deleted',
  'domain.expiring',
  'domain.expired',
  'domain.renewed',
  'domain.status_changed',
  'domain.registrant_changed',
] as const;

export type RegistryWebhookType = (typeof registryWebhookTypes)[number];

export interface RegistryWebhookEvent {
  /** Unique per event (`evt_…`); a redelivery repeats it. */
  id: string;
  type: RegistryWebhookType;
  /** When it happened at the registry (ISO-8601 UTC). */
  created_at: string;
  data: {
    /** The domain name (lower-case, with `.fo`). */
    domain: string;
    /** The sponsoring registrar after the event (for `domain.deleted`: the one that deleted it). */
    registrar: string;
    /** The expiry after the event (null for `domain.deleted`). */
    expires_at: string | null;
    /** The domain's statuses after the event (RFC 5731), for `domain.status_changed`. */
    statuses?: string[];
    /** The registrant contact's id after the event, for `domain.registrant_changed`. */
    registrant?: string;
    /** The transfer, for the `domain.transfer_*` events. */
    transfer?: {
      status: TransferStatus;
      requesting_registrar: string;
      requested_at: string;
      acting_registrar: string;
      action_at: string;
    };
  };
}
