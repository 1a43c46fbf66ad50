import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { demoUsers, mainNavigation, newUser, signInAs } from './helpers';

// Two journeys buy or transfer a domain before they start: on 2 shared cores they get twice the default time.
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 13 in the domain view and around it: the registry's words in product words (search,
 * overview), a new domain locked against transfer, taking a protection away asking first, a
 * transferred-in domain without name servers moved to ours from the DNS tab (the registry
 * simulator's `flyt-meg.fo`), the price and period of a transfer before the request, and the
 * search page starting from the names kept in session.
 */
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('the registry’s words are product words: a taken name’s reason in the search, the statuses in the overview', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/search-domain?domains=tinganes');
  const row = page.getByRole('list', { name: 'Úrslit' }).locator('li[data-domain="tinganes.fo"]');
  await expect(row).toContainText('Upptikið');
  await expect(row.getByTestId('taken-reason')).toHaveText('Navnið er longu skrásett.');
  await expect(row).not.toContainText('In use');

  // The demo user's domain: registered here, so locked against transfer (clientTransferProhibited).
  await page.goto('/');
  await page.getByTestId('domains-table').getByRole('link', { name: 'jogvan-brukari.fo' }).click();
  const registry = page.getByTestId('domain-registry');
  await expect(registry.locator('[data-status="transferLocked"]')).toHaveText('Flytilás');
  await expect(registry).not.toContainText('clientTransferProhibited');
  await expect(registry).not.toContainText(/\bok\b/);
});

test('a new domain is transfer-locked; turning DNSSEC off asks first and is no primary button', async ({ page }) => {
  const name = freshName('dnssec-av');
  await signInAs(page, 'user');
  await buyAndOpen(page, name);
  await expect(page.getByTestId('domain-registry').locator('[data-status="transferLocked"]')).toHaveText('Flytilás');

  await tab(page, 'DNSSEC').click();
  const card = page.getByTestId('dnssec');
  await card.getByRole('checkbox', { name: /Eg skili/ }).check();
  await card.getByRole('button', { name: 'Tendra DNSSEC' }).click();
  await expect(card.getByTestId('dnssec-signing')).toHaveText('Tendrað');

  await card.getByRole('checkbox', { name: /Eg skili/ }).check();
  const turnOff = card.getByRole('button', { name: 'Sløkk DNSSEC' });
  await expect(turnOff).not.toHaveClass(/bg-(blue|red)-/);
  await turnOff.click();
  const dialog = page.getByRole('dialog', { name: 'Sløkkja DNSSEC?' });
  await dialog.getByRole('button', { name: 'Angra' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('dnssec-signing')).toHaveText('Tendrað');
  await turnOff.click();
  await dialog.getByRole('button', { name: 'Sløkk DNSSEC' }).click();
  await expect(card.getByTestId('dnssec-signing')).toHaveText('Sløkt');
});

test('transfer in flyt-meg.fo: price and period first; it arrives without name servers and is moved to ours from the DNS tab, which then edits records', async ({
  page,
  request,
}) => {
  await newUser(page, request, 'fo');
  await mainNavigation(page).getByRole('link', { name: 'Flyt økisnavn' }).click();
  const terms = page.getByTestId('transfer-terms');
  await expect(terms.getByTestId('transfer-price')).toHaveText('Ókeypis (0,00 kr.)');
  await expect(terms.getByTestId('transfer-period')).toHaveText('Útgangsdagurin verður longdur við 1 ári');
  await expect(terms.getByTestId('transfer-renewal-price')).toHaveText('125,00 kr. um árið við MVG');

  const form = page.getByRole('form', { name: 'Flyt eitt økisnavn' });
  await form.getByLabel('Økisnavn').fill('flyt-meg');
  await form.getByLabel('Flytikota').fill('FLYT-MEG-2026');
  await form.getByRole('button', { name: 'Bið um flyting' }).click();
  const row = page.locator('tr[data-domain="flyt-meg.fo"]');
  await expect(row).toHaveAttribute('data-status', 'requested');
  // The holder approves at the other registrar (README).
  expect((await request.post('/dev/registry/domains/flyt-meg.fo/approve-transfer')).ok()).toBe(true);
  await page.reload();
  await expect(row).toHaveAttribute('data-status', /approved/);
  await row.getByRole('link', { name: 'flyt-meg.fo' }).click();
  await expect(page).toHaveURL(/\/domains\/[0-9a-f-]{36}$/);

  await expect(page.getByTestId('domain-name-servers')).toContainText('Ongir');
  await tab(page, 'DNS').click();
  const offer = page.getByTestId('not-on-product-name-servers');
  await expect(offer).toContainText('Økisnavnið hevur ongar navnaambætarar');
  await offer.getByRole('button', { name: 'Flyt til okkara navnaambætarar' }).click();

  await expect(page.getByText('Økisnavnið hevur ongar DNS-postar enn.')).toBeVisible();
  const recordForm = page.getByRole('form', { name: 'Nýggjur DNS-postur' });
  await recordForm.getByLabel('Navn', { exact: true }).fill('www');
  await recordForm.getByLabel('Virði').fill('192.0.2.10');
  await recordForm.getByRole('button', { name: 'Legg post afturat' }).click();
  await expect(page.getByRole('region', { name: 'DNS-postar' })).toContainText('192.0.2.10');

  await tab(page, 'Yvirlit').click();
  await expect(page.getByTestId('domain-name-servers')).toContainText('Okkara navnaambætarar');
  await expect(page.getByTestId('domain-name-servers')).toContainText('ns1.okisnavn.fo');
  // Transferred in, it is locked against transfer too.
  await expect(page.getByTestId('domain-registry').locator('[data-status="transferLocked"]')).toHaveText('Flytilás');
});

test('the search starts from the names kept in session: signed out on a search, signed in, elsewhere and back', async ({ page }) => {
  await page.goto('/search-domain?domains=Minnisnavn');
  await expect(page).toHaveURL(/\/login$/);
  const block = page.getByRole('region', { name: 'Menningarinnritan' });
  await block.getByRole('button', { name: new RegExp(demoUsers.user.name) }).click();
  await expect(page).toHaveURL(/\/search-domain\?domains=minnisnavn(\.fo)?$/i);

  await mainNavigation(page).getByRole('link', { name: 'Økisnøvn' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Skráset økisnavn' }).first().click();
  await expect(page).toHaveURL(/\/search-domain\?domains=minnisnavn\.fo$/);
  await expect(page.getByRole('searchbox', { name: 'Økisnøvn' })).toHaveValue('minnisnavn.fo');
  await expect(page.getByRole('list', { name: 'Úrslit' }).locator('li[data-domain="minnisnavn.fo"]')).toContainText('Tøkt');
});
