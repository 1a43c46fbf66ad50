import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { Settings, SettingsUpdate } from '#shared/schemas/settings.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /admin/settings`: every setting (administrators). */
export const adminSettingsKey = apiPath('getAdminSettings');

export function useAdminSettings() {
  return useSWR(adminSettingsKey, () => callApi('getAdminSettings'));
}

/** `PUT /admin/settings`: the answer replaces the cached settings. */
export function useUpdateAdminSettings() {
  return useSWRMutation(adminSettingsKey, (_key: string, { arg }: { arg: SettingsUpdate }) => callApi('updateAdminSettings', { body: arg }) as Promise<Settings>, {
    populateCache: true,
    revalidate: false,
  });
}

/** The form's flat text values, one per input; seller address lines one per line. */
export type SettingsFormValues = Record<(typeof settingsFormFields)[number], string>;

export const settingsFormFields = [
  'days_before_expiry_for_auto_renewal',
  'days_before_expiry_for_warning',
  'days_until_transfer_auto_processing',
  'days_until_transfer_completion',
  'default_ns_ttl',
  'price_per_year',
  'vat_percent',
  'url_for_privacy_policy.fo',
  'url_for_privacy_policy.en',
  'url_for_help_page.fo',
  'url_for_help_page.en',
  'url_for_terms.fo',
  'url_for_terms.en',
  'error_email',
  'receipt_email',
  'video_url',
  'seller.name',
  'seller.address_lines',
  'seller.country_code',
  'seller.vat_number',
] as const;

export function settingsFormValues(settings: Settings): SettingsFormValues {
  return {
    days_before_expiry_for_auto_renewal: String(settings.days_before_expiry_for_auto_renewal),
    days_before_expiry_for_warning: String(settings.days_before_expiry_for_warning),
    days_until_transfer_auto_processing: String(settings.days_until_transfer_auto_processing),
    days_until_transfer_completion: String(settings.days_until_transfer_completion),
    default_ns_ttl: String(settings.default_ns_ttl),
    price_per_year: String(settings.price_per_year),
    vat_percent: String(settings.vat_percent),
    'url_for_privacy_policy.fo': settings.url_for_privacy_policy.fo,
    'url_for_privacy_policy.en': settings.url_for_privacy_policy.en,
    'url_for_help_page.fo': settings.url_for_help_page.fo,
    'url_for_help_page.en': settings.url_for_help_page.en,
    'url_for_terms.fo': settings.url_for_terms.fo,
    'url_for_terms.en': settings.url_for_terms.en,
    error_email: settings.error_email,
    receipt_email: settings.receipt_email,
    video_url: settings.video_url ?? '',
    'seller.name': settings.seller?.name ?? '',
    'seller.address_lines': settings.seller?.address_lines.join('\n') ?? '',
    'seller.country_code': settings.seller?.country_code ?? '',
    'seller.vat_number': settings.seller?.vat_number ?? '',
  };
}

/**
 * The form's schema: its flat texts made into the API's body, then the API's own schema
 * (`settingsUpdateRequest`), so the form shows the API's messages on the same field paths.
 * Loaded at the first interaction (zod stays out of the page's chunk).
 */
export const settingsFormSchema = () =>
  import('#shared/schemas/settings.ts').then(({ settingsUpdateRequest }) =>
    import('zod').then((z) =>
      z
        .record(z.string(), z.string())
        .transform((values): unknown => {
          const number = (field: string) => (values[field]!.trim() === '' ? Number.NaN : Number(values[field]));
          const text = (field: string) => values[field]!.trim();
          return {
            days_before_expiry_for_auto_renewal: number('days_before_expiry_for_auto_renewal'),
            days_before_expiry_for_warning: number('days_before_expiry_for_warning'),
            days_until_transfer_auto_processing: number('days_until_transfer_auto_processing'),
            days_until_transfer_completion: number('days_until_transfer_completion'),
            default_ns_ttl: number('default_ns_ttl'),
            price_per_year: number('price_per_year'),
            vat_percent: number('vat_percent'),
            url_for_privacy_policy: { fo: text('url_for_privacy_policy.fo'), en: text('url_for_privacy_policy.en') },
            url_for_help_page: { fo: text('url_for_help_page.fo'), en: text('url_for_help_page.en') },
            url_for_terms: { fo: text('url_for_terms.fo'), en: text('url_for_terms.en') },
            error_email: text('error_email'),
            receipt_email: text('receipt_email'),
            video_url: text('video_url') === '' ? null : text('video_url'),
            seller: {
              name: text('seller.name'),
              address_lines: text('seller.address_lines')
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
              country_code: text('seller.country_code'),
              vat_number: text('seller.vat_number'),
            },
          };
        })
        .pipe(settingsUpdateRequest),
    ),
  );
