import { expect, test } from './fixtures';
import { abroadPassword, mainNavigation, nextCode, nextMessage, outboxIds, verifiedUser } from './helpers';

/**
 * A sign-in from a device the user has not signed in from before (issue 14, docs/decisions/README.md
 * "Known devices"): the browser sends its device id with the sign-in, and the notifications
 * consumer tells the user in the bell and by e-mail.
 */
test('signing in from a new browser: the bell and the inbox say so', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `nytt-toleind-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  // The account's first sign-in (verifying its address, here through the API) meets its first device: nothing to tell.
  await verifiedUser(request, email, { name: 'Tóla Brúkari', street: 'Tólavegur 1', phone: '123456' });

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Innritan við teldubústaði og loyniorði' });
  await form.getByLabel('Teldubústaður', { exact: true }).fill(email);
  await form.getByLabel('Loyniorð', { exact: true }).fill(abroadPassword);
  const beforeCode = await outboxIds(request, email);
  await form.getByRole('button', { name: 'Halt fram' }).click();
  const codeForm = page.getByRole('form', { name: 'Innritanarkota' });
  await codeForm.getByLabel('Kota', { exact: true }).fill(await nextCode(request, email, beforeCode));
  const beforeSignIn = await outboxIds(request, email);
  await codeForm.getByRole('button', { name: 'Rita inn' }).click();
  await expect(mainNavigation(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('okisnavn.device_id'))).toMatch(/^[0-9a-f]{32}$/);

  const mail = await nextMessage(request, email, beforeSignIn);
  expect(mail.subject).toBe('Nýggj innritan á brúkaran hjá tær');
  // The browser and system as its User-Agent names them (the test's Chromium may present itself as another system).
  expect(mail.text).toMatch(/Onkur ritaði inn á brúkaran hjá tær úr einum nýggjum tóli \(Chrome á \w+\)\./);

  await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 40_000 });
  await page.getByRole('button', { name: /^Fráboðanir/ }).click();
  const item = page.getByRole('dialog', { name: 'Fráboðanir' }).getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/úr einum nýggjum tóli \(Chrome á \w+\)/);
});
