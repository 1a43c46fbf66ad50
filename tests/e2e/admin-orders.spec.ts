import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
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
 * as PDF and in the accountant's CSV; in Faroese, and in English on a 360 px phone. The buyer
 * hears of the refund in the bell and finds the credit note under Receipts, after the receipt it
 * credits, and the purchase's result says refunded.
 */
test('an administrator marks an unpaid order paid, refunds a paid one, and finds the receipt and credit note among the invoices; the buyer is told and gets the credit note', async ({
  page,
  request,
  browser,
}) => {
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
  const receiptNumber = (await receiptRow.getAttribute('data-number'))!;
  await expect(noteRow).toContainText(`fyri kvittan ${receiptNumber}`);
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

  // The buyer hears of the refund in the bell, which leads to the receipts.
  await page.goto('/');
  await page.getByRole('button', { name: /^Fráboðanir/ }).click();
  const panel = page.getByRole('dialog', { name: 'Fráboðanir' });
  const refundNotice = panel.getByTestId('notification-item').filter({ hasText: `Keypið av ${paid} er endurgoldið` });
  await expect(refundNotice).toContainText(`Keypið av ${paid} er endurgoldið: 250,00 kr. verður goldið aftur. Kreditnotan er undir Kvittanir.`, { timeout: 20_000 });
  await refundNotice.getByRole('link', { name: paid }).click();
  await expect(page).toHaveURL(/\/receipts$/);

  // The credit note right after the receipt it credits: marked, negative, linked to the receipt, its PDF the one the administrator issued.
  const buyerNote = page.locator(`[data-testid="credit-note-row"][data-order="${paidOrderId}"]`);
  await expect(buyerNote).toHaveAttribute('data-credit-note', noteNumber);
  await expect(buyerNote).toContainText('Kreditnota');
  await expect(buyerNote).toContainText('-250,00 kr.');
  await expect(buyerNote.getByRole('link', { name: `Fyri kvittan nr. ${receiptNumber}` })).toHaveAttribute('href', `#receipt-${paidOrderId}`);
  await expect(page.locator(`#receipt-${paidOrderId}`)).toContainText('Goldið aftur');
  // The receipts with a credit note pass WCAG 2.1 A and AA.
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  const buyerNoteDownload = page.waitForEvent('download');
  await buyerNote.getByRole('button', { name: `Tak niður kreditnotu: ${paid}`, exact: false }).click();
  expect((await buyerNoteDownload).suggestedFilename()).toBe(noteFile);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(buyerNote).toBeVisible();
  await noSidewaysScroll(page);

  // The purchase's result page says refunded, not registered.
  await page.goto(`/purchase-success?order=${paidOrderId}`);
  await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'refunded');
  await expect(page.getByRole('heading', { name: 'Keypið er endurgoldið' })).toBeVisible();
  await expect(page.getByTestId('purchase-refunded-by-admin')).toHaveText('250,00 kr. er goldið aftur fyri hesi økisnøvn. Kreditnotan er undir Kvittanir.');

  // In English on the phone too.
  await answerInEnglish(page);
  await page.goto('/receipts');
  await expect(buyerNote).toContainText('Credit note');
  await expect(buyerNote).toContainText('DKK -250.00');
  await expect(buyerNote.getByRole('button', { name: `Download credit note: ${paid}`, exact: false })).toBeVisible();
  await noSidewaysScroll(page);
});
