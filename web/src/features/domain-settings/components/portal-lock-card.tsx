import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format.ts';
import type { PortalLockView } from '#shared/schemas/domain-settings.ts';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { type PortalLockAction, useChangePortalLock } from '../api/change-portal-lock';
import { Note, SettingsCard } from './settings-card';

/** Hours and minutes until `until`, at least one minute. */
function timeLeft(until: string, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(1, Math.ceil((Date.parse(until) - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * The portal lock (docs/decisions/domain-portal-lock.md): its state; owners put it on at once and ask to lift it;
 * the waiting request with the time left (a personal domain) or who must approve (a team's), approving (another owner)
 * and cancelling (any owner).
 */
export function PortalLockCard({ domainId, view, personal }: { domainId: string; view: PortalLockView; personal: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const change = useChangePortalLock(domainId);

  const act = async (action: PortalLockAction, done: string, confirm?: { title: string; message: string; confirmText: string; danger?: boolean }) => {
    if (confirm && !(await openConfirm(confirm))) return;
    setBusy(true);
    try {
      await change(action);
      showInfo(done);
    } catch (caught) {
      showError(isApiError(caught) ? caught.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  const lift = view.lift;
  const stateText =
    view.state === 'locked'
      ? t('domainSettings.portalLock.locked')
      : view.state === 'lift_requested'
        ? t('domainSettings.portalLock.liftRequested')
        : t('domainSettings.portalLock.unlocked');

  return (
    <SettingsCard heading={t('domainSettings.portalLock.heading')} testId="portal-lock">
      <p className="text-sm text-slate-700">{t('domainSettings.portalLock.intro')}</p>
      <p className="text-sm text-slate-800">
        <strong data-testid="portal-lock-state" data-state={view.state}>
          {stateText}
        </strong>
        {view.locked_at && <span className="text-slate-600"> · {t('domainSettings.portalLock.since', { date: formatDateTime(view.locked_at, locale) })}</span>}
      </p>
      {lift && (
        <div className="space-y-2" data-testid="portal-lock-request">
          <p className="text-sm text-slate-800">{t('domainSettings.portalLock.requestedAt', { date: formatDateTime(lift.requested_at, locale) })}</p>
          {lift.approval === 'wait' && lift.lifts_at ? (
            <>
              <p className="text-sm text-slate-800" data-testid="portal-lock-time-left">
                {t('domainSettings.portalLock.liftsAt', { date: formatDateTime(lift.lifts_at, locale), ...timeLeft(lift.lifts_at, Date.now()) })}
              </p>
              <p className="text-sm text-slate-700">{t(lift.sms_sent ? 'domainSettings.portalLock.toldBySms' : 'domainSettings.portalLock.toldByEmail')}</p>
            </>
          ) : (
            <p className="text-sm text-slate-800" data-testid="portal-lock-approver">
              {t(lift.requested_by_me ? 'domainSettings.portalLock.waitsForOtherOwner' : 'domainSettings.portalLock.waitsForApproval')}
            </p>
          )}
        </div>
      )}
      {!view.may_change && <Note>{t('domainSettings.portalLock.ownersOnly')}</Note>}
      {view.may_change && (
        <div className="flex flex-wrap gap-3">
          {view.state === 'unlocked' && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() =>
                void act('lock', t('domainSettings.portalLock.lockDone'), {
                  title: t('domainSettings.portalLock.lockTitle'),
                  message: t('domainSettings.portalLock.lockText'),
                  confirmText: t('domainSettings.portalLock.lock'),
                })
              }
            >
              {t('domainSettings.portalLock.lock')}
            </button>
          )}
          {view.state === 'locked' && (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() =>
                void act('ask', t('domainSettings.portalLock.askDone'), {
                  title: t('domainSettings.portalLock.askTitle'),
                  message: t(personal ? 'domainSettings.portalLock.askText' : 'domainSettings.portalLock.askTextTeam'),
                  confirmText: t('domainSettings.portalLock.ask'),
                })
              }
            >
              {t('domainSettings.portalLock.ask')}
            </button>
          )}
          {view.may_approve && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() =>
                void act('approve', t('domainSettings.portalLock.approveDone'), {
                  title: t('domainSettings.portalLock.approveTitle'),
                  message: t('domainSettings.portalLock.approveText'),
                  confirmText: t('domainSettings.portalLock.approve'),
                  danger: true,
                })
              }
            >
              {t('domainSettings.portalLock.approve')}
            </button>
          )}
          {view.state === 'lift_requested' && (
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void act('cancel', t('domainSettings.portalLock.cancelDone'))}>
              {t('domainSettings.portalLock.cancel')}
            </button>
          )}
        </div>
      )}
    </SettingsCard>
  );
}
