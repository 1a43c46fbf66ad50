import { describe, expect, it } from 'vitest';
import { priceOrder, type OrderRecord } from './order.ts';
import { receiptDocument, type ReceiptContext } from './receipt.ts';

const priced = priceOrder(['fekk.fo', 'misti.fo'], 2, { netPerYear: 10000, vatPercent: 25 });
const order: OrderRecord = {
  orderId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'registration',
  ownerType: 'user',
  ownerId: 'u1',
  buyerId: 'u1',
  buyerEmail: 'anna@example.dk',
  locale: 'fo',
  status: 'registered',
  years: 2,
  items: [
    { ...priced.items[0]!, status: 'registered', domainId: 'd1', expiresAt: '2028-11-26T10:00:00.000Z' },
    { ...priced.items[1]!, status: 'refunded', failureReason: 'domain_unavailable' },
  ],
  net: priced.net,
  vat: priced.vat,
  vatPercent: 25,
  total: priced.total,
  refundedAmount: priced.items[1]!.total,
  currency: 'DKK',
  paymentId: 'pi_1',
  idempotencyKey: 'k',
  createdAt: '2026-11-26T09:55:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  paidAt: '2026-11-26T09:56:00.000Z',
  version: 3,
};
const buyer = { userId: 'u1', name: 'Anna Hansen', email: 'anna@example.dk', street: 'Nørregade 1', zip: '1165', city: 'København', countryCode: 'DK' };
const context: ReceiptContext = {
  seller: { name: 'Føroya Navnahandil Sp/f', address_lines: ['Gongin 1', '100 Tórshavn'], country_code: 'FO', vat_number: '654321' },
  sellerCountry: { fo: 'Føroyar', en: 'Faroe Islands' },
  buyerCountry: { fo: 'Danmark', en: 'Denmark' },
  receiptEmail: 'kvittanir@example.fo',
};

describe('receiptDocument', () => {
  it('names the seller from the settings, with its country by name and the receipt address', () => {
    expect(receiptDocument(order, buyer, 'fo', context).seller).toEqual({
      name: 'Føroya Navnahandil Sp/f',
      addressLines: ['Gongin 1', '100 Tórshavn', 'Føroyar'],
      vatNumber: '654321',
      email: 'kvittanir@example.fo',
    });
    expect(receiptDocument(order, buyer, 'en', context).seller.addressLines.at(-1)).toBe('Faroe Islands');
  });

  it('without a seller in the settings: the product’s name, no address, no V-tal', () => {
    expect(receiptDocument(order, buyer, 'fo', { ...context, seller: null, sellerCountry: null }).seller).toEqual({
      name: 'Økisnavn',
      addressLines: [],
      vatNumber: null,
      email: 'kvittanir@example.fo',
    });
  });

  it('shows the buyer’s country by name in the receipt’s language, its code only when the list does not know it', () => {
    expect(receiptDocument(order, buyer, 'fo', context).buyer.addressLines).toEqual(['Nørregade 1', '1165 København', 'Danmark']);
    expect(receiptDocument(order, buyer, 'en', context).buyer.addressLines).toEqual(['Nørregade 1', '1165 København', 'Denmark']);
    expect(receiptDocument(order, { ...buyer, countryCode: 'XK' }, 'en', { ...context, buyerCountry: null }).buyer.addressLines.at(-1)).toBe('XK');
  });

  it('gives each registered name its new expiry, none for a refunded one', () => {
    expect(receiptDocument(order, buyer, 'fo', context).lines.map((line) => [line.description, line.expiresAt])).toEqual([
      ['fekk.fo (2 ár)', '2028-11-26T10:00:00.000Z'],
      ['misti.fo (2 ár)', null],
    ]);
  });
});
