import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { newUser } from './helpers';
import { expectReadableLayout } from './layout-checks';

// The journey buys a domain through the payment simulator and the registry before it starts:
// on 2 shared cores it runs 20–30 s, so it gets twice the default time.
test.describe.configure({ timeout: 90_000 });

const phone = { width: 360, height: 740 };
const desktop = { width: 1366, height: 900 };
const run = promisify(execFile);

/** `dig +short` at the local authoritative server the runtime starts (infra/local/cli.ts). */
async function dig(name: string, type: string): Promise<string[]> {
  const { stdout } = await run('dig', ['@127.0.0.1', '-p', process.env.LOCAL_DNS_PORT ?? '5300', name, type, '+short', '+norecurse', '+time=3', '+tries=1']);
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .sort();
}

/** Screenshots of a part of the tab at both widths in /tmp (and the test's output), with the page's layout checks. */
async function shoot(page: Page, target: Locator, name: string) {
  // A message shown a moment ago sits over the page's fields (e-mail authentication's, under the
  // templates panel): the page's layout is checked once it has gone by itself (5 s).
  await expect(page.getByRole('button', { name: /^(Close message|Lat boðini aftur)$/ })).toHaveCount(0, { timeout: 10_000 });
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    // The sticky header over a field scrolled beneath it is no overlap of the layout's.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectReadableLayout(page, `${name} (${size.width} px)`);
    const path = `/tmp/dns-templates-${name}-${size.width}.png`;
    await target.screenshot({ path });
    await test.info().attach(`${name}-${size.width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

/**
 * A service template on a phone (issue 31): Microsoft 365 set up on a domain with another
 * provider's MX: the diff with the replaced MX explained and the mail warning, approved, the
 * records answered by the local DNS server; then, in English, taken off again as one change.
 */
test('Microsoft 365 set up from its template: the diff approved, the records answered, taken off again', async ({ page, request }) => {
  const name = freshName('snidir');
  await newUser(page, request, 'fo', { name: 'Sigrid Sniðsdóttir' });
  await buyAndOpen(page, name);
  await page.setViewportSize(phone);
  await page.getByRole('tab', { name: 'DNS', exact: true }).click();

  // Another provider's mail server first.
  const form = page.getByRole('form', { name: 'Nýggjur DNS-postur' });
  await form.getByLabel('Slag').selectOption('MX');
  await form.getByLabel('Navn', { exact: true }).fill('@');
  await form.getByLabel('Virði').fill('mx.other-provider.net');
  await form.getByRole('button', { name: 'Legg post afturat' }).click();
  await expect(page.getByTestId('dns-records-table').locator('tr[data-type="MX"]')).toBeVisible();

  const templates = page.getByTestId('dns-templates');
  await expect(templates.getByRole('heading', { name: 'Set eina tænastu upp' })).toBeVisible();
  await templates.getByRole('button', { name: 'Microsoft 365' }).click();
  const templateForm = page.getByRole('form', { name: 'Set Microsoft 365 upp' });
  // A wrongly written code is refused at its field, in Faroese, before anything is asked.
  await templateForm.getByLabel('Váttanarkota frá Microsoft').fill('12345678');
  await templateForm.getByRole('button', { name: 'Vís broytingarnar' }).click();
  await expect(templateForm.getByText('Hetta er ikki í tí formi, sum tænastan gevur.', { exact: false })).toBeVisible();
  await templateForm.getByLabel('Váttanarkota frá Microsoft').fill('MS=ms12345678');
  await shoot(page, templates, 'form-fo');
  await templateForm.getByRole('button', { name: 'Vís broytingarnar' }).click();

  const preview = page.getByTestId('dns-template-preview');
  await expect(preview.getByRole('heading', { name: 'Broytingar fyri at seta Microsoft 365 upp' })).toBeVisible();
  await expect(page.getByTestId('dns-template-warning-mail')).toContainText('teldupostur');
  await expect(page.getByTestId('dns-template-notes')).toContainText(`so teir hjá ${name} verða skiftir út: MX 10 mx.other-provider.net`);
  await expect(page.getByTestId('dns-template-added')).toContainText(`autodiscover.${name} 3600 CNAME autodiscover.outlook.com.`);
  await expect(page.getByTestId('dns-template-removed')).toContainText('mx.other-provider.net');
  // Nothing saved until approved.
  await expect(page.getByTestId('dns-record-row')).toHaveCount(1);
  await shoot(page, templates, 'preview-fo');

  await page.getByTestId('dns-template-apply').click();
  await expect(page.getByText('Microsoft 365 er sett upp.')).toBeVisible();
  await expect(page.getByTestId('dns-record-row')).toHaveCount(4);
  const mx = `0 ${name.replace(/\./g, '-')}.mail.protection.outlook.com.`;
  await expect.poll(() => dig(name, 'MX'), { timeout: 15_000 }).toEqual([mx]);
  await expect.poll(() => dig(name, 'TXT')).toEqual(['"MS=ms12345678"', '"v=spf1 include:spf.protection.outlook.com ~all"']);
  await expect.poll(() => dig(`autodiscover.${name}`, 'CNAME')).toEqual(['autodiscover.outlook.com.']);
  await expect(page.getByTestId('dns-templates-applied')).toContainText('Microsoft 365');

  // In English: taken off as one change, after its diff; the other provider's MX is back.
  await page.setViewportSize(desktop);
  await page.getByRole('radio', { name: 'English' }).first().check();
  await page.setViewportSize(phone);
  await page.getByRole('button', { name: 'Take Microsoft 365 off' }).click();
  await expect(preview.getByRole('heading', { name: 'Changes to take Microsoft 365 off' })).toBeVisible();
  await expect(page.getByTestId('dns-template-notes')).toContainText('What the service replaced is put back');
  await shoot(page, templates, 'remove-en');
  await page.getByTestId('dns-template-apply').click();
  await expect(page.getByText('Microsoft 365 is taken off.')).toBeVisible();
  await expect(page.getByTestId('dns-record-row')).toHaveCount(1);
  await expect.poll(() => dig(name, 'MX'), { timeout: 15_000 }).toEqual(['10 mx.other-provider.net.']);
  await expect(page.getByTestId('dns-templates-applied')).toHaveCount(0);

  // The English form too.
  await templates.getByRole('button', { name: 'Microsoft 365' }).click();
  await expect(page.getByRole('form', { name: 'Set up Microsoft 365' })).toBeVisible();
  await shoot(page, templates, 'form-en');
});
