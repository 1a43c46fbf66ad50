import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Buying in the browser: the search page's checkout and the payment simulator's hosted page. */

export const freshName = (label: string) => `${label}-${randomUUID().slice(0, 8)}.fo`;

/** Selects an available name for two years, accepts the terms and continues to the payment page. */
export async function chooseAndContinue(page: Page, name: string): Promise<void> {
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

/** Fills the simulator's card form and pays. */
export async function payWith(page: Page, card: string): Promise<void> {
  await page.getByLabel(/Kortnummer|Card number/).fill(card);
  await page.getByLabel(/Udløb|Expiry/).fill('12/39');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByLabel(/Navn|Name/).fill('Jógvan Brúkari');
  await page.getByRole('button', { name: /Betal|Pay/ }).click();
}

/** Saves a card on the payment simulator's card-setup page (Stripe's stand-in, in Danish for a Faroese user). */
export async function saveCardOnProviderPage(page: Page, card: string, expiry = '11/39'): Promise<void> {
  await expect(page).toHaveURL(/\/dev\/pay\/checkout\/cs_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gem et kort|Save a card/);
  await page.getByLabel(/Kortnummer|Card number/).fill(card);
  await page.getByLabel(/Udløb|Expiry/).fill(expiry);
  await page.getByLabel(/CVC/).fill('123');
  await page.getByRole('button', { name: /Gem kort|Save card/ }).click();
}

/** Buys `name` (signed in) and opens its domain view; answers the view's URL. */
export async function buyAndOpen(page: Page, name: string): Promise<string> {
  await chooseAndContinue(page, name);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/purchase-success\?order=/);
  const status = page.getByTestId('purchase-status');
  await expect(status).toHaveAttribute('data-status', 'registered');
  await status.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/domains\/[0-9a-f-]{36}$/);
  return page.url();
}
