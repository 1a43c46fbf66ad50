import * as z from 'zod';
import { dataEnvelope, perLocale } from './common.ts';

/**
 * The company that sells, as every receipt names it: name, postal address lines, country and
 * V-tal (the Faroese VAT number, six digits). A deployment sets it (`SELLER`, CDK context
 * `sellerName`, `sellerAddress`, `sellerCountry`, `sellerVatNumber`); the seed saves it in the
 * settings. Null until then: receipts then name no address or V-tal rather than a made-up one.
 */
export const sellerSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  address_lines: z.array(z.string().trim().min(1).max(200)).min(1).max(4),
  country_code: z.string().regex(/^[A-Z]{2}$/),
  vat_number: z.string().regex(/^\d{6}$/),
});
export type Seller = z.infer<typeof sellerSchema>;

/**
 * The product's settings (one item). Money is integer øre; `price_per_year` is the net price
 * (VAT excluded) and `vat_percent` the VAT added on display and in orders.
 */
export const settingsSchema = z.object({
  days_before_expiry_for_auto_renewal: z.int().min(0).max(365),
  days_before_expiry_for_warning: z.int().min(0).max(365),
  days_until_transfer_auto_processing: z.int().min(1).max(60),
  days_until_transfer_completion: z.int().min(1).max(60),
  default_ns_ttl: z.int().min(60).max(604800),
  price_per_year: z.int().min(0),
  vat_percent: z.int().min(0).max(100),
  currency: z.literal('DKK'),
  url_for_privacy_policy: perLocale(z.url()),
  url_for_help_page: perLocale(z.url()),
  url_for_terms: perLocale(z.url()),
  error_email: z.email(),
  receipt_email: z.email(),
  video_url: z.url().nullable(),
  /** Settings saved before the seller was a setting have none. */
  seller: sellerSchema.nullable().default(null),
});
export type Settings = z.infer<typeof settingsSchema>;

/** What anyone may read: everything but the internal mail addresses and the seller (the receipts' business). */
export const publicSettingsSchema = settingsSchema.omit({ error_email: true, receipt_email: true, seller: true });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const publicSettingsResponse = dataEnvelope(publicSettingsSchema);
export const settingsVideoResponse = dataEnvelope(z.object({ video_url: z.url().nullable() }));
