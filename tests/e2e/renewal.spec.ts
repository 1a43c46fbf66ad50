import { expect, test } from './fixtures';
import { buyAndOpen, freshName, payWith } from './buying';
import { signInAs } from './helpers';

// These journeys buy a domain through the payment simulator and the registry before they start:
// on 2 shared cores (two browsers, the runtime, DynamoDB Local) they run 20–30 s, so they get twice the default time.
test.describe.configure({ timeout: 60_000 });

/** Renewing a bought domain for 2 years through the payment simulator. */
test('renew: 2 more years, paid on the payment page, and the domain expires 2 years later', async ({ page }) => {
  const name = freshName('endurnyggja');
  await signInAs(page, 'user');
  const view = await buyAndOpen(page, name);

  await page.getByRole('tab', { name: 'Endurnýggjan' }).click();
  const before = await page.getByTestId('renewal-expires').textContent();
  await page.getByRole('combobox', { name: 'Tíðarskeið' }).selectOption('2');
  await expect(page.getByTestId('renewal-price')).toHaveText('250,00 kr.');
  const expected = await page.getByTestId('renewal-new-expiry').textContent();
  expect(expected).not.toBe(before);
  await page.getByTestId('renewal-continue').click();
  await expect(page).toHaveURL(/\/dev\/pay\/checkout\/cs_/);
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/purchase-success\?order=/);
  await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'registered');
  await expect(page.getByTestId('purchase-status')).toContainText('Økisnavnið er endurnýggjað');

  await page.goto(`${view}?tab=renewal`);
  await expect(page.getByTestId('renewal-expires')).toHaveText(expected!);
});
