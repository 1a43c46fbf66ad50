import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/layout/page-frame';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { AdminInvoicesPage } from '../features/admin/components/invoices-page';

/** `/admin/invoices`: the receipts and credit notes of a period, their PDFs and the accountant's CSV (administrators). */
export default function AdminInvoicesRoute() {
  const { t } = useTranslation();
  return (
    <AdminLayout>
      <div className="space-y-6">
        <PageTitle>{t('titles.adminInvoices')}</PageTitle>
        <AdminInvoicesPage />
      </div>
    </AdminLayout>
  );
}
