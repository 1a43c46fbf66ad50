import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoUsers, mainNavigation, nextCode, outboxIds, registerAbroadUser } from './helpers';

/**
 * The national e-ID against the local provider (`/oidc`, client `app`): its sign-in page lists
 * the test identities, no password.
 */
async function signInWithEid(page: Page, identity: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Rita inn við talgildum samleika' }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByRole('button', { name: new RegExp(identity) }).click();
}

/**
 * On /create-user: fills "create a new user" and submits it. The e-mail field starts with the
 * address the e-ID gave (`eidEmail`); `email`, when another, replaces it.
 */
async function createUser(page: Page, name: string, eidEmail: string, email = eidEmail): Promise<void> {
  await expect(page).toHaveURL(/\/create-user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stovna brúkara' })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  const nameField = page.getByLabel('Navn', { exact: true });
  await expect(nameField).toHaveValue(name);
  await expect(nameField).toHaveAttribute('readonly', '');
  await page.getByLabel('Gøtunavn og nummar', { exact: true }).fill('Á Stongunum 3');
  await page.getByLabel('Postnummar', { exact: true }).fill('100');
  await page.getByLabel('Býur ella bygd', { exact: true }).fill('Tórshavn');
  const emailField = page.getByLabel('Teldubústaður', { exact: true });
  await expect(emailField).toHaveValue(eidEmail);
  if (email !== eidEmail) await emailField.fill(email);
  await page.getByRole('checkbox', { name: /treytirnar/ }).check();
  await page.getByRole('checkbox', { name: /privatlívspolitikkin/ }).check();
  await page.getByRole('button', { name: 'Stovna brúkara', exact: true }).click();
}

test('signs in with the linked e-ID and lands on domains', async ({ page }) => {
  await signInWithEid(page, 'Jógvan Joensen');
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNavigation(page)).toBeVisible();
  // The linked user is the seeded demo user.
  await expect(page.getByText(demoUsers.user.email)).toBeVisible();
  // The e-ID token is the access token.
  const token = await page.evaluate(() => localStorage.getItem('okisnavn.access_token'));
  expect(token?.split('.')).toHaveLength(3);

  // A reload keeps the session (check-sso at start-up).
  await page.reload();
  await expect(mainNavigation(page)).toBeVisible();
  await expect(page.getByText(demoUsers.user.email)).toBeVisible();
});

test('a first-time e-ID user creates a user', async ({ page }) => {
  await signInWithEid(page, 'Anna Hansen');
  await expect(page).toHaveURL(/\/create-user$/);
  const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('okisnavn.pending_create_user') ?? 'null') as { name: string; email?: string } | null);
  expect(pending?.name).toBe('Anna Hansen');
  // The e-mail the e-ID gives is kept with the name, and fills the form's e-mail field.
  expect(pending?.email).toBe('anna@example.fo');
  await createUser(page, 'Anna Hansen', 'anna@example.fo');

  await expect(page).toHaveURL(/\/$/);
  await expect(mainNavigation(page)).toBeVisible();
  await expect(page.getByText('anna@example.fo')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('okisnavn.pending_create_user'))).toBeNull();

  // An e-ID user's name comes from the e-ID: read-only on /my-user, and no password section.
  await mainNavigation(page).getByRole('link', { name: 'Mín brúkari' }).click();
  await page.getByRole('button', { name: 'Broyt upplýsingar' }).click();
  await expect(page.getByLabel('Navn', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('heading', { name: 'Loyniorð' })).toHaveCount(0);

  // Signing up with the e-ID was a sign-in: it shows in the user's own activity.
  const mine = page.getByRole('heading', { name: 'Títt virksemi' }).locator('xpath=ancestor::section[1]');
  await expect(async () => {
    await page.reload();
    await expect(mine).toContainText('Anna Hansen ritaði inn við talgildum samleika', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test('a first-time e-ID user links an existing user with a code sent to its e-mail', async ({ page, request }) => {
  const email = `linked-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  expect(await registerAbroadUser(request, email, { name: 'Bárður Heima', street: 'Gøta 2', phone: '654321' })).toBe(201);

  await signInWithEid(page, 'Bárður á Steig');
  await expect(page).toHaveURL(/\/create-user$/);
  await page.getByRole('radio', { name: 'Eg havi longu ein brúkara' }).check();
  await page.getByLabel('Teldubústaður hjá brúkaranum', { exact: true }).fill(email);
  const seen = await outboxIds(request, email);
  await page.getByRole('button', { name: 'Send kotu' }).click();
  await page.getByLabel('Kota', { exact: true }).fill(await nextCode(request, email, seen));
  await page.getByRole('button', { name: 'Knýt at brúkaranum' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(mainNavigation(page)).toBeVisible();
  await expect(page.getByRole('complementary').getByText(email)).toBeVisible();
});

/**
 * The page's silent refreshes (`POST /oidc/token` with a refresh token), counted in the page as
 * `fetch` sends them: how many await their answer, and the provider's answers (status and error).
 */
function countRefreshesInThePage(): void {
  const send = window.fetch.bind(window);
  const refreshes = { inFlight: 0, answers: [] as string[] };
  Object.assign(window, { okisnavnRefreshes: refreshes });
  window.fetch = async (input, init) => {
    const isRefresh = String(input instanceof Request ? input.url : input).endsWith('/oidc/token') && String(init?.body ?? '').includes('grant_type=refresh_token');
    if (!isRefresh) return send(input, init);
    refreshes.inFlight += 1;
    try {
      const response = await send(input, init);
      const body = await response.clone().text();
      refreshes.answers.push(response.ok ? String(response.status) : `${response.status} ${body}`);
      return response;
    } catch (error) {
      refreshes.answers.push(`failed ${String(error)}`);
      throw error;
    } finally {
      refreshes.inFlight -= 1;
    }
  };
}

test('a short e-ID session is refreshed silently; the warning opens only once it cannot be, counts down, and signs out at zero', async ({ page, request }) => {
  test.setTimeout(90_000);
  // Every document remembers whether a warning ever showed (the check runs in the page, so none is missed between assertions).
  await page.addInitScript(() => {
    const seen = () => document.querySelector('[role="alertdialog"]') !== null;
    new MutationObserver(() => {
      if (seen()) Object.assign(window, { okisnavnWarningShown: true });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.addInitScript(countRefreshesInThePage);
  const warningShown = () => page.evaluate(() => 'okisnavnWarningShown' in window);
  const refreshes = () => page.evaluate(() => (window as unknown as { okisnavnRefreshes: { inFlight: number; answers: string[] } }).okisnavnRefreshes);
  await page.clock.install();
  // "Stutt Seta" (linked to a user of its own): access tokens live 70 s, and every API call refreshes them (under 240 s left).
  await signInWithEid(page, 'Stutt Seta');
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNavigation(page)).toBeVisible();
  const warning = page.getByRole('alertdialog', { name: /^Tú verður rita\/ur út um \d+ sekund\.$/ });
  // From here the page's time moves only when the test moves it, while the provider answers in
  // real time. Time passes 5 seconds at a time, each step once the refreshes sent in the step
  // before are answered, as they would be within a second: a token lives as long in the test as
  // in the app, whenever the machine is slow. The clock is paused a few seconds ahead of the
  // page's time: it runs on while the test reads it, and pausing in its past fails.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
  const step = 5000;
  const passTime = async (ms: number, until?: () => Promise<boolean>) => {
    for (let passed = 0; passed < ms; passed += step) {
      await expect.poll(async () => (await refreshes()).inFlight, { intervals: [25] }).toBe(0);
      if (until && (await until())) return;
      await page.clock.runFor(step);
    }
    await expect.poll(async () => (await refreshes()).inFlight, { intervals: [25] }).toBe(0);
  };

  // Three tokens' lives go by: each is refreshed silently (at half its life at the latest), every
  // refresh works, and no warning opens.
  const before = (await refreshes()).answers.length;
  await passTime(3 * 70_000);
  const answers = (await refreshes()).answers;
  expect(answers.length - before, `refreshes in three tokens' lives: ${answers.join(' · ')}`).toBeGreaterThanOrEqual(3);
  expect(answers, 'every refresh before the provider ends the sign-in works').toEqual(answers.map(() => '200'));
  expect(await warningShown()).toBe(false);
  await expect(mainNavigation(page)).toBeVisible();

  // The provider ends the sign-in (as at its session's maximum): the refresh token no longer works.
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('okisnavn.oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { refresh_token?: string }).refresh_token : undefined;
  });
  expect(stored).toBeTruthy();
  const revoked = await request.post('/oidc/token/revocation', { form: { token: stored!, token_type_hint: 'refresh_token', client_id: 'app' } });
  expect(revoked.status()).toBe(200);

  // The next refresh (at half the token's life) is refused: now the warning opens, with under
  // 60 seconds left, on "renew".
  await passTime(70_000, () => warning.isVisible());
  await expect(warning).toBeVisible();
  expect((await refreshes()).answers.at(-1)).toMatch(/^400 .*invalid_grant/);
  const secondsLeft = async () => Number(/(\d+) sekund/.exec((await warning.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent())) ?? '')?.[1]);
  const first = await secondsLeft();
  // Opened once the refusal was known, with the rest of the token's life (the refresh is sent at half of it at the latest).
  expect(first).toBeGreaterThan(25);
  expect(first).toBeLessThanOrEqual(60);
  await expect(warning.getByRole('button', { name: 'Endurnýggja innritan' })).toBeFocused();
  // Locked: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(warning).toBeVisible();
  // It counts down in whole seconds.
  for (const step of [1, 2, 3]) {
    await page.clock.runFor(1000);
    await expect(warning).toHaveAccessibleName(`Tú verður rita/ur út um ${first - step} sekund.`);
  }

  // At zero the warning closes and the person is signed out (provider logout, back to the site,
  // then /login, which says why). The app passes /login on its way to the provider, so the test
  // marks this document and waits for a new one (without the mark) that has settled on /login.
  await page.evaluate(() => Object.assign(window, { okisnavnBeforeLogout: true }));
  await page.clock.runFor((first - 3) * 1000);
  await page.clock.resume();
  const settledState = () =>
    page
      .evaluate(() => ({
        sameDocument: 'okisnavnBeforeLogout' in window,
        path: location.pathname,
        token: localStorage.getItem('okisnavn.access_token'),
      }))
      .catch(() => null);
  await expect
    .poll(
      async () => {
        const state = await settledState();
        return state !== null && !state.sameDocument && state.path === '/login' && state.token === null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Rita inn við talgildum samleika' })).toBeVisible();
  await expect(page.getByText('Innritanin við talgilda samleikanum gekk út, so tú varðst ritað/ur út. Rita inn aftur.')).toBeVisible();
  await expect(warning).toHaveCount(0);
});

test('a first-time e-ID user who gives another e-mail is held on / until the code, entered there, verifies it', async ({ page, request }) => {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const typo = `marjun-typo-${unique}@example.com`;
  const email = `marjun-${unique}@example.com`;
  await signInWithEid(page, 'Marjun í Gerðinum');
  const firstCode = await outboxIds(request, typo);
  await createUser(page, 'Marjun í Gerðinum', 'marjun@example.fo', typo);

  // Signed in but unverified: the banner says why, and where the code went.
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('region', { name: 'Vátta teldubústaðin' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`Vit hava sent eina 6-sifraða kotu til ${typo}.`);
  await nextCode(request, typo, firstCode);
  // On a phone too, without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(banner.getByLabel('Kota', { exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('held-on-a-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  const axe = await new AxeBuilder({ page }).include('[data-testid="email-verification-banner"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  // Nothing on / sends them to a page they would be sent back from.
  await expect(page.getByRole('link', { name: 'Skráset økisnavn' })).toHaveCount(0);
  // The menu holds them here (spec §4 rule 1), and so does the e-mailed link: the code is entered on /.
  await mainNavigation(page).getByRole('link', { name: 'Mín brúkari' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/email-verification');
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeVisible();

  // The address was mistyped: another one replaces it, and the code goes there.
  await banner.getByRole('button', { name: 'Broyt teldubústað' }).click();
  await banner.getByLabel('Nýggjur teldubústaður', { exact: true }).fill(email);
  const seen = await outboxIds(request, email);
  await banner.getByRole('button', { name: 'Send kotu' }).click();
  await expect(banner).toContainText(`Vit hava sent eina 6-sifraða kotu til ${email}.`);
  await nextCode(request, email, seen);

  // No code in sight: a new one, to the new address.
  const seenAgain = await outboxIds(request, email);
  await banner.getByRole('button', { name: 'Send aftur' }).click();
  await expect(page.getByText(`Ein nýggj kota er send til ${email}.`)).toBeVisible();
  const code = await nextCode(request, email, seenAgain);

  await banner.getByLabel('Kota', { exact: true }).fill(code);
  await banner.getByRole('button', { name: 'Vátta' }).click();
  await expect(page.getByText('Teldubústaðurin er váttaður.')).toBeVisible();
  await expect(banner).toBeHidden();

  // Released: the menu goes where it says, and the user is verified at the new address.
  await mainNavigation(page).getByRole('link', { name: 'Mín brúkari' }).click();
  await expect(page).toHaveURL(/\/my-user$/);
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('Teldubústaður váttaður')).toBeVisible();
  // Still the e-ID's session: no token of ours was handed out.
  const token = await page.evaluate(() => localStorage.getItem('okisnavn.access_token'));
  expect(token?.split('.')).toHaveLength(3);
});
