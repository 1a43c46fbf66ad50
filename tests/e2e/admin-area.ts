import { expect, type Page } from '@playwright/test';
import type { Locale } from '#shared/locales.ts';
import { signInAs } from './helpers';

/**
 * The admin journeys' common setup: one of the admin menu's pages opened, the admin's pages in
 * English in one browser page only, and the demo administrator on a phone in both languages.
 */

/** The admin area's menu. */
export const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Umsitingarvalmynd' });

/** Opens `item` of the admin menu from /admin (signed in as an administrator) and waits for its heading. */
export async function openAdminPage(page: Page, item: string): Promise<void> {
  await page.goto('/admin');
  await adminMenu(page).getByRole('link', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

/**
 * The demo admin speaks Faroese, and other journeys rely on it: English only in this browser page,
 * by answering the admin's own language as English here (the pages follow the user's language).
 */
export async function answerInEnglish(page: Page): Promise<void> {
  await page.route('**/api/users/me', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, language: 'en' } } });
  });
}

/**
 * Signs the demo administrator in (on a desktop: the development sign-in waits for the main
 * navigation, which a phone shows only when opened), turns the page into a 360 px phone and runs
 * `visit` in Faroese, then in English.
 */
export async function asAdminOnAPhone(page: Page, visit: (language: Locale) => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const language of ['fo', 'en'] as const) {
    if (language === 'en') await answerInEnglish(page);
    await visit(language);
  }
}

/** Neither the page nor its body is wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ html: document.documentElement.scrollWidth, body: document.body.scrollWidth, viewport: window.innerWidth }));
  expect(widths.html, page.url()).toBeLessThanOrEqual(widths.viewport);
  expect(widths.body, page.url()).toBeLessThanOrEqual(widths.viewport);
}
