import { useTranslation } from 'react-i18next';
import { CountryField } from '#web/components/form/country-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import type { FieldBinding } from '#web/components/form/use-form.ts';

/** Street, zip, city and country, as sign-up, create user and the profile ask for them. */
export function AddressFields({
  street,
  zip,
  city,
  country,
}: {
  street: FieldBinding<string>;
  zip: FieldBinding<string>;
  city: FieldBinding<string>;
  country: FieldBinding<string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField field={street} label={t('form.street')} autoComplete="street-address" />
      <div className="grid gap-5 sm:grid-cols-3">
        <div className="sm:col-span-1">
          <TextField field={zip} label={t('form.zip')} autoComplete="postal-code" />
        </div>
        <div className="sm:col-span-2">
          <TextField field={city} label={t('form.city')} autoComplete="address-level2" />
        </div>
      </div>
      <CountryField field={country} label={t('form.country')} />
    </>
  );
}
