import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { Loader } from '#web/components/layout/loader.tsx';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { useLocks } from '../api/get-locks';
import { usePortalLock } from '#web/lib/api/get-portal-lock.ts';
import { useTransferCode } from '../api/get-transfer-code';
import { useRenewTransferCode } from '../api/renew-transfer-code';
import { useSetRegistrationLock } from '../api/set-registration-lock';
import { useSetTransferLock } from '../api/set-transfer-lock';
import { PortalLockCard } from './portal-lock-card';
import { LoadFailed, LockedNote, PortalLockedNote, SettingsCard } from './settings-card';

/**
 * The locks tab: the transfer lock (at once; lifting it asks first), the registration lock (locking at once; unlocking
 * requested and shown as such until the registry confirms — asking again checks), and the
 * transfer code (shown on demand; a new one makes the old one stop working).
 */
export default function LocksPanel({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error, mutate, isValidating } = useLocks(domain.id);
  const portalLock = usePortalLock(domain.id);
  const [busy, setBusy] = useState(false);
  const setTransferLock = useSetTransferLock(domain.id);
  const setRegistrationLock = useSetRegistrationLock(domain.id);
  if (error) return <LoadFailed error={error} />;
  if (portalLock.error) return <LoadFailed error={portalLock.error} />;
  if (!data || !portalLock.data) return <Loader />;
  const registrationLocked = data.registration_lock !== 'unlocked';
  const portalLocked = portalLock.data.state !== 'unlocked';
  // Under the portal lock the transfer lock may be put on, not lifted.
  const transferLockFixed = portalLocked && data.transfer_lock;

  const act = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      if (done) showInfo(done);
    } catch (caught) {
      showError(isApiError(caught) ? caught.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  /** Lifting the transfer lock lets anyone with the code move the domain away: asked first. */
  const switchTransferLock = async () => {
    if (data.transfer_lock) {
      const go = await openConfirm({
        title: t('domainSettings.locks.transferUnlockTitle'),
        message: t('domainSettings.locks.transferUnlockText'),
        confirmText: t('domainSettings.locks.transferUnlockConfirm'),
      });
      if (!go) return;
    }
    await act(() => setTransferLock(!data.transfer_lock), t('domainSettings.saved'));
  };

  const unlock = async () => {
    const go = await openConfirm({
      title: t('domainSettings.locks.unlockTitle'),
      message: t('domainSettings.locks.unlockText'),
      confirmText: t('domainSettings.locks.unlockConfirm'),
    });
    if (go) await act(() => setRegistrationLock(false));
  };

  return (
    <div className="space-y-6">
      <PortalLockCard domainId={domain.id} view={portalLock.data} personal={domain.owner.type === 'user'} />

      <SettingsCard heading={t('domainSettings.locks.transferHeading')} testId="transfer-lock">
        <p className="text-sm text-slate-700">{t('domainSettings.locks.transferIntro')}</p>
        <p className="text-sm text-slate-800">
          <strong data-testid="transfer-lock-state">{data.transfer_lock ? t('domainSettings.locks.locked') : t('domainSettings.locks.unlocked')}</strong>
        </p>
        <PortalLockedNote locked={transferLockFixed} />
        <LockedNote locked={registrationLocked} />
        <button
          type="button"
          className={data.transfer_lock ? secondaryButton : primaryButton}
          disabled={busy || registrationLocked || transferLockFixed}
          onClick={() => void switchTransferLock()}
        >
          {data.transfer_lock ? t('domainSettings.locks.unlock') : t('domainSettings.locks.lock')}
        </button>
      </SettingsCard>

      <SettingsCard heading={t('domainSettings.locks.registrationHeading')} testId="registration-lock">
        <p className="text-sm text-slate-700">{t('domainSettings.locks.registrationIntro')}</p>
        <p className="text-sm text-slate-800">
          <strong data-testid="registration-lock-state" data-state={data.registration_lock}>
            {data.registration_lock === 'locked'
              ? t('domainSettings.locks.locked')
              : data.registration_lock === 'unlock_requested'
                ? t('domainSettings.locks.requested')
                : t('domainSettings.locks.unlocked')}
          </strong>
        </p>
        {data.registration_lock === 'unlock_requested' && data.unlock_requested_at && (
          <p className="text-sm text-slate-700">{t('domainSettings.locks.requestedAt', { date: formatDateTime(data.unlock_requested_at, locale) })}</p>
        )}
        <div className="flex flex-wrap gap-3">
          {data.registration_lock === 'locked' ? (
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void unlock()}>
              {t('domainSettings.locks.unlock')}
            </button>
          ) : (
            <button type="button" className={primaryButton} disabled={busy} onClick={() => void act(() => setRegistrationLock(true), t('domainSettings.saved'))}>
              {t('domainSettings.locks.lock')}
            </button>
          )}
          {data.registration_lock === 'unlock_requested' && (
            <button type="button" className={secondaryButton} disabled={isValidating} onClick={() => void mutate()}>
              {t('domainSettings.locks.checkAgain')}
            </button>
          )}
        </div>
      </SettingsCard>

      <TransferCode domainId={domain.id} registrationLocked={registrationLocked} portalLocked={portalLocked} />
    </div>
  );
}

function TransferCode({ domainId, registrationLocked, portalLocked }: { domainId: string; registrationLocked: boolean; portalLocked: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const { data, error } = useTransferCode(domainId, shown && !portalLocked);
  const renewTransferCode = useRenewTransferCode(domainId);

  const renew = async () => {
    const go = await openConfirm({
      title: t('domainSettings.locks.newCodeTitle'),
      message: t('domainSettings.locks.newCodeText'),
      confirmText: t('domainSettings.locks.newCode'),
      danger: true,
    });
    if (!go) return;
    setBusy(true);
    try {
      await renewTransferCode();
      setShown(true);
      showInfo(t('domainSettings.locks.newCodeDone'));
    } catch (caught) {
      showError(isApiError(caught) ? caught.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard heading={t('domainSettings.locks.codeHeading')} testId="transfer-code-card">
      <p className="text-sm text-slate-700">{t('domainSettings.locks.codeIntro')}</p>
      <PortalLockedNote locked={portalLocked} />
      {shown && !portalLocked && data && (
        <p>
          <code className="rounded bg-slate-100 px-2 py-1 font-mono text-base text-slate-900 select-all" data-testid="transfer-code">
            {data.transfer_code}
          </code>
        </p>
      )}
      {shown && !portalLocked && error !== undefined && <LoadFailed error={error} />}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} disabled={portalLocked} onClick={() => setShown(!shown)} aria-expanded={shown}>
          {shown ? t('domainSettings.locks.hideCode') : t('domainSettings.locks.showCode')}
        </button>
        <button type="button" className={secondaryButton} disabled={busy || registrationLocked || portalLocked} onClick={() => void renew()}>
          {t('domainSettings.locks.newCode')}
        </button>
      </div>
    </SettingsCard>
  );
}
