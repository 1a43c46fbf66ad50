import type { PaymentCard } from '#shared/schemas/payment-cards.ts';
import { cardExpiry, domainsUsing } from './card-rules.ts';
import type { CardUse, PaymentCardRecord } from './model.ts';

/** A saved card as the API answers it (spec §3), with the domains that renew with it. */
export function toPaymentCardView(card: PaymentCardRecord, uses: readonly CardUse[], now: Date): PaymentCard {
  return {
    id: card.cardId,
    team_id: card.ownerType === 'team' ? card.ownerId : null,
    name: card.name,
    brand: card.brand,
    last4: card.last4,
    expiration_month: card.expMonth,
    expiration_year: card.expYear,
    expiry_status: cardExpiry(card, now),
    domains: domainsUsing(card.cardId, uses)
      .map((use) => ({ id: use.domainId, name: use.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    created_at: card.createdAt,
  };
}
