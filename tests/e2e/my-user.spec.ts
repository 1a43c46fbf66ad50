import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { abroadPassword, nextCode, outboxIds, signInAs, verifiedUser } from './helpers';

/** A unique address per run (the runtime is in memory, but the tests run in parallel). */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const iPhoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A password user from abroad, verified through the API: the session token the verification opens. */
const verifiedPasswordUser = (request: APIRequestContext, email: string, headers: Record<string, string> = {}): Promise<string> =>
  verifiedUser(request, email, { name: 'Rakul Loyniorð', street: 'Gøta 5', phone: '223344' }, headers);

/** Opens the portal in `page` as the holder of `token`. */
async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('okisnavn.test-token-set')) {
      localStorage.setItem('okisnavn.access_token', value);
      sessionStorage.setItem('okisnavn.test-token-set', '1');
    }
  }, token);
}

const signInMethods = (page: Page) => page.getByTestId('sign-in-methods');

test('the demo user signs in with a password and the linked e-ID: /my-user says both and offers a password change', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/my-user');
  await expect(signInMethods(page).getByRole('listitem')).toHaveText(['Teldubústaður og loyniorð', 'Samleikin']);
  await expect(page.getByRole('heading', { name: 'Loyniorð' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Loyniorð' }).getByLabel('Núverandi loyniorð', { exact: true })).toBeVisible();
});

test('a password user changes the password on /my-user: the other sessions end, this one stays', async ({ page, request }) => {
  // Six password hashes (sign-up, sign-in, a wrong and twice the right current password, the new one),
  // each deliberately slow: on 2 busy cores it gets twice the default time.
  test.setTimeout(60_000);
  const email = uniqueEmail('password-change');
  const otherSession = await verifiedPasswordUser(request, email);
  // A second session, for this browser: password and code through the API.
  const seen = await outboxIds(request, email);
  const requested = await request.post('/api/auth/request-login', { data: { email, password: abroadPassword } });
  expect(requested.status()).toBe(200);
  const { verification_id } = ((await requested.json()) as { data: { verification_id: string } }).data;
  const login = await request.post('/api/auth/login', { data: { code: await nextCode(request, email, seen), verification_id } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  await useToken(page, token);

  await page.goto('/my-user');
  await expect(signInMethods(page).getByRole('listitem')).toHaveText(['Teldubústaður og loyniorð']);
  const sessions = page.getByRole('list', { name: 'Innritanir' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);

  const form = page.getByRole('form', { name: 'Loyniorð' });
  await form.getByLabel('Núverandi loyniorð', { exact: true }).fill('Skeivt-loyniord-1');
  await form.getByLabel('Nýtt loyniorð', { exact: true }).fill('Nytt-loyniord-2026');
  await form.getByLabel('Endurtak loyniorðið', { exact: true }).fill('Nytt-loyniord-2026');
  await form.getByRole('button', { name: 'Broyt loyniorð' }).click();
  await expect(form.getByText('Núverandi loyniorðið er skeivt.')).toBeVisible();

  // A new password on the common-password list: the meter calls it very weak, the portal refuses it.
  await form.getByLabel('Núverandi loyniorð', { exact: true }).fill(abroadPassword);
  await form.getByLabel('Nýtt loyniorð', { exact: true }).fill('qwertyuiop123');
  await expect(form.getByTestId('password-strength').getByText('Styrki: Sera veikt')).toBeVisible();
  await form.getByLabel('Endurtak loyniorðið', { exact: true }).fill('qwertyuiop123');
  await form.getByRole('button', { name: 'Broyt loyniorð' }).click();
  await expect(form.getByText('Hetta loyniorðið er millum tey mest brúktu og er lætt at gita. Vel eitt annað.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);

  await form.getByLabel('Nýtt loyniorð', { exact: true }).fill('Nytt-loyniord-2026');
  await expect(form.getByTestId('password-strength').getByText('Styrki: Sera sterkt')).toBeVisible();
  await form.getByLabel('Endurtak loyniorðið', { exact: true }).fill('Nytt-loyniord-2026');
  await form.getByRole('button', { name: 'Broyt loyniorð' }).click();
  await expect(page.getByText('Loyniorðið er broytt. Aðrar innritanir eru endaðar.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('Henda eindin')).toBeVisible();

  expect((await request.get('/api/users/me', { headers: { Authorization: `Bearer ${otherSession}` } })).status()).toBe(401);
  expect((await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
});

test('the sessions list words a session’s browser and system in the reader’s language', async ({ page, request }) => {
  const email = uniqueEmail('iphone');
  // The session was opened on an iPhone (Safari).
  await useToken(page, await verifiedPasswordUser(request, email, { 'user-agent': iPhoneSafari }));
  await page.goto('/my-user');
  const sessions = page.getByRole('list', { name: 'Innritanir' });
  await expect(sessions.getByText('Safari á iOS')).toBeVisible();
  await expect(page.getByText('Safari on iOS')).toHaveCount(0);

  await page.getByRole('radio', { name: 'English' }).first().check();
  await expect(page.getByRole('list', { name: 'Sessions' }).getByText('Safari on iOS')).toBeVisible();
  // /my-user on a phone, in English: no sideways scrolling.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByTestId('sign-in-methods')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('my-user-on-a-phone.png'), fullPage: true });
});
