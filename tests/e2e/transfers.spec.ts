import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './helpers';

/**
 * Transferring a .fo name in, in the browser: the registry simulator holds the name at another
 * registrar with a known transfer code (`POST /dev/registry/domains`); the user requests the
 * transfer on /transfer-domain, and sees it approved automatically once the clock has moved
 * five days and the auto-approval job has run, or cancels it.
 */
const fiveDays = 5 * 24 * 3600 * 1000 + 60_000;

// One after the other: moving the clock lets the registry approve every waiting transfer, also another journey's.
test.describe.configure({ mode: 'serial' });

async function heldElsewhere(request: APIRequestContext): Promise<{ name: string; code: string }> {
  const name = `flyt-${randomUUID().slice(0, 8)}.fo`;
  const code = `KOTA-${randomUUID().slice(0, 8)}`;
  const created = await request.post('/dev/registry/domains', { data: { name, auth_info: code, years: 2 } });
  expect(created.status(), await created.text()).toBe(201);
  return { name, code };
}

async function requestTransfer(page: Page, name: string, code: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Høvuðsvalmynd' }).getByRole('link', { name: 'Flyt økisnavn' }).click();
  await expect(page).toHaveURL(/\/transfer-domain$/);
  await expect(page.getByRole('heading', { name: 'Flyt økisnavn' }).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Flyt eitt økisnavn' });
  await form.getByLabel('Økisnavn').fill(name.replace(/\.fo$/, ''));
  await form.getByLabel('Flytikota').fill(code);
  await form.getByRole('button', { name: 'Bið um flyting' }).click();
}

test('transfer in: request with the code → requested → five days later approved automatically, in the archive', async ({ page, request }) => {
  const { name, code } = await heldElsewhere(request);
  await newUser(page, request, 'fo');

  // A wrong code first: the message on the code field, and nothing in the list.
  await requestTransfer(page, name, 'skeiv-kota');
  await expect(page.getByText('Flytikotan er skeiv. Bið núverandi eigaran um rættu kotuna.')).toBeVisible();
  await expect(page.locator(`tr[data-domain="${name}"]`)).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Flyt eitt økisnavn' });
  await form.getByLabel('Flytikota').fill(code);
  await form.getByRole('button', { name: 'Bið um flyting' }).click();
  const row = page.locator(`tr[data-domain="${name}"]`);
  await expect(row).toHaveAttribute('data-status', 'requested');
  await expect(row.getByTestId('transfer-status')).toHaveText('Biðið um');
  await expect(row.getByTestId('transfer-auto-approval')).toContainText(/^Í seinasta lagi \d{2}\.\d{2}\.\d{4}\skl\.\s\d{2}:\d{2}/);
  await expect(row.getByRole('button', { name: `Avlýs flytingina av ${name}` })).toBeVisible();

  // Five days pass and the hourly job runs: the registry has approved by itself. The clock goes
  // back at once, so journeys running beside this one keep their codes and payment pages.
  try {
    expect((await request.post('/dev/clock', { data: { advance_ms: fiveDays } })).ok()).toBe(true);
    const job = await request.post('/dev/jobs/transfer-auto-approval');
    expect(job.ok()).toBe(true);
    expect((await job.json()).data).toMatchObject({ failed: 0 });
  } finally {
    await request.post('/dev/clock', { data: { advance_ms: -fiveDays } });
  }

  await page.reload();
  await expect(row).toHaveAttribute('data-status', 'auto_approved');
  await expect(row.getByTestId('transfer-status')).toHaveText('Góðkent sjálvvirkandi');
  await expect(row.getByTestId('transfer-detail')).toContainText(/^Góðkent \d{2}\.\d{2}\.\d{4}\skl\.\s\d{2}:\d{2}$/);
  await expect(row.getByRole('button')).toHaveCount(0);

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/domains\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  // The header and the tab name the domain; the trademark-opposition note is for new registrations only.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Økisnavn`);
  await expect(page.getByTestId('trademark-note')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByTestId('domains-table').locator(`tr[data-domain="${name}"]`)).toBeVisible();
});

test('transfer in: the current holder approves, and the waiting transfer shows it; another one is cancelled after confirming', async ({ page, request }) => {
  const approvedByHolder = await heldElsewhere(request);
  const cancelled = await heldElsewhere(request);
  await newUser(page, request, 'fo');
  await requestTransfer(page, approvedByHolder.name, approvedByHolder.code);
  await expect(page.locator(`tr[data-domain="${approvedByHolder.name}"]`)).toHaveAttribute('data-status', 'requested');
  await page.getByRole('form', { name: 'Flyt eitt økisnavn' }).getByLabel('Økisnavn').fill(cancelled.name);
  await page.getByRole('form', { name: 'Flyt eitt økisnavn' }).getByLabel('Flytikota').fill(cancelled.code);
  await page.getByRole('form', { name: 'Flyt eitt økisnavn' }).getByRole('button', { name: 'Bið um flyting' }).click();
  const waiting = page.locator(`tr[data-domain="${cancelled.name}"]`);
  await expect(waiting).toHaveAttribute('data-status', 'requested');

  // The holder approves at their registrar; the page asks again and shows it.
  expect((await request.post(`/dev/registry/domains/${approvedByHolder.name}/approve-transfer`)).ok()).toBe(true);
  await page.reload();
  await expect(page.locator(`tr[data-domain="${approvedByHolder.name}"]`)).toHaveAttribute('data-status', 'approved');
  await expect(page.locator(`tr[data-domain="${approvedByHolder.name}"]`).getByTestId('transfer-status')).toHaveText('Góðkent');

  await waiting.getByRole('button', { name: `Avlýs flytingina av ${cancelled.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Avlýs flytingina?' });
  await dialog.getByRole('button', { name: 'Avlýs flytingina' }).click();
  await expect(waiting).toHaveAttribute('data-status', 'cancelled');
  await expect(waiting.getByTestId('transfer-detail')).toHaveText('Tú avlýsti flytingina.');

  // The page with approved, cancelled and waiting rows passes WCAG 2.1 A and AA (axe).
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
});
