import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { freshName, payWith } from './buying';
import { expect, test } from './fixtures';
import { newUser } from './helpers';

/**
 * The bell and the notifications panel (spec §2, §4): written by the notifications consumer from
 * the events the portal publishes; the count follows without a reload (the user is refetched
 * every 15 s and on focus).
 */

/** The user's count arrives with the next refetch of the user (15 s) after the consumer wrote it. */
const refreshTimeout = { timeout: 40_000 };

async function userIdOf(request: APIRequestContext, token: string): Promise<string> {
  const me = await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { data: { id: string } }).data.id;
}

/** Publishes account events for the user on the local bus (`POST /dev/events`): the consumer writes their notifications. */
async function passwordChanges(request: APIRequestContext, userId: string, count: number, start = Date.now() - count * 60_000) {
  const events = Array.from({ length: count }, (_, index) => ({
    name: 'user.password-changed',
    data: { userId, via: 'change' },
    occurred_at: new Date(start + index * 60_000).toISOString(),
  }));
  const published = await request.post('/dev/events', { data: events });
  expect(published.status(), await published.text()).toBe(202);
}

/** Buys a name through the payment simulator's page and comes back to the success page. */
async function buy(page: Page, request: APIRequestContext, token: string): Promise<string> {
  const name = freshName('bjalla');
  const ordered = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `bell-${randomUUID()}` },
    data: { domains: [name], years: 1, terms_accepted: true },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  await page.goto(((await ordered.json()) as { data: { checkout_url: string } }).data.checkout_url);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/purchase-success\?order=/);
  await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'registered');
  return name;
}

test('the bell counts a purchase; the panel marks one and all read and closes with Escape', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await newUser(page, request, 'fo');
  await expect(page.getByRole('button', { name: 'Fráboðanir', exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  const name = await buy(page, request, token);
  // No reload: the purchase-success page's bell follows the consumer.
  const bell = page.getByRole('button', { name: /^Fráboðanir/ });
  await expect(page.getByTestId('notification-badge')).toHaveText('1', refreshTimeout);
  await expect(bell).toHaveAccessibleName('Fráboðanir, 1 ólisnar');

  await passwordChanges(request, await userIdOf(request, token), 1, Date.now());
  await expect(page.getByTestId('notification-badge')).toHaveText('2', refreshTimeout);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Fráboðanir' });
  await expect(panel).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Loyniorðið hjá tær er broytt.');
  const bought = items.nth(1);
  await expect(bought).toContainText(name);
  await expect(bought).toContainText(`Økisnavnið ${name} er skrásett og títt.`);
  // The spec's notification date: day. month year kl. hours:minutes, the Faroese month in lower case.
  await expect(bought.locator('time')).toHaveText(/^\d{1,2}\. (januar|februar|mars|apríl|mai|juni|juli|august|september|oktober|november|desember) \d{4} kl\. \d{2}:\d{2}$/);

  // Mark one: hover shows its control.
  await bought.hover();
  await bought.getByRole('button', { name: 'Merk sum lisna' }).click();
  await expect(bought).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');

  await panel.getByRole('button', { name: 'Merk allar sum lisnar' }).click();
  await expect(items.nth(0)).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Merk allar sum lisnar' })).toBeDisabled();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('the panel scrolls through 25 notifications, 10 at a time, and fits a 360 px phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const token = await newUser(page, request, 'fo');
  await passwordChanges(request, await userIdOf(request, token), 25);
  await expect(page.getByTestId('notification-badge')).toHaveText('9+', refreshTimeout);
  // "9+" on the badge, the whole count in the button's name: still WCAG 2.5.3 (label in name).
  const bellCheck = await new AxeBuilder({ page }).include('header').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(bellCheck.violations.map((violation) => violation.id)).toEqual([]);

  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/users/me/notifications') pagesAsked.push(url.searchParams.get('page') ?? '');
  });
  await page.getByRole('button', { name: 'Fráboðanir, 25 ólisnar' }).click();
  const panel = page.getByRole('dialog', { name: 'Fráboðanir' });
  // By test id: a role locator no longer finds the dialog once it is closed (hidden).
  const list = page.getByTestId('notifications-list');
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(10);
  // Full width on a phone, and nothing scrolls sideways.
  expect((await panel.boundingBox())?.width).toBeCloseTo(360, 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Not yet near the bottom: nothing more is asked for.
  await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight - element.clientHeight - 200 }));
  await page.waitForTimeout(300);
  await expect(items).toHaveCount(10);
  // Within 10 px of the bottom: the next page.
  await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight - element.clientHeight - 5 }));
  await expect(items).toHaveCount(20);
  await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(items).toHaveCount(25);
  await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await page.waitForTimeout(300);
  await expect(items).toHaveCount(25);
  expect(pagesAsked.filter((asked) => asked === '4')).toEqual([]);
  expect(new Set(pagesAsked)).toEqual(new Set(['1', '2', '3']));

  // Closing: the close control, then the list is back at the top after 400 ms.
  expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await panel.getByRole('button', { name: 'Lat fráboðanirnar aftur' }).click();
  await expect(panel).toBeHidden();
  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(0);
});
