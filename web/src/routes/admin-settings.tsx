import { useTranslation } from 'react-i18next';
import { Loader } from '../components/layout/loader';
import { PageTitle } from '../components/layout/page-frame';
import { useAdminSettings } from '../features/admin/api/settings';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { SettingsForm } from '../features/admin/components/settings-form';

/** `/admin/settings`: every setting, saved at once (administrators). */
export default function AdminSettingsPage() {
  const { t } = useTranslation();
  const { data: settings, error } = useAdminSettings();
  return (
    <AdminLayout>
      <div className="space-y-6">
        <PageTitle>{t('titles.adminSettings')}</PageTitle>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {t('admin.settings.loadFailed')}
          </p>
        ) : settings ? (
          <SettingsForm settings={settings} />
        ) : (
          <Loader />
        )}
      </div>
    </AdminLayout>
  );
}
