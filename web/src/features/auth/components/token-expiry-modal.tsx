import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/ui/modal/buttons';
import { Modal } from '../../../components/ui/modal/modal';

/**
 * The locked warning shown with under 60 seconds left of a single sign-on session (spec §2).
 * The timer that opens it arrives with the accounts feature (identity provider).
 */
export function TokenExpiryModal({ open, onRenew, onLogout }: { open: boolean; onRenew: () => void; onLogout: () => void }) {
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
          <button type="button" className={primaryButton} onClick={onRenew}>
            {t('tokenExpiry.renew')}
          </button>
        </>
      }
    />
  );
}
