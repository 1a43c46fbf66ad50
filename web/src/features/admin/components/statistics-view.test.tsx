import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStatistics, StatisticsMonth } from '#shared/schemas/admin-statistics.ts';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders } from '#web/testing/render.tsx';
import { StatisticsView } from './statistics-view';

/** What the page hands uPlot (a canvas jsdom cannot draw): each chart's options and data. */
const plots = vi.hoisted(() => [] as { series: number; data: number[][]; container: HTMLElement; destroyed: boolean }[]);
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    width: number;
    private readonly entry: (typeof plots)[number];
    constructor(options: { width: number; series: unknown[] }, data: number[][], container: HTMLElement) {
      this.width = options.width;
      this.entry = { series: options.series.length - 1, data, container, destroyed: false };
      plots.push(this.entry);
    }
    setSize() {}
    destroy() {
      this.entry.destroyed = true;
    }
  }
  return { default: FakePlot };
});

const month = (key: string, figures: Partial<StatisticsMonth> = {}): StatisticsMonth => ({
  month: key,
  registrations: 0,
  renewals: 0,
  transfers_in: 0,
  transfers_out: 0,
  revenue_net: 0,
  revenue_vat: 0,
  active_domains: 0,
  ...figures,
});
const statistics: AdminStatistics = {
  from: '2026-10',
  until: '2026-12',
  currency: 'DKK',
  months: [
    month('2026-10', { registrations: 1200, active_domains: 1200 }),
    month('2026-11', { registrations: 3, renewals: 1, transfers_in: 2, transfers_out: 1, revenue_net: 30000, revenue_vat: 7500, active_domains: 1204 }),
    month('2026-12', { active_domains: 1204 }),
  ],
};

beforeEach(() => {
  plots.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatisticsView', () => {
  it('draws four charts of the months’ figures (money in kroner), each an image described with its figures', () => {
    renderWithProviders(<StatisticsView statistics={statistics} />);
    expect(plots.map((plot) => plot.data)).toEqual([
      [
        [0, 1, 2],
        [1200, 3, 0],
        [0, 1, 0],
      ],
      [
        [0, 1, 2],
        [0, 2, 0],
        [0, 1, 0],
      ],
      [
        [0, 1, 2],
        [0, 300, 0],
        [0, 75, 0],
      ],
      [
        [0, 1, 2],
        [1200, 1204, 1204],
      ],
    ]);
    const registrations = screen.getByRole('img', { name: /^Skrásetingar og endurnýggjanir/ });
    expect(plots[0]!.container).toBe(registrations);
    expect(registrations.getAttribute('aria-label')).toBe(
      'Skrásetingar og endurnýggjanir fyri hvønn mánað, oktober 2026 til desember 2026. Skrásetingar: 1.200; 3; 0. Endurnýggjanir: 0; 1; 0. Øll tølini eru eisini í talvuni niðanfyri.',
    );
    expect(screen.getByRole('img', { name: /^Inntøka \(kr\.\)/ }).getAttribute('aria-label')).toBe(
      'Inntøka (kr.) fyri hvønn mánað, oktober 2026 til desember 2026. Inntøka uttan MVG: 0; 300; 0. MVG: 0; 75; 0. Øll tølini eru eisini í talvuni niðanfyri.',
    );
  });

  it('lists every figure in the table, newest month first, in Faroese and in English', async () => {
    renderWithProviders(<StatisticsView statistics={statistics} />);
    const table = screen.getByRole('table', { name: 'Tølini fyri hvønn mánað' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-month'))).toEqual(['2026-12', '2026-11', '2026-10']);
    const november = within(rows[1]!);
    expect(november.getByRole('rowheader').textContent).toContain('november 2026');
    const november2026 = rows[1]!.textContent;
    expect(november2026).toMatch(/Skrásetingar\s*3/);
    expect(november2026).toContain('300,00 kr.');
    expect(november2026).toContain('75,00 kr.');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('table', { name: 'The figures per month' })).toBeTruthy();
    expect(within(screen.getAllByRole('row')[2]!).getByRole('rowheader').textContent).toContain('November 2026');
    expect(screen.getAllByRole('row')[2]!.textContent).toContain('DKK 300.00');
    expect(screen.getByRole('img', { name: /^Registrations and renewals per month, October 2026 to December 2026\. Registrations: 1,200; 3; 0\./ })).toBeTruthy();
    await act(() => i18n.changeLanguage('fo'));
  });

  it('lets go of its charts when it goes', () => {
    const { unmount } = renderWithProviders(<StatisticsView statistics={statistics} />);
    unmount();
    expect(plots.every((plot) => plot.destroyed)).toBe(true);
  });
});
