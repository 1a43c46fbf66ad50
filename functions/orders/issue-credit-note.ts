import { locales, type Locale } from '#shared/locales.ts';
import { DomainError } from '../errors.ts';
import { type IssueReceiptPorts, issueReceipt, type ReceiptFile } from './issue-receipt.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { type CountryNames, creditNoteDocument, formatReceiptNumber, type IssuedReceiptRecord, receiptFileKey } from './receipt.ts';

/** How often a credit note tries for the next number while other documents take it. */
const numberAttempts = 50;

const pdf = 'application/pdf';

/**
 * Issues the credit note of an administrator's refund, once: the next number of the one
 * unbroken sequence the receipts use (taken in one transaction with the note, as a receipt's),
 * naming the receipt it credits (issued first if it is not yet), in both languages; its PDFs
 * are drawn and kept. Called again, it issues nothing new. Null for an order with no
 * administrator's refund.
 */
export async function issueCreditNote(orderId: string, ports: IssueReceiptPorts): Promise<IssuedReceiptRecord | null> {
  const note = (await ports.receipts.getCreditNote(orderId)) ?? (await issueOnce(orderId, ports));
  if (!note) return null;
  await Promise.all(locales.map((locale) => keptFile(note, locale, ports)));
  return note;
}

async function issueOnce(orderId: string, ports: IssueReceiptPorts): Promise<IssuedReceiptRecord | null> {
  const order = await ports.orders.get(orderId);
  if (!order?.adminRefund) return null;
  const receipt = await issueReceipt(orderId, ports);
  if (!receipt) return null;
  const settings = await ports.settings.get();
  const sellerCountry: CountryNames = settings.seller?.country_code ? await ports.countries.namesOf(settings.seller.country_code) : null;
  const issuedAt = ports.clock.now().toISOString();
  for (let attempt = 0; attempt < numberAttempts; attempt += 1) {
    const sequenceNumber = (await ports.receipts.lastSequenceNumber()) + 1;
    const receiptNumber = formatReceiptNumber(sequenceNumber);
    const context = { seller: settings.seller, sellerCountry, buyerCountry: null, receiptEmail: settings.receipt_email, receiptNumber, issuedAt, reason: order.adminRefund.reason };
    const documents = { fo: creditNoteDocument(order, receipt, 'fo', context), en: creditNoteDocument(order, receipt, 'en', context) };
    const note: IssuedReceiptRecord = {
      kind: 'credit_note',
      creditsReceiptNumber: receipt.receiptNumber,
      orderId,
      ownerId: order.ownerId,
      sequenceNumber,
      receiptNumber,
      issuedAt,
      documents,
    };
    const outcome = await ports.receipts.issueCreditNote(note);
    if (outcome === 'issued') return note;
    if (outcome === 'already_issued') return ports.receipts.getCreditNote(orderId);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (attempt + 1)));
  }
  throw new Error(`Order ${orderId}: no credit note number after ${numberAttempts} attempts`);
}

async function keptFile(note: IssuedReceiptRecord, locale: Locale, ports: Pick<IssueReceiptPorts, 'archive'>): Promise<Uint8Array> {
  const key = receiptFileKey(note, locale);
  const kept = await ports.archive.get(key);
  if (kept) return kept;
  const bytes = renderReceiptPdf(note.documents[locale]);
  await ports.archive.put(key, bytes, pdf);
  return bytes;
}

/** The kept PDF of an order's credit note in the language asked for; not found when it has none. */
export async function downloadCreditNote(input: { orderId: string; locale: Locale }, ports: IssueReceiptPorts): Promise<ReceiptFile> {
  const note = await issueCreditNote(input.orderId, ports);
  if (!note) throw new DomainError('not_found');
  const name = input.locale === 'fo' ? 'kreditnota' : 'credit-note';
  return { bytes: await keptFile(note, input.locale, ports), filename: `${name}-${note.receiptNumber}.pdf` };
}
