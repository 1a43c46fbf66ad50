import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { signInAs } from './helpers';

// These journeys buy a domain through the payment simulator and the registry before they start:
// on 2 shared cores (two browsers, the runtime, DynamoDB Local) they run 20–30 s, so they get twice the default time.
test.describe.configure({ timeout: 60_000 });

/**
 * DNS in the browser: buy a domain, add an MX record in the DNS tab (a wrong value is refused
 * on its field first), see it in the zone file tab, and forward the domain.
 */
test('DNS: add an MX record and see it in the zone file; forward the domain', async ({ page }) => {
  const name = freshName('dns');
  await signInAs(page, 'user');
  await buyAndOpen(page, name);

  await page.getByRole('tab', { name: 'DNS', exact: true }).click();
  await expect(page.getByText('Økisnavnið hevur ongar DNS-postar enn.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Nýggjur DNS-postur' });

  // A wrong IPv4 address: the message shows once the field is left, in Faroese.
  await form.getByLabel('Virði').fill('300.1.1.1');
  await form.getByLabel('Virði').blur();
  await expect(form.getByText('Vinaliga skriva eina rætta IPv4-adressu.')).toBeVisible();

  await form.getByLabel('Slag').selectOption('MX');
  await form.getByLabel('Navn', { exact: true }).fill('@');
  await form.getByLabel('Forgongd').fill('10');
  await form.getByLabel('Virði').fill(`mail.${name}`);
  await form.getByRole('button', { name: 'Legg post afturat' }).click();
  const row = page.getByTestId('dns-records-table').locator('tr[data-type="MX"]');
  await expect(row).toContainText(`10 mail.${name}.`);
  await expect(row).toContainText(name);

  await page.getByRole('tab', { name: 'Sónufíla' }).click();
  await expect(page.getByTestId('zone-file-text')).toContainText(`$ORIGIN ${name}.`);
  await expect(page.getByTestId('zone-file-text')).toContainText(`MX\t10 mail.${name}.`);
  const download = page.waitForEvent('download');
  await page.getByTestId('zone-file-download').click();
  expect((await download).suggestedFilename()).toBe(`${name}.zone`);

  await page.getByRole('tab', { name: 'Víðarisending' }).click();
  await expect(page.getByTestId('forwarding-status')).toHaveText('Økisnavnið verður ikki víðarisent.');
  // Typed without a scheme, as people do: it is taken as https.
  await page.getByLabel('Víðarisend til (URL)').fill('www.example.net');
  await page.getByLabel('Slag av víðarisending').selectOption('302');
  await page.getByRole('button', { name: 'Goym víðarisending' }).click();
  await expect(page.getByTestId('forwarding-status')).toContainText('https://www.example.net (302)');
});
