import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { payWith } from './buying';
import { newUser } from './helpers';
import { expectReadableLayout } from './layout-checks';

// Buys four domains in one order through the payment simulator first: on 2 shared cores that takes its time.
test.describe.configure({ timeout: 120_000 });

/** Four domains bought in one order (one payment): three named `<word>-<run>-…`, one other. */
async function fourDomains(page: Page, request: APIRequestContext, token: string) {
  const run = randomUUID().slice(0, 6);
  const names = [`leit-${run}-alfa.fo`, `leit-${run}-beta.fo`, `leit-${run}-gamma.fo`, `onnur-${run}.fo`];
  const ordered = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `lists-${randomUUID()}` },
    data: { domains: names, years: 1, terms_accepted: true },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  await page.goto(((await ordered.json()) as { data: { checkout_url: string } }).data.checkout_url);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'registered');
  return { run, names };
}

const rowNames = (page: Page) => page.getByTestId('domain-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-domain')));

for (const language of ['fo', 'en'] as const) {
  test(`the domain list at 360 px (${language}): search as you type and a filter, kept in the address`, async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const token = await newUser(page, request, language);
    const { run, names } = await fourDomains(page, request, token);
    const texts =
      language === 'fo'
        ? { search: 'Leita', state: 'Vís', locked: 'Flytilás á', expired: 'Útgingin', noMatch: 'Eingi økisnøvn svara til.', clear: 'Vís øll økisnøvnini' }
        : { search: 'Search', state: 'Show', locked: 'Transfer lock on', expired: 'Expired', noMatch: 'No domains match.', clear: 'Show all domains' };

    await page.goto('/');
    await expect(page.getByTestId('domain-row')).toHaveCount(4);
    await page.getByRole('searchbox', { name: texts.search }).fill(`leit-${run}`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=leit-${run}`));
    await expect.poll(() => rowNames(page)).toEqual(names.slice(0, 3));

    // New domains have the transfer lock on: the filter keeps all three; the address keeps the search and the filter.
    await page.getByRole('combobox', { name: texts.state }).selectOption({ label: texts.locked });
    await expect(page).toHaveURL(/state=locked/);
    await expect.poll(() => rowNames(page)).toEqual(names.slice(0, 3));
    await expectReadableLayout(page, `the domain list, searched and filtered (${language})`);
    await page.screenshot({ path: `/tmp/domain-list-filtered-${language}-360.png`, fullPage: true });

    // A link keeps them.
    await page.goto(page.url());
    await expect(page.getByRole('searchbox', { name: texts.search })).toHaveValue(`leit-${run}`);
    await expect.poll(() => rowNames(page)).toEqual(names.slice(0, 3));

    // Nothing expired: the empty state says no domain matches, and the way back.
    await page.getByRole('combobox', { name: texts.state }).selectOption({ label: texts.expired });
    await expect(page.getByTestId('domains-no-match')).toContainText(texts.noMatch);
    await expectReadableLayout(page, `the domain list, no match (${language})`);
    await page.screenshot({ path: `/tmp/domain-list-nomatch-${language}-360.png`, fullPage: true });
    await page.getByRole('button', { name: texts.clear }).click();
    await expect(page.getByTestId('domain-row')).toHaveCount(4);
    await expect(page.getByRole('searchbox', { name: texts.search })).toHaveValue('');

    // The list as CSV: every domain, with a byte-order mark and `;`.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('domains-csv').click()]);
    expect(download.suggestedFilename()).toMatch(language === 'fo' ? /^okisnovn-\d{4}-\d{2}-\d{2}\.csv$/ : /^domains-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(names.map((name) => `"${name}"`));

    // And the receipts.
    await page.goto('/receipts');
    const [receipts] = await Promise.all([page.waitForEvent('download'), page.getByTestId('receipts-csv').click()]);
    const receiptLines = readFileSync(await receipts.path())
      .subarray(3)
      .toString('utf8')
      .trimEnd()
      .split('\r\n');
    expect(receiptLines).toHaveLength(2);
    expect(receiptLines[1]).toContain(names.join(', '));
    await page.screenshot({ path: `/tmp/receipts-${language}-360.png`, fullPage: true });
    await page.goto('/');

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `/tmp/domain-list-${language}-1366.png`, fullPage: true });
  });
}
