import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../ui/icons';
import { PageTitle } from './page-frame';

/** The honest state of a route whose feature has not been built yet. */
export function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageTitle>{title}</PageTitle>
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-700">
          <ClockIcon className="size-6" />
        </span>
        <h2 className="mt-4 text-base font-semibold text-slate-900">{t('notAvailable.heading')}</h2>
        <p className="mt-1 max-w-md text-sm text-slate-600">{t('notAvailable.body')}</p>
      </div>
    </div>
  );
}
