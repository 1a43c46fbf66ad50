import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '#web/components/ui/toasts/toast-store.ts';
import { useSsoClient } from '#web/lib/sso.ts';

/**
 * "Sign in with national e-ID": starts the provider's code flow (PKCE). Shown only when the
 * config names an identity provider (the e-ID client registered itself at start-up).
 */
export function EidSignInButton() {
  const { t } = useTranslation();
  const client = useSsoClient();
  const [busy, setBusy] = useState(false);
  if (!client) return null;
  const start = async () => {
    setBusy(true);
    try {
      await client.signIn();
    } catch (error) {
      console.warn('Could not start the e-ID sign-in.', error);
      showError(t('login.eidFailed'));
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void start()}
      disabled={busy}
      aria-busy={busy || undefined}
      className="inline-flex w-full items-center justify-center gap-2.5 rounded-lg bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-60"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="9" cy="11" r="2" />
        <path d="M6 16c.6-1.5 1.7-2.2 3-2.2s2.4.7 3 2.2M14.5 10h4M14.5 13h3" />
      </svg>
      {t('login.eidSignIn')}
    </button>
  );
}
