import { randomUUID } from 'node:crypto';
import type { PaymentEvent } from '../ports/payments.ts';
import { newEvent } from './events.ts';
import type { PaymentCardRecord } from './model.ts';
import type { PaymentCardPorts } from './ports.ts';

export type CardSetupOutcome = 'added' | 'duplicate';

/**
 * The provider's webhook says a card setup finished: the card it saved (brand, last 4 digits,
 * expiry, read from the provider) is added for its owner, with `payment-card.added`. One card per
 * setup, however often the webhook comes: the setup's claim is written with the card.
 */
export async function completeCardSetup(
  event: Extract<PaymentEvent, { type: 'card-setup.completed' }>,
  ports: Pick<PaymentCardPorts, 'cards' | 'payments' | 'clock' | 'deliver'>,
): Promise<CardSetupOutcome> {
  if (await ports.cards.cardIdOfSetup(event.setupId)) return 'duplicate';
  const saved = await ports.payments.cardOfSetup(event.setupIntentId);
  const at = ports.clock.now().toISOString();
  const card: PaymentCardRecord = {
    cardId: randomUUID(),
    ownerType: event.ownerType,
    ownerId: event.ownerId,
    name: '',
    brand: saved.brand,
    last4: saved.last4,
    expMonth: saved.expMonth,
    expYear: saved.expYear,
    providerCustomerId: saved.customerId,
    providerPaymentMethodId: saved.paymentMethodId,
    setupId: event.setupId,
    addedBy: event.userId,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const { cardId, ownerType, ownerId, brand, last4, expMonth, expYear, name } = card;
  const events = [newEvent('payment-card.added', { cardId, ownerType, ownerId, actorId: event.userId, brand, last4, expMonth, expYear, name }, ports.clock)];
  // Two deliveries at once: the second's transaction finds the claim and adds nothing.
  if (!(await ports.cards.create(card, events))) return 'duplicate';
  await ports.deliver(events);
  return 'added';
}
