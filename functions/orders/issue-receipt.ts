import type { Locale } from '#shared/locales.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import type { OrderRecord } from './order.ts';
import { type CountryNames, receiptDocument } from './receipt.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import type { BuyerProfile } from './registrant.ts';

export interface IssueReceiptPorts {
  settings: { get(): Promise<Pick<Settings, 'seller' | 'receipt_email'>> };
  countries: { namesOf(code: string): Promise<CountryNames> };
}

export interface IssuedReceipt {
  bytes: Uint8Array;
  filename: string;
}

/**
 * An order's receipt as a PDF in the given language: the seller and the receipt address as the
 * settings hold them now (a deployment sets the seller), the buyer with their country by name.
 */
export async function issueReceipt(input: { order: OrderRecord; buyer: BuyerProfile; locale: Locale }, ports: IssueReceiptPorts): Promise<IssuedReceipt> {
  const settings = await ports.settings.get();
  const names = async (code: string | undefined): Promise<CountryNames> => (code ? ports.countries.namesOf(code) : null);
  const [sellerCountry, buyerCountry] = await Promise.all([names(settings.seller?.country_code), names(input.buyer.countryCode)]);
  const document = receiptDocument(input.order, input.buyer, input.locale, { seller: settings.seller, sellerCountry, buyerCountry, receiptEmail: settings.receipt_email });
  const name = input.locale === 'fo' ? 'kvittan' : 'receipt';
  return { bytes: renderReceiptPdf(document), filename: `${name}-${document.receiptNumber}.pdf` };
}
