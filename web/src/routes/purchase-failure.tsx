import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../components/layout/page-frame';
import { Loader } from '../components/layout/loader';
import { cancelOrder } from '../features/orders/api/cancel-order';
import { useOrder } from '../features/orders/api/get-order';
import { clearCheckoutAttempt } from '../features/orders/checkout-attempt';
import { PurchaseFailureStatus, PurchaseProblem } from '../features/orders/components/purchase-status';

/**
 * `/purchase-failure?order=…` ("Keyp økisnavn"): where the payment provider sends the buyer when
 * the payment did not go through (its cancel URL). A pending order was cancelled on the payment
 * page: it is cancelled here at once (the checkout expired at the provider, so it can no longer be
 * paid). The order is polled like on the success page (the decline webhook may come a moment after
 * the redirect, and a late payment shows as paid). The checkout attempt ends here, so "Try again"
 * makes a new order.
 */
export default function PurchaseFailurePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = search.get('order') || null;
  const { data: order, error, mutate } = useOrder(orderId);
  const cancelled = useRef<string | null>(null);

  useEffect(() => {
    if (orderId) clearCheckoutAttempt();
  }, [orderId]);

  // Once per order: a failed call leaves it pending, and the provider's own expiry ends it later.
  useEffect(() => {
    if (order?.status !== 'pending' || cancelled.current === order.id) return;
    cancelled.current = order.id;
    cancelOrder(order.id).then(
      (after) => void mutate(after, { revalidate: false }),
      () => undefined,
    );
  }, [order, mutate]);

  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.purchaseDomain')}</PageTitle>
      {!orderId ? <PurchaseProblem /> : order ? <PurchaseFailureStatus order={order} /> : error ? <PurchaseProblem error={error} /> : <Loader />}
    </div>
  );
}
