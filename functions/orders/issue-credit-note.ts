import { locales, type Locale } from '#shared/locales.ts';
import { DomainError } from '../errors.ts';
import { type IssueReceiptPorts, issueReceipt, keptFile, type ReceiptFile } from './issue-receipt.ts';
import { type CountryNames, creditNoteDocument, formatReceiptNumber, type IssuedReceiptRecord } from './receipt.ts';

/** How often a credit note tries for the next number while other documents take it. */
const numberAttempts = 50;

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

/** A credit note's kept PDF in one language, named by its number. */
async function creditNoteFile(note: IssuedReceiptRecord | null, locale: Locale, ports: Pick<IssueReceiptPorts, 'archive'>): Promise<ReceiptFile> {
  if (!note) throw new DomainError('not_found');
  const name = locale === 'fo' ? 'kreditnota' : 'credit-note';
  return { bytes: await keptFile(note, locale, ports), filename: `${name}-${note.receiptNumber}.pdf` };
}

/** The administrator's download: the kept PDF of an order's credit note (issued now if its refund left it unissued); not found when it has none. */
export async function downloadCreditNote(input: { orderId: string; locale: Locale }, ports: IssueReceiptPorts): Promise<ReceiptFile> {
  return creditNoteFile(await issueCreditNote(input.orderId, ports), input.locale, ports);
}

/**
 * The buyer's download: the kept PDF of the order's credit note once it is issued (the refund
 * issues it at once, the receipts consumer again from its event); not found before, or without
 * one. It issues nothing itself, so the orders function carries no credit note's drawing.
 */
export async function downloadIssuedCreditNote(input: { orderId: string; locale: Locale }, ports: Pick<IssueReceiptPorts, 'receipts' | 'archive'>): Promise<ReceiptFile> {
  return creditNoteFile(await ports.receipts.getCreditNote(input.orderId), input.locale, ports);
}
