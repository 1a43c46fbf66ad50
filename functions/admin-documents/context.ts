import { defineContext } from '../context-declaration.ts';
import { adminDocumentsApi } from '#shared/api/admin-documents.ts';
import { adminDocumentsEvents } from './events.ts';

export const context = defineContext({
  name: 'admin-documents',
  routes: adminDocumentsApi,
  events: adminDocumentsEvents,
  http: {
    description:
      "The administration area's bookkeeping (administrators only): refunds with their credit notes, receipts' and credit notes' PDFs, the period's documents and the accountant's CSV.",
    stackGroup: 'business',
    table: 'readwrite',
    writes: ['COUNTRIES', 'DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'SEQUENCE#', 'SETTINGS', 'USER#'],
    publishes: adminDocumentsEvents.publishes.refunds,
    sendsMessages: false,
    // Refunds at the payment provider.
    usesPayments: true,
    // Receipts and credit notes: kept PDFs served, and a credit note issued at the refund.
    usesReceiptArchive: true,
  },
});
