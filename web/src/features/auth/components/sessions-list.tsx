import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { isSsoSession, useSsoClient } from '#web/lib/sso.ts';
import { useAccessTokens, type AccessTokenEntry } from '../api/get-access-tokens';
import { useRevokeAccessToken } from '../api/revoke-access-token';
import { useLogout } from '../hooks/use-logout';

/**
 * A session's device in the reader's language: the API names the browser and the system
 * ("Safari", "iOS"), the catalogue words them ("Safari á iOS", "Safari on iOS").
 */
function useSessionDevice(): (entry: Pick<AccessTokenEntry, 'kind' | 'browser' | 'system'>) => string {
  const { t } = useTranslation();
  return (entry) => {
    if (entry.kind === 'development') return t('sessions.developmentDevice');
    if (entry.browser && entry.system) return t('sessions.device', { browser: entry.browser, system: entry.system });
    return entry.browser ?? entry.system ?? t('sessions.unknownDevice');
  };
}

/**
 * The user's sessions (`GET /auth/tokens`): label, created, last used, expiry, the current one
 * marked. Revoking another ends it at once; revoking the current one is a logout.
 */
export function SessionsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const deviceOf = useSessionDevice();
  const { data: tokens, error, isLoading } = useAccessTokens();
  const { trigger: revoke, isMutating } = useRevokeAccessToken();
  const logout = useLogout();
  useSsoClient();
  const eidNote = isSsoSession() ? <p className="mb-3 text-sm text-slate-600">{t('sessions.eidNote')}</p> : null;

  const revokeOne = async (entry: AccessTokenEntry) => {
    const confirmed = await openConfirm({
      title: entry.current ? t('sessions.revokeCurrentTitle') : t('sessions.revokeTitle'),
      message: entry.current ? t('sessions.revokeCurrentMessage') : t('sessions.revokeMessage', { label: deviceOf(entry) }),
      confirmText: t('sessions.revoke'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await revoke(entry.id);
      if (entry.current) {
        await logout({ alreadyRevoked: true });
        return;
      }
      showInfo(t('sessions.revoked'));
    } catch (cause) {
      showError(isApiError(cause) ? cause.message : t('errors.internal'));
    }
  };

  if (isLoading) return <p className="text-sm text-slate-500">{t('app.loading')}</p>;
  if (error !== undefined) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('sessions.loadFailed')}
      </p>
    );
  }
  if (!tokens || tokens.length === 0) {
    return (
      <>
        {eidNote}
        <p className="text-sm text-slate-600">{t('sessions.none')}</p>
      </>
    );
  }

  return (
    <>
      {eidNote}
      <ul className="divide-y divide-slate-100" aria-label={t('sessions.heading')}>
        {tokens.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <span className="break-words">{deviceOf(entry)}</span>
                {entry.current && (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-600/20 ring-inset">{t('sessions.current')}</span>
                )}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                {t('sessions.created', { date: formatDateTime(entry.created_at, locale) })}
                {' · '}
                {entry.last_used_at ? t('sessions.lastUsed', { date: formatDateTime(entry.last_used_at, locale) }) : t('sessions.neverUsed')}
                {' · '}
                {t('sessions.expires', { date: formatDateTime(entry.expires_at, locale) })}
              </p>
            </div>
            <button
              type="button"
              className={secondaryButton}
              disabled={isMutating}
              onClick={() => void revokeOne(entry)}
              aria-label={entry.current ? t('sessions.revokeCurrentLabel') : t('sessions.revokeLabel', { label: deviceOf(entry) })}
            >
              {entry.current ? t('sessions.revokeCurrent') : t('sessions.revoke')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
