import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '#web/components/form/field.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { requestLogin, requestLoginSchema } from '../api/request-login';
import { useSignInWithToken } from '../hooks/use-sign-in-with-token';
import { textLink } from './auth-frame';
import type { Challenge } from './login-code-step';

/** The code steps load when they show, not with /login's first scripts. */
const CodeStep = lazy(() => import('./login-code-step'));
const AppCodeStep = lazy(() => import('./login-app-code-step'));

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
      <TextField field={form.field('email')} label={t('form.email')} type="email" autoComplete="username webauthn" inputMode="email" spellCheck={false} />
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

/**
 * Sign-in with e-mail and password (spec §4 "Credentials"): request-login sends a 6-digit code
 * when they match (and says at once when they do not), login exchanges it for the access token; the user then loads and the locale follows the
 * user's language. A user whose authenticator app is on is sent nothing and types the app's code, or a recovery code.
 */
export function LoginForm() {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [email, setEmail] = useState('');
  const signIn = useSignInWithToken();
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
  if (challenge.secondFactor === 'authenticator') {
    return (
      <Suspense fallback={null}>
        <AppCodeStep key={challenge.verificationId} challenge={challenge} onBack={() => setChallenge(null)} signIn={signIn} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <CodeStep
        key={challenge.verificationId}
        challenge={challenge}
        onBack={() => setChallenge(null)}
        onResent={(verificationId) => setChallenge({ ...challenge, verificationId })}
        signIn={signIn}
        requestCode={requestLogin}
      />
    </Suspense>
  );
}
