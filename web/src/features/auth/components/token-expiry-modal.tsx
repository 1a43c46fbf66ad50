import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { Modal } from '#web/components/ui/modal/modal.tsx';

/**
 * The locked warning shown with under 60 seconds left of a single sign-on session (spec §2); the
 * 1-second check in `SsoExpiryGuard` opens it.
 */
export function TokenExpiryModal({ open, busy = false, onRenew, onLogout }: { open: boolean; busy?: boolean; onRenew: () => void; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      locked
      title={t('tokenExpiry.title')}
      onClose={() => undefined}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onLogout}>
            {t('tokenExpiry.logout')}
          </button>
          <button type="button" className={primaryButton} onClick={onRenew} disabled={busy} aria-busy={busy || undefined}>
            {t('tokenExpiry.renew')}
          </button>
        </>
      }
    />
  );
}
