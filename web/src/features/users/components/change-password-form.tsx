import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { NewPasswordField } from '#web/components/form/new-password-field.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { apiPath } from '#web/lib/call-api.ts';
import { changePasswordSchema, useChangePassword } from '../api/change-password';

/**
 * `PATCH /users/me/password`, for users who have a password (`has_password`; a national e-ID
 * user may have one too). The API ends the user's other password sessions.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { trigger } = useChangePassword();
  const { mutate } = useSWRConfig();
  const form = useForm({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    schema: changePasswordSchema,
    onSubmit: async (values) => {
      await trigger(values);
      form.reset();
      showInfo(t('myUser.passwordChanged'));
      // The other sessions are gone: the list below shows it.
      await mutate(apiPath('listAccessTokens'));
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-md space-y-5" aria-label={t('myUser.passwordHeading')}>
      <p className="text-sm text-slate-600">{t('myUser.passwordHint')}</p>
      <PasswordField field={form.field('current_password')} label={t('form.currentPassword')} autoComplete="current-password" />
      <NewPasswordField field={form.field('password')} label={t('form.newPassword')} hint={t('form.passwordRules')} />
      <PasswordField field={form.field('password_confirmation')} label={t('form.passwordConfirmation')} autoComplete="new-password" />
      <SubmitButton busy={form.submitting}>{t('myUser.changePassword')}</SubmitButton>
    </form>
  );
}
