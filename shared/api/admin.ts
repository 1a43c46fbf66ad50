import {
  adminDocumentQuery,
  adminInvoiceExportQuery,
  adminInvoiceListQuery,
  adminInvoiceListResponse,
  adminOrderActionRequest,
  adminOrderListQuery,
  adminOrderListResponse,
  adminOrderResponse,
} from '../schemas/admin-orders.ts';
import { adminSettingsResponse, settingsUpdateRequest } from '../schemas/settings.ts';
import { defineRoutes } from './contract.ts';

/**
 * Context `admin`: the administration area's calls (administrators only: auth `admin`, every path
 * under `/admin/`). Each change an administrator makes is in the activity log with them as actor.
 */
export const adminApi = defineRoutes([
  {
    id: 'getAdminSettings',
    method: 'GET',
    path: '/admin/settings',
    context: 'admin',
    auth: 'admin',
    response: { status: 200, schema: adminSettingsResponse },
  },
  {
    id: 'updateAdminSettings',
    method: 'PUT',
    path: '/admin/settings',
    context: 'admin',
    auth: 'admin',
    request: { body: settingsUpdateRequest },
    response: { status: 200, schema: adminSettingsResponse },
  },
  // Orders and invoices (admin-orders, admin-invoices).
  {
    id: 'listAdminOrders',
    method: 'GET',
    path: '/admin/orders',
    context: 'admin',
    auth: 'admin',
    request: { query: adminOrderListQuery },
    response: { status: 200, schema: adminOrderListResponse },
  },
  {
    id: 'markAdminOrderPaid',
    method: 'POST',
    path: '/admin/orders/{orderId}/mark-paid',
    context: 'admin',
    auth: 'admin',
    request: { body: adminOrderActionRequest },
    response: { status: 200, schema: adminOrderResponse },
  },
  {
    id: 'refundAdminOrder',
    method: 'POST',
    path: '/admin/orders/{orderId}/refund',
    context: 'admin',
    auth: 'admin',
    request: { body: adminOrderActionRequest },
    response: { status: 200, schema: adminOrderResponse },
  },
  {
    id: 'downloadAdminReceipt',
    method: 'GET',
    path: '/admin/orders/{orderId}/receipt',
    context: 'admin',
    auth: 'admin',
    request: { query: adminDocumentQuery },
    response: { status: 200, schema: null, binary: 'application/pdf' },
  },
  {
    id: 'downloadAdminCreditNote',
    method: 'GET',
    path: '/admin/orders/{orderId}/credit-note',
    context: 'admin',
    auth: 'admin',
    request: { query: adminDocumentQuery },
    response: { status: 200, schema: null, binary: 'application/pdf' },
  },
  {
    id: 'listAdminInvoices',
    method: 'GET',
    path: '/admin/invoices',
    context: 'admin',
    auth: 'admin',
    request: { query: adminInvoiceListQuery },
    response: { status: 200, schema: adminInvoiceListResponse },
  },
  {
    id: 'exportAdminInvoices',
    method: 'GET',
    path: '/admin/invoices/export',
    context: 'admin',
    auth: 'admin',
    request: { query: adminInvoiceExportQuery },
    response: { status: 200, schema: null, binary: 'text/csv; charset=utf-8' },
  },
]);
