import { useTranslation } from 'react-i18next';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { useAdoptPendingUser } from '../../auth';
import { createUserSchema, useCreateUser } from '../api/create-user';
import { AcceptanceFields } from './acceptance-fields';
import { AddressFields } from './address-fields';
import { LanguageField } from './language-field';

/**
 * Create user (spec §5 "User create") for a first-time national e-ID user: the name comes from
 * the e-ID and cannot be changed; address, country, language, e-mail (filled with the one the
 * e-ID gives, when it gives one; the user may give another) and both acceptances.
 */
export function CreateUserForm({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { trigger } = useCreateUser();
  const adopt = useAdoptPendingUser();
  const form = useForm({
    initialValues: {
      name,
      street: '',
      zip: '',
      city: '',
      country_code: 'FO',
      language: locale as string,
      email,
      terms_accepted: false as boolean,
      privacy_policy_accepted: false as boolean,
    },
    schema: createUserSchema,
    onSubmit: async (values) => {
      const user = await trigger(values);
      await adopt(user);
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-5" aria-label={t('createUser.createHeading')}>
      <TextField field={form.field('name')} label={t('form.name')} readOnly hint={t('createUser.nameFromEid')} />
      <AddressFields street={form.field('street')} zip={form.field('zip')} city={form.field('city')} country={form.field('country_code')} />
      <TextField field={form.field('email')} label={t('form.email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      <LanguageField field={form.field('language')} />
      <AcceptanceFields terms={form.field('terms_accepted')} privacy={form.field('privacy_policy_accepted')} />
      <SubmitButton busy={form.submitting}>{t('createUser.create')}</SubmitButton>
    </form>
  );
}
