import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { TextField } from '../components/form/field';
import { NewPasswordField } from '../components/form/new-password-field';
import { PasswordField } from '../components/form/password-field';
import { SubmitButton } from '../components/form/submit-button';
import { useForm } from '../components/form/use-form';
import { showInfo } from '../components/ui/toasts/toast-store';
import { resetPasswordSchema, useResetPassword } from '../features/auth/api/reset-password';
import { AuthFrame } from '../features/auth/components/auth-frame';
import { LocaleSwitcher } from '../features/users/components/locale-switcher';
import { useNavigateByName } from '../lib/use-navigate-by-name';

/**
 * `/login/reset-password/{token}` (auth-reset-password): the new password and its confirmation;
 * on success back to login with a toast. The e-mailed link carries the address it was sent to
 * (`?email=`), so the page names it instead of asking for it; only a link without one (or with
 * one the schema refuses) asks for the e-mail.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const linkEmail = search.get('email')?.trim() ?? '';
  const { trigger } = useResetPassword();
  const navigateByName = useNavigateByName();
  const form = useForm({
    initialValues: { token, email: linkEmail, password: '', password_confirmation: '' },
    schema: resetPasswordSchema,
    onSubmit: async (values) => {
      await trigger(values);
      showInfo(t('resetPassword.done'));
      navigateByName('auth-login', {}, { replace: true });
    },
  });
  const email = form.field('email');
  const askForEmail = linkEmail === '' || email.error !== undefined;
  return (
    <AuthFrame
      title={t('titles.authResetPassword')}
      intro={askForEmail ? t('resetPassword.intro') : <span className="break-words">{t('resetPassword.introFor', { email: linkEmail })}</span>}
      localeSwitcher={<LocaleSwitcher />}
    >
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-5">
        {askForEmail ? (
          <TextField field={email} label={t('form.email')} type="email" autoComplete="username" inputMode="email" spellCheck={false} />
        ) : (
          // For password managers: the account the new password belongs to.
          <input type="email" name="username" autoComplete="username" value={linkEmail} readOnly hidden />
        )}
        <NewPasswordField field={form.field('password')} label={t('form.newPassword')} hint={t('form.passwordRules')} />
        <PasswordField field={form.field('password_confirmation')} label={t('form.passwordConfirmation')} autoComplete="new-password" />
        <SubmitButton busy={form.submitting} className="w-full">
          {t('resetPassword.submit')}
        </SubmitButton>
      </form>
    </AuthFrame>
  );
}
