import { expect, test } from './fixtures';

test.describe('signed out', () => {
  test('the app loads in Faroese', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fo');
    await expect(page.getByRole('heading', { level: 1, name: 'Rita inn' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Føroyskt' })).toBeChecked();
    await expect(page).toHaveTitle(/Økisnavn/);
  });

  test('a signed-out visit to / lands on /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rita inn' })).toBeVisible();
  });

  test('an unknown path shows the 404 title', async ({ page }) => {
    await page.goto('/hetta/finst/ikki');
    await expect(page.getByRole('heading', { level: 1, name: '404: Síðan finnist ikki' })).toBeVisible();
    await expect(page).toHaveURL(/\/hetta\/finst\/ikki$/);
  });

  test('switching to English persists across a reload', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  test('sends the chosen locale as Accept-Language', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('radio', { name: 'English' }).check();
    // The switch is saved once English is in (its texts load first): then reload.
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/dev/demo-users'));
    await page.reload();
    expect((await request).headers()['accept-language']).toBe('en');
  });
});
