import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { phone, shoot, speak } from './dns-tab';
import { newUser, signInAs } from './helpers';

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

/**
 * The record checks on a phone (issue 31): an MX to an address is refused on its field as it is
 * typed; an MX to a name that is a CNAME in the zone is refused by the API, and its message lands
 * at the value field, in Faroese and then in English.
 */
test('DNS on a phone: a refused record shows its message at its field, in Faroese and English', async ({ page, request }) => {
  const name = freshName('dnscheck');
  await newUser(page, request, 'fo');
  await buyAndOpen(page, name);
  await page.setViewportSize(phone);

  await page.getByRole('tab', { name: 'DNS', exact: true }).click();
  const form = page.getByRole('form', { name: 'Nýggjur DNS-postur' });
  await form.getByLabel('Slag').selectOption('CNAME');
  await form.getByLabel('Navn', { exact: true }).fill('post');
  await form.getByLabel('Virði').fill('mail.example.net');
  await form.getByRole('button', { name: 'Legg post afturat' }).click();
  await expect(page.getByTestId('dns-records-table').locator('tr[data-type="CNAME"]')).toContainText('mail.example.net.');

  await form.getByLabel('Slag').selectOption('MX');
  await form.getByLabel('Navn', { exact: true }).fill('@');
  await form.getByLabel('Forgongd').fill('10');
  const value = form.getByLabel('Virði');
  // An address where a host name belongs: refused by the form's own check once the field is left.
  await value.fill('192.0.2.25');
  await value.blur();
  await expect(value).toHaveAccessibleDescription(/Skriva eitt vertsnavn, ikki eina IP-adressu/);
  await expect(value).toHaveAttribute('aria-invalid', 'true');

  // A name that is a CNAME in the zone: only the API knows; its answer lands at the same field.
  await value.fill(`post.${name}`);
  await form.getByRole('button', { name: 'Legg post afturat' }).click();
  await expect(value).toHaveAccessibleDescription(/Hetta navnið er ein CNAME í tíni sónu/);
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('dns-records-table').locator('tr[data-type="MX"]')).toHaveCount(0);
  await shoot(page, form, 'dns-mx-to-cname-fo');

  await speak(page, 'en');
  const english = page.getByRole('form', { name: 'New DNS record' });
  await english.getByRole('button', { name: 'Add record' }).click();
  await expect(english.getByLabel('Value')).toHaveAccessibleDescription(/This name is a CNAME in your zone, and MX and SRV records cannot point at a CNAME/);
  await shoot(page, english, 'dns-mx-to-cname-en');

  // Mended as the message says: the MX points at the name the CNAME points to.
  await english.getByLabel('Value').fill('mail.example.net');
  await english.getByRole('button', { name: 'Add record' }).click();
  await expect(page.getByTestId('dns-records-table').locator('tr[data-type="MX"]')).toContainText('10 mail.example.net.');
});
