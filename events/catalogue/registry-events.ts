import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/**
 * What the registry told the portal about a domain outside an EPP session (its signed webhooks,
 * docs/registry-webhooks.md), and what each applied event changed on the portal's domain.
 */

/** The registry's event as it arrived (verified): the receiver puts it on the registry-events queue. */
export const registryEventReceived = defineEvent({
  name: 'registry.event-received',
  version: 1,
  description: "A verified registry webhook, as the registry sent it: the registry-events consumer applies it to the portal's domain.",
  schema: z.object({
    /** The registry's event id (`evt_…`): a redelivery repeats it. */
    id: z.string().min(1).max(200),
    type: z.string().min(1).max(100),
    /** The registry's time of the event (ISO-8601). */
    created_at: z.iso.datetime({ offset: true }),
    data: z
      .object({
        domain: z.string().min(1).max(300),
        registrar: z.string().min(1).max(200),
        expires_at: z.iso.datetime({ offset: true }).nullish(),
        statuses: z.array(z.string().max(100)).max(50).optional(),
        registrant: z.string().max(200).optional(),
        transfer: z
          .object({
            status: z.string().max(50),
            requesting_registrar: z.string().max(200),
            requested_at: z.string().max(100),
            acting_registrar: z.string().max(200),
            action_at: z.string().max(100),
          })
          .optional(),
      })
      .loose(),
  }),
});

const registryChange = {
  domainId: z.string(),
  name: z.string(),
  ownerType: z.enum(['user', 'team']),
  ownerId: z.string(),
  /** The registry's event that said so. */
  registryEventId: z.string(),
  /**
   * A late event: the domain already follows a later registry event of the same kind (or has left
   * the portal), so it changed nothing and is told for the domain's history only (no notice, no count).
   */
  superseded: z.boolean().optional(),
};

export const domainExpiredAtRegistry = defineEvent({
  name: 'domain.expired-at-registry',
  version: 1,
  description: 'The registry says the domain has expired: the portal shows it expired (made inactive).',
  schema: z.object({ ...registryChange, expiresAt: z.string() }),
});

export const domainRenewedAtRegistry = defineEvent({
  name: 'domain.renewed-at-registry',
  version: 1,
  description: 'The registry says the domain has a new expiry (renewed at the registry, not through an order of the portal).',
  schema: z.object({ ...registryChange, expiresAt: z.string(), previousExpiresAt: z.string() }),
});

export const domainDeletedAtRegistry = defineEvent({
  name: 'domain.deleted-at-registry',
  version: 1,
  description: 'The registry deleted the domain: the portal keeps it as deleted (its history stays).',
  schema: z.object({ ...registryChange }),
});

export const domainRegistryStatusChanged = defineEvent({
  name: 'domain.registry-status-changed',
  version: 1,
  description: "The registry changed the domain's statuses (e.g. serverHold: suspended by the registry).",
  schema: z.object({ ...registryChange, statuses: z.array(z.string()), previousStatuses: z.array(z.string()), suspended: z.boolean() }),
});

export const domainTransferAwayRequested = defineEvent({
  name: 'domain.transfer-away-requested',
  version: 1,
  description: 'Another registrar asked to transfer the domain away from the portal; the registry approves it by itself at `actionAt`.',
  schema: z.object({ ...registryChange, gainingRegistrar: z.string(), actionAt: z.string() }),
});

export const domainTransferredAway = defineEvent({
  name: 'domain.transferred-away',
  version: 1,
  description: 'The domain left the portal for another registrar (approved by the holder or by the registry); its data is kept.',
  schema: z.object({ ...registryChange, gainingRegistrar: z.string(), automatic: z.boolean() }),
});

export const domainTransferAwayStopped = defineEvent({
  name: 'domain.transfer-away-stopped',
  version: 1,
  description: 'A transfer away did not happen: rejected by the holder, or cancelled by the registrar that asked (or the registry).',
  schema: z.object({ ...registryChange, outcome: z.enum(['rejected', 'cancelled']) }),
});

export const domainRegistrantChangedAtRegistry = defineEvent({
  name: 'domain.registrant-changed-at-registry',
  version: 1,
  description: "The registry says the domain's registrant (holder contact) changed.",
  schema: z.object({ ...registryChange, registrantContactId: z.string(), previousRegistrantContactId: z.string() }),
});
