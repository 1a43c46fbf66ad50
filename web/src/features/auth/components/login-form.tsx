import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CodeField, codeErrorFields } from '#web/components/form/code-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { login, loginSchema } from '../api/login';
import { loginWithRecoveryCode, loginWithRecoveryCodeSchema } from '../api/login-with-recovery-code';
import { requestLogin, requestLoginSchema } from '../api/request-login';
import { useSignInWithToken } from '../hooks/use-sign-in-with-token';
import { textLink } from './auth-frame';

interface Challenge {
  email: string;
  password: string;
  verificationId: string;
  /** What the second step asks for: the e-mailed code, or the authenticator app's. */
  secondFactor: 'email-code' | 'authenticator';
}

/**
 * E-mail and password. When they do not match (an unknown e-mail or a wrong password: the API
 * answers both alike) the form says so under itself, in the current language, until either
 * field changes.
 */
function CredentialsStep({ initialEmail, onChallenge }: { initialEmail: string; onChallenge: (challenge: Challenge) => void }) {
  const { t } = useTranslation();
  const [mismatch, setMismatch] = useState<{ email: string; password: string } | null>(null);
  const form = useForm({
    initialValues: { email: initialEmail, password: '' },
    schema: requestLoginSchema,
    onSubmit: async (values) => {
      setMismatch(null);
      try {
        const { verification_id: verificationId, second_factor: secondFactor } = await requestLogin(values);
        onChallenge({ email: values.email, password: values.password, verificationId, secondFactor });
      } catch (error) {
        if (!isApiError(error) || error.code !== 'invalid_credentials') throw error;
        setMismatch(values);
      }
    },
  });
  const mismatchShown = mismatch !== null && mismatch.email === form.values.email && mismatch.password === form.values.password;
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-5" aria-label={t('login.credentialsForm')}>
      <TextField field={form.field('email')} label={t('form.email')} type="email" autoComplete="username" inputMode="email" spellCheck={false} />
      <PasswordField
        field={form.field('password')}
        label={t('form.password')}
        labelAside={
          <Link to={paths['auth-forgot-password'].href()} className={`${textLink} text-sm`}>
            {t('login.forgotPassword')}
          </Link>
        }
      />
      <SubmitButton busy={form.submitting} className="w-full">
        {t('login.continue')}
      </SubmitButton>
      {mismatchShown && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-600/20 ring-inset" data-testid="login-mismatch">
          {t('errors.invalid_credentials')}
        </p>
      )}
    </form>
  );
}

function CodeStep({ challenge, onBack, onResent }: { challenge: Challenge; onBack: () => void; onResent: (verificationId: string) => void }) {
  const { t } = useTranslation();
  const [resending, setResending] = useState(false);
  const signIn = useSignInWithToken();
  const form = useForm({
    initialValues: { code: '', verification_id: challenge.verificationId },
    schema: loginSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      const issued = await login(values);
      await signIn(issued.token);
    },
  });

  const resend = async () => {
    setResending(true);
    try {
      const { verification_id: verificationId } = await requestLogin({ email: challenge.email, password: challenge.password });
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

/** The authenticator app's code in place of the e-mailed one (nothing was sent), or a recovery code. */
function AppCodeStep({ challenge, onBack }: { challenge: Challenge; onBack: () => void }) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const signIn = useSignInWithToken();
  const codeForm = useForm({
    initialValues: { code: '', verification_id: challenge.verificationId },
    schema: loginSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      const issued = await login(values);
      await signIn(issued.token);
    },
  });
  const recoveryForm = useForm({
    initialValues: { recovery_code: '', verification_id: challenge.verificationId },
    schema: loginWithRecoveryCodeSchema,
    errorFields: { invalid_code: 'recovery_code', code_attempts_exhausted: 'recovery_code' },
    onSubmit: async (values) => {
      const issued = await loginWithRecoveryCode(values);
      await signIn(issued.token);
    },
  });
  const footer = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={secondaryButton} onClick={onBack}>
        {t('login.otherAccount')}
      </button>
      <button type="button" className={`${textLink} text-sm`} onClick={() => setRecovery(!recovery)}>
        {recovery ? t('login.useAppCode') : t('login.useRecoveryCode')}
      </button>
    </div>
  );
  if (recovery) {
    return (
      <form onSubmit={(event) => void recoveryForm.handleSubmit(event)} noValidate className="space-y-5" aria-label={t('login.recoveryCodeForm')}>
        <p className="text-sm text-slate-700">{t('login.recoveryCodeIntro')}</p>
        <TextField
          field={recoveryForm.field('recovery_code')}
          label={t('login.recoveryCodeLabel')}
          hint={t('login.recoveryCodeHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          // It replaces the app-code form just left: focus moves to the new field.
          autoFocus
        />
        <SubmitButton busy={recoveryForm.submitting} className="w-full">
          {t('login.signIn')}
        </SubmitButton>
        {footer}
      </form>
    );
  }
  return (
    <form onSubmit={(event) => void codeForm.handleSubmit(event)} noValidate className="space-y-5" aria-label={t('login.appCodeForm')}>
      <p className="text-sm text-slate-700">{t('login.appCodeIntro')}</p>
      <CodeField field={codeForm.field('code')} label={t('login.appCodeLabel')} autoFocus />
      <SubmitButton busy={codeForm.submitting} className="w-full">
        {t('login.signIn')}
      </SubmitButton>
      {footer}
    </form>
  );
}

/**
 * Sign-in with e-mail and password (spec §4 "Credentials"): request-login sends a 6-digit code
 * when they match (and says at once when they do not), login exchanges it for the access token; the user then loads and the locale follows the
 * user's language. A user whose authenticator app is on is sent nothing and types the app's code, or a recovery code.
 */
export function LoginForm() {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [email, setEmail] = useState('');
  if (!challenge) {
    return (
      <CredentialsStep
        initialEmail={email}
        onChallenge={(next) => {
          setEmail(next.email);
          setChallenge(next);
        }}
      />
    );
  }
  if (challenge.secondFactor === 'authenticator') return <AppCodeStep key={challenge.verificationId} challenge={challenge} onBack={() => setChallenge(null)} />;
  return (
    <CodeStep
      key={challenge.verificationId}
      challenge={challenge}
      onBack={() => setChallenge(null)}
      onResent={(verificationId) => setChallenge({ ...challenge, verificationId })}
    />
  );
}
