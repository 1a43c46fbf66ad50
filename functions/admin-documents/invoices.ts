import { csvAmount, csvDay, csvDocument, csvTextCell } from '#shared/csv.ts';
import type { Locale } from '#shared/locales.ts';
import type { Invoice } from '#shared/schemas/admin-orders.ts';
import type { ReceiptRepository } from '../orders/ports.ts';
import type { IssuedReceiptRecord } from '../orders/receipt.ts';
import { periodInstants } from '../admin/orders/period.ts';

const defaultPerPage = 50;
/** The export reads the period a page at a time. */
const exportPage = 200;

/** A receipt or credit note as the invoices list shows it: its number, kind, date, order, buyer and amounts as printed. */
export function toInvoice(document: IssuedReceiptRecord): Invoice {
  const printed = document.documents.fo;
  return {
    number: document.receiptNumber,
    kind: document.kind ?? 'receipt',
    issued_at: document.issuedAt,
    order_id: document.orderId,
    buyer_name: printed.buyer.name,
    buyer_email: printed.buyer.email,
    net: printed.net,
    vat: printed.vat,
    total: printed.total,
    credits_number: document.creditsReceiptNumber ?? null,
  };
}

/** The receipts and credit notes issued in a period of days (Atlantic/Faroe), oldest first, a page at a time. */
export async function listInvoices(
  query: { from: string; to: string; cursor?: string; per_page?: number },
  ports: { receipts: Pick<ReceiptRepository, 'listIssued'> },
): Promise<{ invoices: Invoice[]; next: string | null }> {
  const { documents, next } = await ports.receipts.listIssued({ ...periodInstants(query), after: query.cursor, limit: query.per_page ?? defaultPerPage });
  return { invoices: documents.map(toInvoice), next };
}

const csvTexts: Record<Locale, { header: readonly string[]; kinds: Record<Invoice['kind'], string> }> = {
  fo: {
    // review: the accountant's column names
    header: ['Nummar', 'Slag', 'Dagfesting', 'Keypari', 'Teldupostur', 'Uttan MVG', 'MVG', 'Tilsamans', 'Bílegging', 'Viðvíkur kvittan'],
    kinds: { receipt: 'Kvittan', credit_note: 'Kreditnota' }, // review:
  },
  en: {
    header: ['Number', 'Kind', 'Date', 'Buyer', 'E-mail', 'Net', 'VAT', 'Total', 'Order', 'Credits receipt'],
    kinds: { receipt: 'Receipt', credit_note: 'Credit note' },
  },
};

/**
 * The period's receipts and credit notes for the accountant, by number: UTF-8 with a byte-order
 * mark (so Excel reads the Faroese letters), `;` between cells and a decimal comma (what Excel
 * and bookkeeping programs set up for Danish and Faroese expect), CRLF line ends, amounts in
 * kroner with two decimals (negative on a credit note), dates as `YYYY-MM-DD` in Atlantic/Faroe.
 * The column names are in the administrator's language.
 */
export function invoicesCsv(invoices: readonly Invoice[], locale: Locale): string {
  const texts = csvTexts[locale];
  const rows = [...invoices]
    .sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0))
    .map((invoice) => [
      csvTextCell(invoice.number),
      csvTextCell(texts.kinds[invoice.kind]),
      csvDay(invoice.issued_at),
      csvTextCell(invoice.buyer_name),
      csvTextCell(invoice.buyer_email),
      csvAmount(invoice.net),
      csvAmount(invoice.vat),
      csvAmount(invoice.total),
      csvTextCell(invoice.order_id),
      invoice.credits_number ? csvTextCell(invoice.credits_number) : '',
    ]);
  return csvDocument(texts.header, rows);
}

/** Every receipt and credit note of the period as the accountant's CSV file. */
export async function exportInvoices(
  query: { from: string; to: string; locale: Locale },
  ports: { receipts: Pick<ReceiptRepository, 'listIssued'> },
): Promise<{ bytes: Uint8Array; filename: string }> {
  const invoices: Invoice[] = [];
  let cursor: string | undefined;
  do {
    const page = await listInvoices({ from: query.from, to: query.to, cursor, per_page: exportPage }, ports);
    invoices.push(...page.invoices);
    cursor = page.next ?? undefined;
  } while (cursor);
  const name = query.locale === 'fo' ? 'rokningar' : 'invoices';
  return { bytes: new TextEncoder().encode(invoicesCsv(invoices, query.locale)), filename: `${name}-${query.from}-${query.to}.csv` };
}
