import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { abroadPassword, fitsAPhone, mainNavigation, nextCode, nextMessage, outboxIds, signInAs, verifiedUser } from './helpers';

// The owner buys a domain through the payment simulator first: twice the default time, as the other buying journeys.
test.describe.configure({ timeout: 90_000 });

/**
 * Shared domains in the browser: the owner shares a domain on its People tab; the invitee, signed
 * out, opens the e-mailed link, signs in with password and code and comes back to the invitation,
 * accepts, manages the domain's DNS as its technical manager without its contacts, renewal or
 * history, and finds it under shared domains, where the menu has no payment methods or transfer.
 */
test('Sharing: the owner invites, the invitee signs in, accepts and edits DNS; contacts and renewal stay the owner’s', async ({ page, browser, request }) => {
  const name = freshName('deilt');
  await signInAs(page, 'user');
  await buyAndOpen(page, name);

  // The invitee has a user of their own (verified), not signed in yet.
  const email = `umsitari-${randomUUID().slice(0, 8)}@example.com`;
  await verifiedUser(request, email, { name: 'Tóki Umsitari', street: 'Vegurin 3', phone: '334455' });

  // The owner shares the domain on its People tab.
  await page.getByRole('tab', { name: 'Fólk', exact: true }).click();
  const people = page.getByTestId('people-table');
  await expect(people.locator('[data-role="owner"]')).toContainText('Eigari');
  const seen = await outboxIds(request, email);
  const form = page.getByRole('form', { name: 'Deil økisnavnið við ein tøkniligan umsitara' });
  await form.getByLabel('Teldupostbústaður').fill(email);
  await form.getByRole('button', { name: 'Send innbjóðing' }).click();
  await expect(people.locator('[data-role="invited"]')).toContainText(email);
  await expect(people.locator('[data-role="invited"]')).toContainText('Innboðin');
  await fitsAPhone(page, 'the People tab with an invitation');

  const mail = await nextMessage(request, email, seen);
  expect(mail.subject).toBe(`Jógvan Brúkari deilir ${name} við teg`);
  const link = /https?:\/\/\S+\/domains\/[0-9a-f-]{36}\/invites\/[0-9a-f-]{36}\/accept/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // Signed out, the link goes to sign-in; after password and code the invitation is shown again.
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(new URL(link!).pathname);
  await expect(invitee).toHaveURL(/\/login/);
  const login = invitee.getByRole('form', { name: 'Innritan við teldubústaði og loyniorði' });
  await login.getByLabel('Teldubústaður', { exact: true }).fill(email);
  await login.getByLabel('Loyniorð', { exact: true }).fill(abroadPassword);
  const loginSeen = await outboxIds(request, email);
  await login.getByRole('button', { name: 'Halt fram' }).click();
  const codeForm = invitee.getByRole('form', { name: 'Innritanarkota' });
  await codeForm.getByLabel('Kota', { exact: true }).fill(await nextCode(request, email, loginSeen));
  await codeForm.getByRole('button', { name: 'Rita inn' }).click();

  await expect(invitee).toHaveURL(/\/invites\/[0-9a-f-]{36}\/accept$/);
  await expect(invitee.getByRole('heading', { name: `Innbjóðing at umsita ${name}` })).toBeVisible();
  await expect(invitee.getByText('Jógvan Brúkari bjóðar tær at vera tøkniligur umsitari')).toBeVisible();
  await fitsAPhone(invitee, 'the invitation');
  await invitee.getByRole('button', { name: 'Góðtak innbjóðingina' }).click();

  // The domain opens for its technical manager: DNS and the other technical tabs, not contacts, renewal, locks or history.
  await expect(invitee).toHaveURL(/\/domains\/[0-9a-f-]{36}$/);
  await expect(invitee.getByTestId('shared-note')).toContainText('Jógvan Brúkari deilir hetta økisnavnið við teg');
  await expect(invitee.getByTestId('domain-role')).toContainText('Tøkniligur umsitari');
  const tabs = invitee.getByRole('tablist');
  for (const tab of ['DNS', 'Víðarisending', 'Navnaambætarar', 'DNSSEC', 'Fólk']) await expect(tabs.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  for (const tab of ['Sambandsfólk', 'Endurnýggjan', 'Søga']) await expect(tabs.getByRole('tab', { name: tab, exact: true })).toHaveCount(0);
  await fitsAPhone(invitee, 'the shared domain’s view');

  await tabs.getByRole('tab', { name: 'DNS', exact: true }).click();
  const record = invitee.getByRole('form', { name: 'Nýggjur DNS-postur' });
  await record.getByLabel('Navn', { exact: true }).fill('www');
  await record.getByLabel('Virði').fill('192.0.2.44');
  await record.getByRole('button', { name: 'Legg post afturat' }).click();
  await expect(invitee.getByTestId('dns-records-table').locator('tr[data-type="A"]')).toContainText('192.0.2.44');

  // Contacts by their address are not the technical manager's either.
  await invitee.goto(`${new URL(invitee.url()).pathname}?tab=contacts`);
  await expect(invitee.getByRole('tab', { name: 'Sambandsfólk', exact: true })).toHaveCount(0);
  await expect(invitee.getByTestId('shared-note')).toBeVisible();

  // Under shared domains (the scope was set on accepting); the shared scope has no payment methods or transfer.
  await mainNavigation(invitee).getByRole('link', { name: 'Økisnøvn', exact: true }).click();
  await expect(invitee).toHaveURL(/\/domains\/shared$/);
  await expect(invitee.getByTestId('domains-table').getByRole('link', { name })).toBeVisible();
  await expect(invitee.getByTestId('domains-table')).toContainText('Jógvan Brúkari');
  await fitsAPhone(invitee, 'the shared domains');
  await expect(mainNavigation(invitee).getByRole('link', { name: 'Gjaldshættir' })).toHaveCount(0);
  await expect(mainNavigation(invitee).getByRole('link', { name: 'Flyt økisnavn' })).toHaveCount(0);
  await inviteeContext.close();

  // The owner sees the technical manager among the domain's people, and the record they added.
  await page.reload();
  await expect(page.getByTestId('people-table').locator('[data-role="technical_manager"]')).toContainText('Tóki Umsitari');
  await fitsAPhone(page, 'the People tab with a technical manager');
  await page.getByRole('tab', { name: 'DNS', exact: true }).click();
  await expect(page.getByTestId('dns-records-table').locator('tr[data-type="A"]')).toContainText('192.0.2.44');
});

/**
 * An invitation to an address without a user: the link leads to sign-in, the invitee signs up
 * from there, verifies the e-mail and the phone, and lands on the invitation (navigation rule 1
 * keeps it for the sign-up), accepts and sees the domain under shared domains.
 */
test('Sharing: an invitee without a user signs up from the link and lands on the invitation', async ({ page, browser, request }) => {
  // The owner (the demo user) invites a new address to one of the demo domains, through the API with the session the sign-in gave.
  await signInAs(page, 'user');
  const token = await page.evaluate(() => localStorage.getItem('okisnavn.access_token'));
  const headers = { authorization: `Bearer ${token}` };
  const domains = (await (await request.get('/api/domains', { headers })).json()) as { data: { id: string; name: string }[] };
  const domain = domains.data.find((entry) => entry.name === 'brukarahandil.fo')!;
  const email = `nyggjur-${randomUUID().slice(0, 8)}@example.com`;
  const seen = await outboxIds(request, email);
  const invited = await request.post(`/api/domains/${domain.id}/invites`, { headers, data: { email } });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await nextMessage(request, email, seen);
  const link = /https?:\/\/\S+\/domains\/[0-9a-f-]{36}\/invites\/[0-9a-f-]{36}\/accept/.exec(mail.text)![0];

  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(new URL(link).pathname);
  await expect(invitee).toHaveURL(/\/login/);
  await invitee.getByRole('link', { name: 'Stovna brúkara' }).click();
  await invitee.getByLabel('Navn', { exact: true }).fill('Nýggi Umsitari');
  await invitee.getByLabel('Gøtunavn og nummar', { exact: true }).fill('Nørregade 5');
  await invitee.getByLabel('Postnummar', { exact: true }).fill('1165');
  await invitee.getByLabel('Býur ella bygd', { exact: true }).fill('København');
  await invitee.getByLabel('Land', { exact: true }).selectOption({ label: 'Danmark' });
  const phone = String(20_000_000 + Math.floor(Math.random() * 9_000_000));
  await invitee.getByLabel('Nummar', { exact: true }).fill(phone);
  await invitee.getByLabel('Teldubústaður', { exact: true }).fill(email);
  await invitee.getByLabel('Loyniorð', { exact: true }).fill('Langt-loyniord-2026');
  await invitee.getByLabel('Endurtak loyniorðið', { exact: true }).fill('Langt-loyniord-2026');
  await invitee.getByRole('checkbox', { name: /treytirnar/ }).check();
  await invitee.getByRole('checkbox', { name: /privatlívspolitikkin/ }).check();
  const signUpSeen = await outboxIds(request, email);
  await invitee.getByRole('button', { name: 'Stovna brúkara' }).click();
  await expect(invitee).toHaveURL(/\/email-verification\?email=/);
  await invitee.getByLabel('Kota', { exact: true }).fill(await nextCode(request, email, signUpSeen));
  await invitee.getByRole('button', { name: 'Vátta' }).click();

  // The phone can wait: the invitation is where the new user lands once the e-mail is verified.
  await expect(invitee).toHaveURL(/\/phone-verification$|\/invites\/[0-9a-f-]{36}\/accept$/);
  if (invitee.url().endsWith('/phone-verification')) {
    // The phone page is shown (its navigation finished) before the next page is asked for: a
    // goto while the e-mail page's navigation is still under way lands back on the phone page.
    await expect(invitee.getByRole('form', { name: 'Telefonnummar' })).toBeVisible();
    await invitee.goto('/');
  }
  await expect(invitee).toHaveURL(/\/invites\/[0-9a-f-]{36}\/accept$/);
  await expect(invitee.getByRole('heading', { name: 'Innbjóðing at umsita brukarahandil.fo' })).toBeVisible();
  await invitee.getByRole('button', { name: 'Góðtak innbjóðingina' }).click();
  await expect(invitee.getByTestId('domain-role')).toContainText('Tøkniligur umsitari');
  await invitee.goto('/domains/shared');
  await expect(invitee.getByTestId('domains-table').getByRole('link', { name: 'brukarahandil.fo' })).toBeVisible();

  // The technical manager leaves the share themselves (issue 16), on the People tab.
  await invitee.getByTestId('domains-table').getByRole('link', { name: 'brukarahandil.fo' }).click();
  await invitee.getByRole('tab', { name: 'Fólk' }).click();
  await invitee.getByTestId('leave-share').click();
  await invitee.getByRole('dialog').getByRole('button', { name: 'Far frá' }).click();
  await expect(invitee.getByText('Tú umsitur ikki longur brukarahandil.fo.')).toBeVisible();
  await expect(invitee).toHaveURL(/\/domains\/shared$/);
  await expect(invitee.getByTestId('domains-table').getByRole('link', { name: 'brukarahandil.fo' })).toHaveCount(0);
  await context.close();
});
