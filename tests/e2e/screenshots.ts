import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { fitsAPhone } from './helpers';
import { expectReadableLayout } from './layout-checks';

/** The two widths every screen is looked at: a small phone and a laptop. */
export const phone = { width: 360, height: 740 };
export const desktop = { width: 1366, height: 900 };

/**
 * A screen's screenshots at 360 and 1366 px (`<prefix>-<name>-<width>.png` in the test's output,
 * to look at), then back at 360 px from the top, as a person comes to it (the sticky header covers
 * what is scrolled under it): no sideways scroll, readable and tappable.
 */
export async function screenshotsAtBothSizes(page: Page, prefix: string, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['360', phone],
    ['1366', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: test.info().outputPath(`${prefix}-${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(phone);
  await page.evaluate(() => window.scrollTo(0, 0));
  await fitsAPhone(page, name);
  await expectReadableLayout(page, name);
}
