import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../components/layout/page-frame';
import { Loader } from '../components/layout/loader';
import { useOrder } from '../features/orders/api/get-order';
import { clearCheckoutAttempt } from '../features/orders/checkout-attempt';
import { PurchaseProblem, PurchaseSuccessStatus } from '../features/orders/components/purchase-status';

/**
 * `/purchase-success?order=…` ("Keyp økisnavn"): where the payment provider sends the buyer after
 * paying. The order is polled every second while pending or paid, until it is registered,
 * refunded or failed. The checkout attempt ends here.
 */
export default function PurchaseSuccessPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = search.get('order') || null;
  const { data: order, error } = useOrder(orderId);

  useEffect(() => {
    if (orderId) clearCheckoutAttempt();
  }, [orderId]);

  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.purchaseDomain')}</PageTitle>
      {!orderId ? <PurchaseProblem /> : order ? <PurchaseSuccessStatus order={order} /> : error ? <PurchaseProblem error={error} /> : <Loader />}
    </div>
  );
}
