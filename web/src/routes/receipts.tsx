import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/layout/page-frame';
import { useOrders } from '../features/orders/api/get-orders';
import { ReceiptsTable } from '../features/orders/components/receipts-table';

/** `/receipts` ("Kvittanir"): the user's orders with their amounts, status and the PDF receipt. */
export default function ReceiptsPage() {
  const { t } = useTranslation();
  const { data: orders, error } = useOrders();

  let content;
  if (orders && orders.length > 0) {
    content = <ReceiptsTable orders={orders} />;
  } else if (orders) {
    content = (
      <p className="px-6 py-10 text-center text-sm text-slate-600" data-testid="receipts-empty">
        {t('receipts.empty')}
      </p>
    );
  } else if (error) {
    content = (
      <p role="alert" className="px-6 py-5 text-sm text-red-700" data-testid="receipts-error">
        {t('receipts.loadFailed')}
      </p>
    );
  } else {
    content = (
      <div role="status" className="space-y-3 px-6 py-5" data-testid="receipts-loading">
        <span className="sr-only">{t('app.loading')}</span>
        {[0, 1, 2].map((index) => (
          <div key={index} aria-hidden="true" className="h-4 w-full max-w-xl animate-pulse rounded bg-slate-200" />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.receipts')}</PageTitle>
      <section aria-label={t('receipts.listLabel')} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {content}
      </section>
    </div>
  );
}
