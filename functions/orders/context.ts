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
  queues: [
    {
      name: 'domain-registration',
      consumer: 'domain-registration',
      description: 'Carries out paid orders at the registry (registers new names, renews domains); refunds what the registry refuses. A registry outage is retried with backoff.',
      batchSize: 1,
      // SQS retries after the visibility timeout: ten tries two minutes apart ride out a registry
      // outage of about 20 minutes; after that the dead-letter queue keeps the message, and the
      // order stays `paid` where the paid-orders job picks it up again.
      maxReceiveCount: 10,
      visibilityTimeoutSeconds: 120,
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'TEAM#', 'USER#'],
      publishes: orderEvents.publishes.fulfilment,
      usesRegistry: true,
      usesPayments: true,
    },
    {
      name: 'payment-refunds',
      consumer: 'payment-refunds',
      description: "Refunds payments an order cannot keep: a payment of another amount or currency than the order's total, and a second payment for an order already paid.",
      batchSize: 1,
      // A provider outage is retried for about 20 minutes; the dead-letter queue keeps the rest, and its alarm pages (docs/architecture.md "Operations / alarms").
      maxReceiveCount: 10,
      visibilityTimeoutSeconds: 120,
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#'],
      publishes: orderEvents.publishes.refunds,
      usesPayments: true,
    },
    {
      name: 'receipts',
      consumer: 'receipts',
      description:
        "Issues a settled order's receipt once: the next number of the one unbroken sequence with the receipt in one transaction, the buyer's and seller's details of the day, its PDFs kept in the receipts' bucket.",
      batchSize: 5,
      maxReceiveCount: 8,
      visibilityTimeoutSeconds: 60,
      table: 'readwrite',
      writes: ['COUNTRIES', 'DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'SEQUENCE#', 'SETTINGS', 'USER#'],
      usesReceiptArchive: true,
    },
    {
      name: 'order-mail',
      consumer: 'order-mail',
      description: 'E-mails the buyer how an order ended: the names registered or renewed, the names refunded, a payment given back.',
      batchSize: 5,
      maxReceiveCount: 8,
      visibilityTimeoutSeconds: 60,
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'NOTICE#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#'],
      sendsMail: true,
    },
  ],
  rules: [
    {
      name: 'register-paid-orders',
      events: orderEvents.consumes.registration,
      queue: 'domain-registration',
    },
    {
      name: 'refund-unkept-payments',
      events: orderEvents.consumes.refunds,
      queue: 'payment-refunds',
    },
    {
      name: 'issue-receipts',
      events: orderEvents.consumes.receipts,
      queue: 'receipts',
    },
    {
      name: 'mail-order-outcomes',
      events: orderEvents.consumes.mail,
      queue: 'order-mail',
    },
  ],
  schedules: [
    {
      name: 'paid-orders',
      job: 'paid-orders',
      description:
        // The recovery rule of every paid order: functions/orders/paid-order-recovery.ts.
        'Carries out paid orders not registered or renewed 30 minutes after their last change, refunds what is still pending a day after payment, and refunds payments an order cannot keep that their queue did not.',
      cron: 'cron(*/15 * * * ? *)',
      timezone: 'Atlantic/Faroe',
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'TEAM#', 'USER#'],
      publishes: [...orderEvents.publishes.fulfilment, ...orderEvents.publishes.refunds],
      usesRegistry: true,
      usesPayments: true,
    },
    {
      name: 'checkout-reconciliation',
      job: 'checkout-reconciliation',
      description:
        'Asks the payment provider about orders still pending 10 minutes after their last change (a lost webhook): applies a payment exactly as the webhook would, and expires checkouts past their time so they never wait for payment for ever.',
      cron: 'cron(*/5 * * * ? *)',
      timezone: 'Atlantic/Faroe',
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#'],
      publishes: orderEvents.publishes.payment,
      usesPayments: true,
    },
  ],
});
