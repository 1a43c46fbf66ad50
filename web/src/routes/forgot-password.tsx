import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../components/form/field';
import { SubmitButton } from '../components/form/submit-button';
import { useForm } from '../components/form/use-form';
import { paths } from '../config/paths';
import { forgotPasswordSchema, useForgotPassword } from '../features/auth/api/forgot-password';
import { AuthFrame, textLink } from '../features/auth/components/auth-frame';
import { LocaleSwitcher } from '../features/users/components/locale-switcher';

/**
 * `/login/forgot-password` (auth-forgot-password, our name: the spec gives the screen no path).
 * The confirmation is the same whether the address is known or not.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { trigger } = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    schema: forgotPasswordSchema,
    onSubmit: async (values) => {
      await trigger(values);
      setSentTo(values.email);
    },
  });
  return (
    <AuthFrame title={t('titles.authForgotPassword')} intro={sentTo ? undefined : t('forgotPassword.intro')} localeSwitcher={<LocaleSwitcher />}>
      {sentTo ? (
        <div className="space-y-4" role="status">
          <p className="text-sm text-slate-700">{t('forgotPassword.sent', { email: sentTo })}</p>
          <Link to={paths['auth-login'].href()} className={`${textLink} text-sm`}>
            {t('auth.backToLogin')}
          </Link>
        </div>
      ) : (
        <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-5">
          <TextField field={form.field('email')} label={t('form.email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
          <SubmitButton busy={form.submitting} className="w-full">
            {t('forgotPassword.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthFrame>
  );
}
