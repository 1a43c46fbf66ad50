import { describe, it, expect } from 'vitest';
import { countries } from './countries-data.ts';
import { countrySchema } from './schemas/countries.ts';

describe('countries data', () => {
  it('has every officially assigned ISO 3166-1 alpha-2 code', () => {
    expect(countries).toHaveLength(249);
  });

  it('passes the country schema for every entry', () => {
    for (const country of countries) {
      expect(countrySchema.safeParse(country), country.code).toMatchObject({ success: true });
    }
  });

  it('has unique codes', () => {
    const codes = countries.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('is sorted by code', () => {
    const codes = countries.map((country) => country.code);
    expect(codes).toEqual([...codes].sort());
  });

  it.each([
    ['FO', 'Føroyar', 'Faroe Islands', '+298'],
    ['DK', 'Danmark', 'Denmark', '+45'],
    ['IS', 'Ísland', 'Iceland', '+354'],
    ['GB', 'Stóra Bretland', 'United Kingdom', '+44'],
    ['US', 'Sambandsríki Amerika', 'United States', '+1'],
  ])('has %s with its names and calling code', (code, fo, en, phoneCode) => {
    expect(countries.find((country) => country.code === code)).toEqual({ code, name: { fo, en }, phone_code: phoneCode });
  });
});
