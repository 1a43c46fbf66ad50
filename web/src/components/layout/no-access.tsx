import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { BackIcon, ShieldIcon } from '../ui/icons';

/**
 * A page the signed-in user may not see (an admin route for a user who is not an admin): said in
 * place, with the address kept, and a way back to the domains. The server refuses the same
 * user's calls with 403, so nothing of the page's data would load anyway.
 */
export function NoAccess({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-xl space-y-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <div role="alert" className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
            <ShieldIcon className="size-6" />
          </span>
          <h2 className="mt-4 text-base font-semibold text-slate-900">{t('admin.noAccessHeading')}</h2>
          <p className="mt-1 max-w-md text-sm text-slate-600">{t('admin.noAccessBody')}</p>
          <Link
            to={paths.domains.href()}
            className="mt-6 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-blue-700 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <BackIcon className="size-4" />
            {t('admin.backToPortal')}
          </Link>
        </div>
      </div>
    </main>
  );
}
