import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/**
 * Saved payment cards (spec §3 "Payment card") and the card a domain renews with. The card's
 * number never leaves the provider: events name the card by our id, brand and last 4 digits.
 * Changes carry the values before and after, for the change history.
 */
const cardOwner = {
  cardId: z.string(),
  ownerType: z.enum(['user', 'team']),
  ownerId: z.string(),
  /** Who did it. */
  actorId: z.string(),
};
const cardShown = { brand: z.string(), last4: z.string(), expMonth: z.int(), expYear: z.int() };

export const paymentCardAdded = defineEvent({
  name: 'payment-card.added',
  version: 1,
  description: "A card was saved at the payment provider (its card setup finished) and is listed under the owner's payment methods.",
  schema: z.object({ ...cardOwner, ...cardShown, name: z.string() }),
});

export const paymentCardRenamed = defineEvent({
  name: 'payment-card.renamed',
  version: 1,
  description: 'The nickname of a saved card changed.',
  schema: z.object({ ...cardOwner, before: z.object({ name: z.string() }), after: z.object({ name: z.string() }) }),
});

export const paymentCardDeleted = defineEvent({
  name: 'payment-card.deleted',
  version: 1,
  description: 'A saved card was deleted (detached at the payment provider); no domain used it.',
  schema: z.object({ ...cardOwner, ...cardShown, name: z.string() }),
});

const renewalSetting = z.object({ autoRenewal: z.boolean(), paymentCardId: z.string().nullable() });

export const domainAutoRenewalChanged = defineEvent({
  name: 'domain.auto-renewal-changed',
  version: 1,
  description: 'Automatic renewal of a domain was switched on or off, or the payment card it renews with changed.',
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    actorId: z.string(),
    before: renewalSetting,
    after: renewalSetting,
    /** When the owner accepted the terms for automatic renewal (switching it on), else null. */
    termsAcceptedAt: z.string().nullable(),
  }),
});

export const domainAutoRenewalFailed = defineEvent({
  name: 'domain.auto-renewal-failed',
  version: 1,
  description:
    'The auto-renewal job could not charge the card attached to a domain (declined, expired, the bank wants the cardholder, the provider down): the domain is left as it is, its owner is told, and the job tries again the next day until the expiry.',
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    ownerType: z.enum(['user', 'team']),
    ownerId: z.string(),
    orderId: z.string(),
    paymentCardId: z.string(),
    /** The expiry the renewal is for (the period). */
    expiresAt: z.string(),
    /** The provider's code (`card_declined`, `insufficient_funds`, `expired_card`, `authentication_required`, …) or `payment_provider_unavailable`. */
    reason: z.string(),
    /** When the job tries again (the next day), or null: the domain expires before then. */
    retryAt: z.string().nullable(),
  }),
});

export const domainAutoRenewalCardExpiring = defineEvent({
  name: 'domain.auto-renewal-card-expiring',
  version: 1,
  description:
    "The card attached to a domain with automatic renewal is no longer valid on the domain's next renewal day (the day the auto-renewal job charges it): its owner is told once per domain, card and period, 30 days before the card's last valid day, to add or attach another card.",
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    ownerType: z.enum(['user', 'team']),
    ownerId: z.string(),
    paymentCardId: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.int(),
    expYear: z.int(),
    /** The expiry the renewal is for (the period). */
    expiresAt: z.string(),
    /** The renewal day: when the job would charge the card. */
    renewalAt: z.string(),
  }),
});
