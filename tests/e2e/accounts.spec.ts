import { expect, test } from './fixtures';
import { demoPassword, demoUsers, mainNavigation, nextCode, nextMessage, outboxIds, registerAbroadUser, verifiedUser } from './helpers';

/** A unique address per run (the runtime is in memory, but the tests run in parallel). */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('signs in with e-mail, password and the e-mailed code', async ({ page, request }) => {
  const email = demoUsers.user.email;
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Innritan við teldubústaði og loyniorði' });
  await form.getByLabel('Teldubústaður', { exact: true }).fill(email);
  await form.getByLabel('Loyniorð', { exact: true }).fill(demoPassword);
  const seen = await outboxIds(request, email);
  await form.getByRole('button', { name: 'Halt fram' }).click();

  const codeForm = page.getByRole('form', { name: 'Innritanarkota' });
  await expect(codeForm.getByText(email)).toBeVisible();
  const code = await nextCode(request, email, seen);
  await codeForm.getByLabel('Kota', { exact: true }).fill(code);
  await codeForm.getByRole('button', { name: 'Rita inn' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(mainNavigation(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('okisnavn.access_token'))).toBeTruthy();

  // The session is listed on /my-user as the current one.
  await mainNavigation(page).getByRole('link', { name: 'Mín brúkari' }).click();
  const sessions = page.getByRole('list', { name: 'Innritanir' });
  await expect(sessions.getByText('Henda eindin')).toBeVisible();

  // Logging out revokes it at the API: the old token no longer works.
  const token = await page.evaluate(() => localStorage.getItem('okisnavn.access_token'));
  await mainNavigation(page).getByRole('button', { name: 'Rita út' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('a wrong code is refused and shown on the field', async ({ page, request }) => {
  const email = demoUsers.admin.email;
  await page.goto('/login');
  await page.getByLabel('Teldubústaður', { exact: true }).fill(email);
  await page.getByLabel('Loyniorð', { exact: true }).fill(demoPassword);
  const seen = await outboxIds(request, email);
  await page.getByRole('button', { name: 'Halt fram' }).click();
  const code = await nextCode(request, email, seen);
  const wrong = code === '000000' ? '111111' : '000000';
  const codeField = page.getByLabel('Kota', { exact: true });
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Rita inn', exact: true }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Kotan er skeiv ella gingin út.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The right code still works (a wrong try does not kill the challenge).
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Rita inn', exact: true }).click();
  await expect(mainNavigation(page)).toBeVisible();
});

test('a wrong password and an unknown e-mail are told at once under the form, alike, in the chosen language; no code is sent', async ({ page, request }) => {
  // A user of its own: the demo user's mailbox gets the codes of the journeys beside this one.
  const email = uniqueEmail('wrong-password');
  await verifiedUser(request, email, { name: 'Rói Skeivur', street: 'Niels Finsens gøta 12', phone: String(200_000 + Math.floor(Math.random() * 700_000)) });
  const unknown = uniqueEmail('nobody');
  const seen = await outboxIds(request, email);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Innritan við teldubústaði og loyniorði' });
  const mismatch = form.getByRole('alert');
  await form.getByLabel('Teldubústaður', { exact: true }).fill(email);
  await form.getByLabel('Loyniorð', { exact: true }).fill('Skeivt-loyniord-1');
  await form.getByRole('button', { name: 'Halt fram' }).click();
  await expect(mismatch).toHaveText('Teldubústaðurin ella loyniorðið er skeivt.');
  // Still the first step: no code form, nothing sent.
  await expect(page.getByRole('form', { name: 'Innritanarkota' })).toHaveCount(0);

  // Changing a field takes the message away; an unknown e-mail gets the same one.
  await form.getByLabel('Teldubústaður', { exact: true }).fill(unknown);
  await expect(mismatch).toHaveCount(0);
  await form.getByRole('button', { name: 'Halt fram' }).click();
  await expect(mismatch).toHaveText('Teldubústaðurin ella loyniorðið er skeivt.');

  // In English the message follows the language.
  await page.getByRole('radio', { name: 'English' }).first().check();
  await expect(page.getByRole('form', { name: 'Sign in with e-mail and password' }).getByRole('alert')).toHaveText('The e-mail or the password is wrong.');
  expect(await outboxIds(request, email)).toEqual(seen);
  expect(await outboxIds(request, unknown)).toEqual(new Set());
});

test('validation messages show only after a field is touched and blurred', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('Teldubústaður', { exact: true });
  await email.fill('not-an-address');
  await expect(page.getByText('Vinaliga skriva ein rættan teldubústað.')).toHaveCount(0);
  await email.blur();
  await expect(page.getByText('Vinaliga skriva ein rættan teldubústað.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('someone@example.fo');
  await expect(page.getByText('Vinaliga skriva ein rættan teldubústað.')).toHaveCount(0);
});

test('signs up from abroad, verifies e-mail and phone, and lands on domains', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('abroad');
  const phone = String(20_000_000 + Math.floor(Math.random() * 9_000_000));

  await page.goto('/login');
  await page.getByRole('link', { name: 'Stovna brúkara' }).click();
  await expect(page).toHaveURL(/\/create-abroad-user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stovna brúkara' })).toBeVisible();

  await page.getByLabel('Navn', { exact: true }).fill('Ása Útlendingur');
  await page.getByLabel('Gøtunavn og nummar', { exact: true }).fill('Nørregade 1');
  await page.getByLabel('Postnummar', { exact: true }).fill('1165');
  await page.getByLabel('Býur ella bygd', { exact: true }).fill('København');
  await page.getByLabel('Land', { exact: true }).selectOption({ label: 'Danmark' });
  // The country suggests its calling code.
  await expect(page.getByLabel('Landakota', { exact: true })).toHaveValue('DK');
  await page.getByLabel('Nummar', { exact: true }).fill(phone);
  await page.getByLabel('Teldubústaður', { exact: true }).fill(email);
  // A password on the common-password list: the meter says so as it is typed, and the portal refuses it.
  const password = page.getByLabel('Loyniorð', { exact: true });
  await password.fill('password1234');
  await expect(page.getByTestId('password-strength').getByText('Styrki: Sera veikt')).toBeVisible();
  await page.getByLabel('Endurtak loyniorðið', { exact: true }).fill('password1234');
  await page.getByRole('checkbox', { name: /treytirnar/ }).check();
  await page.getByRole('checkbox', { name: /privatlívspolitikkin/ }).check();
  await page.getByRole('button', { name: 'Stovna brúkara' }).click();
  await expect(page.getByText('Hetta loyniorðið er millum tey mest brúktu og er lætt at gita. Vel eitt annað.')).toBeVisible();
  await expect(page).toHaveURL(/\/create-abroad-user$/);

  await password.fill('Langt-loyniord-2026');
  await expect(page.getByTestId('password-strength').getByText('Styrki: Sera sterkt')).toBeVisible();
  await page.getByLabel('Endurtak loyniorðið', { exact: true }).fill('Langt-loyniord-2026');

  const seenMail = await outboxIds(request, email);
  await page.getByRole('button', { name: 'Stovna brúkara' }).click();

  await expect(page).toHaveURL(/\/email-verification\?email=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vátta teldubústað' })).toBeVisible();
  await expect(page.getByLabel('Teldubústaður', { exact: true })).toHaveValue(email);
  await page.getByLabel('Kota', { exact: true }).fill(await nextCode(request, email, seenMail));
  await page.getByRole('button', { name: 'Vátta' }).click();

  // Signed in; the phone comes next.
  await expect(page).toHaveURL(/\/phone-verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vátta telefonnummar' })).toBeVisible();
  await expect(page.getByLabel('Nummar', { exact: true })).toHaveValue(phone);
  const smsTo = `+45${phone}`;
  const seenSms = await outboxIds(request, smsTo);
  await page.getByRole('button', { name: 'Send kotu' }).click();
  await expect(page.getByText('Ein SMS kemur vanliga innan 15 sekund.')).toBeVisible();
  const sms = await nextMessage(request, smsTo, seenSms);
  expect(sms.channel).toBe('sms');
  await page.getByLabel('Kota', { exact: true }).fill(/\b(\d{6})\b/.exec(sms.text)![1]!);
  await page.getByRole('button', { name: 'Vátta' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Telefonnummarið er váttað.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Økisnøvn' })).toBeVisible();

  await mainNavigation(page).getByRole('link', { name: 'Mín brúkari' }).click();
  await expect(page.getByText('Telefon váttað')).toBeVisible();
  await expect(page.getByText('Teldubústaður váttaður')).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password, once', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  expect(await registerAbroadUser(request, email, { name: 'Gloymin Brúkari', street: 'Gøta 1', phone: '123456' })).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Gloymt loyniorðið?' }).click();
  await expect(page).toHaveURL(/\/login\/forgot-password$/);
  await page.getByLabel('Teldubústaður', { exact: true }).fill(email);
  const seen = await outboxIds(request, email);
  await page.getByRole('button', { name: 'Send leinki' }).click();
  await expect(page.getByText(`Um ein brúkari við teldubústaðinum ${email} finst`)).toBeVisible();

  const mail = await nextMessage(request, email, seen);
  const link = /https?:\/\/\S+\/login\/reset-password\/[\w-]+\?email=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  const { pathname, search } = new URL(link!);
  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { level: 1, name: 'Nýtt loyniorð' })).toBeVisible();
  // The link carries the address: the page names it and does not ask for it again.
  await expect(page.getByText(`Vel eitt nýtt loyniorð til ${email}.`)).toBeVisible();
  await expect(page.getByLabel('Teldubústaður', { exact: true })).toHaveCount(0);
  await page.getByLabel('Nýtt loyniorð', { exact: true }).fill('Nytt-loyniord-2026');
  await expect(page.getByTestId('password-strength').getByText('Styrki: Sera sterkt')).toBeVisible();
  await page.getByLabel('Endurtak loyniorðið', { exact: true }).fill('Nytt-loyniord-2026');
  await page.getByRole('button', { name: 'Set nýtt loyniorð' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Loyniorðið er broytt. Tú kanst nú rita inn.')).toBeVisible();

  // The link works once.
  await page.goto(pathname + search);
  await page.getByLabel('Nýtt loyniorð', { exact: true }).fill('Annad-loyniord-2026');
  await page.getByLabel('Endurtak loyniorðið', { exact: true }).fill('Annad-loyniord-2026');
  await page.getByRole('button', { name: 'Set nýtt loyniorð' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\/reset-password\//);

  // A link without the address (sent before links carried it) asks for it.
  await page.goto(pathname);
  await expect(page.getByLabel('Teldubústaður', { exact: true })).toBeVisible();
});

test('a deep link survives sign-in: signed out on a search, signed in with password and code, back on that search', async ({ page, request }) => {
  const email = demoUsers.user.email;
  await page.goto('/search-domain?domains=aftur-her');
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('form', { name: 'Innritan við teldubústaði og loyniorði' });
  await form.getByLabel('Teldubústaður', { exact: true }).fill(email);
  await form.getByLabel('Loyniorð', { exact: true }).fill(demoPassword);
  const seen = await outboxIds(request, email);
  await form.getByRole('button', { name: 'Halt fram' }).click();
  const codeForm = page.getByRole('form', { name: 'Innritanarkota' });
  await codeForm.getByLabel('Kota', { exact: true }).fill(await nextCode(request, email, seen));
  await codeForm.getByRole('button', { name: 'Rita inn' }).click();

  await expect(page).toHaveURL(/\/search-domain\?domains=aftur-her(\.fo)?$/);
  await expect(page.getByRole('searchbox', { name: 'Økisnøvn' })).toHaveValue('aftur-her.fo');
  // Used up: the next visit to / stays there.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});
