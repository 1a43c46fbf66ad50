import { describe, expect, it } from 'vitest';
import { defaultSettings } from '#shared/default-settings.ts';
import { settingsChanges } from './settings-changes.ts';

describe('settingsChanges', () => {
  it('lists each changed field with its value before and after, and nothing for unchanged ones', () => {
    const seller = { name: 'Felag', address_lines: ['Vegur 1'], country_code: 'FO', vat_number: '123456' };
    const after = { ...defaultSettings, price_per_year: 12000, url_for_help_page: { ...defaultSettings.url_for_help_page, en: 'https://example.fo/help' }, seller };
    expect(settingsChanges(defaultSettings, after)).toEqual([
      { field: 'price_per_year', before: 10000, after: 12000 },
      { field: 'url_for_help_page', before: defaultSettings.url_for_help_page, after: after.url_for_help_page },
      { field: 'seller', before: null, after: seller },
    ]);
    expect(settingsChanges(after, { ...after })).toEqual([]);
  });
});
