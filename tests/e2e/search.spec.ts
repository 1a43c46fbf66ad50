import { expect, test } from './fixtures';
import { newUser, signInAs } from './helpers';

/**
 * Domain search against the local runtime's registry simulator (it pre-registers tinganes.fo):
 * normalized names, available with the price, taken, not allowed with a suggestion that
 * searches it; select, change the period, see the total with VAT. Paying is purchase.spec.ts.
 */
test('search: normalize, statuses, suggestion, selection and total', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/search-domain?domains=Mitt-Navn,tinganes,føroyar');
  await expect(page.getByRole('heading', { level: 1, name: 'Skráset økisnavn' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Økisnøvn' })).toHaveValue('mitt-navn.fo, tinganes.fo, føroyar.fo');

  const results = page.getByRole('list', { name: 'Úrslit' });
  const row = (domain: string) => results.locator(`li[data-domain="${domain}"]`);
  await expect(row('mitt-navn.fo')).toContainText('Tøkt');
  await expect(row('mitt-navn.fo')).toContainText('125,00 kr. um árið við MVG');
  await expect(row('tinganes.fo')).toContainText('Upptikið');
  await expect(row('føroyar.fo')).toContainText('Ikki loyvt');
  await expect(row('føroyar.fo')).toContainText('.fo-nøvn kunnu ikki hava føroyskar bókstavir');

  // The suggestion replaces the name in the search and searches it.
  await row('føroyar.fo').getByRole('button', { name: 'Royn foroyar.fo' }).click();
  await expect(page).toHaveURL(/domains=mitt-navn\.fo%2Ctinganes\.fo%2Cforoyar\.fo|domains=mitt-navn\.fo,tinganes\.fo,foroyar\.fo/);
  await expect(row('foroyar.fo')).toContainText(/Tøkt|Upptikið/);
  await expect(row('føroyar.fo')).toHaveCount(0);

  // Select, change the period, see the total with VAT; continuing needs the terms accepted.
  await row('mitt-navn.fo').getByRole('checkbox', { name: 'Vel mitt-navn.fo' }).check();
  await expect(page.getByTestId('order-total')).toHaveText('125,00 kr.');
  await page.getByRole('combobox', { name: 'Tíðarskeið' }).selectOption('3');
  await expect(page.getByTestId('order-total')).toHaveText('375,00 kr.');
  await expect(page.getByRole('button', { name: 'Halt fram til gjalding' })).toBeDisabled();
  await page.getByTestId('checkout-terms').check();
  await expect(page.getByRole('button', { name: 'Halt fram til gjalding' })).toBeEnabled();
});

test('search: typing updates the query after the debounce', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/search-domain');
  await page.getByRole('searchbox', { name: 'Økisnøvn' }).fill('Onkur-Navn  annad');
  await expect(page).toHaveURL(/domains=onkur-navn\.fo(%2C|,)annad\.fo/);
  await expect(page.getByRole('list', { name: 'Úrslit' }).locator('li[data-domain="onkur-navn.fo"]')).toContainText('Tøkt');
});

test('search on a phone: every name shows in full, the price wraps under it, nothing scrolls sideways; the own domain is the user’s', async ({ page }) => {
  await signInAs(page, 'user');
  await page.setViewportSize({ width: 390, height: 844 });
  const long = `eitt-heldur-langt-okisnavn-${Date.now()}`;
  await page.goto(`/search-domain?domains=${long},jogvan-brukari`);
  const results = page.getByRole('list', { name: 'Úrslit' });
  const row = (domain: string) => results.locator(`li[data-domain="${domain}"]`);
  await expect(row(`${long}.fo`)).toContainText('Tøkt');
  const name = row(`${long}.fo`).getByText(`${long}.fo`, { exact: true });
  // Not cut: the element is as wide as its text needs, inside the screen.
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const box = (await name.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Phone first (issue 26): the name on a line of its own, broken only after its hyphens (never a
  // letter a line); its status and price under it, apart; the tick box a 44×44 target.
  const available = row(`${long}.fo`);
  expect(await name.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(250);
  const status = (await available.getByTestId('domain-status').boundingBox())!;
  const price = (await available.getByTestId('domain-price').boundingBox())!;
  expect(status.y).toBeGreaterThanOrEqual(box.y + box.height);
  expect(price.y >= status.y + status.height || price.x >= status.x + status.width, 'the price is not on the status').toBe(true);
  const tickBox = (await available.locator('label:has(input[type="checkbox"])').boundingBox())!;
  expect(Math.min(tickBox.width, tickBox.height)).toBeGreaterThanOrEqual(44);
  // The demo user's own domain (seeded) is theirs, with a link to it.
  await expect(row('jogvan-brukari.fo').getByTestId('domain-yours')).toHaveText('Títt');
  await row('jogvan-brukari.fo').getByRole('link', { name: 'Vís jogvan-brukari.fo' }).click();
  await expect(page).toHaveURL(/\/domains\/[0-9a-f-]{36}$/);
});

for (const [language, texts] of [
  ['fo', { heading: 'Úrslit', offered: 'Hesi líknandi nøvn eru tøk:', add: (name: string) => `Legg ${name} afturat og vel tað`, total: '125,00 kr.' }],
  ['en', { heading: 'Results', offered: 'These similar names are available:', add: (name: string) => `Add ${name} and select it`, total: 'DKK 125.00' }],
] as const) {
  test(`a taken name on a phone (${language}): free names like it are offered, and one tap adds one, selected`, async ({ page, request }) => {
    await newUser(page, request, language);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/search-domain?domains=tinganes');
    const results = page.getByRole('list', { name: texts.heading });
    const offered = results.locator('li[data-domain="tinganes.fo"]').getByTestId('domain-alternatives');
    await expect(offered).toContainText(texts.offered);
    const buttons = offered.getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(2);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await offered.getByRole('button', { name: texts.add('tinganes-online.fo') }).click();
    const added = results.locator('li[data-domain="tinganes-online.fo"]');
    await expect(added.getByRole('checkbox')).toBeChecked();
    await expect(page).toHaveURL(/domains=tinganes\.fo(%2C|,)tinganes-online\.fo/);
    await expect(page.getByTestId('order-total')).toContainText(texts.total);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
