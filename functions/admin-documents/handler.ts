import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { Config } from '../config.ts';
import { adminDocumentsApi } from '#shared/api/admin-documents.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { downloadCreditNote, issueCreditNote } from '../orders/issue-credit-note.ts';
import { downloadReceipt, issueReceipt } from '../orders/issue-receipt.ts';
import { composeAdminDocuments } from './wiring.ts';
import { exportInvoices, listInvoices } from './invoices.ts';
import { refundOrder } from './refund-order.ts';
import { toAdminOrderView } from '../admin/orders/order-view.ts';
import { registryErrors, paymentErrors } from '#shared/i18n/messages.ts';

/** The administration area's bookkeeping (administrators only): refunds and credit notes, the documents' PDFs, the invoices and their CSV. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const { orders, payments, receipts, clock, deliveryFor } = composeAdminDocuments(config, local);
  const language = (asked: 'fo' | 'en' | undefined, identity: { user: { language?: string | null } }) => asked ?? (identity.user.language === 'en' ? 'en' : 'fo');
  return httpContextHandler(
    adminDocumentsApi,
    {
      refundAdminOrder: async ({ identity, params, body, logger }) => ({
        data: toAdminOrderView(
          await refundOrder(
            { orderId: params.orderId, actorId: identity.userId, reason: body.reason },
            {
              orders,
              payments,
              issueReceipt: (orderId) => issueReceipt(orderId, receipts),
              issueCreditNote: (orderId) => issueCreditNote(orderId, receipts),
              clock,
              deliver: deliveryFor(logger),
            },
          ),
        ),
      }),

      downloadAdminReceipt: async ({ identity, params, query }) => downloadReceipt({ orderId: params.orderId, locale: language(query.language, identity) }, receipts),

      downloadAdminCreditNote: async ({ identity, params, query }) => downloadCreditNote({ orderId: params.orderId, locale: language(query.language, identity) }, receipts),

      listAdminInvoices: async ({ query }) => {
        const { invoices, next } = await listInvoices(query, receipts);
        return { data: { data: invoices, links: { next } } };
      },

      exportAdminInvoices: async ({ identity, query, locale }) =>
        exportInvoices({ ...query, locale: identity.user.language === 'en' || identity.user.language === 'fo' ? identity.user.language : locale }, receipts),
    },
    httpPipelineOptions(config, local),
    [registryErrors, paymentErrors],
  );
}
