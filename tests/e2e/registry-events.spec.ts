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

  expect((await page.request.post(`/dev/registry/domains/${name}/suspend`)).status()).toBe(200);
  await expect(async () => {
    await page.goto(view);
    await expect(page.getByTestId('domain-registry').locator('[data-status="onHoldByRegistry"]')).toHaveText('Steðgað av skrásetingini, ikki á netinum', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  expect((await page.request.post(`/dev/registry/domains/${name}/transfer-away`)).status()).toBe(200);
  expect((await page.request.post(`/dev/registry/domains/${name}/approve-transfer`)).status()).toBe(200);
  await expect(async () => {
    await page.goto('/');
    const row = page.getByTestId('domains-table').locator('tr', { hasText: name });
    await expect(row.locator('[data-status="transferred_away"]')).toHaveText('Flutt til annan skrásetara', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
