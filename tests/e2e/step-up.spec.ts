import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { uiTextsEn } from '#shared/i18n/ui.en.ts';
import { uiTextsFo } from '#shared/i18n/ui.fo.ts';
import { abroadPassword, nextCode, outboxIds, verifiedUser } from './helpers';
import { localhostOf, virtualAuthenticator } from './virtual-authenticator';
import { desktop, phone } from './screenshots';

/**
 * The step-up before a risky change (issue 29), at 360 px: a password user's session older than
 * 5 minutes (the runtime's clock moved on) changes name servers; the API answers 401
 * `step_up_required`, the modal asks for the password and the e-mailed code, and the change is
 * saved without pressing save again. In English, cancelling leaves the transfer code hidden and
 * says why. A person with a passkey confirms with it, in Faroese and in English. Its own Playwright
 * project, after every other journey: the clock stays moved.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const sixMinutes = 6 * 60 * 1000;

async function moveClock(request: APIRequestContext, ms: number): Promise<void> {
  expect((await request.post('/dev/clock', { data: { advance_ms: ms } })).ok()).toBe(true);
}

/** The step-up modal as it looks on a phone and on a desktop (test-results), then back to the phone. */
async function screenshots(page: Page, dialog: ReturnType<Page['getByRole']>, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['360', phone],
    ['1366', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`step-up-${name}-${size}.png`) });
  }
  await page.setViewportSize(phone);
  // Nothing scrolls sideways on the phone, and the modal's buttons are finger-sized.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (const box of await dialog.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
}

test('a stale session is asked to sign in again before changing name servers, and the change goes through', async ({ page, request }) => {
  await page.setViewportSize(phone);
  const email = `stepup-${randomUUID().slice(0, 8)}@example.com`;
  await verifiedUser(request, email, { name: 'Sára Varin', street: 'Niels Finsens gøta 12', phone: String(200_000 + Math.floor(Math.random() * 700_000)) });

  // A password sign-in, with the e-mailed code.
  await page.goto('/login');
  const credentials = page.getByRole('form', { name: 'Innritan við teldubústaði og loyniorði' });
  await credentials.getByLabel('Teldubústaður', { exact: true }).fill(email);
  await credentials.getByLabel('Loyniorð', { exact: true }).fill(abroadPassword);
  let seen = await outboxIds(request, email);
  await credentials.getByRole('button', { name: 'Halt fram' }).click();
  const codeForm = page.getByRole('form', { name: 'Innritanarkota' });
  await codeForm.getByLabel('Kota', { exact: true }).fill(await nextCode(request, email, seen));
  await codeForm.getByRole('button', { name: 'Rita inn' }).click();
  // Signed in: the domains page (on a phone the navigation is behind its button).
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Økisnøvn' })).toBeVisible();

  const name = freshName('stepup');
  await buyAndOpen(page, name);
  await page.getByRole('tab', { name: 'Navnaambætarar', exact: true }).click();
  const panel = page.getByTestId('name-servers');
  await expect(panel.getByTestId('registry-name-servers')).toContainText('ns1.okisnavn.fo');

  // Fresh from the sign-in: a change goes through without a step-up.
  await panel.getByRole('radio', { name: /Egnir navnaambætarar/ }).check();
  await panel.getByLabel('Navnaambætari 1', { exact: true }).fill('ns1.egin-veitari.invalid');
  await panel.getByLabel('Navnaambætari 2', { exact: true }).fill('ns2.egin-veitari.invalid');
  await panel.getByRole('button', { name: 'Goym navnaambætarar' }).click();
  await page.getByRole('dialog', { name: 'Navnaambætarar svara ikki' }).getByRole('button', { name: 'Goym kortini' }).click();
  await expect(panel.getByTestId('registry-name-servers')).toContainText('ns1.egin-veitari.invalid');

  // Six minutes on, the same kind of change asks who it is.
  await moveClock(request, sixMinutes);
  await panel.getByRole('radio', { name: /Okkara navnaambætarar/ }).check();
  await panel.getByRole('button', { name: 'Goym navnaambætarar' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Rita inn aftur' });
  await expect(stepUp).toContainText('Fyri at verja økisnøvnini hjá tær skalt tú rita inn aftur');
  await expect(stepUp.getByLabel('Loyniorð', { exact: true })).toBeVisible();
  await screenshots(page, stepUp, 'fo');

  await stepUp.getByLabel('Loyniorð', { exact: true }).fill(abroadPassword);
  seen = await outboxIds(request, email);
  await stepUp.getByRole('button', { name: 'Halt fram' }).click();
  await stepUp.getByLabel('Kota', { exact: true }).fill(await nextCode(request, email, seen));
  await stepUp.getByRole('button', { name: 'Vátta' }).click();

  // The change asked for is saved: no second press of "save".
  await expect(stepUp).toHaveCount(0);
  await expect(panel.getByTestId('registry-name-servers')).toContainText('ns1.okisnavn.fo');
  await expect(panel.getByTestId('registry-name-servers')).not.toContainText('egin-veitari');

  // In English, six minutes later again: cancelling keeps the transfer code hidden and says why.
  const token = await page.evaluate(() => localStorage.getItem('okisnavn.access_token'));
  expect((await request.patch('/api/users/me/language', { headers: { authorization: `Bearer ${token}` }, data: { language: 'en' } })).status()).toBe(200);
  await moveClock(request, sixMinutes);
  await page.reload();
  await page.getByRole('tab', { name: 'Locks and transfer code', exact: true }).click();
  const code = page.getByTestId('transfer-code-card');
  await code.getByRole('button', { name: 'Show the transfer code' }).click();
  const inEnglish = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(inEnglish).toContainText('To keep your domains safe, please sign in again before you change this.');
  await screenshots(page, inEnglish, 'en');
  await inEnglish.getByRole('button', { name: 'Cancel' }).click();
  await expect(inEnglish).toHaveCount(0);
  await expect(page.getByText('Please sign in again to confirm it is you before you change this.')).toBeVisible();
  await expect(code.getByTestId('transfer-code')).toHaveCount(0);
  // Cancelled means cancelled: nothing asks again by itself (a data hook's retry would, 5 s on).
  await page.waitForTimeout(6_000);
  await expect(inEnglish).toHaveCount(0);
});

test('an e-ID user whose sign-in is stale signs in again with the e-ID, then the change goes through', async ({ page }) => {
  // "Gomul Innritan" (the local provider's test identity): a sign-in 10 minutes old, unless the portal asks for a fresh one.
  await page.setViewportSize(phone);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Rita inn við talgildum samleika' }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByRole('button', { name: /Gomul Innritan/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Økisnøvn' })).toBeVisible();

  const domainUrl = await buyAndOpen(page, freshName('eid-stepup'));
  const locks = () => page.getByRole('tab', { name: 'Lásir og flytikota', exact: true }).click();
  await locks();
  const code = page.getByTestId('transfer-code-card');
  await code.getByRole('button', { name: 'Vís flytikotuna' }).click();

  // The API asks for a fresh sign-in; the modal offers the e-ID (the account has no password).
  const stepUp = page.getByRole('dialog', { name: 'Rita inn aftur' });
  await expect(stepUp).toContainText('Fyri at verja økisnøvnini hjá tær skalt tú rita inn aftur');
  await expect(stepUp.getByLabel('Loyniorð', { exact: true })).toHaveCount(0);
  await screenshots(page, stepUp, 'eid-fo');
  await stepUp.getByRole('button', { name: 'Rita inn aftur við talgildum samleika' }).click();

  // The provider asks anew (prompt=login), and the new sign-in is now.
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByRole('button', { name: /Gomul Innritan/ }).click();
  await expect(page).not.toHaveURL(/\/oidc\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back on the portal, pressed again: the transfer code is shown, no modal.
  await page.goto(new URL(domainUrl).pathname);
  await locks();
  await code.getByRole('button', { name: 'Vís flytikotuna' }).click();
  await expect(code.getByTestId('transfer-code')).toBeVisible();
  await expect(stepUp).toHaveCount(0);
});

test('making an API token with a stale session asks for a fresh sign-in first, then shows the secret once (issue 30)', async ({ page, request }) => {
  await page.setViewportSize(phone);
  const email = `stepup-token-${randomUUID().slice(0, 8)}@example.com`;
  const token = await verifiedUser(request, email, { name: 'Tóki Lykil', street: 'Niels Finsens gøta 12', phone: String(200_000 + Math.floor(Math.random() * 700_000)) });
  await page.addInitScript((value) => localStorage.setItem('okisnavn.access_token', value), token);
  await moveClock(request, sixMinutes);
  await page.goto('/api-tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'API-lyklar' })).toBeVisible();
  await page.getByRole('button', { name: 'Ger ein lykil' }).click();
  const form = page.getByRole('form', { name: 'Nýggjur API-lykil' });
  await form.getByLabel('Navn', { exact: true }).fill('CI');
  await form.getByRole('button', { name: 'Ger ein lykil' }).click();

  const stepUp = page.getByRole('dialog', { name: 'Rita inn aftur' });
  await expect(stepUp.getByLabel('Loyniorð', { exact: true })).toBeVisible();
  await screenshots(page, stepUp, 'api-token-fo');
  await stepUp.getByLabel('Loyniorð', { exact: true }).fill(abroadPassword);
  const seen = await outboxIds(request, email);
  await stepUp.getByRole('button', { name: 'Halt fram' }).click();
  await stepUp.getByLabel('Kota', { exact: true }).fill(await nextCode(request, email, seen));
  await stepUp.getByRole('button', { name: 'Vátta' }).click();

  // The token is made without a second press: its secret, once.
  await expect(stepUp).toHaveCount(0);
  const secret = await page.getByTestId('api-token-secret-value').inputValue();
  expect(secret).toMatch(/^okn_[0-9a-f]{72}$/);
  expect((await request.get('/api/domains', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(200);
});

for (const language of ['fo', 'en'] as const) {
  test(`a stale session of a person with a passkey confirms with it in the modal, and the removal asked for goes through (issue 29, ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const t = language === 'en' ? uiTextsEn : uiTextsFo;
    const origin = localhostOf(baseURL);
    await page.setViewportSize(phone);
    const authenticator = await virtualAuthenticator(page);
    const email = `stepup-passkey-${language}-${randomUUID().slice(0, 8)}@example.com`;
    const person = { name: 'Pætur Lykil', street: 'Niels Finsens gøta 12', phone: String(200_000 + Math.floor(Math.random() * 700_000)), language };
    const token = await verifiedUser(request, email, person);
    await page.goto(`${origin}/login`);
    await page.evaluate((value) => localStorage.setItem('okisnavn.access_token', value), token);

    // A fresh session adds a passkey without being asked again, in the person's language.
    await page.goto(`${origin}/my-user`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const section = page.getByTestId('passkeys');
    await section.getByRole('button', { name: t.passkeys.add }).click();
    await section.getByLabel(t.passkeys.nameLabel).fill('Telefonin');
    await section.getByRole('button', { name: t.passkeys.create }).click();
    await expect(page.getByText(t.passkeys.created)).toBeVisible();
    const signCount = (await authenticator.credentials())[0]!.signCount;

    // Six minutes on, removing it is a risky change: the modal offers the passkey, one touch confirms.
    await moveClock(request, sixMinutes);
    await section.getByRole('button', { name: t.passkeys.removeLabel.replace('{{name}}', 'Telefonin') }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.passkeys.remove, exact: true }).click();
    const stepUp = page.getByRole('dialog', { name: t.stepUp.title });
    await expect(stepUp).toContainText(t.stepUp.intro);
    await expect(stepUp.getByRole('button', { name: t.stepUp.passkey })).toBeVisible();
    await screenshots(page, stepUp, `passkey-${language}`);
    await stepUp.getByRole('button', { name: t.stepUp.passkey }).click();

    // The authenticator was asked (its counter moved), and the removal went on without a second press.
    await expect(stepUp).toHaveCount(0);
    await expect(page.getByText(t.passkeys.removed)).toBeVisible();
    await expect(section.getByTestId('passkeys-list-empty')).toHaveText(t.passkeys.none);
    expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThan(signCount);
  });
}
