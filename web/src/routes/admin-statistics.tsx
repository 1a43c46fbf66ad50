import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, inputOk } from '../components/form/field';
import { Loader } from '../components/layout/loader';
import { PageTitle } from '../components/layout/page-frame';
import { statisticsWindows, type StatisticsWindow, useAdminStatistics } from '../features/admin/api/statistics';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { StatisticsView } from '../features/admin/components/statistics-view';

/** `/admin/statistics`: registrations, renewals, transfers, revenue and active domains per month (administrators). */
export default function AdminStatisticsPage() {
  const { t } = useTranslation();
  const periodId = useId();
  const [months, setMonths] = useState<StatisticsWindow>(12);
  const { data: statistics, error } = useAdminStatistics(months);
  return (
    <AdminLayout>
      <div className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="space-y-2">
            <PageTitle>{t('titles.adminStatistics')}</PageTitle>
            <p className="max-w-2xl text-sm text-slate-600">{t('admin.statistics.intro')}</p>
          </div>
          <div className="w-full space-y-1.5 sm:w-56">
            <label htmlFor={periodId} className="block text-sm font-medium text-slate-800">
              {t('admin.statistics.period')}
            </label>
            <select id={periodId} value={months} onChange={(event) => setMonths(Number(event.target.value) as StatisticsWindow)} className={`${inputClass} ${inputOk}`}>
              {statisticsWindows.map((window) => (
                <option key={window} value={window}>
                  {t('admin.statistics.lastMonths', { count: window })}
                </option>
              ))}
            </select>
          </div>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {t('admin.statistics.loadFailed')}
          </p>
        ) : statistics ? (
          <StatisticsView statistics={statistics} />
        ) : (
          <Loader />
        )}
      </div>
    </AdminLayout>
  );
}
