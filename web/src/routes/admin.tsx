import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { NotAvailable } from '../components/layout/not-available';
import { PageTitle } from '../components/layout/page-frame';
import { builtAdminPages } from '../features/admin/admin-pages';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { useCurrentRoute } from '../lib/use-current-route';

/**
 * `/admin` (the overview: the built admin pages) and every admin page still to come (its real
 * title and "coming soon"), in the admin area's frame. The built pages have routes of their own.
 */
export default function AdminPage() {
  const { t } = useTranslation();
  const { route } = useCurrentRoute();
  if (route.name !== 'admin' || builtAdminPages.length === 0) {
    return (
      <AdminLayout>
        <NotAvailable title={t(`titles.${route.titleKey}`)} />
      </AdminLayout>
    );
  }
  return (
    <AdminLayout>
      <div className="space-y-6">
        <PageTitle>{t('titles.admin')}</PageTitle>
        <p className="text-sm text-slate-600">{t('admin.overviewIntro')}</p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {builtAdminPages.map((name) => (
            <li key={name}>
              <Link
                to={paths[name].href()}
                className="block rounded-xl border border-slate-200 bg-white px-5 py-4 font-medium text-slate-900 shadow-sm hover:border-blue-300 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                {t(`titles.${paths[name].titleKey}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </AdminLayout>
  );
}
