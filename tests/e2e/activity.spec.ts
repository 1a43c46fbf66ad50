import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { newUser } from './helpers';

// The journey buys a domain through the payment simulator and the registry before it starts:
// on 2 shared cores it runs 20–30 s, so it gets twice the default time.
test.describe.configure({ timeout: 60_000 });

/** WCAG 2.1 A and AA in the history list, as the accessibility journeys check. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="activity-list"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/**
 * The change history (issue 14): edit an MX record on the DNS tab, open History and read who
 * changed it from what to what, in both languages and on a phone; `/my-user` lists the user's
 * own sign-in and the change.
 */
test('the History tab after editing a record shows the old and new values; /my-user shows the sign-in', async ({ page, request }) => {
  const name = freshName('soga');
  await newUser(page, request, 'fo', { name: 'Flyti Brúkari' });
  await buyAndOpen(page, name);

  await page.getByRole('tab', { name: 'DNS', exact: true }).click();
  const form = page.getByRole('form', { name: 'Nýggjur DNS-postur' });
  await form.getByLabel('Slag').selectOption('MX');
  await form.getByLabel('Navn', { exact: true }).fill('@');
  await form.getByLabel('Forgongd').fill('10');
  await form.getByLabel('Virði').fill('mail.a.fo');
  await form.getByRole('button', { name: 'Legg post afturat' }).click();
  const row = page.getByTestId('dns-records-table').locator('tr[data-type="MX"]');
  await expect(row).toContainText('10 mail.a.fo.');

  await page.getByRole('button', { name: `Broyt MX-postin ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Broyt DNS-post' });
  await edit.getByLabel('Forgongd').fill('20');
  await edit.getByLabel('Virði').fill('mail.b.fo');
  await edit.getByRole('button', { name: 'Goym broytingar' }).click();
  await expect(row).toContainText('20 mail.b.fo.');

  await page.getByRole('tab', { name: 'Søga', exact: true }).click();
  const history = page.getByTestId('activity-list');
  // The activity log is written by a consumer of the change's event: a moment after the save.
  await expect(async () => {
    await page.reload();
    await expect(history.locator('tr').nth(1)).toContainText('Flyti Brúkari broytti MX-postin 10 mail.a.fo → 20 mail.b.fo', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(history).toContainText('Flyti Brúkari legði MX-post afturat: 10 mail.a.fo');
  await expect(history).toContainText(`Økisnavnið ${name} varð skrásett`);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/my-user');
  const mine = page.getByRole('heading', { name: 'Títt virksemi' }).locator('xpath=ancestor::section[1]');
  await expect(mine).toContainText('Flyti Brúkari ritaði inn við at vátta teldubústaðin');
  await expect(mine).toContainText('Flyti Brúkari broytti MX-postin 10 mail.a.fo → 20 mail.b.fo');

  // In English, on a phone: each entry a card, no sideways scrolling; the domain links to its history.
  await page.getByRole('radio', { name: 'English' }).first().check();
  await expect(page.getByRole('heading', { name: 'Your activity' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  const mineEn = page.getByRole('heading', { name: 'Your activity' }).locator('xpath=ancestor::section[1]');
  await expect(mineEn).toContainText('Flyti Brúkari signed in by verifying the e-mail address');
  await noSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('my-activity-on-a-phone.png'), fullPage: true });

  await mineEn.getByRole('link', { name }).first().click();
  await expect(page.getByRole('tab', { name: 'History', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(history).toContainText('Flyti Brúkari changed the MX record 10 mail.a.fo → 20 mail.b.fo');
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('history-on-a-phone.png'), fullPage: true });
});
