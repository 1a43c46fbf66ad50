import { defineContext } from '../context-declaration.ts';
import { paymentWebhooksApi } from '#shared/api/payment-webhooks.ts';
import { eventsOf } from '#events/context-events.ts';
import { orderEvents } from '../orders/events.ts';
import { paymentCardEvents } from '../payment-cards/events.ts';

export const context = defineContext({
  name: 'payment-webhooks',
  routes: paymentWebhooksApi,
  http: {
    description:
      "Signed webhooks: the payment provider's events move orders to paid or failed, or hold a payment the order cannot keep; a finished card setup adds the saved card.",
    stackGroup: 'business',
    table: 'readwrite',
    writes: ['CARDSETUP#', 'DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTCARD#', 'PAYMENTCUSTOMER#', 'PAYMENTEVENT#', 'TEAM#'],
    publishes: eventsOf(orderEvents.publishes.payment, paymentCardEvents.publishes.setup),
    sendsMessages: false,
    usesPayments: true,
  },
});
