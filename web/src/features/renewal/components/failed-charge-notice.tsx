import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#shared/format.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { useOrders } from '#web/features/orders/index.ts';

/** Why the last automatic charge failed, in words (the provider's decline codes all read "declined"). */
function failureText(code: string | null, t: TFunction): string {
  switch (code) {
    case 'expired_card':
      return t('renewal.failedChargeExpiredCard');
    case 'payment_card_missing':
      return t('renewal.failedChargeNoCard');
    case 'authentication_required':
      return t('renewal.failedChargeAuthentication');
    case 'payment_provider_unavailable':
      return t('renewal.failedChargeUnavailable');
    default:
      return t('renewal.failedChargeDeclined');
  }
}

/** The domain's automatic renewal order whose last charge failed, if any (newest first: the current period's). */
export function failedAutomaticCharge(orders: readonly Order[] | undefined, domainId: string): Order | null {
  return (
    orders?.find((order) => order.kind === 'renewal' && order.status === 'failed' && order.automatic_charge && order.items.some((item) => item.domain_id === domainId)) ?? null
  );
}

/**
 * On the renewal tab: the last failed automatic charge for the domain's period (when, and why)
 * and what to do — attach another card or renew by hand (which closes that order as "replaced by
 * a manual renewal"). Shown while the automatic renewal's order is `failed`.
 */
export function FailedChargeNotice({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const { data: orders } = useOrders(domain.owner.type === 'team' ? domain.owner.id : undefined);
  const order = failedAutomaticCharge(orders, domain.id);
  if (!order?.automatic_charge) return null;
  const { last_attempt_at: lastAttemptAt, last_failure: lastFailure } = order.automatic_charge;
  return (
    <section className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 px-6 py-5" data-testid="renewal-failed-charge" aria-labelledby="renewal-failed-charge-heading">
      <h3 id="renewal-failed-charge-heading" className="text-base font-semibold text-amber-950">
        {t('renewal.failedChargeHeading')}
      </h3>
      <p className="text-sm text-amber-950" data-testid="renewal-failed-charge-reason">
        {t('renewal.failedChargeText', { date: formatDate(lastAttemptAt ?? order.updated_at), reason: failureText(lastFailure, t) })}
      </p>
      <p className="text-sm text-amber-950">{t('renewal.failedChargeWhatToDo', { date: formatDate(domain.expires_at) })}</p>
    </section>
  );
}
