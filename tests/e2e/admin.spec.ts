import { expect, test } from './fixtures.ts';
import { routeList } from '#web/config/paths.ts';
import { adminMenu, openAdminPage } from './admin-area';
import { mainNavigation, signInAs } from './helpers';

/**
 * The admin area's gate in the browser (issue 17): a signed-in user who is not an administrator
 * is told on every admin address that the page is not theirs (the address stays; no silent
 * redirect), and led back to the domains; an administrator gets the admin area's own frame.
 */
const adminRoutes = routeList.filter((route) => route.guard === 'admin');

test('a user who is not an admin sees "no access" in place on every admin route, and a way back', async ({ page }) => {
  await signInAs(page, 'user');
  for (const route of adminRoutes) {
    const path = route.path;
    await page.goto(path);
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Eingin atgongd' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(mainNavigation(page)).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Aftur til økisnøvnini' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNavigation(page)).toBeVisible();
});

test('an admin gets the admin area’s own frame on every admin route, without the main layout', async ({ page }) => {
  await signInAs(page, 'admin');
  for (const route of adminRoutes) {
    await page.goto(route.path);
    await expect(page.getByRole('link', { name: 'Aftur til økisnøvnini' })).toBeVisible();
    // The menu names only the built pages; the others are not offered as if done.
    await expect(adminMenu(page).getByRole('link')).toHaveText(['Brúkarar', 'Økisnøvn', 'Bíleggingar', 'Rokningar', 'Hagtøl', 'Stillingar', 'Virksemisloggur']);
    await expect(page.getByText('Eingin atgongd')).toHaveCount(0);
    await expect(mainNavigation(page)).toHaveCount(0);
  }
});

test('settings: an admin changes the price per year from the admin menu, sees it saved and in effect at once; a bad V-tal is refused on its field', async ({ page, request }) => {
  await signInAs(page, 'admin');
  await openAdminPage(page, 'Stillingar');
  await expect(page).toHaveURL(/\/admin\/settings$/);

  const price = page.getByLabel('Prísur um árið, uttan MVG (oyru)');
  const before = await price.inputValue();
  const changed = String(Number(before) + 700);
  await price.fill(changed);
  await page.getByRole('button', { name: 'Goym' }).click();
  await expect(page.getByText('Stillingarnar eru goymdar. Tær galda beinan vegin.')).toBeVisible();
  const publicSettings = await (await request.get('/api/settings')).json();
  expect(publicSettings.data.price_per_year).toBe(Number(changed));

  const vTal = page.getByLabel('V-tal');
  await vTal.fill('12');
  await vTal.blur();
  await expect(page.getByText('V-talið er 6 tøl.')).toBeVisible();
  await page.getByRole('button', { name: 'Goym' }).click();
  await expect(vTal).toHaveAttribute('aria-invalid', 'true');

  // As it was, for the other journeys' prices.
  await page.reload();
  await price.fill(before);
  await page.getByRole('button', { name: 'Goym' }).click();
  await expect(page.getByText('Stillingarnar eru goymdar. Tær galda beinan vegin.')).toBeVisible();
});
