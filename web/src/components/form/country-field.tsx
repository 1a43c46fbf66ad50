import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortedCountries } from './country-options';
import { SelectField } from './select-field';
import type { FieldBinding } from './use-form';

/** `country_code`: a select of the countries from `GET /countries`, named in the current locale. */
export function CountryField({ field, label }: { field: FieldBinding<string>; label: ReactNode }) {
  const { t } = useTranslation();
  const { countries, locale } = useSortedCountries();
  const options = countries.map((country) => ({ value: country.code, label: country.name[locale] }));
  return <SelectField field={field} label={label} options={options} placeholder={t('form.chooseCountry')} autoComplete="country" />;
}
