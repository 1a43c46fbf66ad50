import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Locale } from '#shared/locales.ts';
import { uiTextsEn } from '#shared/i18n/ui.en.ts';
import { uiTextsFo } from '#shared/i18n/ui.fo.ts';
import { expect, test } from './fixtures.ts';
import { abroadPassword, fitsAPhone, mainNavigation, nextCode, outboxIds, verifiedUser } from './helpers.ts';
import { expectReadableLayout } from './layout-checks.ts';
import { localhostOf, virtualAuthenticator } from './virtual-authenticator.ts';

/**
 * Passkeys in Chromium with its virtual authenticator (CDP's WebAuthn domain; issue 29): added on
 * the account page, signing in alone on /login, removed; on a phone, in Faroese and in English.
 * The relying party is `localhost` (./virtual-authenticator.ts).
 */

const texts = { fo: uiTextsFo, en: uiTextsEn } as const;

async function signOut(page: Page, language: Locale): Promise<void> {
  const menu = page.getByRole('button', { name: /Lat valmyndina upp|Open the menu/ });
  if (await menu.isVisible()) await menu.click();
  await mainNavigation(page).getByRole('button', { name: texts[language].menu.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
}

for (const language of ['fo', 'en'] as const) {
  test(`a passkey is added on the account page, signs in alone and is removed, at 360 px (${language})`, async ({ page, request, baseURL }) => {
    const t = texts[language];
    const origin = localhostOf(baseURL);
    await page.setViewportSize({ width: 360, height: 740 });
    const authenticator = await virtualAuthenticator(page);
    const email = `passkey-${language}-${randomUUID().slice(0, 8)}@example.com`;
    const token = await verifiedUser(request, email, {
      name: language === 'en' ? 'Anna Abroad-Longname' : 'Anna Úti-Langanavn',
      street: 'Niels Finsens gøta 12',
      phone: '321456',
      language,
    });
    await page.goto(`${origin}/login`);
    await page.evaluate((value) => localStorage.setItem('okisnavn.access_token', value), token);

    // The account page: no passkey yet; add one with a name.
    await page.goto(`${origin}/my-user`);
    const section = page.getByTestId('passkeys');
    await expect(section.getByTestId('passkeys-list-empty')).toHaveText(t.passkeys.none);
    await section.getByRole('button', { name: t.passkeys.add }).click();
    await section.getByLabel(t.passkeys.nameLabel).fill(language === 'en' ? 'Work laptop with a long name' : 'Arbeiðsteldan við longum navni');
    await section.getByRole('button', { name: t.passkeys.create }).click();
    await expect(page.getByText(t.passkeys.created)).toBeVisible();
    const table = section.getByTestId('passkeys-table');
    const name = language === 'en' ? 'Work laptop with a long name' : 'Arbeiðsteldan við longum navni';
    await expect(table.getByText(name)).toBeVisible();
    await expect(table.getByText(t.passkeys.neverUsed)).toBeVisible();
    const [credential] = await authenticator.credentials();
    expect(credential?.isResidentCredential).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await expectReadableLayout(page, `the passkeys section (${language}, 360 px)`);
    await fitsAPhone(page, 'the account page with a passkey');
    await section.screenshot({ path: `/tmp/passkeys-section-${language}-360.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
    await section.screenshot({ path: `/tmp/passkeys-section-${language}-1366.png` });
    await page.setViewportSize({ width: 360, height: 740 });

    // Signed out, the passkey alone signs in again: no e-mail, no password, no code.
    await signOut(page, language);
    const button = page.getByRole('button', { name: t.login.passkeySignIn });
    await expect(button).toBeVisible();
    await expect(page.getByLabel(texts[language].form.email, { exact: true })).toHaveAttribute('autocomplete', 'username webauthn');
    await page.screenshot({ path: `/tmp/passkeys-login-${language}-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `/tmp/passkeys-login-${language}-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await button.click();
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(0);

    // The account page tells when it was last used; removing it asks first.
    await page.goto(`${origin}/my-user`);
    await expect(table.getByText(name)).toBeVisible();
    await expect(table.getByText(t.passkeys.neverUsed)).toHaveCount(0);
    await section.getByRole('button', { name: t.passkeys.removeLabel.replace('{{name}}', name) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t.passkeys.removeTitle);
    await dialog.getByRole('button', { name: t.passkeys.remove, exact: true }).click();
    await expect(page.getByText(t.passkeys.removed)).toBeVisible();
    await expect(section.getByTestId('passkeys-list-empty')).toHaveText(t.passkeys.none);

    // Removed, it signs nobody in: the API's refusal, in the reader's language.
    await signOut(page, language);
    await page.getByRole('button', { name: t.login.passkeySignIn }).click();
    await expect(page.getByText(language === 'en' ? 'This passkey is not registered to this user.' : 'Hesin passkey er ikki skrásettur til hendan brúkaran.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('after a password sign-in, a person without a passkey is offered one; "Not now" is remembered', async ({ page, request, baseURL }) => {
  const origin = localhostOf(baseURL);
  await page.setViewportSize({ width: 360, height: 740 });
  await virtualAuthenticator(page);
  const email = `passkey-offer-${randomUUID().slice(0, 8)}@example.com`;
  await verifiedUser(request, email, { name: 'Anna Úti-Langanavn', street: 'Niels Finsens gøta 12', phone: '321457' });

  const signInWithPassword = async () => {
    await page.goto(`${origin}/login`);
    await page.getByLabel('Teldubústaður', { exact: true }).fill(email);
    await page.getByLabel('Loyniorð', { exact: true }).fill(abroadPassword);
    const seen = await outboxIds(request, email);
    await page.getByRole('button', { name: uiTextsFo.login.continue }).click();
    await page.getByLabel(uiTextsFo.form.code, { exact: true }).fill(await nextCode(request, email, seen));
    await page.getByRole('button', { name: uiTextsFo.login.signIn, exact: true }).click();
    await expect(page).toHaveURL(`${origin}/`);
  };

  await signInWithPassword();
  const prompt = page.getByTestId('passkey-prompt');
  await expect(prompt).toContainText(uiTextsFo.passkeys.promptTitle);
  await expectReadableLayout(page, 'the offer of a passkey (360 px)');
  await prompt.screenshot({ path: '/tmp/passkeys-prompt-fo-360.png' });
  await prompt.getByRole('button', { name: uiTextsFo.passkeys.promptDismiss }).click();
  await expect(prompt).toHaveCount(0);

  await signOut(page, 'fo');
  await signInWithPassword();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('passkey-prompt')).toHaveCount(0);
});
