import * as z from 'zod';
import { isoTimestamp, languageSchema, severalLines } from './common.ts';
import { orderSchema, orderStatuses } from './orders.ts';

/**
 * The administration area's orders and invoices (admin-orders, admin-invoices): the list with
 * its filters and totals, marking an order paid by hand, refunding it, and the issued receipts
 * and credit notes of a period with the accountant's CSV export.
 */

/** A day as `YYYY-MM-DD`, read in the Faroe Islands' time zone. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.admin_period_invalid' });

const maxPeriodDays = 366;

/** A period of whole days, both included: `from` not after `to`, at most a year long. */
export function periodIsValid(from: string, to: string): boolean {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Number.isFinite(start) && Number.isFinite(end) && start <= end && (end - start) / 86_400_000 < maxPeriodDays;
}

const perPage = z
  .string()
  .regex(/^[1-9][0-9]{0,2}$/, { error: 'validation.must_be_number' })
  .transform(Number)
  .pipe(z.int().min(1).max(100, { error: 'validation.must_be_number' }));

const period = { from: day, to: day };
const checkPeriod = (query: { from: string; to: string }, context: z.core.$RefinementCtx) => {
  if (!periodIsValid(query.from, query.to)) context.addIssue({ code: 'custom', path: ['to'], message: 'validation.admin_period_invalid' });
};

/** `GET /admin/orders?status&from&to&cursor&per_page`: orders placed in the period, newest first. */
export const adminOrderListQuery = z
  .strictObject({
    status: z.enum(orderStatuses, { error: 'validation.invalid_value' }).optional(),
    ...period,
    /** The previous page's `links.next`. */
    cursor: z.string().max(200).optional(),
    per_page: perPage.optional(),
  })
  .superRefine(checkPeriod);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

const adminAction = z.object({ by: z.string(), reason: z.string(), at: isoTimestamp });

export const adminOrderSchema = orderSchema.extend({
  owner_type: z.enum(['user', 'team']),
  owner_id: z.string(),
  buyer_email: z.string(),
  /** Marked paid by an administrator (money received outside the payment provider). */
  manual_payment: adminAction.nullable(),
  /** Refunded by an administrator: at the provider (`refund_id`), or by hand for an order paid by hand. */
  admin_refund: adminAction.extend({ amount: z.int(), refund_id: z.string().nullable() }).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * The sums over every order the filter finds in the period (not only the page shown), øre: what
 * the orders cost (`net`, `vat`, `total`), and apart what was paid (orders paid, registered or
 * refunded: their totals), what went back (`refunded`) and what is still awaiting payment
 * (pending orders' totals). Failed, expired and mismatched orders are in neither `paid` nor
 * `awaiting_payment` (docs/decisions/admin-order-totals.md).
 */
export const orderTotalsSchema = z.object({
  count: z.int(),
  net: z.int(),
  vat: z.int(),
  total: z.int(),
  paid: z.int(),
  refunded: z.int(),
  awaiting_payment: z.int(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const adminOrderListResponse = z.object({
  data: z.object({ data: z.array(adminOrderSchema), totals: orderTotalsSchema, links: z.object({ next: z.string().nullable() }) }),
});

export const adminOrderResponse = z.object({ data: adminOrderSchema });

/** Marking paid and refunding both need the administrator's reason (in the activity log and on the credit note). */
export const adminOrderActionRequest = z.strictObject({
  reason: severalLines(
    z.string({ error: 'validation.admin_reason_required' }).trim().min(3, { error: 'validation.admin_reason_required' }).max(500, { error: 'validation.admin_reason_required' }),
  ),
});
export type AdminOrderActionRequest = z.infer<typeof adminOrderActionRequest>;

/** `?language=fo|en` of a receipt's or a credit note's PDF. */
export const adminDocumentQuery = z.strictObject({ language: languageSchema.optional() });

/** `GET /admin/invoices?from&to&cursor&per_page`: receipts and credit notes issued in the period, oldest first. */
export const adminInvoiceListQuery = z.strictObject({ ...period, cursor: z.string().max(200).optional(), per_page: perPage.optional() }).superRefine(checkPeriod);

/** `GET /admin/invoices/export?from&to`: the period's documents as CSV for the accountant. */
export const adminInvoiceExportQuery = z.strictObject(period).superRefine(checkPeriod);

export const invoiceSchema = z.object({
  number: z.string(),
  kind: z.enum(['receipt', 'credit_note']),
  issued_at: isoTimestamp,
  order_id: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  /** øre, as on the document: negative on a credit note. */
  net: z.int(),
  vat: z.int(),
  total: z.int(),
  /** A credit note's: the receipt it credits. */
  credits_number: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const adminInvoiceListResponse = z.object({
  data: z.object({ data: z.array(invoiceSchema), links: z.object({ next: z.string().nullable() }) }),
});
