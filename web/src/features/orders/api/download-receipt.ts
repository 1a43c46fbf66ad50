import type { Locale } from '#shared/locales.ts';
import type { ApiFile } from '#web/lib/api-client.ts';
import { apiPath, callApiFile } from '#web/lib/call-api.ts';
import { saveFile } from '#web/lib/save-file.ts';

/**
 * `GET /orders/{orderId}/receipt?language=fo|en`: the receipt as a PDF attachment. A plain link
 * cannot carry the bearer token, so the file is fetched by the API client (token, locale) and
 * handed to the browser through an object URL.
 */
export const receiptPath = (orderId: string, language: Locale) => apiPath('downloadReceipt', { params: { orderId }, query: { language } });

export function fetchReceipt(orderId: string, language: Locale): Promise<ApiFile> {
  return callApiFile('downloadReceipt', 'application/pdf', { params: { orderId }, query: { language } });
}

/** `GET /orders/{orderId}/credit-note?language=fo|en`: the credit note of an order an administrator refunded, as a PDF attachment. */
export function fetchCreditNote(orderId: string, language: Locale): Promise<ApiFile> {
  return callApiFile('downloadCreditNote', 'application/pdf', { params: { orderId }, query: { language } });
}

/** A bookkeeping document of an order: its receipt, or the credit note of its refund. */
export type OrderDocument = 'receipt' | 'credit_note';

/** Fetches the order's receipt (or credit note) in the given language and saves it; throws the API's error. */
export async function downloadReceipt(orderId: string, language: Locale, fallbackName: string, document: OrderDocument = 'receipt'): Promise<void> {
  const file = await (document === 'credit_note' ? fetchCreditNote : fetchReceipt)(orderId, language);
  saveFile(file.blob, file.filename ?? fallbackName);
}
