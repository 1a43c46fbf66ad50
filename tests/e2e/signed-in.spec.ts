import { expect, test } from './fixtures';
import { demoUsers, signInAs } from './helpers';

test('development sign-in, then deep links load the app', async ({ page }) => {
  await signInAs(page, 'user');
  await expect(page.getByRole('heading', { level: 1, name: 'Økisnøvn' })).toBeVisible();

  await page.goto('/my-user');
  await expect(page.getByRole('heading', { level: 1, name: 'Mín brúkari' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('definition').filter({ hasText: demoUsers.user.name })).toBeVisible();
  await expect(main.getByText(demoUsers.user.email, { exact: true })).toBeVisible();
  await expect(main.getByText('Teldubústaður váttaður')).toBeVisible();

  const response = await page.goto('/domains/abc');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Økisnavn' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Høvuðsvalmynd' })).toBeVisible();
  await page.getByRole('button', { name: 'Aftur' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the sidebar has the menu and logging out returns to login', async ({ page }) => {
  await signInAs(page, 'user');
  const nav = page.getByRole('navigation', { name: 'Høvuðsvalmynd' });
  for (const item of ['Økisnøvn', 'Gjaldshættir', 'Flyt økisnavn', 'Mín brúkari']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: /Vegleiðingar/ })).toHaveAttribute('target', '_blank');
  await expect(nav.getByRole('link', { name: 'Umsiting' })).toHaveCount(0);
  // The demo user's notifications depend on what other journeys bought (tests/e2e/notifications.spec.ts checks the list).
  await page.getByRole('button', { name: /^Fráboðanir/ }).click();
  const panel = page.getByRole('dialog', { name: 'Fráboðanir' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await nav.getByRole('button', { name: 'Rita út' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('okisnavn.access_token'))).toBeNull();
  await page.goto('/my-user');
  await expect(page).toHaveURL(/\/login$/);
  // Logging out ended that session only: the development sign-in starts a new one, and brings
  // the user back to the page asked for while signed out.
  await page
    .getByRole('region', { name: /Menningarinnritan|Development sign-in/ })
    .getByRole('button', { name: new RegExp(demoUsers.user.name) })
    .click();
  await expect(page).toHaveURL(/\/my-user$/);
  await expect(page.getByRole('navigation', { name: 'Høvuðsvalmynd' })).toBeVisible();
});

test("the language switch is in the sidebar's footer: switching saves the user's language, which wins at the next sign-in", async ({ page }) => {
  // The admin demo user, so the plain user's language stays as the other tests expect.
  await signInAs(page, 'admin');
  const sidebar = page.getByRole('complementary');
  const languages = sidebar.getByRole('radiogroup', { name: 'Mál' });
  await expect(languages).toHaveAccessibleDescription('Goymt á brúkaranum og nýtt, tá ið tú ritar inn.');
  // Each language is a 44 px target.
  for (const box of await languages.locator('label').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect()))) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/me/language') && response.request().method() === 'PATCH');
  await languages.getByRole('radio', { name: 'English' }).check();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  await expect(sidebar.getByRole('radiogroup', { name: 'Language' })).toHaveAccessibleDescription('Saved to your user and used when you sign in.');

  // Forget the locale in this browser: after a reload the locale follows the user's saved language.
  await page.evaluate(() => localStorage.setItem('okisnavn.locale', 'fo'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Signed out, the guest header's switch says the saved language wins at sign-in, and it does.
  await sidebar.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('radio', { name: 'Føroyskt' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Rita inn' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Mál' })).toHaveAccessibleDescription('Tá ið tú ritar inn, verður málið, sum er goymt á brúkaranum, nýtt.');
  await signInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Put it back.
  const restored = page.waitForResponse((response) => response.url().endsWith('/api/users/me/language') && response.request().method() === 'PATCH');
  await sidebar.getByRole('radio', { name: 'Føroyskt' }).check();
  expect((await restored).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Økisnøvn' })).toBeVisible();
});

test('an admin sees Administration and the admin area without the main layout', async ({ page }) => {
  await signInAs(page, 'admin');
  await page
    .getByRole('navigation', { name: /Høvuðsvalmynd|Main navigation/ })
    .getByRole('link', { name: /Umsiting|Administration/ })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: /Aftur til økisnøvnini|Back to the domains/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /Umsitingarvalmynd|Administration menu/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /Høvuðsvalmynd|Main navigation/ })).toHaveCount(0);
});
