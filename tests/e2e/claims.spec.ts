import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { fitsAPhone, newUser, nextCode, outboxIds } from './helpers';
import { ownDomain } from './new-user';

// The previous owner buys a domain through the payment simulator first: twice the default time, as the other buying journeys.
test.describe.configure({ timeout: 90_000 });

/**
 * Claiming in the browser (issue 16): a domain bought by an account on an old address; its
 * holder, signed in with a new account, proves the old address on /my-user with the code e-mailed
 * to it (a wrong code first), sees the domain and claims it into My domains. The old account loses
 * it and is told in the bell.
 */
test('Claiming: a wrong code, then the right one; the domain registered under the old address moves to My domains', async ({ page, browser, request }) => {
  // The old account (on its own address) buys a domain: its registrant e-mail is that address.
  const oldContext = await browser.newContext();
  const oldPage = await oldContext.newPage();
  const oldEmail = `gamal-${randomUUID().slice(0, 8)}@arbeid.fo`;
  const oldToken = await newUser(oldPage, request, 'fo', { email: oldEmail });
  const { domain } = await ownDomain(oldPage, request, oldToken);

  // The new account claims it on /my-user.
  await newUser(page, request, 'fo');
  await page.goto('/my-user');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Krev økisnøvn, sum eru skrásett undir øðrum teldubústaði' }) });
  await card.getByRole('button', { name: 'Krev økisnøvn' }).click();
  const seen = await outboxIds(request, oldEmail);
  const form = page.getByRole('form', { name: 'Krev økisnøvn, sum eru skrásett undir øðrum teldubústaði' });
  await form.getByLabel('Hin teldubústaðurin').fill(oldEmail);
  await form.getByRole('button', { name: 'Send kotu' }).click();
  await expect(form.getByText(`Vit hava sent eina 6-sifraða kotu til ${oldEmail}.`)).toBeVisible();
  const code = await nextCode(request, oldEmail, seen);

  await form.getByLabel('Kota', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Vátta' }).click();
  await expect(form.getByText('Kotan er skeiv ella gingin út.')).toBeVisible();

  await form.getByLabel('Kota', { exact: true }).fill(code);
  await form.getByRole('button', { name: 'Vátta' }).click();
  await expect(page.getByTestId('claim-proven')).toContainText(`${oldEmail} er váttaður sum tín til`);
  const table = page.getByTestId('claimable-domains');
  await expect(table.getByRole('rowheader', { name: domain })).toBeVisible();
  await fitsAPhone(page, 'the domains to claim');
  // WCAG 2.1 A and AA, as accessibility.spec.ts asks of the pages.
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);

  await table.getByRole('button', { name: `Krev ${domain}` }).click();
  const dialog = page.getByRole('dialog', { name: `Krev ${domain}?` });
  await expect(dialog).toContainText('Økisnøvnini verða flutt til Míni økisnøvn.');
  await dialog.getByRole('button', { name: 'Krev', exact: true }).click();
  await expect(page.getByText(`Kravt: ${domain}.`)).toBeVisible();
  await expect(page.getByTestId('claimable-domains-empty')).toHaveText(`Eingi økisnøvn, sum tú kanst krevja, eru skrásett undir ${oldEmail}.`);

  // It is the new account's now, with the claim in its history; the old account lost it and is told.
  await page.goto('/');
  await page.getByRole('link', { name: domain }).first().click();
  await expect(page).toHaveURL(/\/domains\/[0-9a-f-]{36}$/);
  const oldDomains = await request.get('/api/domains', { headers: { authorization: `Bearer ${oldToken}` } });
  expect(((await oldDomains.json()) as { data: { name: string }[] }).data.map((entry) => entry.name)).not.toContain(domain);
  await expect
    .poll(async () => {
      const bell = await request.get('/api/users/me/notifications?page=1&per_page=10', { headers: { authorization: `Bearer ${oldToken}` } });
      return ((await bell.json()) as { data: { data: { data: { message: string; target: string } }[] } }).data.data.map((entry) => `${entry.data.message} ${entry.data.target}`);
    })
    .toContain(`domain_claimed ${domain}`);
  await oldContext.close();
});

test('Claiming in English on a phone: the address, the code and an address with nothing to claim fit 360 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await newUser(page, request, 'en');
  await page.goto('/my-user');
  await page.getByRole('button', { name: 'Claim domains', exact: true }).click();
  const address = `gamal-${Date.now()}-${Math.floor(Math.random() * 1e6)}@arbeid.fo`;
  const seen = await outboxIds(request, address);
  const form = page.getByRole('form', { name: 'Claim domains registered under another e-mail' });
  await form.getByLabel('The other e-mail address').fill(address);
  await fitsAPhone(page, 'the address step');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText(`We have sent a 6-digit code to ${address}.`)).toBeVisible();
  await fitsAPhone(page, 'the code step');
  await form.getByLabel('Code', { exact: true }).fill(await nextCode(request, address, seen));
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('claimable-domains-empty')).toHaveText(`No domains that you can claim are registered under ${address}.`);
  await expect(page.getByLabel('Claim into')).toHaveValue('');
  await fitsAPhone(page, 'an address with nothing to claim');
});
