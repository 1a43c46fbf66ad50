import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDate } from '#shared/format.ts';
import { addYears } from '#shared/renewal.ts';
import { saveCardOnProviderPage } from './buying';
import { expect, test } from './fixtures';
import { newUser } from './helpers';
import { ownDomain } from './new-user';

/**
 * Automatic renewal in the browser (issue 15): a card saved on the payment simulator's setup
 * page, nicknamed and attached on the renewal tab with automatic renewal on; then the clock is
 * moved to the domain's renewal day and the daily job run (`POST /dev/clock`,
 * `POST /dev/jobs/auto-renewal`), and the owner sees what happened: the new expiry, the
 * renewal's receipt and the bell's notification, or, with a card declined off-session
 * (`4000 0000 0000 0341`), the failure in the bell and the expiry as it was.
 */

// Each journey buys a domain through the payment simulator first (2 shared cores).
// One after the other: the clock is the runtime's, and a job run renews every due domain.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

// This spec runs after every other journey (its own Playwright project), whose sign-ups and codes
// from 127.0.0.1 fill the 15-minute per-address message allowance (30). Nothing runs beside it, so
// the clock is moved on past that window for good before its own sign-ups.
test.beforeAll(async ({ request }) => {
  expect((await request.post('/dev/clock', { data: { advance_ms: 16 * 60 * 1000 } })).ok()).toBe(true);
});

const hour = 3600 * 1000;

/** The domain as the API has it: its expiry and its renewal day (expiry − the settings' days before expiry). */
async function domainDates(request: APIRequestContext, token: string, domainId: string): Promise<{ expiresAt: string; renewalAt: number }> {
  const answer = await request.get(`/api/domains/${domainId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as { data: { expires_at: string; renewal_date: string } };
  return { expiresAt: data.expires_at, renewalAt: Date.parse(data.renewal_date) };
}

/**
 * Moves the runtime's clock to `instant`, runs the daily auto-renewal job as the scheduler would,
 * waits for `settled` (what the job started, carried out at that time), and moves the clock back
 * at once, so journeys running beside this one keep their codes and payment pages. Answers the
 * job's report.
 */
async function autoRenewalJobAt(request: APIRequestContext, instant: number, settled?: () => Promise<void>): Promise<{ charged: number; declined: number; failed: number }> {
  const clock = ((await (await request.get('/dev/clock')).json()) as { data: { now: string } }).data;
  const advance = instant - Date.parse(clock.now);
  try {
    expect((await request.post('/dev/clock', { data: { advance_ms: advance } })).ok()).toBe(true);
    const job = await request.post('/dev/jobs/auto-renewal');
    expect(job.status(), await job.text()).toBe(200);
    const report = ((await job.json()) as { data: { charged: number; declined: number; failed: number } }).data;
    await settled?.();
    return report;
  } finally {
    await request.post('/dev/clock', { data: { advance_ms: -advance } });
  }
}

/** Adds a card on /payment-methods through the simulator's setup page and gives it a nickname; answers its row. */
async function addCard(page: Page, card: string, nickname: string): Promise<Locator> {
  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { level: 1, name: 'Gjaldshættir' })).toBeVisible();
  await page.getByRole('button', { name: 'Legg kort afturat' }).click();
  await saveCardOnProviderPage(page, card);
  await expect(page).toHaveURL(/\/payment-methods\?card_setup=cs_/);
  const last4 = card.slice(-4);
  const row = page.getByTestId('payment-card-row').filter({ hasText: `Visa •••• ${last4}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Gev Visa •••• ${last4} nýtt navn` }).click();
  const prompt = page.getByRole('dialog');
  await prompt.getByLabel('Kallingarnavn').fill(nickname);
  await prompt.getByRole('button', { name: 'Nýtt navn' }).click();
  await expect(row).toContainText(nickname);
  return row;
}

/** On the domain's renewal tab: attaches the card, accepts the terms and switches automatic renewal on. */
async function switchAutoRenewalOn(page: Page, domainId: string, cardLabel: string): Promise<void> {
  await page.goto(`/domains/${domainId}?tab=renewal`);
  const auto = page.getByTestId('auto-renewal');
  await expect(auto).toHaveAttribute('data-state', 'off');
  await auto.getByRole('combobox', { name: 'Gjaldskort' }).selectOption({ label: cardLabel });
  await auto.getByRole('checkbox', { name: 'Eg góðtaki treytirnar fyri sjálvvirkandi endurnýggjan' }).check();
  await auto.getByRole('button', { name: 'Set sjálvvirkandi endurnýggjan til' }).click();
  await expect(auto).toHaveAttribute('data-state', 'on');
  await expect(page.getByTestId('auto-renewal-card')).toContainText(`Endurnýggjar við ${cardLabel.split(' – ')[0]}`);
}

/**
 * Opens `url` and the bell's panel until it lists a notification with `text` (the consumer writes
 * it a moment after the job; a page opened before then shows it after the next load). Answers it.
 */
async function notificationInBell(page: Page, url: string, text: string): Promise<Locator> {
  const panel = page.getByRole('dialog', { name: 'Fráboðanir' });
  const item = panel.getByTestId('notification-item').filter({ hasText: text });
  await expect(async () => {
    await page.goto(url);
    await page.getByRole('button', { name: /^Fráboðanir/ }).click();
    await expect(item).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1_000] });
  return item;
}

test('automatic renewal: a card added on the provider’s page, nicknamed and attached; on the renewal day the job renews the domain for a year, with its receipt and a notification', async ({
  page,
  request,
}) => {
  const token = await newUser(page, request, 'fo');
  const { domainId, domain, orderId } = await ownDomain(page, request, token);
  const row = await addCard(page, '4242 4242 4242 4242', 'Húskortið');
  await switchAutoRenewalOn(page, domainId, 'Visa •••• 4242 – Húskortið');

  const { expiresAt, renewalAt } = await domainDates(request, token, domainId);
  const before = formatDate(expiresAt);
  const renewedTo = formatDate(addYears(expiresAt, 1));
  await page.goto(`/domains/${domainId}`);
  await expect(page.getByTestId('domain-expires')).toContainText(before);

  // The renewal day: the job charges the card and the domain is renewed at the registry.
  const report = await autoRenewalJobAt(request, renewalAt + hour, () =>
    expect.poll(async () => (await domainDates(request, token, domainId)).expiresAt, { timeout: 20_000 }).not.toBe(expiresAt),
  );
  expect(report).toMatchObject({ failed: 0 });
  expect(report.charged).toBeGreaterThanOrEqual(1);

  // The domain view: the new expiry, and automatic renewal still on with the card.
  await page.goto(`/domains/${domainId}`);
  await expect(page.getByTestId('domain-expires')).toContainText(renewedTo);
  await page.getByRole('tab', { name: 'Endurnýggjan' }).click();
  await expect(page.getByTestId('renewal-expires')).toHaveText(renewedTo);
  await expect(page.getByTestId('auto-renewal')).toHaveAttribute('data-state', 'on');
  await expect(page.getByTestId('auto-renewal-card')).toContainText('Endurnýggjar við Visa •••• 4242');

  // The receipt: a second order for the domain (the purchase was the first), one year, paid and registered; its PDF downloads.
  await page.goto('/receipts');
  const receipts = page.locator('tr[data-testid="receipt-row"]', { hasText: domain });
  await expect(receipts).toHaveCount(2);
  const renewal = receipts.and(page.locator(`:not([data-order="${orderId}"])`));
  await expect(renewal).toHaveAttribute('data-status', 'registered');
  await expect(renewal).toContainText('125,00 kr.');
  const download = page.waitForEvent('download');
  await renewal.getByRole('button', { name: /^Tak niður kvittan/ }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^kvittan-\d{6,}\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The bell: the renewal, with the new expiry.
  const notice = await notificationInBell(page, `/domains/${domainId}`, `Økisnavnið ${domain} er endurnýggjað og gongur út`);
  await expect(notice).toHaveAttribute('data-type', 'info');
  await expect(notice).toContainText(renewedTo);

  // The card still lists the domain.
  await page.goto('/payment-methods');
  await expect(row.getByRole('link', { name: domain })).toBeVisible();
});

test('automatic renewal with a card declined off-session (4000 0000 0000 0341): the owner sees the failure in the bell, and the domain’s expiry is unchanged', async ({
  page,
  request,
}) => {
  const token = await newUser(page, request, 'fo');
  const { domainId, domain, orderId } = await ownDomain(page, request, token);
  await addCard(page, '4000 0000 0000 0341', 'Gamla kortið');
  await switchAutoRenewalOn(page, domainId, 'Visa •••• 0341 – Gamla kortið');

  const { expiresAt, renewalAt } = await domainDates(request, token, domainId);
  const before = formatDate(expiresAt);
  const report = await autoRenewalJobAt(request, renewalAt + hour);
  expect(report).toMatchObject({ failed: 0 });
  expect(report.declined).toBeGreaterThanOrEqual(1);

  // The bell: the failure, highlighted as danger, naming the domain and its expiry; it links to the domain.
  const notice = await notificationInBell(page, '/', `vit fingu ikki endurnýggjað ${domain} sjálvvirkandi`);
  await expect(notice).toHaveAttribute('data-type', 'danger');
  await expect(notice).toContainText('Gjaldið fyri endurnýggjan gekk ikki ígjøgnum');
  await expect(notice).toContainText(`til tað gongur út ${before}`);
  await notice.getByRole('link', { name: domain }).click();

  // The domain as it was: the same expiry, automatic renewal still on (tried again the next days).
  await expect(page).toHaveURL(new RegExp(`/domains/${domainId}$`));
  await expect(page.getByTestId('domain-expires')).toContainText(before);
  await page.getByRole('tab', { name: 'Endurnýggjan' }).click();
  await expect(page.getByTestId('renewal-expires')).toHaveText(before);
  await expect(page.getByTestId('auto-renewal')).toHaveAttribute('data-state', 'on');
  // The tab tells the last failed automatic charge, why, and what to do.
  const failedCharge = page.getByTestId('renewal-failed-charge');
  await expect(failedCharge.getByRole('heading', { level: 3 })).toHaveText('Sjálvvirkandi endurnýggjanin fekk ikki goldið við kortinum');
  await expect(page.getByTestId('renewal-failed-charge-reason')).toHaveText(/^Seinasta roynd, \d\d\.\d\d\.\d{4}, miseydnaðist: kortið varð avvíst\.$/);
  await expect(failedCharge).toContainText(`til økisnavnið gongur út ${before}`);

  // No receipt for a charge that did not go through: the purchase's only.
  await page.goto('/receipts');
  const receipts = page.locator('tr[data-testid="receipt-row"]', { hasText: domain });
  await expect(receipts.first()).toBeVisible();
  await expect(receipts.and(page.locator('[data-status="registered"]'))).toHaveCount(1);
  await expect(receipts.and(page.locator('[data-status="registered"]'))).toHaveAttribute('data-order', orderId);
  await expect(receipts.getByRole('button', { name: /^Tak niður kvittan/ })).toHaveCount(1);
});
