import { useTranslation } from 'react-i18next';
import { locales } from '../../../../../shared/locales';
import { SelectField } from '../../../components/form/select-field';
import type { FieldBinding } from '../../../components/form/use-form';

/** The user's language (`fo` or `en`), named in its own language. */
export function LanguageField({ field }: { field: FieldBinding<string> }) {
  const { t } = useTranslation();
  return <SelectField field={field} label={t('form.language')} options={locales.map((locale) => ({ value: locale, label: t(`locale.${locale}`) }))} />;
}
