import { useTranslation } from 'react-i18next';
import { LogoMark } from '../components/ui/icons';
import { DevelopmentSignIn } from '../features/auth/components/development-sign-in';
import { LocaleSwitcher } from '../features/users/components/locale-switcher';
import { getConfig } from '../lib/config';

/**
 * `/login` (auth-login). Sign-in with Samleikin and with e-mail and password arrives with the
 * accounts feature; the local runtime offers the development sign-in.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { developmentSignIn } = getConfig();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="flex items-center justify-between px-6 py-5 sm:px-10">
        <span className="flex items-center gap-2.5">
          <LogoMark className="size-8" />
          <span className="text-lg font-semibold tracking-tight text-slate-900">{t('app.name')}</span>
        </span>
        <LocaleSwitcher />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:pt-16">
        <div className="w-full max-w-md space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('titles.authLogin')}</h1>
            <p className="mt-2 text-sm text-slate-600">{t('login.intro')}</p>
            <p className="mt-6 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">{t('login.accountsLater')}</p>
          </div>
          {developmentSignIn && <DevelopmentSignIn />}
        </div>
      </main>
    </div>
  );
}
