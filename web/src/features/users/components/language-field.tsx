import { useTranslation } from 'react-i18next';
import { locales } from '#shared/locales.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import type { FieldBinding } from '#web/components/form/use-form.ts';

/** The user's language (`fo` or `en`), named in its own language. */
export function LanguageField({ field }: { field: FieldBinding<string> }) {
  const { t } = useTranslation();
  return <SelectField field={field} label={t('form.language')} options={locales.map((locale) => ({ value: locale, label: t(`locale.${locale}`) }))} />;
}
