import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { signInAs } from './helpers';

// The journey buys a domain before it starts: on 2 shared cores it gets twice the default time.
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 14, "Registry events in": the registry simulator changes a domain by itself
 * (`/dev/registry/domains/<name>/<verb>`), posts its signed webhook, and the domain view and the
 * archive show what the registry said.
 */
test('suspended at the registry, then transferred away: the domain view and the archive say so', async ({ page }) => {
  const name = freshName('steging');
  await signInAs(page, 'user');
  const view = await buyAndOpen(page, name);

  // The domain view asks the registry when it loads, so the hold shows on the next load; the
  // page's own fetch (our record and the registry's info) gets the default time on 2 busy cores.
  expect((await page.request.post(`/dev/registry/domains/${name}/suspend`)).status()).toBe(200);
  await page.goto(view);
  await expect(page.getByTestId('domain-registry').locator('[data-status="onHoldByRegistry"]')).toHaveText('Steðgað av skrásetingini, ikki á netinum');

  expect((await page.request.post(`/dev/registry/domains/${name}/transfer-away`)).status()).toBe(200);
  expect((await page.request.post(`/dev/registry/domains/${name}/approve-transfer`)).status()).toBe(200);
  // The archive learns of the transfer through the webhook and the registry-events consumer: load
  // it again until it has; each load gets long enough to finish on busy cores.
  await expect(async () => {
    await page.goto('/');
    const row = page.getByTestId('domains-table').locator('tr', { hasText: name });
    await expect(row.locator('[data-status="transferred_away"]')).toHaveText('Flutt til annan skrásetara', { timeout: 4_000 });
  }).toPass({ timeout: 30_000 });
});
