import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loader } from '../components/layout/loader';
import { PageTitle } from '../components/layout/page-frame';
import { BackIcon } from '../components/ui/icons';
import { paths } from '../config/paths';
import { useAdminUser } from '../features/admin/api/users';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { UserDetail } from '../features/admin/components/user-detail';
import { isApiError } from '../lib/api-client';

/** `/admin/users/:userId`: a user's page (administrators). */
export default function AdminUserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const { data: user, error, mutate } = useAdminUser(userId);
  return (
    <AdminLayout>
      <div className="space-y-6">
        <Link to={paths['admin-users'].href()} className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
          <BackIcon className="size-4" />
          {t('admin.users.backToUsers')}
        </Link>
        <PageTitle>{user ? user.name : t('titles.adminUsersSingle')}</PageTitle>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {isApiError(error) && error.status === 404 ? t('admin.users.notFound') : t('admin.users.userLoadFailed')}
          </p>
        ) : user ? (
          <UserDetail user={user} onChange={(next) => void (next ? mutate(next, { revalidate: false }) : mutate())} />
        ) : (
          <Loader />
        )}
      </div>
    </AdminLayout>
  );
}
