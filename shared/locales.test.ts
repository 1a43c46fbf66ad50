import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locales.ts';

describe('Accept-Language', () => {
  it.each([
    [undefined, 'fo'],
    ['', 'fo'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['da, en;q=0.8, fo;q=0.9', 'fo'],
    ['de-DE, fr;q=0.5', 'fo'],
    ['fo;q=0, en;q=0.1', 'en'],
    ['FO-fo', 'fo'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
