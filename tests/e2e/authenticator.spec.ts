import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { abroadPassword, mainNavigation, nextCode, newUser, outboxIds } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { desktop, phone } from './screenshots';

/**
 * The authenticator app on a phone (360 px), in Faroese with English for the key texts: turned
 * on with the e-mailed code, the QR code and the key, the app's first code; the recovery codes
 * shown; then signing out and in with the app's code (no e-mail sent) and with a recovery code.
 * The app is this test: TOTP codes computed with `otpauth` from the key the page shows.
 */

/** The portal's clock (it may have been moved by another journey): the app must agree with it. */
async function portalNow(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/dev/clock');
  return Date.parse(((await answer.json()) as { data: { now: string } }).data.now);
}

/** The 30-second step of a moment. */
const stepOf = (at: number) => Math.floor(at / 30_000);

/** The app's code for the portal's current step, waiting for a step after `usedStep` when needed (a code passes once). */
async function appCode(request: APIRequestContext, secret: string, usedStep?: number): Promise<{ code: string; step: number }> {
  let now = await portalNow(request);
  if (usedStep !== undefined && stepOf(now) <= usedStep) {
    await new Promise((resolve) => setTimeout(resolve, (usedStep + 1) * 30_000 - now + 500));
    now = await portalNow(request);
  }
  return { code: TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now }), step: stepOf(now) };
}

/** The account page's section of the app. */
const section = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: /^(Váttanarforrit|Authenticator app)$/ }) });

/** Both widths: the section's screenshot in /tmp (and the test's output) and the page's layout checks. */
async function shoot(page: Page, name: string, locale: 'fo' | 'en', target = section(page)) {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    // From the top: the sticky header over content scrolled under it is no overlap of the page's own.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectReadableLayout(page, `${name} (${locale}, ${size.width} px)`);
    const path = `/tmp/authenticator-${name}-${locale}-${size.width}.png`;
    await target.screenshot({ path });
    await test.info().attach(`${name}-${locale}-${size.width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

/** The language switch (in the sidebar, behind the menu on a phone): chosen at the desktop width, then back to the phone. */
async function switchLanguage(page: Page, language: 'English' | 'Føroyskt') {
  await page.setViewportSize(desktop);
  await page.getByRole('radio', { name: language }).first().check();
  await page.setViewportSize(phone);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Lat valmyndina upp|Open the menu/ }).click();
  await mainNavigation(page)
    .getByRole('button', { name: /Rita út|Log out/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

async function enterPassword(page: Page, email: string, locale: 'fo' | 'en') {
  const form = page.getByRole('form', { name: locale === 'fo' ? 'Innritan við teldubústaði og loyniorði' : /e-mail and password/i });
  await form.getByLabel(locale === 'fo' ? 'Teldubústaður' : 'E-mail', { exact: true }).fill(email);
  await form.getByLabel(locale === 'fo' ? 'Loyniorð' : 'Password', { exact: true }).fill(abroadPassword);
  await form.getByRole('button', { name: locale === 'fo' ? 'Halt fram' : 'Continue' }).click();
}

test('a password user turns on an authenticator app on a phone, keeps the recovery codes, and signs in with the app and with a recovery code', async ({ page, request }) => {
  // Password hashes, a wait for the next 30-second step and eight screenshots on 2 busy cores.
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  const email = `app-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await newUser(page, request, 'fo', { email });
  await page.goto('/my-user');
  await expect(page.getByRole('heading', { name: 'Váttanarforrit' })).toBeVisible();
  await expect(page.getByTestId('authenticator-status')).toHaveText('Ikki í gildi: innritan biður um eina kotu við telduposti.');

  // 1. The e-mailed code first.
  const seen = await outboxIds(request, email);
  await page.getByRole('button', { name: 'Set í gildi' }).click();
  const emailForm = page.getByRole('form', { name: 'Kota úr teldubrævinum' });
  await expect(emailForm.getByText(email)).toBeVisible();
  await emailForm.getByLabel('Kota', { exact: true }).fill(await nextCode(request, email, seen));
  await emailForm.getByRole('button', { name: 'Halt fram' }).click();

  // 2. The QR code and the key as text; the QR code fits the phone.
  const qr = page.getByRole('img', { name: 'QR-kota til váttanarforritið' });
  await expect(qr).toBeVisible();
  const box = (await qr.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  const secret = (await page.getByTestId('authenticator-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await qr.scrollIntoViewIfNeeded();
  await shoot(page, 'qr', 'fo');
  // English for the key texts (the same step, the language switched on the page).
  await switchLanguage(page, 'English');
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  await expect(page.getByText('Scan the QR code with your authenticator app, or type the key into it.', { exact: false })).toBeVisible();
  await shoot(page, 'qr', 'en');

  // 3. The app's first code turns it on; the ten recovery codes are shown once.
  const first = await appCode(request, secret);
  const confirmForm = page.getByRole('form', { name: 'First code from the app' });
  await confirmForm.getByLabel('Code from the app', { exact: true }).fill(first.code);
  await confirmForm.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await shoot(page, 'recovery-codes', 'en');
  await switchLanguage(page, 'Føroyskt');
  await expect(page.getByRole('heading', { name: 'Trygdarkoturnar hjá tær' })).toBeVisible();
  await shoot(page, 'recovery-codes', 'fo');
  await page.getByRole('button', { name: 'Eg havi goymt tær' }).click();
  await expect(page.getByTestId('authenticator-status')).toContainText('Trygdarkotur eftir: 10.');
  await shoot(page, 'on', 'fo');

  // 4. Signed out and in again: the app's code, and no code e-mailed.
  await signOut(page);
  const beforeSignIn = await outboxIds(request, email);
  await enterPassword(page, email, 'fo');
  const appForm = page.getByRole('form', { name: 'Kota úr váttanarforritinum' });
  await expect(appForm.getByText('Skriva 6-sifraðu kotuna úr váttanarforritinum hjá tær.')).toBeVisible();
  await shoot(page, 'sign-in-app-code', 'fo', page.getByRole('main'));
  const next = await appCode(request, secret, first.step);
  await appForm.getByLabel('Kota úr váttanarforritinum', { exact: true }).fill(next.code);
  await appForm.getByRole('button', { name: 'Rita inn' }).click();
  await expect(page).toHaveURL(/\/$/);
  const sinceSignIn = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { id: string; text: string }[] };
  expect(sinceSignIn.data.filter((message) => !beforeSignIn.has(message.id) && /\b\d{6}\b/.test(message.text))).toEqual([]);

  // 5. In English, with a recovery code instead: "code from your authenticator app", then the link.
  await signOut(page);
  await switchLanguage(page, 'English');
  await enterPassword(page, email, 'en');
  const appFormEn = page.getByRole('form', { name: 'Code from your authenticator app' });
  await expect(appFormEn.getByLabel('Code from your authenticator app', { exact: true })).toBeVisible();
  await shoot(page, 'sign-in-app-code', 'en', page.getByRole('main'));
  await appFormEn.getByRole('button', { name: 'Use a recovery code' }).click();
  const recoveryForm = page.getByRole('form', { name: 'Sign-in with a recovery code' });
  await shoot(page, 'sign-in-recovery-code', 'en', page.getByRole('main'));
  await recoveryForm.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[0]!);
  await recoveryForm.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Through the menu, not a new page load (newUser's start script would put back the first, ended session).
  await page.getByRole('button', { name: /Lat valmyndina upp|Open the menu/ }).click();
  await mainNavigation(page)
    .getByRole('link', { name: /Mín brúkari|My user/ })
    .click();
  await expect(page.getByTestId('authenticator-status')).toContainText(/(Trygdarkotur eftir|Recovery codes left): 9\./);
});
