import * as z from 'zod';
import { dataEnvelope, oneLine, perLocale } from './common.ts';

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

/** The longest link a setting may hold. */
const maxUrlLength = 2000;
/** The longest list of e-mail addresses (spec §5 "Email lists are comma separated"). */
export const maxEmailListLength = 1000;

/** The addresses of a comma-separated list, `a@okisnavn.fo, b@okisnavn.fo`, without the spaces around them. */
export function emailListAddresses(list: string): string[] {
  return list.split(',').map((address) => address.trim());
}

const isEmailList = (list: string) => emailListAddresses(list).every((address) => z.email().safeParse(address).success);

/** One e-mail address or several, separated by commas (spec §3 "Error and receipt email addresses", §5). */
const emailList = (error: string) => z.string({ error }).max(maxEmailListLength, { error: 'validation.too_long' }).refine(isEmailList, { error });

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
  error_email: emailList('validation.invalid_email'),
  receipt_email: emailList('validation.invalid_email'),
  video_url: z.url().nullable(),
  /** Settings saved before the seller was a setting have none. */
  seller: sellerSchema.nullable().default(null),
});
export type Settings = z.infer<typeof settingsSchema>;

const days = (min: number, max: number, error: string) => z.int({ error }).min(min, { error }).max(max, { error });
const url = z.url({ error: 'validation.invalid_url' }).max(maxUrlLength, { error: 'validation.too_long' });
/** Saved as `a@okisnavn.fo, b@okisnavn.fo` however it was typed. */
const emails = emailList('validation.invalid_email').transform((list) => emailListAddresses(list).join(', '));

/**
 * `PUT /admin/settings`: every field an administrator edits (spec §3 Settings, and the seller on
 * receipts), each with its message in the user's language. The currency is the product's (DKK).
 */
export const settingsUpdateRequest = z.strictObject({
  days_before_expiry_for_auto_renewal: days(0, 365, 'validation.settings_days_invalid'),
  days_before_expiry_for_warning: days(0, 365, 'validation.settings_days_invalid'),
  days_until_transfer_auto_processing: days(1, 60, 'validation.settings_transfer_days_invalid'),
  days_until_transfer_completion: days(1, 60, 'validation.settings_transfer_days_invalid'),
  default_ns_ttl: days(60, 604800, 'validation.settings_ttl_invalid'),
  price_per_year: z.int({ error: 'validation.settings_price_invalid' }).min(0, { error: 'validation.settings_price_invalid' }),
  vat_percent: days(0, 100, 'validation.settings_vat_invalid'),
  url_for_privacy_policy: perLocale(url),
  url_for_help_page: perLocale(url),
  url_for_terms: perLocale(url),
  error_email: emails,
  receipt_email: emails,
  video_url: url.nullable(),
  seller: z.strictObject({
    name: oneLine(z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.invalid_value' })),
    address_lines: z
      .array(oneLine(z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.invalid_value' })))
      .min(1, { error: 'validation.seller_address_invalid' })
      .max(4, { error: 'validation.seller_address_invalid' }),
    country_code: z.string({ error: 'validation.country_code_invalid' }).regex(/^[A-Z]{2}$/, { error: 'validation.country_code_invalid' }),
    vat_number: z.string({ error: 'validation.seller_v_tal_invalid' }).regex(/^\d{6}$/, { error: 'validation.seller_v_tal_invalid' }),
  }),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateRequest>;
export const adminSettingsResponse = dataEnvelope(settingsSchema);

/** What anyone may read: everything but the internal mail addresses and the seller (the receipts' business). */
export const publicSettingsSchema = settingsSchema.omit({ error_email: true, receipt_email: true, seller: true });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const publicSettingsResponse = dataEnvelope(publicSettingsSchema);
export const settingsVideoResponse = dataEnvelope(z.object({ video_url: z.url().nullable() }));
