import type { Locale } from '#shared/locales.ts';
import type { OrderRecord } from './order.ts';
import type { ReceiptDocument } from './receipt-pdf.ts';
import type { BuyerProfile } from './registrant.ts';

/**
 * The seller on every receipt. The company's own details, the same in every environment;
 * docs/decisions.md says where they come from.
 */
export const seller: ReceiptDocument['seller'] = {
  name: 'Økisnavn',
  addressLines: ['Undir Bakka 1', '100 Tórshavn', 'Føroyar'],
  vatNumber: '000000',
  email: 'kvittan@okisnavn.fo',
};

const yearsText = (years: number, locale: Locale) => (locale === 'fo' ? `${years} ár` : `${years} ${years === 1 ? 'year' : 'years'}`);

/** An order as its receipt shows it, for the buyer as they are now. */
export function receiptDocument(order: OrderRecord, buyer: BuyerProfile, locale: Locale): ReceiptDocument {
  return {
    locale,
    seller,
    buyer: {
      name: buyer.name,
      addressLines: [buyer.street, [buyer.zip, buyer.city].filter(Boolean).join(' '), buyer.countryCode].filter((line): line is string => Boolean(line && line.trim())),
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
    })),
    net: order.net,
    vat: order.vat,
    vatPercent: order.vatPercent,
    total: order.total,
    refundedAmount: order.refundedAmount,
    currency: order.currency,
  };
}
