import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/** What happened to an order: placed at checkout, paid or failed at the provider, settled after registration. */
export const orderPlaced = defineEvent({
  name: 'order.placed',
  version: 1,
  description: 'A buyer started a checkout: the order waits for the payment provider.',
  schema: z.object({ orderId: z.string(), ownerId: z.string(), domains: z.array(z.string()), years: z.int(), total: z.int() }),
});

export const orderPaid = defineEvent({
  name: 'order.paid',
  version: 1,
  description: "The payment provider's verified webhook confirmed the payment; the names are registered next.",
  schema: z.object({ orderId: z.string(), ownerId: z.string(), paymentId: z.string(), amount: z.int() }),
});

export const orderPaymentFailed = defineEvent({
  name: 'order.payment-failed',
  version: 1,
  description: 'The payment was declined, failed or the checkout expired; nothing was charged.',
  schema: z.object({ orderId: z.string(), ownerId: z.string(), reason: z.string() }),
});

export const orderSettled = defineEvent({
  name: 'order.settled',
  version: 1,
  description: 'Every name of a paid order was registered or refunded; the order is registered or refunded.',
  schema: z.object({
    orderId: z.string(),
    ownerId: z.string(),
    status: z.enum(['registered', 'refunded']),
    registered: z.array(z.string()),
    refunded: z.array(z.string()),
    refundedAmount: z.int(),
  }),
});

export const domainRenewed = defineEvent({
  name: 'domain.renewed',
  version: 1,
  description: 'A paid renewal was applied at the registry: the domain expires later.',
  schema: z.object({ domainId: z.string(), name: z.string(), orderId: z.string(), years: z.int(), expiresAt: z.string() }),
});

export const domainRegistered = defineEvent({
  name: 'domain.registered',
  version: 1,
  description: 'A name was registered at the registry for a paid order and now belongs to its buyer.',
  // orderId is null for a domain the portal holds without an order (the local demo domains).
  schema: z.object({ domainId: z.string(), name: z.string(), ownerType: z.enum(['user', 'team']), ownerId: z.string(), orderId: z.string().nullable(), expiresAt: z.string() }),
});

export const orderPaymentMismatched = defineEvent({
  name: 'order.payment-mismatched',
  version: 1,
  description: "The provider reported a payment of another amount or currency than the order's total: the order is held, nothing is registered, the payment is refunded.",
  schema: z.object({
    orderId: z.string(),
    ownerId: z.string(),
    paymentId: z.string(),
    amount: z.int(),
    currency: z.string(),
    expectedAmount: z.int(),
    expectedCurrency: z.string(),
  }),
});

export const orderExtraPaymentReceived = defineEvent({
  name: 'order.extra-payment-received',
  version: 1,
  description: 'A second, different payment arrived for an order that was already paid: it is refunded.',
  schema: z.object({ orderId: z.string(), ownerId: z.string(), paymentId: z.string(), amount: z.int(), currency: z.string() }),
});

export const orderPaymentRefunded = defineEvent({
  name: 'order.payment-refunded',
  version: 1,
  description: 'A payment the order could not keep (a mismatched amount, a second payment) went back to the buyer in full.',
  schema: z.object({
    orderId: z.string(),
    ownerId: z.string(),
    paymentId: z.string(),
    refundId: z.string(),
    amount: z.int(),
    reason: z.enum(['payment_mismatch', 'extra_payment']),
  }),
});
