import { expect, test } from './fixtures';
import { asAdminOnAPhone, expectNoSidewaysScroll, openAdminPage } from './admin-area';
import { signInAs } from './helpers';

/**
 * The admin domains page (issue 17): an administrator finds a domain by the beginning of its
 * name, opens it (our record beside the registry's), forces its expiry sync (in its history with
 * the administrator as actor), filters by state, and forces the sync of every domain, following
 * its progress as the expiry-sync job works through it. Both languages at 360 px.
 */
test.describe.configure({ timeout: 90_000 });

test('an administrator finds a domain, sees it beside the registry, forces its sync, and follows the sync of every domain', async ({ page, request }) => {
  await signInAs(page, 'admin');
  await openAdminPage(page, 'Økisnøvn');

  // By the beginning of the name.
  await page.getByLabel('Økisnavn', { exact: true }).fill('JOGVAN-BRUK');
  await page.getByRole('button', { name: 'Vís' }).click();
  const row = page.getByTestId('admin-domains-table').locator('tr[data-domain="jogvan-brukari.fo"]');
  await expect(row).toBeVisible();
  await expect(page.getByTestId('admin-domains-table').locator('tbody tr')).toHaveCount(1);

  // By state: the demo domains are active, none is deleted.
  await page.getByLabel('Økisnavn', { exact: true }).fill('');
  await page.getByLabel('Støða').selectOption('active');
  await page.getByRole('button', { name: 'Vís' }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect(row).toBeVisible();
  await page.getByLabel('Støða').selectOption('deleted');
  await page.getByRole('button', { name: 'Vís' }).click();
  await expect(page).toHaveURL(/status=deleted/);
  await expect(row).toHaveCount(0);

  await page.goto('/admin/domains?q=jogvan-brukari');
  await row.getByRole('link', { name: 'jogvan-brukari.fo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'jogvan-brukari.fo' })).toBeVisible();
  const comparison = page.getByTestId('admin-domain-comparison');
  await expect(comparison.getByRole('columnheader', { name: 'Skrásetingin' })).toBeVisible();
  await expect(comparison.locator('tr[data-field="expires"]')).toContainText(/\d\d\.\d\d\.\d{4}.*\d\d\.\d\d\.\d{4}/);

  await page.getByRole('button', { name: 'Samstilla hetta økisnavnið nú' }).click();
  await expect(page.getByText('Samstillingin samanber økisnavnið við skrásetingina innan 5 minuttir.')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('activity-list')).toContainText('Sigrid Umsitari spurdi skrásetingina um útgangsdagin av nýggjum', { timeout: 5000 });
  }).toPass({ timeout: 30_000 });

  // Every domain: started, its progress shown, then carried through by the job; the screen follows by itself.
  await page.goto('/admin/domains');
  const progress = page.getByTestId('expiry-sync-progress');
  await page.getByRole('button', { name: 'Samstilla øll økisnøvn' }).click();
  await page.getByRole('dialog', { name: 'Samstilla øll økisnøvn?' }).getByRole('button', { name: 'Samstilla øll økisnøvn' }).click();
  await expect(page.getByText('Samstillingin av øllum økisnøvnum er byrjað.')).toBeVisible();
  await expect(progress).toHaveAttribute('data-status', 'running');
  await expect(progress).toContainText(/^0 av \d+ økisnøvnum samstilt/);
  await expect(progress.getByRole('progressbar', { name: 'Samstilling av øllum økisnøvnum' })).toHaveAttribute('value', '0');
  await expect(page.getByRole('button', { name: 'Samstilla øll økisnøvn' })).toBeDisabled();

  const job = await request.post('/dev/jobs/expiry-sync', { data: {} });
  expect(job.ok(), await job.text()).toBe(true);
  await expect(progress).toHaveAttribute('data-status', 'finished', { timeout: 15_000 });
  await expect(progress).toContainText(/Seinasta samstilling av øllum økisnøvnum endaði .+: (\d+) av \1 økisnøvnum\./);
  await expect(page.getByRole('button', { name: 'Samstilla øll økisnøvn' })).toBeEnabled();
});

test('the domains page and a domain’s page, in Faroese and English, at 360 px without sideways scrolling', async ({ page }) => {
  await asAdminOnAPhone(page, async (language) => {
    await page.goto('/admin/domains?status=all');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const link = page.getByTestId('admin-domains-table').getByRole('link', { name: 'brukarahandil.fo' });
    await expect(link).toBeVisible();
    await expect(page.getByTestId('expiry-sync-progress')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'brukarahandil.fo' })).toBeVisible();
    await expect(page.getByRole('button', { name: language === 'fo' ? 'Samstilla hetta økisnavnið nú' : 'Sync this domain now' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  });
});
