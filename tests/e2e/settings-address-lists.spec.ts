import { expect, test } from './fixtures';
import { asAdminOnAPhone, expectNoSidewaysScroll, openAdminPage } from './admin-area';
import { signInAs } from './helpers';

/**
 * The settings' error and receipt addresses are comma-separated e-mail lists (spec §3, §5): the
 * form says so, saves a list as typed (tidied to ", " between the addresses) and refuses a list
 * with a wrong address on its field, in the reader's language.
 */

test('an admin saves several error addresses separated by commas; a list with a wrong address is refused on its field', async ({ page, request }) => {
  await signInAs(page, 'admin');
  await openAdminPage(page, 'Stillingar');
  const errors = page.getByLabel('Teldubústaðir fyri villur');
  await expect(errors).toHaveAccessibleDescription('Ein bústaður ella fleiri, skildir sundur við komma.');
  const before = await errors.inputValue();

  await errors.fill('villa@okisnavn.fo,drift@okisnavn.fo ,  vakt@okisnavn.fo');
  await page.getByRole('button', { name: 'Goym' }).click();
  await expect(page.getByText('Stillingarnar eru goymdar. Tær galda beinan vegin.')).toBeVisible();
  await expect(errors).toHaveValue('villa@okisnavn.fo, drift@okisnavn.fo, vakt@okisnavn.fo');
  const token = await page.evaluate(() => localStorage.getItem('okisnavn.access_token'));
  const saved = await (await request.get('/api/admin/settings', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(saved.data.error_email).toBe('villa@okisnavn.fo, drift@okisnavn.fo, vakt@okisnavn.fo');

  await errors.fill('villa@okisnavn.fo; drift');
  await errors.blur();
  await expect(page.getByText('Vinaliga skriva ein rættan teldubústað.')).toBeVisible();
  await page.getByRole('button', { name: 'Goym' }).click();
  await expect(errors).toHaveAttribute('aria-invalid', 'true');

  // As it was, for the other journeys.
  await page.reload();
  await errors.fill(before);
  await page.getByRole('button', { name: 'Goym' }).click();
  await expect(page.getByText('Stillingarnar eru goymdar. Tær galda beinan vegin.')).toBeVisible();
});

test('the address lists fit a phone in both languages', async ({ page }) => {
  await asAdminOnAPhone(page, async (language) => {
    await page.goto('/admin/settings');
    const label = language === 'fo' ? 'Teldubústaðir fyri kvittanir' : 'E-mail addresses for receipts';
    const receipts = page.getByLabel(label);
    await receipts.scrollIntoViewIfNeeded();
    await expect(receipts).toBeVisible();
    await expect(page.getByText(language === 'fo' ? 'Ein bústaður ella fleiri, skildir sundur við komma.' : 'One address or several, separated by commas.').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
