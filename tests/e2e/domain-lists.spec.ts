import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { payWith, saveCardOnProviderPage } from './buying';
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

/** A card saved on the payment simulator's setup page, and automatic renewal switched on with it for `domainIds` (over the API). */
async function autoRenewalOn(page: Page, request: APIRequestContext, token: string, domainIds: string[]) {
  const headers = { authorization: `Bearer ${token}` };
  const setup = await request.post('/api/payment-cards', { headers, data: { team_id: null } });
  expect(setup.status(), await setup.text()).toBe(201);
  await page.goto(((await setup.json()) as { data: { checkout_url: string } }).data.checkout_url);
  await saveCardOnProviderPage(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment-methods\?card_setup=cs_/);
  await expect(page.getByTestId('payment-card-row')).toHaveCount(1);
  const cards = ((await (await request.get('/api/users/me/payment-cards', { headers })).json()) as { data: { id: string }[] }).data;
  for (const domainId of domainIds) {
    const on = await request.put(`/api/domains/${domainId}/auto-renewal`, { headers, data: { enabled: true, terms_accepted: true, payment_card_id: cards[0]!.id } });
    expect(on.status(), await on.text()).toBe(200);
  }
}

const rowNames = (page: Page) => page.getByTestId('domain-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-domain')));

for (const language of ['fo', 'en'] as const) {
  test(`the domain list at 360 px (${language}): search as you type and a filter, kept in the address; CSV; automatic renewal off in bulk`, async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const token = await newUser(page, request, language);
    const { run, names } = await fourDomains(page, request, token);
    const texts =
      language === 'fo'
        ? {
            search: 'Leita',
            state: 'Vís',
            locked: 'Flytilás á',
            expired: 'Útgingin',
            noMatch: 'Eingi økisnøvn svara til.',
            clear: 'Vís øll økisnøvnini',
            autoOn: 'Sjálvvirkandi endurnýggjan tendrað',
            selectAll: 'Vel øll á hesi síðuni',
            action: 'Hvat skal gerast',
            off: 'Sløkk sjálvvirkandi endurnýggjan',
            renew: 'Endurnýggja 1 ár',
            apply: 'Broyt 2 økisnøvn',
            selected: '2 økisnøvn vald',
            done: 'Øll 2 økisnøvnini vórðu broytt.',
          }
        : {
            search: 'Search',
            state: 'Show',
            locked: 'Transfer lock on',
            expired: 'Expired',
            noMatch: 'No domains match.',
            clear: 'Show all domains',
            autoOn: 'Auto-renewal on',
            selectAll: 'Select all on this page',
            action: 'What to do',
            off: 'Turn auto-renewal off',
            renew: 'Renew for 1 year',
            apply: 'Change 2 domains',
            selected: '2 domains selected',
            done: 'All 2 domains were changed.',
          };

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

    // Bulk: two of the searched domains renew automatically; filtered to those, all selected on the page, turned off together.
    await page.setViewportSize({ width: 360, height: 740 });
    const ids = ((await (await request.get(`/api/domains?q=leit-${run}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string; name: string }[] })
      .data;
    await autoRenewalOn(
      page,
      request,
      token,
      ids
        .filter((domain) => domain.name !== names[1])
        .slice(0, 2)
        .map((domain) => domain.id),
    );
    await page.goto(`/?q=leit-${run}&state=auto_renewal_on`);
    await expect.poll(() => rowNames(page)).toEqual([names[0], names[2]]);
    await page.getByRole('checkbox', { name: texts.selectAll }).check();
    await expect(page.getByTestId('bulk-count')).toHaveText(texts.selected);
    await page.getByRole('combobox', { name: texts.action }).selectOption({ label: texts.off });
    await expect(page.getByTestId('bulk-preview-line')).toHaveCount(2);
    await expectReadableLayout(page, `the bulk panel's preview (${language})`);
    await page.screenshot({ path: `/tmp/domain-list-bulk-preview-${language}-360.png`, fullPage: true });
    await page.getByRole('button', { name: texts.apply }).click();
    await expect(page.getByTestId('bulk-summary')).toHaveText(texts.done);
    await expect(page.getByTestId('bulk-result')).toHaveCount(2);
    // From the top: the sticky header over a scrolled page is no overlap.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectReadableLayout(page, `the bulk results (${language})`);
    await page.screenshot({ path: `/tmp/domain-list-bulk-results-${language}-360.png`, fullPage: true });
    // The list read again: none renews automatically now.
    await expect(page.getByTestId('domains-no-match')).toBeVisible();
    const after = ((await (await request.get(`/api/domains?q=leit-${run}&state=auto_renewal_on`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: unknown[] })
      .data;
    expect(after).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `/tmp/domain-list-bulk-results-${language}-1366.png`, fullPage: true });

    // Renewing the three searched domains a year: the preview's price per domain and total, then ONE payment page for all.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/?q=leit-${run}`);
    await expect.poll(() => rowNames(page)).toEqual(names.slice(0, 3));
    await page.getByRole('checkbox', { name: texts.selectAll }).check();
    await page.getByRole('combobox', { name: texts.action }).selectOption({ label: texts.renew });
    await expect(page.getByTestId('bulk-preview-line')).toHaveCount(3);
    await expect(page.getByTestId('bulk-total')).toContainText('375');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectReadableLayout(page, `the bulk renewal's preview (${language})`);
    await page.screenshot({ path: `/tmp/domain-list-bulk-renewal-${language}-360.png`, fullPage: true });
    await page.getByTestId('bulk-apply').click();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'registered');
    const renewed = ((await (await request.get(`/api/domains?q=leit-${run}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { expires_at: string }[] })
      .data;
    expect(renewed.map((domain) => domain.expires_at.slice(0, 4))).toEqual(Array(3).fill(String(new Date().getUTCFullYear() + 2)));
  });
}
