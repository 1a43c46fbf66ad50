import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '#shared/format.ts';
import { useLocale } from '#web/lib/i18n.ts';
import type { ChartDefinition } from './statistics-figures';

/** The series' colours: blue-700 and amber-600 (told apart without colour too, by the legend's order and the table). */
export const seriesColours = ['#1d4ed8', '#d97706'] as const;
const swatches = ['bg-blue-700', 'bg-amber-600'] as const;
const axisText = '#475569';
const gridLine = '#e2e8f0';
const font = '12px system-ui, sans-serif';
const height = 220;
/** Whole steps only: counts and whole kroner. */
const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000];

function optionsOf(chart: ChartDefinition, labels: readonly string[], width: number, locale: 'fo' | 'en'): uPlot.Options {
  const yAxisSize = chart.money ? 72 : 44;
  const columnWidth = Math.max(0, width - yAxisSize) / Math.max(1, labels.length);
  // Narrow columns (a phone): every other month's name, without its year, so the names do not run
  // into each other (the description and the table name every month with its year).
  const narrow = columnWidth < 40;
  const label = (index: number) => (narrow ? (index % 2 === 0 ? (labels[index] ?? '').split(' ')[0]! : '') : (labels[index] ?? ''));
  const bars = chart.kind === 'bars' && chart.series.length > 1;
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, labels.length - 0.5] },
      y: { range: (_self, _min, max) => [0, max > 0 ? max : 1] },
    },
    axes: [
      {
        stroke: axisText,
        font,
        size: 32,
        grid: { show: false },
        ticks: { show: false },
        splits: () => labels.map((_, index) => index),
        values: (_self, splits) => splits.map(label),
      },
      {
        stroke: axisText,
        font,
        size: yAxisSize,
        incrs: steps,
        grid: { stroke: gridLine, width: 1 },
        ticks: { show: false },
        values: (_self, splits) => splits.map((value) => formatNumber(value, locale, 0)),
      },
    ],
    series: [
      {},
      ...chart.series.map((entry, index): uPlot.Series => {
        const colour = seriesColours[index % seriesColours.length]!;
        if (chart.kind === 'line') return { stroke: colour, width: 2, fill: `${colour}14`, points: { show: true, size: 6, fill: colour } };
        return {
          stroke: colour,
          fill: colour,
          width: 0,
          points: { show: false },
          // Side by side: the first series left of the month's middle, the second right of it.
          paths: uPlot.paths.bars!({ size: [bars ? 0.35 : 0.6, 28], align: bars ? (index === 0 ? -1 : 1) : 0 }),
        };
      }),
    ],
  };
}

/**
 * One chart of the statistics page, drawn by uPlot on a canvas that follows its box's width.
 * For screen readers the box is one image named by `description` (the chart, the window and the
 * last month's figures); every figure is in the page's table.
 */
export function StatisticsChart({ chart, labels, description }: { chart: ChartDefinition; labels: readonly string[]; description: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [labels.map((_, index) => index), ...chart.series.map((entry) => (chart.money ? entry.values.map((ore) => ore / 100) : entry.values))];
    const plot = new uPlot(optionsOf(chart, labels, element.clientWidth, locale), data, element);
    const resized = new ResizeObserver(() => {
      if (element.clientWidth !== plot.width) plot.setSize({ width: element.clientWidth, height });
    });
    resized.observe(element);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [chart, labels, locale]);

  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-chart={chart.id}>
      <figcaption>
        <h2 className="text-base font-semibold text-slate-900">{t(`admin.statistics.${chart.title}`)}</h2>
        <ul aria-label={t('admin.statistics.legend')} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {chart.series.map((entry, index) => (
            <li key={entry.key} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block size-2.5 rounded-sm ${swatches[index % swatches.length]}`} />
              {t(`admin.statistics.${entry.key}`)}
            </li>
          ))}
        </ul>
      </figcaption>
      <div ref={box} role="img" aria-label={description} className="mt-3 h-[220px] w-full overflow-hidden" />
    </figure>
  );
}
