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
