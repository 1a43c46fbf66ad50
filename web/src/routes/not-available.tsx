import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { NotAvailable } from '../components/layout/not-available';
import { BackIcon } from '../components/ui/icons';
import { useCurrentRoute } from '../lib/use-current-route';

/** Every route whose feature is still to come: its real title and an honest state. */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  const { route } = useCurrentRoute();
  const title = t(`titles.${route.titleKey}`);
  const inBarePage = route.name === 'team-invite-accept' || route.name === 'domain-invite-accept' || route.guard === 'guest';
  if (!inBarePage) return <NotAvailable title={title} />;
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-xl space-y-4">
        {route.backTo && (
          <Link
            to={paths[route.backTo].href()}
            className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <BackIcon className="size-4" />
            {t(`titles.${paths[route.backTo].titleKey}`)}
          </Link>
        )}
        <NotAvailable title={title} />
      </div>
    </main>
  );
}
