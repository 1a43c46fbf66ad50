import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminMenu, asAdminOnAPhone, expectNoSidewaysScroll } from './admin-area';
import { abroadPassword, signInAs, verifiedUser } from './helpers';

/**
 * The admin users page (issue 17): an administrator finds a user by the beginning of their name,
 * opens their page (profile, sessions), deactivates them with a reason — their session ends, a
 * password sign-in is refused with the message — sees it in the user's history with themself as
 * actor, and activates them again. Both languages at 360 px without sideways scrolling.
 */
// Two browsers, the simulated outbox and the asynchronous activity log: on 2 busy cores that takes its time.
test.describe.configure({ timeout: 90_000 });

/** A new verified user with a session: their name (with a unique family name), e-mail address and token. */
async function newPerson(request: APIRequestContext): Promise<{ family: string; name: string; email: string; token: string }> {
  const family = `Umsit${randomUUID().slice(0, 6)}`;
  const email = `${family.toLowerCase()}@example.com`;
  const name = `${family} Jónsdóttir`;
  return { family, name, email, token: await verifiedUser(request, email, { name, street: 'Umsitingarvegur 1', phone: '123456' }) };
}

test('an administrator finds a user, deactivates them with a reason (their session ends, password sign-in is refused), and activates them again', async ({
  page,
  request,
  browser,
}) => {
  const person = await newPerson(request);
  await signInAs(page, 'admin');
  await page.getByRole('link', { name: 'Umsiting' }).click();
  await adminMenu(page).getByRole('link', { name: 'Brúkarar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brúkarar' })).toBeVisible();
  // Before any search: the newest users, the one just created among them.
  await expect(page.getByRole('heading', { level: 2, name: 'Nýggjastu brúkararnir' })).toBeVisible();
  await expect(page.getByTestId('admin-users-table').getByRole('row', { name: new RegExp(person.name) })).toBeVisible();

  // The beginning of the name, in other letters' case.
  await page.getByLabel('Navn ella teldubústaður').fill(person.family.toUpperCase());
  await page.getByRole('button', { name: 'Leita' }).click();
  const row = page.getByTestId('admin-users-table').getByRole('row', { name: new RegExp(person.name) });
  await expect(row).toContainText(person.email);
  await expect(row).toContainText('Virkin');
  await row.getByRole('link', { name: person.name }).click();

  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  await expect(page.getByTestId('admin-user-sessions').getByRole('row')).toHaveCount(2); // the header and the one session
  await expect(page.getByText('Brúkarin eigur ongi økisnøvn.')).toBeVisible();

  await page.getByLabel('Orsøk (valfrítt)').fill('Misnýtsla av tænastuni');
  await page.getByRole('button', { name: 'Ger brúkaran óvirknan' }).click();
  const dialog = page.getByRole('dialog', { name: `Ger ${person.name} óvirknan?` });
  await dialog.getByRole('button', { name: 'Ger brúkaran óvirknan' }).click();
  await expect(page.getByText('Brúkarin er gjørdur óvirkin.')).toBeVisible();
  await expect(page.getByTestId('admin-user-access')).toContainText('kann ikki rita inn');
  await expect(page.getByTestId('admin-user-no-sessions')).toBeVisible();
  // The history names the administrator and the reason (the activity log's consumer is asynchronous).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('activity-list')).toContainText('Sigrid Umsitari gjørdi brúkaran óvirknan: Misnýtsla av tænastuni', { timeout: 5000 });
  }).toPass({ timeout: 30_000 });

  // The user's session is over, and the right password is refused with the message.
  expect((await request.get('/api/users/me', { headers: { authorization: `Bearer ${person.token}` } })).status()).toBe(401);
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await theirPage.goto('/login');
  const form = theirPage.getByRole('form', { name: 'Innritan við teldubústaði og loyniorði' });
  await form.getByLabel('Teldubústaður', { exact: true }).fill(person.email);
  await form.getByLabel('Loyniorð', { exact: true }).fill(abroadPassword);
  await form.getByRole('button', { name: 'Halt fram' }).click();
  await expect(theirPage.getByText('Brúkarin er gjørdur óvirkin. Set teg í samband við okkum, um tú heldur, at hetta er ein feilur.')).toBeVisible();
  await expect(theirPage.getByRole('form', { name: 'Innritanarkota' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Ger brúkaran virknan' }).click();
  await page
    .getByRole('dialog', { name: `Ger ${person.name} virknan?` })
    .getByRole('button', { name: 'Ger brúkaran virknan' })
    .click();
  await expect(page.getByText('Brúkarin er virkin aftur.')).toBeVisible();
  await expect(page.getByTestId('admin-user-access')).toContainText('Brúkarin kann rita inn.');

  // Now they get their code.
  await form.getByRole('button', { name: 'Halt fram' }).click();
  await expect(theirPage.getByRole('form', { name: 'Innritanarkota' })).toBeVisible();
  await theirs.close();
});

test('the users page and a user’s page, in Faroese and English, at 360 px without sideways scrolling', async ({ page, request }) => {
  const person = await newPerson(request);
  await asAdminOnAPhone(page, async (language) => {
    await page.goto(`/admin/users?q=${person.family.toLowerCase()}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('admin-users-table').getByRole('link', { name: person.name })).toBeVisible();
    await expect(page.getByText(language === 'fo' ? 'Virkin' : 'Active', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByTestId('admin-users-table').getByRole('link', { name: person.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
    await expect(page.getByRole('button', { name: language === 'fo' ? 'Ger brúkaran óvirknan' : 'Deactivate the user' })).toBeVisible();
    await expect(page.getByTestId('admin-user-sessions')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  });
});
