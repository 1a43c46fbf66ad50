import type { CardUse, PaymentCardRecord } from './model.ts';

/**
 * The plain rules of saved cards (spec §5 "A payment method cannot be deleted while other
 * domains use it"; docs/decisions/payment-cards-and-switching-automatic-renewal-on.md "Payment cards").
 */

/** Days before a card's last valid day from which it is marked as expiring soon. */
export const expiringSoonDays = 30;

const day = 24 * 60 * 60 * 1000;

/** A card is good through the last day of its expiry month (UTC), as card schemes count it. */
export function lastValidDay(card: Pick<PaymentCardRecord, 'expMonth' | 'expYear'>): Date {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(card.expYear, card.expMonth, 0));
}

export type CardExpiry = 'valid' | 'expiring_soon' | 'expired';

/** `expired` after its month; `expiring_soon` when its last valid day is within {@link expiringSoonDays} days. */
export function cardExpiry(card: Pick<PaymentCardRecord, 'expMonth' | 'expYear'>, now: Date): CardExpiry {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const last = lastValidDay(card).getTime();
  if (today > last) return 'expired';
  return last - today <= expiringSoonDays * day ? 'expiring_soon' : 'valid';
}

/** An expired card cannot be charged, so automatic renewal cannot rely on it. */
export const cardChargeable = (card: Pick<PaymentCardRecord, 'expMonth' | 'expYear'>, now: Date): boolean => cardExpiry(card, now) !== 'expired';

/** The domains that renew with this card: while there is one, the card cannot be deleted. */
export const domainsUsing = (cardId: string, uses: readonly CardUse[]): CardUse[] => uses.filter((use) => use.paymentCardId === cardId);

/** Nicknames are trimmed; at most this long. */
export const maxCardNameLength = 50;
