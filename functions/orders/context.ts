import { defineContext } from '../context-declaration.ts';
import { ordersApi } from '#shared/api/orders.ts';
import { orderEvents } from './events.ts';

export const context = defineContext({
  name: 'orders',
  routes: ordersApi,
  events: orderEvents,
  http: {
    description: 'Checkout (the order and its payment page), orders and receipts (PDF).',
    stackGroup: 'business',
    table: 'readwrite',
    writes: ['COUNTRIES', 'DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'SEQUENCE#', 'SETTINGS', 'TEAM#', 'USER#'],
    // A cancel on the payment page records the provider's word on the checkout (cancel-checkout.ts).
    publishes: [...orderEvents.publishes.placing, ...orderEvents.publishes.payment],
    sendsMessages: false,
    // The names are checked again at the registry before the buyer pays.
    usesRegistry: true,
    usesPayments: true,
    // Receipts: the kept PDFs are served; one not issued yet (its event still on the way) is issued at the download.
    usesReceiptArchive: true,
  },
});
