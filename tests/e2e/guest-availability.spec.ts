import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Locale } from '#shared/locales.ts';
import { expect, test } from './fixtures';
import { abroadPassword, fitsAPhone, nextCode, outboxIds, verifiedUser } from './helpers';

/**
 * Issue 26 on a phone, in both languages: a signed-out visitor checks names and their price in
 * the availability box on /login (the registry simulator holds tinganes.fo), chooses to buy,
 * signs in with password and code, and lands on the search page with the names kept.
 */
test.use({ viewport: { width: 360, height: 740 } });
// A sign-up and a password sign-in (scrypt at 128 MiB, twice) on 2 busy cores take their time.
test.describe.configure({ timeout: 90_000 });

const texts = {
  fo: {
    check: 'Kanna',
    label: 'Økisnøvn',
    available: 'Tøkt',
    taken: 'Upptikið',
    price: '125,00 kr. um árið við MVG',
    buy: 'Keyp tað tøka navnið',
    kept: 'Rita inn omanfyri, so kemur tú beinleiðis til keypið við nøvnunum.',
    credentials: 'Innritan við teldubústaði og loyniorði',
    email: 'Teldubústaður',
    password: 'Loyniorð',
    continue: 'Halt fram',
    codeForm: 'Innritanarkota',
    code: 'Kota',
    signIn: 'Rita inn',
    searchTitle: 'Skráset økisnavn',
    results: 'Úrslit',
  },
  en: {
    check: 'Check',
    label: 'Domain names',
    available: 'Available',
    taken: 'Taken',
    price: 'DKK 125.00 per year incl. VAT',
    buy: 'Buy the available name',
    kept: 'Sign in above and you go straight on to buying the names.',
    credentials: 'Sign in with e-mail and password',
    email: 'E-mail',
    password: 'Password',
    continue: 'Continue',
    codeForm: 'Sign-in code',
    code: 'Code',
    signIn: 'Sign in',
    searchTitle: 'Register a domain',
    results: 'Results',
  },
} as const;

/** Every tap target in the box is at least 44×44 CSS px. */
async function expectTappable(page: Page): Promise<void> {
  const box = page.getByTestId('guest-availability');
  for (const control of await box.locator('button, input, a').all()) {
    const size = (await control.boundingBox())!;
    expect(size.height, await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
    expect(size.width).toBeGreaterThanOrEqual(44);
  }
}

for (const locale of ['fo', 'en'] as const satisfies readonly Locale[]) {
  test(`${locale}: check a name signed out, buy, sign in, and land on the search with the names`, async ({ page, request }) => {
    const text = texts[locale];
    const email = `gestur-${locale}-${randomUUID().slice(0, 8)}@example.com`;
    await verifiedUser(request, email, { name: locale === 'en' ? 'Guest Buyer' : 'Gestur Keypari', street: 'Niels Finsens gøta 12', phone: '234567', language: locale });
    await page.addInitScript((chosen) => {
      if (!localStorage.getItem('okisnavn.locale')) localStorage.setItem('okisnavn.locale', chosen);
    }, locale);
    const name = `gestur-${locale}-${Date.now()}`;

    await page.goto('/login');
    const box = page.getByTestId('guest-availability');
    await box.getByRole('searchbox', { name: text.label }).fill(`${name}, tinganes`);
    await box.getByRole('button', { name: text.check }).click();

    const row = (domain: string) => box.locator(`li[data-domain="${domain}"]`);
    await expect(row(`${name}.fo`)).toContainText(text.available);
    await expect(row(`${name}.fo`)).toContainText(text.price);
    await expect(row('tinganes.fo')).toContainText(text.taken);
    await expectTappable(page);
    await fitsAPhone(page, `/login with the availability answer (${locale})`);
    await page.screenshot({ path: `/tmp/guest-availability-${locale}-360.png`, fullPage: true });

    await box.getByRole('button', { name: text.buy }).click();
    await expect(box.getByRole('status')).toHaveText(text.kept);
    await expect(page).toHaveURL(/\/login$/);

    // Sign in above with password and the e-mailed code.
    const form = page.getByRole('form', { name: text.credentials });
    await form.getByLabel(text.email, { exact: true }).fill(email);
    await form.getByLabel(text.password, { exact: true }).fill(abroadPassword);
    const seen = await outboxIds(request, email);
    await form.getByRole('button', { name: text.continue }).click();
    const codeForm = page.getByRole('form', { name: text.codeForm });
    await codeForm.getByLabel(text.code, { exact: true }).fill(await nextCode(request, email, seen));
    await codeForm.getByRole('button', { name: text.signIn }).click();

    // Back at the search with the names kept, ready to buy.
    await expect(page).toHaveURL(new RegExp(`/search-domain\\?domains=${name}\\.fo(%2C|,)tinganes\\.fo$`));
    await expect(page.getByRole('heading', { level: 1, name: text.searchTitle })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: text.label })).toHaveValue(`${name}.fo, tinganes.fo`);
    const results = page.getByRole('list', { name: text.results });
    await expect(results.locator(`li[data-domain="${name}.fo"]`)).toContainText(text.available);
    await expect(results.locator('li[data-domain="tinganes.fo"]')).toContainText(text.taken);
    await fitsAPhone(page, `the search after sign-in (${locale})`);
  });
}
