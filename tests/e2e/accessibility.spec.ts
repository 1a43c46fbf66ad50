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
});
