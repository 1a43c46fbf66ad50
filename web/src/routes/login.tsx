import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { AuthFrame, textLink } from '../features/auth/components/auth-frame';
import { DevelopmentSignIn } from '../features/auth/components/development-sign-in';
import { EidSignInButton } from '../features/auth/components/eid-sign-in-button';
import { LoginForm } from '../features/auth/components/login-form';
import { PasskeySignIn } from '../features/auth/components/passkey-sign-in';
import { takeSessionExpired } from '../features/auth/session-expired';
import { GuestAvailability } from '../features/domains/components/guest-availability';
import { LocaleSwitcher } from '../features/users/components/locale-switcher';
import { getConfig } from '../lib/config';
import { useSsoClient } from '../lib/sso';

/**
 * `/login` (auth-login): the national e-ID button when a provider is configured, e-mail and
 * password with an e-mailed code, a passkey alone (the button, and the e-mail field's autofill), links to forgot password and to sign-up from abroad; under it
 * the availability box (names and prices before signing in, issue 26); the local runtime adds the
 * development sign-in. The provider also returns here (`redirect_uri`); the
 * start-up finished that callback before the app mounted.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { developmentSignIn } = getConfig();
  const sso = useSsoClient();
  // Read once per visit: signed out because the e-ID session ran out (SsoExpiryGuard).
  const [expired] = useState(takeSessionExpired);
  const or = (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      {t('login.or')}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
  return (
    <AuthFrame
      title={t('titles.authLogin')}
      intro={t('login.intro')}
      after={
        <>
          <GuestAvailability signIn="here" />
          {developmentSignIn && <DevelopmentSignIn />}
        </>
      }
      localeSwitcher={<LocaleSwitcher />}
    >
      {expired && (
        <p role="status" className="mb-5 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-600/20 ring-inset" data-testid="session-expired">
          {t('login.sessionExpired')}
        </p>
      )}
      {sso && (
        <div className="space-y-5">
          <EidSignInButton />
          {or}
          <h2 className="sr-only">{t('login.passwordHeading')}</h2>
        </div>
      )}
      <div className={sso ? 'mt-5' : undefined}>
        <LoginForm />
      </div>
      <div className="mt-5 space-y-5">
        {or}
        <PasskeySignIn />
      </div>
      <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-600">
        {t('login.noEid')}{' '}
        <Link to={paths['auth-create-abroad-user'].href()} className={textLink}>
          {t('login.createAbroadUser')}
        </Link>
      </p>
    </AuthFrame>
  );
}
