import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { signInAs } from './helpers';

// These journeys buy a domain through the payment simulator and the registry before they start:
// on 2 shared cores (two browsers, the runtime, DynamoDB Local) they run 20–30 s, so they get twice the default time.
test.describe.configure({ timeout: 60_000 });

/**
 * A bought domain's settings in the browser: custom name servers (saved after the warning that
 * they do not answer), after which the DNS tab says it cannot show the records; the registration
 * lock blocking changes until its unlock is confirmed; contacts and the transfer code.
 */
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('name servers: switch to custom ones, insist after the warning, and the DNS tab says why it shows no records', async ({ page }) => {
  const name = freshName('egnir');
  await signInAs(page, 'user');
  await buyAndOpen(page, name);

  await tab(page, 'Navnaambætarar').click();
  const panel = page.getByTestId('name-servers');
  await expect(panel.getByTestId('registry-name-servers')).toContainText('ns1.okisnavn.fo');
  await panel.getByRole('radio', { name: /Egnir navnaambætarar/ }).check();
  // Servers of the owner that do not answer for the domain (their names do not resolve).
  await panel.getByLabel('Navnaambætari 1', { exact: true }).fill('ns1.egin-veitari.invalid');
  await panel.getByLabel('Navnaambætari 2', { exact: true }).fill('ns2.egin-veitari.invalid');
  await panel.getByRole('button', { name: 'Goym navnaambætarar' }).click();

  const warning = page.getByRole('dialog', { name: 'Navnaambætarar svara ikki' });
  await expect(warning).toContainText('ns1.egin-veitari.invalid, ns2.egin-veitari.invalid');
  await warning.getByRole('button', { name: 'Goym kortini' }).click();
  await expect(panel.getByTestId('registry-name-servers')).toContainText('ns1.egin-veitari.invalid');
  await expect(panel.getByTestId('registry-name-servers')).not.toContainText('okisnavn.fo');

  await tab(page, 'DNS').click();
  await expect(page.getByText('Vit kunnu ikki vísa tínar DNS-postar, tí tú brúkar ikki okkara navnaambætarar.')).toBeVisible();
  await tab(page, 'Yvirlit').click();
  await expect(page.getByText('Egnir navnaambætarar')).toBeVisible();
});

test('locks: a new domain is transfer-locked; the registration lock blocks the other tabs until its unlock is confirmed; the transfer code is shown and renewed; lifting the transfer lock asks first', async ({
  page,
}) => {
  const name = freshName('las');
  await signInAs(page, 'user');
  await buyAndOpen(page, name);

  await tab(page, 'Lásir og flytikota').click();
  // A new domain is locked against transfer from the start (registrars lock by default).
  const transfer = page.getByTestId('transfer-lock');
  await expect(transfer.getByTestId('transfer-lock-state')).toHaveText('Læst');
  const code = page.getByTestId('transfer-code-card');
  await code.getByRole('button', { name: 'Vís flytikotuna' }).click();
  const first = await code.getByTestId('transfer-code').textContent();
  expect(first).toMatch(/^[\w-]{16}$/);
  await code.getByRole('button', { name: 'Ger nýggja flytikotu' }).click();
  await page.getByRole('dialog', { name: 'Gera nýggja flytikotu?' }).getByRole('button', { name: 'Ger nýggja flytikotu' }).click();
  await expect(code.getByTestId('transfer-code')).not.toHaveText(first!);

  const registration = page.getByTestId('registration-lock');
  await registration.getByRole('button', { name: 'Lás' }).click();
  await expect(registration.getByTestId('registration-lock-state')).toHaveAttribute('data-state', 'locked');

  // Elsewhere the reason shows and nothing can be saved.
  await tab(page, 'Sambandsfólk').click();
  await expect(page.getByTestId('registration-locked-note')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Goym sambandsfólk' })).toBeDisabled();

  await tab(page, 'Lásir og flytikota').click();
  await registration.getByRole('button', { name: 'Lat upp' }).click();
  await page.getByRole('dialog', { name: 'Lata skrásetingarlásin upp?' }).getByRole('button', { name: 'Bið um at lata upp' }).click();
  await expect(registration.getByTestId('registration-lock-state')).toHaveAttribute('data-state', 'unlock_requested');
  // The registry (the simulator lifts it at once) confirms when asked again.
  await registration.getByRole('button', { name: 'Kanna aftur' }).click();
  await expect(registration.getByTestId('registration-lock-state')).toHaveAttribute('data-state', 'unlocked');
  // Lifting the transfer lock asks first; "Angra" keeps it.
  await transfer.getByRole('button', { name: 'Lat upp' }).click();
  const confirm = page.getByRole('dialog', { name: 'Lata flytilásin upp?' });
  await confirm.getByRole('button', { name: 'Angra' }).click();
  await expect(confirm).toBeHidden();
  await expect(transfer.getByTestId('transfer-lock-state')).toHaveText('Læst');
  await transfer.getByRole('button', { name: 'Lat upp' }).click();
  await confirm.getByRole('button', { name: 'Lat flytilásin upp' }).click();
  await expect(transfer.getByTestId('transfer-lock-state')).toHaveText('Ólæst');
  await expect(transfer.getByRole('button', { name: 'Lás' })).toBeEnabled();
});

test('contacts: the profile to start with; another administrative contact is saved', async ({ page }) => {
  const name = freshName('samband');
  await signInAs(page, 'user');
  await buyAndOpen(page, name);

  await tab(page, 'Sambandsfólk').click();
  await expect(page.getByTestId('contacts-from-profile')).toBeVisible();
  const registrant = page.getByTestId('contact-registrant');
  await expect(registrant.getByLabel('Fornavn')).toHaveValue('Jógvan');
  await expect(page.getByTestId('contact-admin')).toHaveCount(0);

  await page.getByLabel('Brúka somu upplýsingar til øll').uncheck();
  const admin = page.getByTestId('contact-admin');
  await admin.getByLabel('Fornavn').fill('Sigrid');
  await admin.getByLabel('Eftirnavn').fill('Umsitari');
  await admin.getByLabel('Teldubústaður').fill('sigrid@example.fo');
  // The demo user's profile may lack a phone number: every contact needs one.
  for (const role of ['registrant', 'admin', 'tech', 'billing']) {
    const block = page.getByTestId(`contact-${role}`);
    await block.getByLabel('Landakota').selectOption('FO');
    await block.getByLabel('Nummar', { exact: true }).fill('212121');
  }
  await page.getByRole('button', { name: 'Goym sambandsfólk' }).click();
  await expect(page.getByText('Goymt.')).toBeVisible();
  await expect(page.getByTestId('contacts-from-profile')).toHaveCount(0);
  await expect(page.getByTestId('contact-admin').getByLabel('Teldubústaður')).toHaveValue('sigrid@example.fo');
});
