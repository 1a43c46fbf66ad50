import useSWR from 'swr';
import type { AdminOrder } from '#shared/schemas/admin-orders.ts';
import type { Locale } from '#shared/locales.ts';
import type { OrderStatus } from '#shared/schemas/orders.ts';
import { apiPath, callApi, callApiFile } from '#web/lib/call-api.ts';
import { saveFile } from '#web/lib/save-file.ts';

/** The list's filter as the page holds it: a status or all (''), a period of days, and the page's cursor. */
export interface OrderFilter {
  status: OrderStatus | '';
  from: string;
  to: string;
  cursor?: string;
}

function listQuery(filter: OrderFilter) {
  return { from: filter.from, to: filter.to, ...(filter.status ? { status: filter.status } : {}), ...(filter.cursor ? { cursor: filter.cursor } : {}), per_page: '25' };
}

/** `GET /admin/orders`: a page of the period's orders with the totals of every order the filter finds. */
export function useAdminOrders(filter: OrderFilter) {
  const query = listQuery(filter);
  return useSWR(apiPath('listAdminOrders', { query }), () => callApi('listAdminOrders', { query }));
}

/** `POST /admin/orders/{id}/mark-paid` with the administrator's reason. */
export function markOrderPaid(orderId: string, reason: string): Promise<AdminOrder> {
  return callApi('markAdminOrderPaid', { params: { orderId }, body: { reason } });
}

/** `POST /admin/orders/{id}/refund` with the administrator's reason. */
export function refundOrder(orderId: string, reason: string): Promise<AdminOrder> {
  return callApi('refundAdminOrder', { params: { orderId }, body: { reason } });
}

/** The reason form's schema: the API's own (loaded at the first interaction). */
export const orderActionSchema = () => import('#shared/schemas/admin-orders.ts').then(({ adminOrderActionRequest }) => adminOrderActionRequest);

/** The period filter's schema: the API's own, an empty status meaning every status. */
export const orderFilterSchema = () =>
  import('#shared/schemas/admin-orders.ts').then(({ adminOrderListQuery }) =>
    import('zod').then((z) =>
      z
        .object({ status: z.string(), from: z.string(), to: z.string() })
        .transform(({ status, ...period }) => ({ ...period, ...(status ? { status } : {}) }))
        .pipe(adminOrderListQuery),
    ),
  );

/** The period form's schema (invoices): the API's own. */
export const periodSchema = () => import('#shared/schemas/admin-orders.ts').then(({ adminInvoiceExportQuery }) => adminInvoiceExportQuery);

/** Saves an order's receipt or credit note (PDF) in the interface's language. */
export async function downloadOrderDocument(kind: 'receipt' | 'credit_note', orderId: string, language: Locale, fallbackName: string): Promise<void> {
  const input = { params: { orderId }, query: { language } };
  const file = kind === 'receipt' ? await callApiFile('downloadAdminReceipt', 'application/pdf', input) : await callApiFile('downloadAdminCreditNote', 'application/pdf', input);
  saveFile(file.blob, file.filename ?? fallbackName);
}

/** `GET /admin/invoices`: a page of the period's receipts and credit notes. */
export function useAdminInvoices(period: { from: string; to: string; cursor?: string }) {
  const query = { from: period.from, to: period.to, ...(period.cursor ? { cursor: period.cursor } : {}), per_page: '50' };
  return useSWR(apiPath('listAdminInvoices', { query }), () => callApi('listAdminInvoices', { query }));
}

/** Saves the period's CSV for the accountant. */
export async function exportInvoices(period: { from: string; to: string }, fallbackName: string): Promise<void> {
  const file = await callApiFile('exportAdminInvoices', 'text/csv', { query: period });
  saveFile(file.blob, file.filename ?? fallbackName);
}

/** Today as `YYYY-MM-DD` in the Faroe Islands, and the first day of its month: the default period. */
export function currentMonth(now = new Date()): { from: string; to: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Atlantic/Faroe', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now).map((part) => [part.type, part.value]),
  );
  return { from: `${parts.year}-${parts.month}-01`, to: `${parts.year}-${parts.month}-${parts.day}` };
}
