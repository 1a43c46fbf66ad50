import type { Locale } from '#shared/locales.ts';
import type { Seller } from '#shared/schemas/settings.ts';
import type { OrderRecord } from './order.ts';
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
}

/** The product's name, the only seller detail a receipt can show before a deployment names the company. */
const productName = 'Økisnavn';

const yearsText = (years: number, locale: Locale) => (locale === 'fo' ? `${years} ár` : `${years} ${years === 1 ? 'year' : 'years'}`);

/** A country by its name in the receipt's language; its code when the list does not know it. */
const countryLine = (code: string | undefined, names: CountryNames, locale: Locale): string | undefined => (code ? (names?.[locale] ?? code) : undefined);

const nonEmpty = (line: string | undefined): line is string => Boolean(line && line.trim());

/** An order as its receipt shows it, for the buyer as they are now, with the seller from the settings. */
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
    receiptNumber: order.orderId.replace(/-/g, '').slice(0, 8).toUpperCase(),
    orderId: order.orderId,
    issuedAt: order.paidAt ?? order.createdAt,
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
