import { useTranslation } from 'react-i18next';
import { CountryField } from '#web/components/form/country-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import type { FormApi } from '#web/components/form/use-form.ts';

export type TeamFormValues = { name: string; vat_number: string; street: string; zip: string; city: string; attention: string; country: string };

export const emptyTeamValues: TeamFormValues = { name: '', vat_number: '', street: '', zip: '', city: '', attention: '', country: '' };

/** The team's details (spec §5 Team: name required; VAT number, address, attention and country optional). */
export function TeamDetailsFields({ form }: { form: FormApi<TeamFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField field={form.field('name')} label={t('teams.name')} autoComplete="organization" />
      <TextField field={form.field('vat_number')} label={t('teams.vatNumber')} />
      <TextField field={form.field('street')} label={t('form.street')} autoComplete="street-address" />
      <div className="grid gap-5 sm:grid-cols-3">
        <div className="sm:col-span-1">
          <TextField field={form.field('zip')} label={t('form.zip')} autoComplete="postal-code" />
        </div>
        <div className="sm:col-span-2">
          <TextField field={form.field('city')} label={t('form.city')} autoComplete="address-level2" />
        </div>
      </div>
      <TextField field={form.field('attention')} label={t('teams.attention')} />
      <CountryField field={form.field('country')} label={t('form.country')} />
    </>
  );
}
