import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { asAdminOnAPhone, expectNoSidewaysScroll, openAdminPage } from './admin-area';
import { signInAs } from './helpers';

/**
 * The admin activity log (issue 17): an administrator's act (forcing a domain's expiry sync) is
 * found by filtering on the administrator as actor and the activity, and by the subject; the
 * filtered log downloads as CSV; an empty date range shows nothing. Both languages at 360 px.
 */
test.describe.configure({ timeout: 90_000 });

test('an administrator filters the activity log by actor, activity, subject and date, and exports it as CSV', async ({ page, request }) => {
  await signInAs(page, 'admin');
  const token = await page.evaluate(() => localStorage.getItem('okisnavn.access_token'));
  const headers = { authorization: `Bearer ${token}` };
  const adminId = ((await (await request.get('/api/users/me', { headers })).json()) as { data: { id: string } }).data.id;
  const domains = ((await (await request.get('/api/admin/domains?q=brukarahandil', { headers })).json()) as { data: { data: { id: string }[] } }).data.data;
  const domainId = domains[0]!.id;
  expect((await request.post('/api/admin/expiry-sync', { headers, data: { domain_id: domainId } })).status()).toBe(202);

  await openAdminPage(page, 'Virksemisloggur');
  await page.getByLabel('Gerandi').fill(adminId);
  await page.getByLabel('Virksemi', { exact: true }).fill('domain.expiry-sync-forced');
  await page.getByRole('button', { name: 'Vís', exact: true }).click();
  await expect(page).toHaveURL(/actor=.+&activity=domain.expiry-sync-forced/);
  const rows = page.getByTestId('admin-activity-table').locator('tbody tr');
  await expect(async () => {
    await page.reload();
    await expect(rows.first()).toContainText('brukarahandil.fo', { timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await expect(rows.first()).toContainText('Sigrid Umsitari spurdi skrásetingina um útgangsdagin av nýggjum');
  await expect(page.getByTestId('admin-activity-table').locator('tbody tr:not([data-activity="domain.expiry-sync-forced"])')).toHaveCount(0);

  // By subject, as CSV.
  await page.getByLabel('Gerandi').fill('');
  await page.getByLabel('Evni').fill(`domain:${domainId}`);
  await page.getByRole('button', { name: 'Vís', exact: true }).click();
  await expect(rows.first()).toContainText('brukarahandil.fo');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Útflyt sum CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toBe('occurred_at,actor_kind,actor_id,actor_name,activity,subject,subject_name,details');
  expect(lines[0]).toContain(`admin,${adminId},Sigrid Umsitari,domain.expiry-sync-forced,domain:${domainId},brukarahandil.fo`);

  // A date range before anything happened.
  await page.getByLabel('Frá').fill('2020-01-01');
  await page.getByLabel('Til').fill('2020-01-31');
  await page.getByRole('button', { name: 'Vís', exact: true }).click();
  await expect(page.getByTestId('admin-activity-empty')).toHaveText('Einki virksemi funnið.');
});

test('the activity log in Faroese and English at 360 px without sideways scrolling', async ({ page }) => {
  await asAdminOnAPhone(page, async (language) => {
    await page.goto('/admin/activity-log');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('admin-activity-table').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: language === 'fo' ? 'Útflyt sum CSV' : 'Export as CSV' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  });
});
