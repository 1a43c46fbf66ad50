import { describe, expect, it } from 'vitest';
import { emailListAddresses, maxEmailListLength, settingsUpdateRequest } from './settings.ts';

const update = (emails: { error_email: string; receipt_email: string }) => ({
  days_before_expiry_for_auto_renewal: 14,
  days_before_expiry_for_warning: 30,
  days_until_transfer_auto_processing: 5,
  days_until_transfer_completion: 5,
  default_ns_ttl: 3600,
  price_per_year: 10000,
  vat_percent: 25,
  url_for_privacy_policy: { fo: 'https://example.fo/p', en: 'https://example.fo/en/p' },
  url_for_help_page: { fo: 'https://example.fo/h', en: 'https://example.fo/en/h' },
  url_for_terms: { fo: 'https://example.fo/t', en: 'https://example.fo/en/t' },
  video_url: null,
  seller: { name: 'Økisnavn', address_lines: ['Vegur 1', '100 Tórshavn'], country_code: 'FO', vat_number: '123456' },
  ...emails,
});

describe('the settings’ error and receipt addresses (spec §5: e-mail lists are comma separated)', () => {
  it('take one address or several, saved with ", " between them however they were typed', () => {
    const saved = settingsUpdateRequest.parse(update({ error_email: 'villa@okisnavn.fo', receipt_email: ' kvittan@okisnavn.fo ,bokhald@okisnavn.fo,  ' + 'stjorn@okisnavn.fo' }));
    expect(saved.error_email).toBe('villa@okisnavn.fo');
    expect(saved.receipt_email).toBe('kvittan@okisnavn.fo, bokhald@okisnavn.fo, stjorn@okisnavn.fo');
    expect(emailListAddresses(saved.receipt_email)).toEqual(['kvittan@okisnavn.fo', 'bokhald@okisnavn.fo', 'stjorn@okisnavn.fo']);
  });

  it('refuse a list with a wrong or an empty address, or separated otherwise than by commas', () => {
    for (const list of ['', 'not-an-address', 'a@okisnavn.fo, ', 'a@okisnavn.fo,,b@okisnavn.fo', 'a@okisnavn.fo; b@okisnavn.fo', 'a@okisnavn.fo b@okisnavn.fo']) {
      const result = settingsUpdateRequest.safeParse(update({ error_email: list, receipt_email: 'kvittan@okisnavn.fo' }));
      expect(result.success, list).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['error_email', 'validation.invalid_email']]);
    }
  });

  it(`refuse a list over ${maxEmailListLength} characters`, () => {
    const long = Array.from({ length: 60 }, (_, index) => `address-${index}@okisnavn.fo`).join(', ');
    expect(long.length).toBeGreaterThan(maxEmailListLength);
    const result = settingsUpdateRequest.safeParse(update({ error_email: 'villa@okisnavn.fo', receipt_email: long }));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual(['receipt_email', 'validation.too_long']);
  });
});
