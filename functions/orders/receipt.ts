import type { Locale } from '#shared/locales.ts';
import type { Seller } from '#shared/schemas/settings.ts';
import { creditedAmounts, type OrderRecord } from './order.ts';
import type { ReceiptDocument } from './receipt-pdf.ts';
import type { BuyerProfile } from './registrant.ts';

/** A country's name in both languages (from the country list), or null for a code not in it. */
export type CountryNames = Record<Locale, string> | null;

/** What a receipt needs besides the order and the buyer: the seller and the receipt address from the settings, and the countries' names. */
export interface ReceiptContext {
  /** Null until a deployment names it: the receipt then shows the product's name with no address or V-tal. */
  seller: Seller | null;
  sellerCountry: CountryNames;
  buyerCountry: CountryNames;
  /** The settings' `receipt_email`: where questions about a receipt go. */
  receiptEmail: string;
  /** The receipt's number from the one unbroken sequence (`formatReceiptNumber`); absent: a draft named by the order. */
  receiptNumber?: string;
  /** When the receipt was issued (ISO-8601); absent: when the order was paid. */
  issuedAt?: string;
}

/** A receipt number as printed: the sequence number, at least six digits (`000042`). */
export function formatReceiptNumber(sequenceNumber: number): string {
  return String(sequenceNumber).padStart(6, '0');
}

/**
 * An order has its receipt once it is settled: paid, and every name registered (or renewed) or
 * refunded, so the receipt says what was delivered, each name's new expiry, and what went back.
 */
export function hasReceiptDue(order: Pick<OrderRecord, 'status'>): boolean {
  return order.status === 'registered' || order.status === 'refunded';
}

/**
 * A receipt as issued, once per order: its number, when, and the document in both languages with
 * the buyer's and the seller's details as they were then. The PDFs are drawn from these documents
 * once and kept (ReceiptArchive); every download serves the kept bytes.
 */
export interface IssuedReceiptRecord {
  /** A receipt (absent on those issued before credit notes existed) or a credit note for a refund; both take their numbers from the one sequence. */
  kind?: 'receipt' | 'credit_note';
  /** A credit note's: the number of the receipt it credits. */
  creditsReceiptNumber?: string;
  orderId: string;
  /** The order's owner (who may download it). */
  ownerId: string;
  sequenceNumber: number;
  receiptNumber: string;
  issuedAt: string;
  documents: Record<Locale, ReceiptDocument>;
}

/** Where a receipt's PDF in one language is kept. */
export function receiptFileKey(receipt: Pick<IssuedReceiptRecord, 'receiptNumber' | 'orderId' | 'kind'>, locale: Locale): string {
  const kind = receipt.kind === 'credit_note' ? '-credit-note' : '';
  return `receipts/${receipt.receiptNumber}-${receipt.orderId}${kind}-${locale}.pdf`;
}

/** The product's name, the only seller detail a receipt can show before a deployment names the company. */
const productName = 'Økisnavn';

const yearsText = (years: number, locale: Locale) => (locale === 'fo' ? `${years} ár` : `${years} ${years === 1 ? 'year' : 'years'}`);

/** A country by its name in the receipt's language; its code when the list does not know it. */
const countryLine = (code: string | undefined, names: CountryNames, locale: Locale): string | undefined => (code ? (names?.[locale] ?? code) : undefined);

const nonEmpty = (line: string | undefined): line is string => Boolean(line && line.trim());

/** An order as its receipt shows it, for the buyer and the seller as they are given (those of the day it is issued). */
export function receiptDocument(order: OrderRecord, buyer: BuyerProfile, locale: Locale, context: ReceiptContext): ReceiptDocument {
  const { seller } = context;
  return {
    locale,
    seller: {
      name: seller?.name ?? productName,
      addressLines: seller ? [...seller.address_lines, countryLine(seller.country_code, context.sellerCountry, locale)].filter(nonEmpty) : [],
      vatNumber: seller?.vat_number ?? null,
      email: context.receiptEmail,
    },
    buyer: {
      name: buyer.name,
      addressLines: [buyer.street, [buyer.zip, buyer.city].filter(Boolean).join(' '), countryLine(buyer.countryCode, context.buyerCountry, locale)].filter(nonEmpty),
      email: buyer.email,
    },
    receiptNumber: context.receiptNumber ?? order.orderId.replace(/-/g, '').slice(0, 8).toUpperCase(),
    orderId: order.orderId,
    issuedAt: context.issuedAt ?? order.paidAt ?? order.createdAt,
    paidAt: order.paidAt ?? null,
    status: order.status,
    paymentReference: order.paymentId ?? null,
    lines: order.items.map((item) => ({
      description: `${item.domain} (${yearsText(item.years, locale)})`,
      years: item.years,
      unitPrice: item.unitPrice,
      net: item.net,
      vat: item.vat,
      total: item.total,
      // The expiry the registry gave the name when this order registered or renewed it; none for a name refunded.
      expiresAt: item.status === 'registered' ? (item.expiresAt ?? null) : null,
    })),
    net: order.net,
    vat: order.vat,
    vatPercent: order.vatPercent,
    total: order.total,
    refundedAmount: order.refundedAmount,
    currency: order.currency,
  };
}

/**
 * A credit note for an administrator's refund of a settled order: the receipt's buyer (it
 * corrects that receipt), the seller of the day it is issued, and each line the refund gives
 * back (the names the order kept) with negative amounts, so the note and the receipt add up to
 * what the buyer paid in the end. It names the receipt it credits and the reason.
 */
export function creditNoteDocument(
  order: OrderRecord,
  receipt: IssuedReceiptRecord,
  locale: Locale,
  context: ReceiptContext & { receiptNumber: string; issuedAt: string; reason: string },
): ReceiptDocument {
  const base = receiptDocument(order, { userId: order.buyerId, name: '', email: '' }, locale, context);
  const credited = order.items.filter((item) => item.status === 'registered');
  return {
    ...base,
    buyer: receipt.documents[locale].buyer,
    status: 'refunded',
    paymentReference: order.adminRefund?.refundId ?? order.paymentId ?? null,
    lines: credited.map((item) => ({
      description: `${item.domain} (${yearsText(item.years, locale)})`,
      years: item.years,
      unitPrice: -item.unitPrice,
      net: -item.net,
      vat: -item.vat,
      total: -item.total,
      expiresAt: null,
    })),
    ...creditedAmounts(order),
    refundedAmount: 0,
    creditNote: { receiptNumber: receipt.receiptNumber, reason: context.reason },
  };
}
