import { defineContext } from '../context-declaration.ts';
import { paymentCardsApi } from '#shared/api/payment-cards.ts';
import { paymentCardEvents } from './events.ts';

export const context = defineContext({
  name: 'payment-cards',
  routes: paymentCardsApi,
  events: paymentCardEvents,
  http: {
    description: "The caller's saved payment cards: listed with the domains that renew with them, saved on the provider's page, renamed, deleted (detached at the provider).",
    stackGroup: 'business',
    table: 'readwrite',
    writes: ['CARDSETUP#', 'DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'PAYMENTCARD#', 'PAYMENTCUSTOMER#', 'TEAM#'],
    publishes: paymentCardEvents.publishes.cards,
    sendsMessages: false,
    usesPayments: true,
  },
});
