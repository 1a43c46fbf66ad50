import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '#web/components/ui/toasts/toast-store.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { startDemoSession, useDemoUsers } from '../api/get-demo-users';
import { useSignInWithToken } from '../hooks/use-sign-in-with-token';

/** Local runtime only: one button per seeded demo user. */
export function DevelopmentSignIn() {
  const { t } = useTranslation();
  const { data: users, error, isLoading } = useDemoUsers();
  const signIn = useSignInWithToken();
  const [pending, setPending] = useState<string | null>(null);

  // Each click starts a session of its own, so logging out ends only that one.
  const choose = async (email: string) => {
    setPending(email);
    try {
      await signIn(await startDemoSession(email));
    } catch (cause) {
      showError(errorMessage(cause, t));
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="development-sign-in" className="rounded-xl border border-amber-300 bg-amber-50/60 p-5">
      <h2 id="development-sign-in" className="text-sm font-semibold text-amber-900">
        {t('login.developmentHeading')}
      </h2>
      <p className="mt-1 text-sm text-amber-900/80">{t('login.developmentNote')}</p>
      {isLoading && <p className="mt-3 text-sm text-slate-600">{t('app.loading')}</p>}
      {error !== undefined && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('login.demoUsersFailed')}
        </p>
      )}
      {users && users.length === 0 && <p className="mt-3 text-sm text-slate-600">{t('login.noDemoUsers')}</p>}
      {users && users.length > 0 && (
        <ul className="mt-4 space-y-2">
          {users.map((user) => (
            <li key={user.email}>
              <button
                type="button"
                disabled={pending !== null}
                onClick={() => void choose(user.email)}
                className="flex w-full items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-left shadow-sm transition hover:border-blue-300 hover:bg-blue-50/40 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-60"
              >
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{t('login.signInAs', { name: user.name })}</span>
                  <span className="block truncate text-xs text-slate-500">{user.email}</span>
                </span>
                {user.is_admin && <span className="shrink-0 rounded-full bg-slate-900 px-2 py-0.5 text-xs font-medium text-white">{t('login.administrator')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
