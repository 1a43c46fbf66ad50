import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../config/paths';
import { useAdminUser } from '../features/admin/api/users';
import { AdminDetailPage } from '../features/admin/components/admin-detail';
import { UserDetail } from '../features/admin/components/user-detail';

/** `/admin/users/:userId`: a user's page (administrators). */
export default function AdminUserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const { data: user, error, mutate } = useAdminUser(userId);
  return (
    <AdminDetailPage
      back={{ to: paths['admin-users'].href(), label: t('admin.users.backToUsers') }}
      title={user ? user.name : t('titles.adminUsersSingle')}
      error={error}
      notFound={t('admin.users.notFound')}
      loadFailed={t('admin.users.userLoadFailed')}
    >
      {user && <UserDetail user={user} onChange={(next) => void (next ? mutate(next, { revalidate: false }) : mutate())} />}
    </AdminDetailPage>
  );
}
