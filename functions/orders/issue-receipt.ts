import { locales, type Locale } from '#shared/locales.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';
import type { ReceiptArchive } from '../ports/receipt-archive.ts';
import type { OrderRepository, ReceiptRepository } from './ports.ts';
import { type CountryNames, formatReceiptNumber, hasReceiptDue, type IssuedReceiptRecord, receiptDocument, receiptFileKey } from './receipt.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import type { BuyerProfile } from './registrant.ts';

export interface IssueReceiptPorts {
  orders: Pick<OrderRepository, 'get'>;
  receipts: ReceiptRepository;
  archive: ReceiptArchive;
  buyers: { get(userId: string): Promise<BuyerProfile | null> };
  settings: { get(): Promise<Pick<Settings, 'seller' | 'receipt_email'>> };
  countries: { namesOf(code: string): Promise<CountryNames> };
  clock: Clock;
}

export interface ReceiptFile {
  bytes: Uint8Array;
  filename: string;
}

/** How often a receipt tries for the next number while other receipts take it (each try reads the sequence again). */
const numberAttempts = 50;

const pdf = 'application/pdf';

/**
 * Issues a settled order's receipt, once: the next number of the one unbroken sequence, taken in
 * one transaction with the receipt (two at once never share or skip a number: the one that loses
 * reads the sequence again and takes the next), the buyer's and the seller's details as they are
 * today, in both languages; then its PDFs are drawn and kept. Called again (a redelivered event,
 * a download before the event arrived), it issues nothing new: it keeps any PDF still missing
 * (drawn from the stored documents: the same bytes) and answers the receipt. Null for an order
 * not settled (yet).
 */
export async function issueReceipt(orderId: string, ports: IssueReceiptPorts): Promise<IssuedReceiptRecord | null> {
  const receipt = (await ports.receipts.get(orderId)) ?? (await issueOnce(orderId, ports));
  if (!receipt) return null;
  await Promise.all(locales.map((locale) => keptFile(receipt, locale, ports)));
  return receipt;
}

async function issueOnce(orderId: string, ports: IssueReceiptPorts): Promise<IssuedReceiptRecord | null> {
  const order = await ports.orders.get(orderId);
  if (!order || !hasReceiptDue(order)) return null;
  // A buyer who has left since still gets the receipt for what they bought, by the order's address.
  const buyer = (await ports.buyers.get(order.buyerId)) ?? { userId: order.buyerId, name: order.buyerEmail, email: order.buyerEmail };
  const settings = await ports.settings.get();
  const names = async (code: string | undefined): Promise<CountryNames> => (code ? ports.countries.namesOf(code) : null);
  const [sellerCountry, buyerCountry] = await Promise.all([names(settings.seller?.country_code), names(buyer.countryCode)]);
  const issuedAt = ports.clock.now().toISOString();

  for (let attempt = 0; attempt < numberAttempts; attempt += 1) {
    const sequenceNumber = (await ports.receipts.lastSequenceNumber()) + 1;
    const receiptNumber = formatReceiptNumber(sequenceNumber);
    const context = { seller: settings.seller, sellerCountry, buyerCountry, receiptEmail: settings.receipt_email, receiptNumber, issuedAt };
    const documents = { fo: receiptDocument(order, buyer, 'fo', context), en: receiptDocument(order, buyer, 'en', context) };
    const receipt: IssuedReceiptRecord = { orderId, ownerId: order.ownerId, sequenceNumber, receiptNumber, issuedAt, documents };
    const outcome = await ports.receipts.issue(receipt);
    if (outcome === 'issued') return receipt;
    if (outcome === 'already_issued') return ports.receipts.get(orderId);
    // number_taken: another receipt took it; a short, random wait spreads the retries of a burst.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (attempt + 1)));
  }
  throw new Error(`Order ${orderId}: no receipt number after ${numberAttempts} attempts`);
}

/** The kept PDF of a receipt (or a credit note) in one language; drawn from its stored document and kept when missing. */
export async function keptFile(receipt: IssuedReceiptRecord, locale: Locale, ports: Pick<IssueReceiptPorts, 'archive'>): Promise<Uint8Array> {
  const key = receiptFileKey(receipt, locale);
  const kept = await ports.archive.get(key);
  if (kept) return kept;
  const bytes = await renderReceiptPdf(receipt.documents[locale]);
  await ports.archive.put(key, bytes, pdf);
  return bytes;
}

/**
 * The owner's download: the kept PDF of the order's receipt in the language asked for, the same
 * bytes at every download whatever has changed since in the buyer's profile or the settings.
 * Not found for an order without a receipt (not settled yet, or never paid).
 */
export async function downloadReceipt(input: { orderId: string; locale: Locale }, ports: IssueReceiptPorts): Promise<ReceiptFile> {
  const receipt = await issueReceipt(input.orderId, ports);
  if (!receipt) throw new DomainError('not_found');
  const name = input.locale === 'fo' ? 'kvittan' : 'receipt';
  return { bytes: await keptFile(receipt, input.locale, ports), filename: `${name}-${receipt.receiptNumber}.pdf` };
}
