import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyAndOpen, chooseAndContinue, freshName } from './buying';
import { adminMenu, answerInEnglish, openAdminPage } from './admin-area';
import { newUser, signInAs } from './helpers';

// A buyer buys one name and leaves another unpaid, then an administrator acts on both: on 2
// shared cores this runs for a minute.
test.describe.configure({ timeout: 120_000 });

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/**
 * Orders and invoices in the administration area (issue 17): an administrator finds a buyer's
 * unpaid order and marks it paid with a reason (the name is then registered), refunds a paid one
 * (its credit note is there to download), and finds both documents among the period's invoices,
 * as PDF and in the accountant's CSV; in Faroese, and in English on a 360 px phone.
 */
test('an administrator marks an unpaid order paid, refunds a paid one, and finds the receipt and credit note among the invoices', async ({ page, request, browser }) => {
  const unpaid = freshName('umsit-goldid');
  const paid = freshName('umsit-endurgj');
  await newUser(page, request, 'fo');
  await chooseAndContinue(page, unpaid); // on the payment page: the order waits for its payment
  await buyAndOpen(page, paid);

  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-viewer-address': '198.19.0.17' } });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await openAdminPage(admin, 'Bíleggingar');
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await expect(admin.getByTestId('admin-orders-totals').locator('[data-total="count"] dd')).not.toHaveText('0');

  // Mark the unpaid order paid: a reason is required.
  const unpaidRow = admin.getByTestId('admin-order-row').filter({ hasText: unpaid });
  await expect(unpaidRow).toHaveAttribute('data-status', 'pending');
  await unpaidRow.getByRole('button', { name: `Merk goldna: ${unpaid}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Merkja bíleggingina goldna?' });
  await dialog.getByRole('button', { name: 'Merk goldna' }).click();
  await expect(dialog.getByText('Skriva orsøkina (3 til 500 tekn).')).toBeVisible();
  await dialog.getByLabel('Orsøk').fill('Goldið við bankaflyting');
  await dialog.getByRole('button', { name: 'Merk goldna' }).click();
  await expect(admin.getByText('Bíleggingin er merkt goldin.')).toBeVisible();
  await expect(unpaidRow).toContainText('Merkt goldin: Goldið við bankaflyting');
  // Carried out as after a card payment: the name is registered.
  await expect(async () => {
    await admin.reload();
    await expect(unpaidRow).toHaveAttribute('data-status', 'registered', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.goto('/');
  await expect(page.getByText(unpaid).first()).toBeVisible();

  // Refund the paid order; its credit note can be downloaded.
  const paidRow = admin.getByTestId('admin-order-row').filter({ hasText: paid });
  const paidOrderId = (await paidRow.getAttribute('data-order'))!;
  await paidRow.getByRole('button', { name: `Endurgjalda: ${paid}` }).click();
  const refund = admin.getByRole('dialog', { name: 'Endurgjalda bíleggingina?' });
  await expect(refund).toContainText('250,00 kr. fer aftur til keyparan');
  await refund.getByLabel('Orsøk').fill('Keyparin angraði');
  await refund.getByRole('button', { name: 'Endurgjalda' }).click();
  await expect(admin.getByText('Bíleggingin er endurgoldin, og kreditnotan er útskrivað.')).toBeVisible();
  await expect(paidRow).toHaveAttribute('data-status', 'refunded');
  await expect(paidRow).toContainText('Endurgoldin: Keyparin angraði');
  const noteDownload = admin.waitForEvent('download');
  await paidRow.getByRole('button', { name: `Kreditnota fyri ${paid}` }).click();
  const noteFile = (await noteDownload).suggestedFilename();
  expect(noteFile).toMatch(/^kreditnota-\d{6}\.pdf$/);

  // The invoices: the receipt and the credit note of the refunded order, the PDF, and the CSV.
  await adminMenu(admin).getByRole('link', { name: 'Rokningar' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Rokningar' })).toBeVisible();
  const noteRow = admin.locator(`[data-testid="admin-invoice-row"][data-order="${paidOrderId}"][data-kind="credit_note"]`);
  const receiptRow = admin.locator(`[data-testid="admin-invoice-row"][data-order="${paidOrderId}"][data-kind="receipt"]`);
  await expect(receiptRow).toContainText('250,00 kr.');
  await expect(noteRow).toContainText('-250,00 kr.');
  const noteNumber = noteFile.replace(/\D/g, '');
  await expect(noteRow).toHaveAttribute('data-number', noteNumber);
  await expect(noteRow).toContainText(`fyri kvittan ${(await receiptRow.getAttribute('data-number'))!}`);
  const pdf = admin.waitForEvent('download');
  await noteRow.getByRole('button', { name: `PDF av ${noteNumber}` }).click();
  expect((await pdf).suggestedFilename()).toBe(noteFile);
  const csvDownload = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Flyt CSV út til roknskaparfólkið' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^rokningar-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = (await readFile((await csv.path())!)).toString('utf8');
  expect(csvText.startsWith('\uFEFF"Nummar";"Slag"')).toBe(true);
  expect(csvText).toContain(`"${noteNumber}";"Kreditnota"`);

  // In English on a phone: both pages fit 360 px.
  await answerInEnglish(admin);
  await admin.setViewportSize({ width: 360, height: 800 });
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(
    admin
      .getByTestId('admin-order-row')
      .filter({ hasText: paid })
      .getByRole('button', { name: `Credit note for ${paid}` }),
  ).toBeVisible();
  await expect(admin.getByTestId('admin-order-row').filter({ hasText: paid })).toContainText('Refunded: Keyparin angraði');
  await noSidewaysScroll(admin);
  await admin.goto('/admin/invoices');
  await expect(admin.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(noteRow).toContainText('Credit note');
  await expect(admin.getByRole('button', { name: 'Export CSV for the accountant' })).toBeVisible();
  await noSidewaysScroll(admin);
  await adminContext.close();
});
