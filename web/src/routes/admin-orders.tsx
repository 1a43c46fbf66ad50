import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/layout/page-frame';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { AdminOrdersPage } from '../features/admin/components/orders-page';

/** `/admin/orders`: the orders of a period with their totals; mark paid, refund, receipts (administrators). */
export default function AdminOrdersRoute() {
  const { t } = useTranslation();
  return (
    <AdminLayout>
      <div className="space-y-6">
        <PageTitle>{t('titles.adminOrders')}</PageTitle>
        <AdminOrdersPage />
      </div>
    </AdminLayout>
  );
}
