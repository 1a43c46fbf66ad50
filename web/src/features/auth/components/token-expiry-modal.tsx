import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { Modal } from '#web/components/ui/modal/modal.tsx';

/**
 * The locked warning shown with under 60 seconds left of a single sign-on session (spec §2); the
 * 1-second check in `SsoExpiryGuard` opens it and counts the seconds down (the title is the
 * spec's text at 60). Focus starts on "renew": Enter keeps the person signed in.
 */
export function TokenExpiryModal({
  open,
  secondsLeft,
  busy = false,
  onRenew,
  onLogout,
}: {
  open: boolean;
  secondsLeft: number;
  busy?: boolean;
  onRenew: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const renewButton = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      locked
      initialFocus={renewButton}
      title={t('tokenExpiry.title', { count: Math.min(60, secondsLeft) })}
      onClose={() => undefined}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onLogout}>
            {t('tokenExpiry.logout')}
          </button>
          <button ref={renewButton} type="button" className={primaryButton} onClick={onRenew} disabled={busy} aria-busy={busy || undefined}>
            {t('tokenExpiry.renew')}
          </button>
        </>
      }
    />
  );
}
