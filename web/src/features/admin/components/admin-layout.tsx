import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { BackIcon, LogoMark } from '../../../components/ui/icons';
import { builtAdminPages } from '../admin-pages';

/**
 * The admin area's frame (`/admin` and its children), outside the main layout (spec §2): the
 * product and the area's name, the way back to the portal, and the menu of the built admin
 * pages. It scrolls sideways on its own on a narrow screen, never the page.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-4 sm:px-6">
          <Link to={paths.admin.href()} className="flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-blue-600">
            <LogoMark className="size-7" />
            <span className="font-semibold text-slate-900">
              {t('app.name')} · {t('titles.admin')}
            </span>
          </Link>
          <Link
            to={paths.domains.href()}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <BackIcon className="size-4" />
            {t('admin.backToPortal')}
          </Link>
        </div>
        {builtAdminPages.length > 0 && (
          <nav aria-label={t('admin.navigation')} className="mx-auto max-w-6xl overflow-x-auto px-4 sm:px-6">
            <ul className="flex gap-1">
              {builtAdminPages.map((name) => (
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
        )}
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}
