import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseAndContinue, freshName, payWith } from './buying';
import { signInAs } from './helpers';

// These journeys buy a domain through the payment simulator and the registry before they start:
// on 2 shared cores (two browsers, the runtime, DynamoDB Local) they run 20–30 s, so they get twice the default time.
test.describe.configure({ timeout: 60_000 });

/**
 * Buying a .fo name in the browser: search, select, accept the terms, pay on the payment
 * simulator's hosted page, see the result page follow the order to "registered", and find the
 * domain in the archive and its view. A declined card ends on the failure page with the reason.
 */
test('buy: search → select → pay → success page → the domain in the archive and its view', async ({ page }) => {
  const name = freshName('keyp');
  await signInAs(page, 'user');
  await chooseAndContinue(page, name);
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/purchase-success\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Keyp økisnavn' })).toBeVisible();
  const status = page.getByTestId('purchase-status');
  await expect(status).toHaveAttribute('data-status', 'registered');
  await status.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/domains\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByTestId('domain-registry')).toBeVisible();
  await expect(page.getByTestId('trademark-note')).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('domains-table').locator(`tr[data-domain="${name}"]`)).toBeVisible();

  // The receipt is listed and downloads as a PDF.
  await page.goto('/receipts');
  const receipt = page.locator('tr[data-testid="receipt-row"]', { hasText: name });
  await expect(receipt).toHaveAttribute('data-status', 'registered');
  const download = page.waitForEvent('download');
  await receipt.getByRole('button', { name: /^Tak niður kvittan/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^kvittan-\d{6,}\.pdf$/);
});

test('buy: a declined card ends on the failure page saying the card was declined, and nothing is registered', async ({ page }) => {
  const name = freshName('afvist');
  await signInAs(page, 'user');
  await chooseAndContinue(page, name);
  await payWith(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/purchase-failure\?order=/);
  const status = page.getByTestId('purchase-status');
  await expect(status).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('purchase-outcome')).toHaveAttribute('data-outcome', 'declined');
  await expect(status.getByRole('heading', { level: 2 })).toHaveText('Kortið varð avvíst');
  await expect(page.getByTestId('purchase-failure-reason')).toHaveText('Einki er tikið av kortinum. Tú kanst royna aftur við øðrum korti.');
  await expect(page.getByTestId('purchase-try-again')).toHaveAttribute('href', new RegExp(`/search-domain\\?domains=${name.replace('.', '\\.')}`));

  await page.goto('/');
  await expect(page.locator(`tr[data-domain="${name}"]`)).toHaveCount(0);
});

/** WCAG 2.1 A and AA violations on the page (axe), as accessibility.spec.ts checks them. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** No sideways scroll: the page is no wider than the window. */
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 360, height: 780 },
]) {
  test(`buy, ${viewport.name}: cancel on the payment page says "cancelled, nothing charged" (not a failed payment); the checkout is expired at the provider at once and the order shows as cancelled on the result page and in Receipts`, async ({
    page,
  }) => {
    const name = freshName('angra');
    await signInAs(page, 'user');
    // After signing in (its check looks for the desktop navigation).
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await chooseAndContinue(page, name);
    const checkoutPage = page.url();

    // The provider's "back" link (Stripe's cancel_url): nothing is charged, the checkout is expired and the order cancelled at once.
    await page.getByRole('link', { name: 'Annuller og gå tilbage' }).click();
    await expect(page).toHaveURL(/\/purchase-failure\?order=/);
    const status = page.getByTestId('purchase-status');
    await expect(status).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByTestId('purchase-outcome')).toHaveAttribute('data-outcome', 'cancelled');
    await expect(status.getByRole('heading', { level: 2 })).toHaveText('Gjaldið varð avlýst');
    await expect(page.getByTestId('purchase-failure-reason')).toHaveText('Tú avlýsti gjaldið. Einki er tikið av kortinum.');
    await expect(status).not.toContainText('miseydnaðist');
    const tryAgain = page.getByRole('link', { name: 'Royn aftur' });
    await expect(tryAgain).toHaveAttribute('href', new RegExp(`/search-domain\\?domains=${name.replace('.', '\\.')}`));
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const resultPage = page.url();

    await page.goto('/receipts');
    const row = page.locator('[data-testid="receipt-row"]', { hasText: name });
    await expect(row).toHaveAttribute('data-status', 'cancelled');
    await expect(row).toContainText('Avlýst');
    expect(await noSidewaysScroll(page)).toBe(true);

    // The payment page is closed at the provider: it no longer offers the card form.
    await page.goto(checkoutPage);
    await expect(page.getByRole('button', { name: /Betal/ })).toHaveCount(0);

    // "Try again" starts a new order for the name.
    await page.goto(resultPage);
    await tryAgain.click();
    await expect(page).toHaveURL(new RegExp(`/search-domain\\?domains=${name.replace('.', '\\.')}`));
    await expect(page.getByRole('list', { name: 'Úrslit' }).locator(`li[data-domain="${name}"]`)).toContainText('Tøkt');
  });
}
