import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { GuestHeader } from '#web/components/layout/guest-header.tsx';
import { BackIcon } from '#web/components/ui/icons.tsx';
import { useCurrentRoute } from '#web/lib/use-current-route.ts';

/**
 * The signed-out pages' frame (login, forgot and reset password, sign-up, e-mail verification,
 * create user): the guest header (logo, language), the route's back link (spec §2 "back goes to login") and a card
 * with the page's `<h1>`. The route hands in the language choice (the users feature's
 * `LocaleSwitcher`), so the auth feature does not import the users feature, which imports it.
 */
export function AuthFrame({
  title,
  intro,
  children,
  wide = false,
  after,
  localeSwitcher,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  after?: ReactNode;
  localeSwitcher: ReactNode;
}) {
  const { t } = useTranslation();
  const { route } = useCurrentRoute();
  const back = route.backTo ? paths[route.backTo] : null;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <GuestHeader languageSwitch={localeSwitcher} />
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:pt-10">
        <div className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} space-y-6`}>
          {back && (
            <Link
              to={back.href()}
              className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <BackIcon className="size-4" />
              {t('auth.backToLogin')}
            </Link>
          )}
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
            {intro && <div className="mt-2 text-sm text-slate-600">{intro}</div>}
            <div className="mt-6">{children}</div>
          </div>
          {after}
        </div>
      </main>
    </div>
  );
}

/** A link styled for the auth pages. */
export const textLink = 'rounded font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600';
