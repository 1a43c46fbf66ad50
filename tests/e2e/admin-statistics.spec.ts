import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openAdminPage } from './admin-area';
import { signInAs } from './helpers';

/**
 * The admin statistics page (issue 17): events of registrations, a renewal and transfers in and
 * out, published on the local bus as their publishers would (`POST /dev/events`) four months ago,
 * are counted by the statistics consumer and drawn: the charts' figures (their description, the
 * same series the canvas is drawn from) and the table grow by exactly them, and the chart paints
 * its bars. Four months ago, because the other journeys buy and transfer in this month meanwhile.
 */
const monthsAgo = 4;

function monthBack(count: number): { key: string; instant: string } {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 15, 12));
  return { key: date.toISOString().slice(0, 7), instant: date.toISOString() };
}

/** A chart's figures per series, read from its description ("Skrásetingar: 0; 0; 3. Endurnýggjanir: …"). */
async function figuresOf(page: Page, chart: string): Promise<Record<string, number[]>> {
  const description = (await page.locator(`figure[data-chart="${chart}"] [role="img"]`).getAttribute('aria-label'))!;
  const figures: Record<string, number[]> = {};
  for (const match of description.matchAll(/([^.:]+): ([\d.;, ]+)(?=\.)/g)) {
    figures[match[1]!.trim()] = match[2]!.split(';').map((value) => Number(value.trim().replaceAll('.', '')));
  }
  return figures;
}

test('statistics: the events of a month are counted once and drawn in the charts and the table', async ({ page, request }) => {
  await signInAs(page, 'admin');
  await openAdminPage(page, 'Hagtøl');
  await expect(page).toHaveURL(/\/admin\/statistics$/);
  await expect(page.getByRole('combobox', { name: 'Tíðarskeið' })).toHaveValue('12');

  const month = monthBack(monthsAgo);
  const index = 11 - monthsAgo;
  await expect(page.locator(`[data-testid="statistics-table"] tr[data-month="${month.key}"]`)).toBeVisible();
  const read = async () => ({ registrations: await figuresOf(page, 'registrations'), transfers: await figuresOf(page, 'transfers'), active: await figuresOf(page, 'active') });
  const before = await read();
  expect(before.registrations['Skrásetingar']).toHaveLength(12);

  const owner = { ownerType: 'user', ownerId: `statistics-${randomUUID()}` };
  const domain = () => ({ domainId: randomUUID(), name: `hagtol-${randomUUID().slice(0, 8)}.fo` });
  const [first, second, third, incoming] = [domain(), domain(), domain(), domain()];
  const expiresAt = new Date(Date.parse(month.instant) + 365 * 24 * 3600 * 1000).toISOString();
  const starts = [
    ...[first, second, third].map((registered) => ({ name: 'domain.registered', data: { ...registered, ...owner, orderId: null, expiresAt } })),
    { name: 'domain.renewed', data: { ...first!, orderId: randomUUID(), years: 1, expiresAt } },
    { name: 'domain.transferred-in', data: { ...incoming!, ...owner, transferId: randomUUID(), expiresAt } },
  ];
  // The transfer away is published once its registration is counted: an end counted before its start
  // leaves the domain active (docs/decisions/README.md, the statistics' active domains), as it would in production.
  const away = { name: 'domain.transferred-away', data: { ...second!, ...owner, registryEventId: `evt_${randomUUID()}`, gainingRegistrar: 'other-registrar', automatic: false } };
  const publish = async (events: { name: string; data: object }[]) => {
    const published = await request.post('/dev/events', { data: events.map((event) => ({ ...event, occurred_at: month.instant })) });
    expect(published.status(), await published.text()).toBe(202);
  };

  // The consumer counts them a moment later (in any order); the page shows what is counted when it is read.
  let after = before;
  const grown = (chart: keyof typeof after, series: string) => after[chart][series]![index]! - before[chart][series]![index]!;
  const counted = async () => {
    await page.reload();
    after = await read();
    return {
      registrations: grown('registrations', 'Skrásetingar'),
      renewals: grown('registrations', 'Endurnýggjanir'),
      transfersIn: grown('transfers', 'Flytingar inn'),
      transfersOut: grown('transfers', 'Flytingar út'),
      active: grown('active', 'Virkin økisnøvn'),
    };
  };
  await publish(starts);
  await expect.poll(counted, { timeout: 15_000 }).toEqual({ registrations: 3, renewals: 1, transfersIn: 1, transfersOut: 0, active: 4 });
  await publish([away]);
  await expect
    .poll(counted, { timeout: 15_000 })
    // Three registered and one transferred in, one transferred away: three more active at the month's end.
    .toEqual({ registrations: 3, renewals: 1, transfersIn: 1, transfersOut: 1, active: 3 });

  const row = page.locator(`[data-testid="statistics-table"] tr[data-month="${month.key}"]`);
  await expect(row.locator('td').nth(0)).toContainText(String(after.registrations['Skrásetingar']![index]));
  await expect(row.locator('td').nth(1)).toContainText(String(after.registrations['Endurnýggjanir']![index]));

  // The registrations chart has painted its bars in the first series' colour (blue-700).
  const painted = await page.locator('figure[data-chart="registrations"] canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let blue = 0;
    for (let at = 0; at < data.length; at += 4) if (data[at] === 0x1d && data[at + 1] === 0x4e && data[at + 2] === 0xd8) blue += 1;
    return blue;
  });
  expect(painted).toBeGreaterThan(0);

  // WCAG 2.1 AA (axe), as the accessibility journeys check the other pages.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
