import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/layout/page-frame';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { UserSearch } from '../features/admin/components/user-search';

/** `/admin/users`: find users by the beginning of their name or e-mail address (administrators). */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  return (
    <AdminLayout>
      <div className="space-y-6">
        <PageTitle>{t('titles.adminUsers')}</PageTitle>
        <UserSearch />
      </div>
    </AdminLayout>
  );
}
