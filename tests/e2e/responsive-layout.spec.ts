import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './helpers';
import { ownDomain } from './new-user';

/**
 * Tables, the domain view's tabs and the guest header on a phone (390 px) and a desktop
 * (1366 px), issue 13: below its breakpoint a table is a list of cards, each field labelled
 * with its column's header and nothing off-screen; on a desktop it is the table with its header
 * row. Deleting a DNS record asks first, from a secondary (not red) button.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

// A purchase through the simulators first: on 2 shared cores that takes 10–20 s.
test.describe.configure({ timeout: 90_000 });

/** WCAG 2.1 A and AA, as the accessibility journeys check. */
async function axeViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** The element lies wholly inside the window's width. */
async function expectOnScreen(locator: Locator, page: Page): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect(box, 'rendered').not.toBeNull();
  expect(box.x, 'starts on the screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'ends on the screen').toBeLessThanOrEqual(page.viewportSize()!.width);
}

const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));

test('DNS records and receipts: cards with labelled fields on a phone, a table on a desktop; deleting a record asks first', async ({ page, request }) => {
  await page.setViewportSize(phone);
  const token = await newUser(page, request, 'fo');
  const { domainId, domain } = await ownDomain(page, request, token);

  await page.goto(`/domains/${domainId}?tab=dns`);
  const table = page.getByTestId('dns-records-table');
  const txt = table.locator('tr[data-type="TXT"]');
  await expect(txt).toBeVisible();
  // A card: no header row, each field labelled with its column's header, all of it on the screen.
  await expect(table.getByRole('columnheader', { name: 'Virði' })).toBeHidden();
  for (const label of ['Slag', 'Navn', 'Virði', 'Livitíð (sekund)']) await expect(txt.getByText(label, { exact: true })).toBeVisible();
  const value = txt.getByText(/v=DMARC1/);
  await expectOnScreen(value, page);
  // Names and values have room: not one letter per line.
  expect((await value.boundingBox())!.width).toBeGreaterThan(200);
  expect((await txt.getByText(`_dmarc.${domain}`).boundingBox())!.width).toBeGreaterThan(200);
  const remove = txt.getByRole('button', { name: `Strika TXT-postin _dmarc.${domain}` });
  await expectOnScreen(remove, page);
  expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(phone.width);
  expect(await axeViolations(page, '[data-testid="dns-records-table"]')).toEqual([]);

  // Delete is a secondary action on every row (white, not red); it asks, and Angra keeps the record.
  expect(await remove.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(255, 255, 255)');
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Strika DNS-postin?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Angra' }).click();
  await expect(dialog).toBeHidden();
  await expect(txt).toBeVisible();
  await page.reload();
  await expect(txt).toBeVisible();
  // Confirmed in the dialog (its button the only red one), the record goes.
  await remove.click();
  const confirm = dialog.getByRole('button', { name: 'Strika' });
  expect(await confirm.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgb(255, 255, 255)');
  await confirm.click();
  await expect(page.getByText('DNS-posturin er strikaður.')).toBeVisible();
  await expect(txt).toHaveCount(0);
  await expect(table.locator('tr[data-type="CNAME"]')).toBeVisible();

  // Receipts on the phone: the amounts and the download button on the screen, each labelled.
  await page.goto('/receipts');
  const receipt = page.getByTestId('receipt-row').first();
  await expect(receipt).toBeVisible();
  for (const label of ['Tilsamans við MVG', 'MVG', 'Støða', 'Kvittan']) await expect(receipt.getByText(label, { exact: true })).toBeVisible();
  await expectOnScreen(receipt.getByText('125,00 kr.'), page);
  await expectOnScreen(receipt.getByRole('button', { name: /^Tak niður kvittan/ }), page);
  expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(phone.width);
  expect(await axeViolations(page, '[data-testid="receipts-table"]')).toEqual([]);

  // On a desktop: the table, with its header row; the cards' labels are not shown.
  await page.setViewportSize(desktop);
  await expect(page.getByTestId('receipts-table').getByRole('columnheader', { name: 'Tilsamans við MVG' })).toBeVisible();
  await expect(receipt.getByText('Tilsamans við MVG', { exact: true })).toBeHidden();
  expect(await receipt.evaluate((row) => getComputedStyle(row).display)).toBe('table-row');
  expect(await axeViolations(page, '[data-testid="receipts-table"]')).toEqual([]);
  await page.goto(`/domains/${domainId}?tab=dns`);
  const cname = table.locator('tr[data-type="CNAME"]');
  await expect(table.getByRole('columnheader', { name: 'Virði' })).toBeVisible();
  await expect(cname.getByText('Virði', { exact: true })).toBeHidden();
  expect(await cname.evaluate((row) => getComputedStyle(row).display)).toBe('table-row');
  // The row's actions sit on the row's line, to the right of the value.
  const valueBox = (await cname.getByText(/selector1-eitt/).boundingBox())!;
  const editBox = (await cname.getByRole('button', { name: /^Broyt CNAME-postin/ }).boundingBox())!;
  expect(editBox.x).toBeGreaterThan(valueBox.x + valueBox.width);
  expect(editBox.y).toBeLessThan(valueBox.y + valueBox.height);
});

test("the domain view's tabs: one line that scrolls on a phone (arrow keys, Home and End), all in view on a desktop", async ({ page, request }) => {
  await page.setViewportSize(phone);
  const token = await newUser(page, request, 'en');
  const { domainId, domain } = await ownDomain(page, request, token);
  await page.goto(`/domains/${domainId}`);
  // The header names the domain in full on a phone: a long name wraps, it is not cut short.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(domain);
  expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the whole name shows').toBe(true);
  const bar = page.getByRole('tablist', { name: 'Managing the domain' });
  const tabs = bar.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const count = await tabs.count();
  // One line: every tab at the same height as the first; the bar scrolls, the page does not.
  const firstTop = (await tabs.first().boundingBox())!.y;
  for (let index = 0; index < count; index += 1) expect((await tabs.nth(index).boundingBox())!.y).toBe(firstTop);
  expect((await bar.boundingBox())!.height).toBeLessThan(2 * (await tabs.first().boundingBox())!.height);
  expect(await bar.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(phone.width);
  await expect(page.getByTestId('tabs-more-end')).toBeVisible();
  // At the start, the arrow back is hidden with its room kept: the bar does not move when it comes.
  await expect(page.getByTestId('tabs-more-start')).toBeHidden();
  const barAtStart = (await bar.boundingBox())!;

  // Keyboard: End goes to the last tab, which scrolls into view; ArrowRight wraps to the first; Home stays there.
  await tabs.first().focus();
  await page.keyboard.press('End');
  const last = tabs.nth(count - 1);
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeFocused();
  await expect(page).toHaveURL(/\?tab=history$/);
  await expect.poll(async () => (await last.boundingBox())!.x + (await last.boundingBox())!.width).toBeLessThanOrEqual(phone.width);
  await expect(page.getByTestId('tabs-more-start')).toBeVisible();
  // At the end the arrow forward hides, and the bar keeps its place and width (it used to jump 44 px).
  await expect(page.getByTestId('tabs-more-end')).toBeHidden();
  expect(await bar.boundingBox()).toEqual(barAtStart);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(last).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  expect(await axeViolations(page, '[data-testid="domain-tab-bar"]')).toEqual([]);

  // A small laptop (the sidebar beside the view): the bar scrolls, and its arrow does it for a mouse.
  await page.setViewportSize({ width: 1024, height: 768 });
  await tabs.first().click();
  await expect(page.getByTestId('tabs-more-end')).toBeVisible();
  await expect(page.getByTestId('tabs-more-start')).toBeHidden();
  await page.getByTestId('tabs-more-end').getByRole('button', { includeHidden: true }).click();
  await expect.poll(() => bar.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(page.getByTestId('tabs-more-start')).toBeVisible();
  expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(1024);

  // On a desktop every tab is in view and the bar does not scroll.
  await page.setViewportSize(desktop);
  await expect.poll(() => bar.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  await expect(page.getByTestId('tabs-more-end')).toHaveCount(0);
  await expectOnScreen(last, page);
});

for (const viewport of [{ width: 360, height: 740 }, desktop]) {
  test(`the guest pages' header in English at ${viewport.width} px: the name and both languages on the screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => localStorage.setItem('okisnavn.locale', 'en'));
    for (const path of ['/login', '/create-user', '/email-verification?email=someone%40example.com']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      const languages = page.getByRole('radiogroup', { name: 'Language' });
      await expectOnScreen(page.getByText('Økisnavn', { exact: true }).first(), page);
      await expectOnScreen(languages.getByText('English'), page);
      await expectOnScreen(languages.getByText('Føroyskt'), page);
      expect((await pageWidth(page)).scroll, path).toBeLessThanOrEqual(viewport.width);
      // The word "Language" is shown where there is room; a screen reader always hears it (the group's name).
      if (viewport.width >= 640) await expect(languages.getByText('Language', { exact: true })).toBeVisible();
      // The name and the languages never overlap.
      const name = (await page.getByText('Økisnavn', { exact: true }).first().boundingBox())!;
      const group = (await languages.boundingBox())!;
      expect(name.x + name.width <= group.x || name.y + name.height <= group.y).toBe(true);
    }
  });
}
