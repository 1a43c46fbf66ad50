import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectReadableLayout } from './layout-checks';
import { desktop, phone } from './screenshots';

/**
 * What the DNS tab's journeys share (records, service templates, e-mail authentication,
 * versions): the two widths every screen is looked at, `dig` at the local authoritative server,
 * screenshots with the page's layout checks, the language switch, and a record added in the
 * Faroese record form.
 */
export { desktop, phone } from './screenshots';

const run = promisify(execFile);

/** `dig +short` at the local authoritative server the runtime starts (infra/local/cli.ts): the answers, sorted. */
export async function dig(name: string, type: string): Promise<string[]> {
  const { stdout } = await run('dig', ['@127.0.0.1', '-p', process.env.LOCAL_DNS_PORT ?? '5300', name, type, '+short', '+norecurse', '+time=3', '+tries=1']);
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .sort();
}

/**
 * Screenshots of a part of the tab at both widths in /tmp (`/tmp/<file>-<width>.png`, and the
 * test's output), with the page's layout checks; then back on the phone, with no sideways scroll.
 */
export async function shoot(page: Page, target: Locator, file: string) {
  // A message shown a moment ago sits over the page's fields: the page's layout is checked once
  // it has gone by itself (5 s).
  await expect(page.getByRole('button', { name: /^(Close message|Lat boðini aftur)$/ })).toHaveCount(0, { timeout: 10_000 });
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    // The sticky header over a field scrolled beneath it is no overlap of the layout's.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectReadableLayout(page, `${file} (${size.width} px)`);
    const path = `/tmp/${file}-${size.width}.png`;
    await target.screenshot({ path });
    await test.info().attach(`${file}-${size.width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

/** The language chosen in the sidebar (shown at desktop width), then back on the phone. */
export async function speak(page: Page, language: 'fo' | 'en') {
  await page.setViewportSize(desktop);
  await page
    .getByRole('radio', { name: language === 'en' ? 'English' : 'Føroyskt' })
    .first()
    .check();
  await page.setViewportSize(phone);
}

/** A record added with the DNS tab's record form (in Faroese), then seen in the records' table. */
export async function addRecord(page: Page, type: string, name: string, value: string) {
  const form = page.getByRole('form', { name: 'Nýggjur DNS-postur' });
  await form.getByLabel('Slag').selectOption(type);
  await form.getByLabel('Navn', { exact: true }).fill(name);
  await form.getByLabel('Virði').fill(value);
  await form.getByRole('button', { name: 'Legg post afturat' }).click();
  await expect(page.getByTestId('dns-records-table').locator(`tr[data-type="${type}"][data-name="${name}"]`)).toBeVisible();
}
