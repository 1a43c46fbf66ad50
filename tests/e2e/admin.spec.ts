import { expect, test } from '@playwright/test';
import { routeList } from '#web/config/paths.ts';
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
    await expect(page.getByText('Eingin atgongd')).toHaveCount(0);
    await expect(mainNavigation(page)).toHaveCount(0);
  }
});
