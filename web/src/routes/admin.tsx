import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { adminChildren, paths } from '../config/paths';
import { NotAvailable } from '../components/layout/not-available';
import { BackIcon, LogoMark } from '../components/ui/icons';
import { useCurrentRoute } from '../lib/use-current-route';

/**
 * The admin area (`/admin` and its children), outside the main layout (spec §2). Its own
 * navigation between the child pages; the pages themselves arrive with the admin feature.
 */
export default function AdminPage() {
  const { t } = useTranslation();
  const { route } = useCurrentRoute();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <span className="flex items-center gap-2.5">
            <LogoMark className="size-7" />
            <span className="font-semibold text-slate-900">
              {t('app.name')} · {t('titles.admin')}
            </span>
          </span>
          <Link
            to={paths.domains.href()}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <BackIcon className="size-4" />
            {t('admin.backToPortal')}
          </Link>
        </div>
        <nav aria-label={t('admin.navigation')} className="mx-auto max-w-6xl overflow-x-auto px-4 sm:px-6">
          <ul className="flex gap-1">
            {adminChildren.map((name) => (
              <li key={name}>
                <NavLink
                  to={paths[name].href()}
                  className={({ isActive }) =>
                    `block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap ${
                      isActive ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'
                    }`
                  }
                >
                  {t(`titles.${paths[name].titleKey}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <NotAvailable title={t(`titles.${route.titleKey}`)} />
      </main>
    </div>
  );
}
