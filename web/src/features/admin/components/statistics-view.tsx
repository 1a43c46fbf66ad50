import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#shared/format.ts';
import type { AdminStatistics } from '#shared/schemas/admin-statistics.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { StatisticsChart } from './statistics-chart';
import { chartsOf, longMonth, shortMonth } from './statistics-figures';
import { StatisticsTable } from './statistics-table';

/** The statistics of a window of months: four charts, then the table of every figure. */
export function StatisticsView({ statistics }: { statistics: AdminStatistics }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const charts = useMemo(() => chartsOf(statistics.months), [statistics.months]);
  const labels = useMemo(() => statistics.months.map((month, index) => shortMonth(month.month, locale, index === 0 || month.month.endsWith('-01'))), [statistics.months, locale]);
  const from = longMonth(statistics.from, locale);
  const until = longMonth(statistics.until, locale);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2">
        {charts.map((chart) => (
          <StatisticsChart
            key={chart.id}
            chart={chart}
            labels={labels}
            description={t('admin.statistics.chartDescription', {
              chart: t(`admin.statistics.${chart.title}`),
              from,
              until,
              // Each series' figures in the months' order (money in whole kroner, as the chart's axis), `;` between
              // months since a figure may have a thousands separator (`1,200` in English).
              figures: chart.series
                .map((entry) =>
                  t('admin.statistics.seriesFigures', {
                    series: t(`admin.statistics.${entry.key}`),
                    values: entry.values.map((value) => formatNumber(chart.money ? Math.round(value / 100) : value, locale, 0)).join('; '),
                  }),
                )
                .join('. '),
            })}
          />
        ))}
      </div>
      <section className="space-y-3">
        <h2 className="text-base font-semibold text-slate-900">{t('admin.statistics.table')}</h2>
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <StatisticsTable months={statistics.months} />
        </div>
      </section>
    </div>
  );
}
