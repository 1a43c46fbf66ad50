/**
 * A saved payment card as the portal keeps it (docs/data-model.md, "Payment cards"). Only the
 * provider holds the number: we keep its ids, brand, last 4 digits and expiry, the nickname and
 * the owner (a user today; `ownerType: 'team'` is ready for team cards).
 */
export interface PaymentCardRecord {
  cardId: string;
  ownerType: 'user' | 'team';
  ownerId: string;
  /** Nickname; empty until the owner names it. */
  name: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's customer (Stripe `cus_…`) and saved card (PaymentMethod `pm_…`). */
  providerCustomerId: string;
  providerPaymentMethodId: string;
  /** The provider's setup that saved it (Stripe Checkout Session `cs_…`): one card per setup. */
  setupId: string;
  /** Who saved it. */
  addedBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface CardOwner {
  ownerType: 'user' | 'team';
  ownerId: string;
}

/** A domain that renews with a card: what the card list shows and what keeps a card from deletion. */
export interface CardUse {
  domainId: string;
  name: string;
  paymentCardId: string;
}
