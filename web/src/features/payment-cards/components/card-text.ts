import type { TFunction } from 'i18next';
import type { PaymentCard } from '#shared/schemas/payment-cards.ts';

const knownBrands = ['visa', 'mastercard', 'amex'] as const;
type KnownBrand = (typeof knownBrands)[number];
const isKnown = (brand: string): brand is KnownBrand => (knownBrands as readonly string[]).includes(brand);

/** `Visa •••• 4242`: the brand's name and the last 4 digits (all the portal knows of the number). */
export function cardText(card: Pick<PaymentCard, 'brand' | 'last4'>, t: TFunction): string {
  const brand = t(`paymentCards.brands.${isKnown(card.brand) ? card.brand : 'other'}`);
  return t('paymentCards.cardText', { brand, last4: card.last4 });
}

/** `MM/YYYY`, as printed on the card. */
export const expiryText = (card: Pick<PaymentCard, 'expiration_month' | 'expiration_year'>): string => `${String(card.expiration_month).padStart(2, '0')}/${card.expiration_year}`;
