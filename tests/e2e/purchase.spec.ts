import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './helpers';

/**
 * Buying a .fo name in the browser: search, select, accept the terms, pay on the payment
 * simulator's hosted page, see the result page follow the order to "registered", and find the
 * domain in the archive and its view. A declined card ends on the failure page with the reason.
 */
const freshName = (label: string) => `${label}-${randomUUID().slice(0, 8)}.fo`;

async function chooseAndContinue(page: Page, name: string): Promise<void> {
  await page.goto(`/search-domain?domains=${name}`);
  const row = page.getByRole('list', { name: 'Úrslit' }).locator(`li[data-domain="${name}"]`);
  await expect(row).toContainText('Tøkt');
  await row.getByRole('checkbox', { name: `Vel ${name}` }).check();
  await page.getByRole('combobox', { name: 'Tíðarskeið' }).selectOption('2');
  await expect(page.getByTestId('order-total')).toHaveText('250,00 kr.');
  const proceed = page.getByTestId('checkout-continue');
  await expect(proceed).toBeDisabled();
  await page.getByTestId('checkout-terms').check();
  await proceed.click();
  // The payment simulator's hosted page (Stripe's stand-in), in Danish for a Faroese buyer.
  await expect(page).toHaveURL(/\/dev\/pay\/checkout\/cs_/);
}

async function payWith(page: Page, card: string): Promise<void> {
  await page.getByLabel(/Kortnummer|Card number/).fill(card);
  await page.getByLabel(/Udløb|Expiry/).fill('12/39');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByLabel(/Navn|Name/).fill('Jógvan Brúkari');
  await page.getByRole('button', { name: /Betal|Pay/ }).click();
}

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
  expect((await download).suggestedFilename()).toMatch(/^kvittan-[0-9A-F]{8}\.pdf$/);
});

test('buy: a declined card ends on the failure page with the reason, and nothing is registered', async ({ page }) => {
  const name = freshName('afvist');
  await signInAs(page, 'user');
  await chooseAndContinue(page, name);
  await payWith(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/purchase-failure\?order=/);
  const status = page.getByTestId('purchase-status');
  await expect(status).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('purchase-failure-reason')).toContainText('Gjaldið miseydnaðist.');
  await expect(page.getByTestId('purchase-try-again')).toHaveAttribute('href', new RegExp(`/search-domain\\?domains=${name.replace('.', '\\.')}`));

  await page.goto('/');
  await expect(page.locator(`tr[data-domain="${name}"]`)).toHaveCount(0);
});
