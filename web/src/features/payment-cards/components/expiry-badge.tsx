import { useTranslation } from 'react-i18next';
import type { PaymentCard } from '#shared/schemas/payment-cards.ts';

/** "Expired" (red) or "Expires soon" (amber, within 30 days); nothing for a card still good. */
export function ExpiryBadge({ status }: { status: PaymentCard['expiry_status'] }) {
  const { t } = useTranslation();
  if (status === 'valid') return null;
  const [text, tone] =
    status === 'expired' ? [t('paymentCards.expired'), 'bg-red-50 text-red-800 ring-red-200'] : [t('paymentCards.expiringSoon'), 'bg-amber-50 text-amber-900 ring-amber-200'];
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${tone}`} data-testid="card-expiry-badge" data-status={status}>
      {text}
    </span>
  );
}
