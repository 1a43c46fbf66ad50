import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainNavigation, newUser } from './helpers';

/**
 * A team's transfer in (issue 16, `teams-transfer-domain`) on a 360 px phone: with the team
 * selected, the menu's "Flyt økisnavn" opens the team's transfer page; the owner asks with the
 * code, the current holder approves, and the domain is the team's, opened in the team's view.
 */
const phone = { width: 360, height: 780 };

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ html: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.html).toBeLessThanOrEqual(widths.viewport);
}

test("team transfer: the team's owner transfers a domain in for the team, which owns it once the holder approves", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(phone);
  const token = await newUser(page, request, 'fo');
  const created = await request.post('/api/teams', { headers: { authorization: `Bearer ${token}` }, data: { name: 'Húsfelagið Flyting' } });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { data: { id: string } }).data.id;
  const name = `toymisflyt-${randomUUID().slice(0, 8)}.fo`;
  const code = `KOTA-${randomUUID().slice(0, 8)}`;
  const held = await request.post('/dev/registry/domains', { data: { name, auth_info: code, years: 2 } });
  expect(held.status(), await held.text()).toBe(201);

  // Choose the team in the scope selector; the menu's transfer item is the team's.
  await page.reload();
  await page.getByRole('button', { name: 'Lat valmyndina upp' }).click();
  await page.getByRole('button', { name: /Vís økisnøvn hjá/ }).click();
  await page.getByRole('option', { name: 'Húsfelagið Flyting' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/domains$`));
  await page.getByRole('button', { name: 'Lat valmyndina upp' }).click();
  await mainNavigation(page).getByRole('link', { name: 'Flyt økisnavn' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/transfer-domain$`));
  await expect(page.getByText('Flyt eitt .fo-økisnavn frá øðrum skrásetara til toymið Húsfelagið Flyting')).toBeVisible();

  const form = page.getByRole('form', { name: 'Flyt eitt økisnavn' });
  await form.getByLabel('Økisnavn').fill(name.replace(/\.fo$/, ''));
  await form.getByLabel('Flytikota').fill(code);
  await form.getByRole('button', { name: 'Bið um flyting' }).click();
  const row = page.locator(`tr[data-domain="${name}"]`);
  await expect(row).toHaveAttribute('data-status', 'requested');
  await expectNoSidewaysScroll(page);

  // The holder approves at the other registrar.
  expect((await request.post(`/dev/registry/domains/${name}/approve-transfer`)).ok()).toBe(true);
  await page.reload();
  await expect(row).toHaveAttribute('data-status', 'approved');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/domains/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('domain-owner')).toContainText('Húsfelagið Flyting');

  // In the team's archive, not in mine.
  await page.goto(`/teams/${teamId}/domains`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  const mine = await request.get('/api/domains', { headers: { authorization: `Bearer ${token}` } });
  expect(((await mine.json()) as { data: unknown[] }).data).toEqual([]);
});
