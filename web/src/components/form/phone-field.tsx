import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, errorId, inputClass, inputInvalid, inputOk } from './field';
import { useSortedCountries } from './country-options';
import type { FieldBinding } from './use-form';

/**
 * A phone number with its calling code (spec §5 "Phone"): a select of the countries from
 * `GET /countries` (named in the current locale, showing the code) feeding `phone_code`, and the
 * number feeding `phone`. Several countries share a code (+1, +47), so the select keeps the
 * chosen country and the form gets its code.
 */
export function PhoneField({
  phoneCode,
  phone,
  label,
  preferredCountry,
}: {
  phoneCode: FieldBinding<string>;
  phone: FieldBinding<string>;
  label: string;
  /** The country to show for a code several countries share (for example the user's own). */
  preferredCountry?: string | null;
}) {
  const { t } = useTranslation();
  const { countries, locale } = useSortedCountries();
  const [chosen, setChosen] = useState<string | null>(null);
  const matching = countries.filter((country) => country.phone_code === phoneCode.value);
  const selected = (chosen ? matching.find((country) => country.code === chosen) : undefined) ?? matching.find((country) => country.code === preferredCountry) ?? matching[0];

  return (
    <fieldset className="space-y-1.5">
      <legend className="block text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-2">
        <div className="w-40 shrink-0 sm:w-56">
          <label htmlFor={phoneCode.id} className="sr-only">
            {t('form.phoneCode')}
          </label>
          <select
            id={phoneCode.id}
            name={phoneCode.name}
            value={selected?.code ?? ''}
            onChange={(event) => {
              const country = countries.find((entry) => entry.code === event.target.value);
              setChosen(country?.code ?? null);
              phoneCode.setValue(country?.phone_code ?? '');
            }}
            onBlur={phoneCode.onBlur}
            aria-invalid={phoneCode.error ? true : undefined}
            aria-describedby={describedBy(phoneCode.id, phoneCode.error, undefined)}
            className={`${inputClass} ${phoneCode.error ? inputInvalid : inputOk}`}
          >
            <option value="">{t('form.choosePhoneCode')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {`${country.name[locale]} (${country.phone_code})`}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={phone.id} className="sr-only">
            {t('form.phoneNumber')}
          </label>
          <input
            id={phone.id}
            name={phone.name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone.value}
            onChange={(event) => phone.setValue(event.target.value)}
            onBlur={phone.onBlur}
            aria-invalid={phone.error ? true : undefined}
            aria-describedby={describedBy(phone.id, phone.error, undefined)}
            className={`${inputClass} ${phone.error ? inputInvalid : inputOk}`}
          />
        </div>
      </div>
      {phoneCode.error && (
        <p id={errorId(phoneCode.id)} className="text-sm text-red-700">
          {phoneCode.error}
        </p>
      )}
      {phone.error && (
        <p id={errorId(phone.id)} className="text-sm text-red-700">
          {phone.error}
        </p>
      )}
    </fieldset>
  );
}
