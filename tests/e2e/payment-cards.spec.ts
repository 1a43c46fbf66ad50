import type { Page } from '@playwright/test';
import { saveCardOnProviderPage } from './buying';
import { expect, test } from './fixtures';
import { newUser } from './helpers';
import { ownDomain } from './new-user';

// The journey buys a domain through the payment simulator first: twice the default time on 2 shared cores.
test.describe.configure({ timeout: 90_000 });

/** The page does not scroll sideways (360 px screens). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ html: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.html).toBeLessThanOrEqual(widths.viewport);
}

test('payment cards: add a card on the provider’s page, nickname it, attach it on the renewal tab, switch automatic renewal on; deleting it is refused while the domain uses it', async ({
  page,
  request,
}) => {
  const token = await newUser(page, request, 'fo');
  const { domainId, domain } = await ownDomain(page, request, token);

  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { level: 1, name: 'Gjaldshættir' })).toBeVisible();
  await expect(page.getByTestId('payment-cards-empty')).toHaveText('Tú hevur eingi goymd gjaldskort enn.');
  await page.getByRole('button', { name: 'Legg kort afturat' }).click();
  await saveCardOnProviderPage(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/payment-methods\?card_setup=cs_/);
  const row = page.getByTestId('payment-card-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Visa •••• 4242');
  await expect(row).toContainText('11/2039');
  await expect(row).toContainText('Eingi økisnøvn');

  // Nickname it.
  await row.getByRole('button', { name: 'Gev Visa •••• 4242 nýtt navn' }).click();
  const prompt = page.getByRole('dialog');
  await prompt.getByLabel('Kallingarnavn').fill('Húskortið');
  await prompt.getByRole('button', { name: 'Nýtt navn' }).click();
  await expect(row).toContainText('Húskortið');

  // The renewal tab: the switch says what is missing, then goes on with the card and the terms.
  await page.goto(`/domains/${domainId}?tab=renewal`);
  const auto = page.getByTestId('auto-renewal');
  await expect(auto).toHaveAttribute('data-state', 'off');
  await auto.getByRole('button', { name: 'Set sjálvvirkandi endurnýggjan til' }).click();
  await expect(auto).toContainText('Sjálvvirkandi endurnýggjan krevur eitt goymt gjaldskort knýtt at økisnavninum.');
  await expect(auto).toContainText('Tú mást góðtaka fyri at halda fram.');
  await auto.getByRole('combobox', { name: 'Gjaldskort' }).selectOption({ label: 'Visa •••• 4242 – Húskortið' });
  await auto.getByRole('checkbox', { name: 'Eg góðtaki treytirnar fyri sjálvvirkandi endurnýggjan' }).check();
  await auto.getByRole('button', { name: 'Set sjálvvirkandi endurnýggjan til' }).click();
  await expect(auto).toHaveAttribute('data-state', 'on');
  await expect(page.getByTestId('auto-renewal-state')).toHaveText('Sjálvvirkandi endurnýggjan er sett til.');
  await expect(page.getByTestId('auto-renewal-card')).toContainText('Endurnýggjar við Visa •••• 4242');

  // The card lists the domain, and cannot be deleted while the domain uses it.
  await page.goto('/payment-methods');
  await expect(row.getByRole('link', { name: domain })).toBeVisible();
  await row.getByRole('button', { name: 'Strika Visa •••• 4242' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Strika' }).click();
  await expect(page.getByText('Ein gjaldsháttur kann ikki strikast, meðan onnur økisnøvn brúka hann.')).toBeVisible();
  await expect(row).toHaveCount(1);

  // Automatic renewal off lets go of the card; then it can be deleted.
  await page.goto(`/domains/${domainId}?tab=renewal`);
  await page.getByRole('button', { name: 'Slá sjálvvirkandi endurnýggjan frá' }).click();
  await expect(auto).toHaveAttribute('data-state', 'off');
  await page.goto('/payment-methods');
  await expect(row).toContainText('Eingi økisnøvn');
  await row.getByRole('button', { name: 'Strika Visa •••• 4242' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Strika' }).click();
  await expect(page.getByTestId('payment-cards-empty')).toBeVisible();
});

test('payment cards on a 360 px phone in English: the list and the renewal tab fit, a soon-expiring card is marked', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const token = await newUser(page, request, 'en');
  const { domainId } = await ownDomain(page, request, token);
  const now = new Date();
  const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear()).slice(2)}`;

  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Add a card' }).click();
  await saveCardOnProviderPage(page, '4000 0027 6000 3184', thisMonth);
  const row = page.getByTestId('payment-card-row');
  await expect(row).toContainText('Visa •••• 3184');
  await expect(row.getByTestId('card-expiry-badge')).toHaveText('Expires soon');
  await expectNoSidewaysScroll(page);

  await page.goto(`/domains/${domainId}?tab=renewal`);
  await expect(page.getByRole('combobox', { name: 'Payment card' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
