import { monthNames } from '#shared/format.ts';
import type { Locale } from '#shared/locales.ts';
import type { StatisticsMonth } from '#shared/schemas/admin-statistics.ts';

/** The statistics page's charts: what each draws, from the API's months. */
export type ChartKind = 'bars' | 'stacked-bars' | 'line';

export interface ChartSeries {
  /** The catalogue key of the series' name (`admin.statistics.<key>`). */
  key: 'registrations' | 'renewals' | 'transfersIn' | 'transfersOut' | 'revenueNet' | 'revenueVat' | 'activeDomains';
  values: number[];
}

export interface ChartDefinition {
  id: 'registrations' | 'transfers' | 'revenue' | 'active';
  /** The catalogue key of the chart's title (`admin.statistics.<key>`). */
  title: 'registrationsChart' | 'transfersChart' | 'revenueChart' | 'activeChart';
  kind: ChartKind;
  series: ChartSeries[];
  /** Money: the values are øre, the axis shows whole kroner. */
  money?: boolean;
}

/** `2026-11` → `nov.` / `Nov`, with the year under January and the first month. */
export function shortMonth(month: string, locale: Locale, withYear: boolean): string {
  const [year, number] = month.split('-');
  const name = monthNames[locale][Number(number) - 1]!.slice(0, 3);
  const short = locale === 'fo' ? name : name.charAt(0).toUpperCase() + name.slice(1);
  return withYear ? `${short} ${year}` : short;
}

/** `2026-11` → `november 2026` / `November 2026`. */
export function longMonth(month: string, locale: Locale): string {
  const [year, number] = month.split('-');
  return `${monthNames[locale][Number(number) - 1]} ${year}`;
}

export function chartsOf(months: readonly StatisticsMonth[]): ChartDefinition[] {
  const values = (pick: (month: StatisticsMonth) => number) => months.map(pick);
  return [
    {
      id: 'registrations',
      title: 'registrationsChart',
      kind: 'bars',
      series: [
        { key: 'registrations', values: values((month) => month.registrations) },
        { key: 'renewals', values: values((month) => month.renewals) },
      ],
    },
    {
      id: 'transfers',
      title: 'transfersChart',
      kind: 'bars',
      series: [
        { key: 'transfersIn', values: values((month) => month.transfers_in) },
        { key: 'transfersOut', values: values((month) => month.transfers_out) },
      ],
    },
    {
      id: 'revenue',
      title: 'revenueChart',
      kind: 'stacked-bars',
      money: true,
      series: [
        { key: 'revenueNet', values: values((month) => month.revenue_net) },
        { key: 'revenueVat', values: values((month) => month.revenue_vat) },
      ],
    },
    { id: 'active', title: 'activeChart', kind: 'line', series: [{ key: 'activeDomains', values: values((month) => month.active_domains) }] },
  ];
}
