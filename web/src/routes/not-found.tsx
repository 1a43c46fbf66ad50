import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { primaryButton } from '../components/ui/modal/buttons';

/** Any other path (spec §2): title "404: Síðan finnist ikki". Shown without the main layout. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{t('app.name')}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">{t('titles.notFound')}</h1>
        <p className="mt-3 text-slate-600">{t('notFound.body')}</p>
        <Link to={paths.domains.href()} className={`${primaryButton} mt-8`}>
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}
