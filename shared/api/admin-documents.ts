import {
  adminDocumentQuery,
  adminInvoiceExportQuery,
  adminInvoiceListQuery,
  adminInvoiceListResponse,
  adminOrderActionRequest,
  adminOrderResponse,
} from '../schemas/admin-orders.ts';
import { defineRoutes } from './contract.ts';

/**
 * Context `admin-documents`: the administration area's calls that touch the bookkeeping
 * documents (administrators only, every path under `/admin/`): refunds with their credit notes,
 * the receipts' and credit notes' PDFs, the issued documents of a period and the accountant's
 * CSV. A Lambda of its own (`functions/admin-documents/`), so the PDF writer and the payment
 * provider's client stay out of the other admin pages' function.
 */
export const adminDocumentsApi = defineRoutes([
  {
    id: 'refundAdminOrder',
    method: 'POST',
    path: '/admin/orders/{orderId}/refund',
    context: 'admin-documents',
    auth: 'admin',
    request: { body: adminOrderActionRequest },
    response: { status: 200, schema: adminOrderResponse },
  },
  {
    id: 'downloadAdminReceipt',
    method: 'GET',
    path: '/admin/orders/{orderId}/receipt',
    context: 'admin-documents',
    auth: 'admin',
    request: { query: adminDocumentQuery },
    response: { status: 200, schema: null, binary: 'application/pdf' },
  },
  {
    id: 'downloadAdminCreditNote',
    method: 'GET',
    path: '/admin/orders/{orderId}/credit-note',
    context: 'admin-documents',
    auth: 'admin',
    request: { query: adminDocumentQuery },
    response: { status: 200, schema: null, binary: 'application/pdf' },
  },
  {
    id: 'listAdminInvoices',
    method: 'GET',
    path: '/admin/invoices',
    context: 'admin-documents',
    auth: 'admin',
    request: { query: adminInvoiceListQuery },
    response: { status: 200, schema: adminInvoiceListResponse },
  },
  {
    id: 'exportAdminInvoices',
    method: 'GET',
    path: '/admin/invoices/export',
    context: 'admin-documents',
    auth: 'admin',
    request: { query: adminInvoiceExportQuery },
    response: { status: 200, schema: null, binary: 'text/csv; charset=utf-8' },
  },
]);
