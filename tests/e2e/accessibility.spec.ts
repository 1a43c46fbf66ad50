import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './helpers.ts';

/** WCAG 2.1 A and AA rules: the pages a person meets first must pass them. */
async function violationsOn(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('accessibility (axe)', () => {
  for (const path of ['/login', '/login/forgot-password', '/create-abroad-user', '/no-such-page']) {
    test(`signed out: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await violationsOn(page)).toEqual([]);
    });
  }

  for (const path of ['/', '/my-user', '/search-domain?domains=mitt-navn,tinganes', '/receipts', '/purchase-failure?order=unknown']) {
    test(`signed in: ${path}`, async ({ page }) => {
      await signInAs(page, 'user');
      await page.goto(path);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violationsOn(page)).toEqual([]);
    });
  }

  test("signed in: a domain's renewal tab, its headings in order", async ({ page }) => {
    await signInAs(page, 'user');
    await page.getByTestId('domains-table').getByRole('link', { name: 'jogvan-brukari.fo' }).click();
    await page.getByRole('tab', { name: 'Endurnýggjan' }).click();
    await expect(page.getByRole('heading', { name: 'Sjálvvirkandi endurnýggjan' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violationsOn(page)).toEqual([]);
    // Best practice beside WCAG: no heading level skipped below the page's title.
    const order = await new AxeBuilder({ page }).withRules(['heading-order', 'page-has-heading-one']).analyze();
    expect(order.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
  });
});
