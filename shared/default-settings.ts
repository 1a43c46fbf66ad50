import type { Settings } from '#shared/schemas/settings.ts';

/**
 * The settings a new installation starts with (docs/decisions/README.md explains each figure): shared by
 * the settings reader (the defaults until saved), the seeding (the deploy job, the local runtime) and the tests.
 * Administrators change them later; seeding never overwrites saved settings.
 */
export const defaultSettings: Settings = {
  days_before_expiry_for_auto_renewal: 14,
  days_before_expiry_for_warning: 30,
  days_until_transfer_auto_processing: 5,
  days_until_transfer_completion: 5,
  default_ns_ttl: 3600,
  price_per_year: 10000,
  vat_percent: 25,
  currency: 'DKK',
  url_for_privacy_policy: { fo: 'https://www.okisnavn.fo/fo/privatlivspolitikkur', en: 'https://www.okisnavn.fo/en/privacy-policy' },
  url_for_help_page: { fo: 'https://www.okisnavn.fo/fo/vegleiding', en: 'https://www.okisnavn.fo/en/guides' },
  url_for_terms: { fo: 'https://www.okisnavn.fo/fo/treytir', en: 'https://www.okisnavn.fo/en/terms' },
  error_email: 'villa@okisnavn.fo',
  receipt_email: 'kvittan@okisnavn.fo',
  video_url: null,
  // The deployment's configuration sets it (SELLER); no made-up company details.
  seller: null,
};
