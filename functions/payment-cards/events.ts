import { defineContextEvents } from '#events/context-events.ts';
import { paymentCardAdded, paymentCardDeleted, paymentCardRenamed } from '#events/catalogue/payment-card-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What saved payment cards publish. */
export const paymentCardEvents = defineContextEvents({
  publishes: {
    /** complete-card-setup.ts: the provider's webhook saved a card (the payment-webhooks entry runs it). */
    setup: ['payment-card.added'],
    /** payment-cards.ts: the owner renames and deletes. */
    cards: ['payment-card.renamed', 'payment-card.deleted'],
  },
});

/** Builds this context's events (validated on publish). */
export const newEvent = eventFactory(paymentCardAdded, paymentCardRenamed, paymentCardDeleted);
