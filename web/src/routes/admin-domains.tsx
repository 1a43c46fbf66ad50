import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/layout/page-frame';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { DomainList } from '../features/admin/components/domain-list';
import { ExpirySyncProgressCard } from '../features/admin/components/expiry-sync-progress';
import { FailingDomainsCard } from '../features/admin/components/failing-domains';

/** `/admin/domains`: find and filter domains; the domains that do not work; force the expiry sync of every domain and follow it (administrators). */
export default function AdminDomainsPage() {
  const { t } = useTranslation();
  return (
    <AdminLayout>
      <div className="space-y-6">
        <PageTitle>{t('titles.adminDomains')}</PageTitle>
        <DomainList />
        <FailingDomainsCard />
        <ExpirySyncProgressCard />
      </div>
    </AdminLayout>
  );
}
