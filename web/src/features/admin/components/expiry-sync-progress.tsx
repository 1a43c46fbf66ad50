import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format.ts';
import { Card } from '#web/components/layout/page-frame.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { forceExpirySync, useExpirySyncProgress } from '../api/domains';

/**
 * Forcing the expiry sync of every domain, and how far it is: the screen asks for the progress
 * every 2 seconds while it runs (synced of the total counted when it started), then shows the
 * last one finished.
 */
export function ExpirySyncProgressCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: progress, mutate } = useExpirySyncProgress();
  const running = progress?.status === 'running';

  const startAll = async () => {
    const confirmed = await openConfirm({
      title: t('admin.domains.syncAllConfirmTitle'),
      message: t('admin.domains.syncAllConfirmMessage'),
      confirmText: t('admin.domains.syncAll'),
    });
    if (!confirmed) return;
    try {
      await forceExpirySync({ all: true });
      await mutate();
      showInfo(t('admin.domains.syncAllStarted'));
    } catch (cause) {
      showError(isApiError(cause) ? cause.message : t('errors.internal'));
    }
  };

  const date = (value: string | null) => (value ? formatDateTime(value, locale) : '');
  let text = t('admin.domains.progressNone');
  if (progress?.status === 'running') {
    text =
      progress.total === null
        ? t('admin.domains.progressRunningUncounted', { synced: progress.synced, date: date(progress.started_at) })
        : t('admin.domains.progressRunning', { synced: Math.min(progress.synced, progress.total), total: progress.total, date: date(progress.started_at) });
  } else if (progress?.status === 'finished') {
    text = t('admin.domains.progressFinished', { synced: progress.synced, total: progress.total ?? progress.synced, date: date(progress.finished_at) });
  }

  return (
    <Card title={t('admin.domains.syncAllHeading')}>
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t('admin.domains.syncAllIntro')}</p>
        {progress && (
          <div className="space-y-2" data-testid="expiry-sync-progress" data-status={progress.status}>
            {running && progress.total !== null && (
              <progress
                className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-blue-700"
                max={Math.max(progress.total, 1)}
                value={Math.min(progress.synced, progress.total)}
                aria-label={t('admin.domains.progressLabel')}
              />
            )}
            <p role="status" className="text-sm text-slate-800">
              {text}
            </p>
          </div>
        )}
        <button type="button" className={secondaryButton} disabled={running} onClick={() => void startAll()}>
          {t('admin.domains.syncAll')}
        </button>
      </div>
    </Card>
  );
}
