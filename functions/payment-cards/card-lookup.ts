import type { PaymentCardLookup } from '../auto-renewal/set-auto-renewal.ts';
import type { PaymentCardRepository } from './ports.ts';

/** The owner's card for the domains context (automatic renewal): another owner's card is no card. */
export function paymentCardLookup(cards: Pick<PaymentCardRepository, 'get'>): PaymentCardLookup {
  return {
    async cardOf(ownerId, cardId) {
      const card = await cards.get(cardId);
      return card && card.ownerId === ownerId ? { id: card.cardId, expMonth: card.expMonth, expYear: card.expYear } : null;
    },
  };
}
