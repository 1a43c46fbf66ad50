import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { addRecord, phone, shoot, speak } from './dns-tab';
import { newUser } from './helpers';

// The journey buys a domain through the payment simulator and the registry before it starts:
// on 2 shared cores it runs 20–30 s, so it gets twice the default time.
test.describe.configure({ timeout: 90_000 });

/**
 * DNS versions on a phone (issue 31): three changes are three versions with who and when; two
 * compare as lines deleted and added; going back to the first shows what it changes, then is a
 * new version, and the records are as they were; in Faroese and in English.
 */
test('DNS versions: list, compare two, go back to one after seeing what it changes', async ({ page, request }) => {
  const name = freshName('utgavur');
  await newUser(page, request, 'fo', { name: 'Rógvi Útgávumaður' });
  await buyAndOpen(page, name);
  await page.setViewportSize(phone);

  await page.getByRole('tab', { name: 'DNS', exact: true }).click();
  await addRecord(page, 'A', 'www', '192.0.2.1');
  await addRecord(page, 'TXT', '@', 'v=spf1 -all');
  await addRecord(page, 'A', 'shop', '192.0.2.2');

  await page.getByRole('tab', { name: 'Útgávur' }).click();
  const rows = page.getByTestId('dns-version-row');
  await expect(rows).toHaveCount(3);
  const first = rows.last();
  await expect(first).toContainText('Rógvi Útgávumaður');
  await expect(first).toContainText('Postar broyttir');
  await expect(first).toContainText('1 afturat, 0 broytt, 0 strikað');
  const firstVersion = Number(await first.getAttribute('data-version'));

  // The oldest against the newest: the TXT and the shop added since.
  await page.getByLabel('Frá útgávu').selectOption(String(firstVersion));
  await page.getByRole('button', { name: 'Vís munin' }).click();
  await expect(page.getByTestId('dns-compare-added')).toContainText(`shop.${name} 3600 A 192.0.2.2`);
  await expect(page.getByTestId('dns-compare-added')).toContainText(`${name} 3600 TXT "v=spf1 -all"`);
  await expect(page.getByTestId('dns-compare-removed')).toHaveCount(0);

  // Going back to the first: what it changes first, nothing saved until asked.
  await page.getByRole('button', { name: `Far aftur til útgávu nr. ${firstVersion}` }).click();
  const preview = page.getByTestId('dns-restore-preview');
  await expect(preview.getByRole('heading', { name: `Far aftur til útgávu nr. ${firstVersion}` })).toBeVisible();
  await expect(page.getByTestId('dns-restore-removed')).toContainText('Verða strikað (2)');
  await expect(page.getByTestId('dns-restore-removed')).toContainText(`shop.${name} 3600 A 192.0.2.2`);
  await expect(rows).toHaveCount(3);
  await shoot(page, page.getByRole('main'), 'dns-versions-restore-preview-fo');

  await page.getByTestId('dns-restore-apply').click();
  await expect(page.getByText(`Postarnir eru aftur sum í útgávu nr. ${firstVersion}.`)).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText(`Aftur til nr. ${firstVersion}`);
  await expect(rows.first()).toContainText('0 afturat, 0 broytt, 2 strikað');

  await page.getByRole('tab', { name: 'DNS', exact: true }).click();
  await expect(page.getByTestId('dns-record-row')).toHaveCount(1);
  await expect(page.getByTestId('dns-records-table').locator('tr[data-name="www"]')).toBeVisible();

  // In English: the list and a preview of going back to the newest before the restore.
  await speak(page, 'en');
  await page.getByRole('tab', { name: 'Versions' }).click();
  await expect(rows.first()).toContainText(`Back to no. ${firstVersion}`);
  const third = await rows.nth(1).getAttribute('data-version');
  await page.getByRole('button', { name: `Go back to version no. ${third}` }).click();
  await expect(page.getByTestId('dns-restore-added')).toContainText('To be added (2)');
  await shoot(page, page.getByRole('main'), 'dns-versions-restore-preview-en');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toHaveCount(0);
  await shoot(page, page.getByTestId('dns-versions-table'), 'dns-versions-list-en');
});
