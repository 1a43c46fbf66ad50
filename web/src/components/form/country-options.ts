import { useMemo } from 'react';
import type { Country } from '#shared/schemas/countries.ts';
import type { Locale } from '#shared/locales.ts';
import { useCountries } from '../../lib/api/get-countries';
import { useLocale } from '../../lib/i18n';

/** The countries from `GET /countries`, sorted by their name in the reader's language. */
export function sortCountries(countries: readonly Country[], locale: Locale): Country[] {
  const collator = new Intl.Collator(locale === 'fo' ? 'fo' : 'en');
  return [...countries].sort((a, b) => collator.compare(a.name[locale], b.name[locale]));
}

export function useSortedCountries(): { countries: Country[]; locale: Locale; isLoading: boolean } {
  const locale = useLocale();
  const { data, isLoading } = useCountries();
  const countries = useMemo(() => sortCountries(data ?? [], locale), [data, locale]);
  return { countries, locale, isLoading };
}
