import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/**
 * What an administrator does to an order (admin-orders): each with the administrator as actor
 * and the reason they gave, written in one transaction with the order's change (outbox).
 */
export const orderMarkedPaid = defineEvent({
  name: 'order.marked-paid',
  version: 1,
  description:
    "An administrator marked an order paid by hand (money received outside the payment provider), with a reason. Published with the order's `order.paid`, so the order registers or renews as a provider payment would.",
  schema: z.object({
    orderId: z.string(),
    ownerId: z.string(),
    actorId: z.string(),
    actorKind: z.literal('admin'),
    reason: z.string(),
    /** øre: the order's total. */
    amount: z.int(),
  }),
});

export const orderRefundedByAdmin = defineEvent({
  name: 'order.refunded-by-admin',
  version: 2,
  // Version 2 adds the owner's kind and the order's names (optional), for the buyer's notification: version 1 still reads.
  readsFrom: 1,
  description:
    "An administrator refunded what was left of a settled order's payment, with a reason: at the payment provider (`refundId`), or outside it for an order paid by hand (`refundId` null). A credit note is issued for it, and the buyer (a team's owners) is told.",
  schema: z.object({
    orderId: z.string(),
    ownerId: z.string(),
    /** Since version 2: whose order, a user's or a team's (its owners are told). */
    ownerType: z.enum(['user', 'team']).optional(),
    /** Since version 2: the order's names, as the buyer knows the purchase. */
    names: z.array(z.string()).optional(),
    actorId: z.string(),
    actorKind: z.literal('admin'),
    reason: z.string(),
    /** øre, VAT included. */
    amount: z.int(),
    refundId: z.string().nullable(),
  }),
});
