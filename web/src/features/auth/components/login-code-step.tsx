import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, codeErrorFields } from '#web/components/form/code-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { sessionKeys, writeSession } from '#web/lib/storage.ts';
import { login, loginSchema } from '../api/login';
import type { requestLogin } from '../api/request-login';
import { textLink } from './auth-frame';

export interface Challenge {
  email: string;
  password: string;
  verificationId: string;
  /** What the second step asks for: the e-mailed code, or the authenticator app's. */
  secondFactor: 'email-code' | 'authenticator';
}

/**
 * Step 2 of the password sign-in (login-form.tsx): the e-mailed code for the verification id
 * opens the session. A module of its own, loaded with the request for the code, so /login's first
 * scripts stay within their budget (docs/performance.md).
 */
export default function CodeStep({
  challenge,
  onBack,
  onResent,
  signIn,
  requestCode,
}: {
  challenge: Challenge;
  onBack: () => void;
  onResent: (verificationId: string) => void;
  /** useSignInWithToken's, from the login form (one module for /login's first scripts and this one). */
  signIn: (token: string) => Promise<void>;
  /** request-login again, for "Send a new code" (handed in for the same reason). */
  requestCode: typeof requestLogin;
}) {
  const { t } = useTranslation();
  const [resending, setResending] = useState(false);
  const form = useForm({
    initialValues: { code: '', verification_id: challenge.verificationId },
    schema: loginSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      const issued = await login(values);
      // People without the e-ID sign in with a password: offer them a passkey once in (PasskeyPrompt).
      writeSession(sessionKeys.offerPasskey, true, { ttlMs: null });
      await signIn(issued.token);
    },
  });

  const resend = async () => {
    setResending(true);
    try {
      const { verification_id: verificationId } = await requestCode({ email: challenge.email, password: challenge.password });
      form.reset({ code: '', verification_id: verificationId });
      onResent(verificationId);
      showInfo(t('login.codeResent'));
    } catch (error) {
      showError(isApiError(error) ? error.message : t('errors.internal'));
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-5" aria-label={t('login.codeForm')}>
      <p className="text-sm text-slate-700">{t('login.codeSent', { email: challenge.email })}</p>
      <CodeField field={form.field('code')} label={t('form.code')} hint={t('login.codeHint')} autoFocus />
      <SubmitButton busy={form.submitting} className="w-full">
        {t('login.signIn')}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className={secondaryButton} onClick={onBack}>
          {t('login.otherAccount')}
        </button>
        <button type="button" className={`${textLink} text-sm`} disabled={resending} onClick={() => void resend()}>
          {t('login.resendCode')}
        </button>
      </div>
    </form>
  );
}
