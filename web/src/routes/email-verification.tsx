import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { CodeField, codeErrorFields } from '../components/form/code-field';
import { TextField } from '../components/form/field';
import { SubmitButton } from '../components/form/submit-button';
import { useForm } from '../components/form/use-form';
import { showError, showInfo } from '../components/ui/toasts/toast-store';
import { paths } from '../config/paths';
import { useResendEmailVerification } from '../features/auth/api/resend-email-verification';
import { useVerifyEmail, verifyEmailSchema } from '../features/auth/api/verify-email';
import { AuthFrame, textLink } from '../features/auth/components/auth-frame';
import { LocaleSwitcher } from '../features/users/components/locale-switcher';
import { setAccessToken } from '../lib/access-token';
import { isApiError } from '../lib/api-client';
import { currentUserKey } from '../lib/api/get-current-user';
import { sessionKeys, writeSession } from '../lib/storage';

/**
 * `/email-verification` ("Vátta teldubústað"): the e-mail (from `?email=` after sign-up) and the
 * 6-digit code. A new account's owner is signed in with the token the answer carries and goes on
 * to verify the phone.
 */
export default function EmailVerificationPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { trigger } = useVerifyEmail();
  const { trigger: resend, isMutating: resending } = useResendEmailVerification();
  const form = useForm({
    initialValues: { email: search.get('email') ?? '', code: '' },
    schema: verifyEmailSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      const answer = await trigger(values);
      if (answer.token) {
        // A new account: offer a passkey once signed in (PasskeyPrompt).
        writeSession(sessionKeys.offerPasskey, true, { ttlMs: null });
        setAccessToken(answer.token);
        // The next page waits for the user; the guest rule must not send it to domains first.
        void navigate(paths['phone-verification'].href(), { replace: true });
        await mutate(currentUserKey);
        return;
      }
      showInfo(t('emailVerification.verified'));
      void navigate(paths['auth-login'].href(), { replace: true });
    },
  });

  const resendCode = async () => {
    const { resendEmailVerificationRequest } = await import('#shared/schemas/auth.ts');
    const parsed = resendEmailVerificationRequest.safeParse({ email: form.values.email });
    const email = form.field('email');
    if (!parsed.success) {
      email.onBlur();
      document.getElementById(email.id)?.focus();
      return;
    }
    try {
      await resend(parsed.data);
      showInfo(t('emailVerification.resent', { email: parsed.data.email }));
    } catch (error) {
      showError(isApiError(error) ? error.message : t('errors.internal'));
    }
  };

  return (
    <AuthFrame title={t('titles.emailVerification')} intro={t('emailVerification.intro')} localeSwitcher={<LocaleSwitcher />}>
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-5">
        <TextField field={form.field('email')} label={t('form.email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
        <CodeField field={form.field('code')} label={t('form.code')} hint={t('emailVerification.codeHint')} />
        <SubmitButton busy={form.submitting} className="w-full">
          {t('emailVerification.submit')}
        </SubmitButton>
        <p className="text-sm text-slate-600">
          {t('emailVerification.noCode')}{' '}
          <button type="button" className={textLink} disabled={resending} onClick={() => void resendCode()}>
            {t('emailVerification.resend')}
          </button>
        </p>
      </form>
    </AuthFrame>
  );
}
