import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/** Transfer in (spec §4): requested at the registry, then approved (by the holder or after five days) or cancelled. */
export const transferRequested = defineEvent({
  name: 'transfer.requested',
  version: 1,
  description: 'A user asked to transfer a domain in from another registrar; the registry waits for the current holder.',
  schema: z.object({
    transferId: z.string(),
    name: z.string(),
    ownerType: z.enum(['user', 'team']),
    ownerId: z.string(),
    requestedBy: z.string(),
    autoApprovalAt: z.string(),
  }),
});

export const transferApproved = defineEvent({
  name: 'transfer.approved',
  version: 1,
  description: 'The registry moved the domain to the portal: the holder approved it, or the registry did after five days (`automatic`).',
  schema: z.object({
    transferId: z.string(),
    name: z.string(),
    ownerType: z.enum(['user', 'team']),
    ownerId: z.string(),
    domainId: z.string(),
    automatic: z.boolean(),
  }),
});

export const transferCancelled = defineEvent({
  name: 'transfer.cancelled',
  version: 1,
  description: 'A transfer in stopped: cancelled by the user, rejected by the current holder, or cancelled by the registry.',
  schema: z.object({
    transferId: z.string(),
    name: z.string(),
    ownerType: z.enum(['user', 'team']),
    ownerId: z.string(),
    reason: z.enum(['cancelled_by_user', 'rejected_by_holder', 'cancelled_by_registry']),
    /** The user who cancelled, or `system` when the holder or the registry ended it. */
    actor: z.string(),
  }),
});

export const domainTransferredIn = defineEvent({
  name: 'domain.transferred-in',
  version: 1,
  description: 'A domain transferred in from another registrar now belongs to the user who asked for it.',
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    ownerType: z.enum(['user', 'team']),
    ownerId: z.string(),
    transferId: z.string(),
    expiresAt: z.string(),
  }),
});
