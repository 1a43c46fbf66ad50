import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { contentSecurityPolicy } from '#infra/web/security-headers.ts';
import { messagesEn } from '#shared/i18n/messages.en.ts';
import { messagesFo } from '#shared/i18n/messages.fo.ts';
import { uiTextsEn } from '#shared/i18n/ui.en.ts';
import { uiTextsFo } from '#shared/i18n/ui.fo.ts';
import { textAreaNames, textsOfArea } from '../../web/src/lib/text-areas.ts';
import { expect, test } from './fixtures.ts';
import { demoUsers, signInAs } from './helpers.ts';

/**
 * Issue 13 "First paint on a phone": the product's name shows before any JavaScript, the site's
 * files come compressed, and `/login` loads neither the e-ID client, nor the form schemas (zod),
 * nor the signed-in layout, nor the other language's texts until they are needed.
 */

const assets = join(import.meta.dirname, '..', '..', 'web', 'dist', 'assets');

/**
 * The built chunks whose source map lists a source matching `pattern`: chunk file names are
 * hashes, the (unpublished) source maps say what each holds.
 */
function chunksWith(pattern: RegExp): string[] {
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js.map'))
    .filter((name) => (JSON.parse(readFileSync(join(assets, name), 'utf8')) as { sources: string[] }).sources.some((source) => pattern.test(source)))
    .map((name) => `/assets/${name.replace(/\.map$/, '')}`);
}

const eidClient = () => chunksWith(/node_modules\/oidc-client-ts\//);
const zod = () => chunksWith(/node_modules\/zod\//);
const signedInLayout = () => chunksWith(/src\/app\/layout\/main-layout\.tsx$/);

/** Every script the page requests from now on, by path. */
function scriptsOf(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') seen.add(new URL(request.url()).pathname);
  });
  return seen;
}

test('index.html shows the name and a spinner before the JavaScript arrives, allowed by the CSP', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // No script ever arrives: what shows is index.html alone.
  await page.route('**/*.js', (route) => route.abort());
  const answer = await page.goto('/login');
  const status = page.getByRole('status');
  await expect(status).toBeVisible();
  await expect(status).toHaveText('ØkisnavnHeintar…');
  await expect(page.getByText('Økisnavn', { exact: true })).toBeVisible();
  // The spinner turns; the loading text is for screen readers only.
  expect(await page.locator('.splash-spinner').evaluate((element) => getComputedStyle(element).animationName)).toBe('splash-spin');
  expect(await page.getByText('Heintar…').evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fo');

  // Inline and from this origin only: the one <style> is allowed by its hash, nothing else is inline.
  const html = await answer!.text();
  const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]!);
  expect(styles).toHaveLength(1);
  expect(contentSecurityPolicy()).toContain(`'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`);
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  for (const url of requests) expect(new URL(url).origin, url).toBe(new URL(page.url()).origin);
  // (The fixture fails the test on any CSP violation, the inline style's included.)
});

test('the splash gives way to the page when React mounts', async ({ page }) => {
  const answer = await page.goto('/login');
  expect(await answer!.text()).toContain('<div id="root"><div class="splash" role="status">');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.splash')).toHaveCount(0);
  await expect(page.getByText('Heintar…')).toHaveCount(0);
});

test('/login loads the e-ID client only when the visitor chooses the e-ID, and zod only when they type', async ({ page }) => {
  const [client, schemas, layout] = [eidClient(), zod(), signedInLayout()];
  expect(client.length, 'the e-ID client is a chunk of its own').toBeGreaterThan(0);
  expect(schemas.length).toBeGreaterThan(0);
  expect(layout.length).toBeGreaterThan(0);
  const scripts = scriptsOf(page);
  await page.goto('/login');
  const eid = page.getByRole('button', { name: 'Rita inn við talgildum samleika' });
  await expect(eid).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const chunk of [...client, ...schemas, ...layout]) expect(scripts.has(chunk), `${chunk} is not loaded on /login`).toBe(false);

  // Typing loads the form's schema.
  await page.getByLabel('Teldubústaður', { exact: true }).fill('ikki-ein-bústaður');
  await page.getByLabel('Teldubústaður', { exact: true }).blur();
  await expect(page.getByText('Vinaliga skriva ein rættan teldubústað.')).toBeVisible();
  expect(schemas.some((chunk) => scripts.has(chunk))).toBe(true);
  expect(client.some((chunk) => scripts.has(chunk))).toBe(false);

  // Choosing the e-ID loads its client, which goes to the provider.
  await eid.click();
  await expect(page).toHaveURL(/\/oidc\//);
  expect(client.some((chunk) => scripts.has(chunk))).toBe(true);
});

/** Issue 13's budget for /login (docs/performance.md "First paint on a phone"), in KB of 1,024 bytes. */
const loginScriptBudgetKb = 120;
/**
 * Issue 26's budget for the signed-in pages a user opens first: `/` and a domain's view. Met since
 * Preact renders the app (docs/decisions/preact.md; the figures in docs/performance.md "First
 * paint on a phone"), so `signedInBudgetMet` is true and their tests hold it, after checking the
 * page rendered. While it was not met, they checked the scripts were still over it instead, so
 * that meeting it turned them red. The budget stays.
 */
const signedInScriptBudgetKb = 130;
const signedInBudgetMet = true;

/** The signed-in budget held, or while it is not met, known to be over it (see above). */
function expectSignedInScripts(page: string, scripts: { total: number; listing: string }): void {
  console.log(`JavaScript on ${page}: ${scripts.listing}`);
  if (signedInBudgetMet) {
    expect(scripts.total, `JavaScript on ${page}: ${scripts.listing}`).toBeLessThanOrEqual(signedInScriptBudgetKb * 1024);
  } else {
    // Known over budget, see docs/performance.md ("First paint on a phone"). Within it now? Set
    // `signedInBudgetMet` and record the figures there.
    expect(scripts.total, `JavaScript on ${page} is within ${signedInScriptBudgetKb} KB now: ${scripts.listing}`).toBeGreaterThan(signedInScriptBudgetKb * 1024);
  }
}

/**
 * The scripts of the site's origin that `path` loads, counted as `npm run bench` counts
 * (tests/bench/browser.ts): every script requested until the network has been idle for 500 ms
 * and a second more, its body as transferred. `ready` waits for the page's own content first.
 */
async function scriptsAsServed(page: Page, origin: string, path: string, ready: () => Promise<void>): Promise<{ total: number; paths: string[]; listing: string }> {
  const pending: Promise<{ path: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || new URL(response.url()).origin !== new URL(origin).origin) return;
    pending.push(response.finished().then(async () => ({ path: new URL(response.url()).pathname, bytes: (await response.request().sizes()).responseBodySize })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready();
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  expect(scripts.length).toBeGreaterThan(3);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  return {
    total,
    paths: scripts.map((script) => script.path),
    listing: `${(total / 1024).toFixed(1)} KB (${scripts.length} scripts: ${scripts.map((script) => `${script.path} ${script.bytes}`).join(', ')})`,
  };
}

test("/login's scripts weigh at most 120 KB as served, and SWR is not among them", async ({ page, baseURL }) => {
  const swr = chunksWith(/node_modules\/swr\//);
  expect(swr.length).toBeGreaterThan(0);
  const scripts = await scriptsAsServed(page, baseURL!, '/login', () => expect(page.getByRole('heading', { level: 1, name: uiTextsFo.titles.authLogin })).toBeVisible());
  console.log(`JavaScript on /login: ${scripts.listing}`);
  expect(scripts.total, `JavaScript on /login: ${scripts.listing}`).toBeLessThanOrEqual(loginScriptBudgetKb * 1024);
  for (const chunk of swr) expect(scripts.paths, `${chunk} is not loaded on /login`).not.toContain(chunk);
});

/** A development session of the demo user's own (the local runtime's `/dev/demo-users/sign-in`), set before the SPA starts. */
async function signedInAsDemoUser(page: Page, request: APIRequestContext): Promise<string> {
  const answer = await request.post('/dev/demo-users/sign-in', { data: { email: demoUsers.user.email } });
  expect(answer.status(), await answer.text()).toBe(201);
  const { token } = ((await answer.json()) as { data: { token: string } }).data;
  await page.addInitScript((value) => localStorage.setItem('okisnavn.access_token', value), token);
  return token;
}

test('/ signed in: its scripts weigh at most 130 KB as served', async ({ page, request, baseURL }) => {
  await signedInAsDemoUser(page, request);
  const scripts = await scriptsAsServed(page, baseURL!, '/', () => expect(page.getByRole('table', { name: /Tíni økisnøvn|Your domains/ })).toBeVisible());
  expectSignedInScripts('/ signed in', scripts);
});

test("/domains/{id}: a domain's view's scripts weigh at most 130 KB as served", async ({ page, request, baseURL }) => {
  const token = await signedInAsDemoUser(page, request);
  const domains = (await (await request.get('/api/domains', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string; name: string }[] };
  const domain = domains.data.find((entry) => entry.name === 'jogvan-brukari.fo')!;
  const scripts = await scriptsAsServed(page, baseURL!, `/domains/${domain.id}`, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'jogvan-brukari.fo' })).toBeVisible();
    await expect(page.getByRole('tab', { name: uiTextsFo.domainTabs.overview })).toBeVisible();
  });
  expectSignedInScripts('/domains/{id}', scripts);
});

test("a domain's view asks for the user, the layout's teams and settings and the domain at once at start-up, each once", async ({ page, request }) => {
  const token = await signedInAsDemoUser(page, request);
  const domains = (await (await request.get('/api/domains', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string; name: string }[] };
  const domain = domains.data.find((entry) => entry.name === 'jogvan-brukari.fo')!;
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  // The user's answer is held until the others have been asked: an app that asks for them only
  // once it has the user (a round trip each on a phone's network) never gets it, and fails here.
  const others = ['/api/teams', '/api/settings', `/api/domains/${domain.id}`];
  await page.route('**/api/users/me', async (route) => {
    await expect.poll(() => others.filter((path) => !asked.includes(path)), { timeout: 10_000 }).toEqual([]);
    await route.continue();
  });
  await page.goto(`/domains/${domain.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'jogvan-brukari.fo' })).toBeVisible();
  await expect(page.getByRole('tab', { name: uiTextsFo.domainTabs.overview })).toBeVisible();
  // The four first, each once (the user is asked again later when the language sync saves it).
  expect(asked.slice(0, 4).toSorted(), asked.join(', ')).toEqual(['/api/users/me', ...others].toSorted());
  for (const path of others)
    expect(
      asked.filter((seen) => seen === path),
      `${path} in ${asked.join(', ')}`,
    ).toHaveLength(1);
});

test("a domain's overview paints its details before the move section's code is asked for, and shows them while that code is held", async ({ page, request }) => {
  const token = await signedInAsDemoUser(page, request);
  const domains = (await (await request.get('/api/domains', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string; name: string }[] };
  const domain = domains.data.find((entry) => entry.name === 'jogvan-brukari.fo')!;
  const moveSection = chunksWith(/src\/features\/domain-ownership\/components\/move-domain-section\.tsx$/);
  expect(moveSection).toHaveLength(1);
  // The section's chunk is held: an overview that waits for it (inside the tab panel's Suspense,
  // or preloaded and awaited with the page) never shows its details, and fails here.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let askedAfterDetails: boolean | null = null;
  await page.route(`**${moveSection[0]!}`, async (route) => {
    askedAfterDetails = await page.getByRole('heading', { name: uiTextsFo.domain.detailsHeading, exact: true }).isVisible();
    await released;
    await route.continue();
  });
  await page.goto(`/domains/${domain.id}`);
  await expect(page.getByRole('heading', { name: uiTextsFo.domain.detailsHeading, exact: true })).toBeVisible();
  await expect.poll(() => askedAfterDetails).toBe(true);
  release();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: uiTextsFo.domain.detailsHeading, exact: true })).toBeVisible();
});

test('/config.json is asked for by index.html itself, beside the scripts, and the app takes that answer over: one request', async ({ page, request }) => {
  const asked: string[] = [];
  page.on('request', (sent) => void (new URL(sent.url()).pathname === '/config.json' && asked.push(sent.url())));
  const warnings: string[] = [];
  page.on('console', (message) => void (/preload/i.test(message.text()) && warnings.push(message.text())));

  // On a signed-in domain view: the app's own fetch is the preload's answer, not a second request,
  // and Chromium does not warn of a preload left unused.
  const token = await signedInAsDemoUser(page, request);
  const domains = (await (await request.get('/api/domains', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string; name: string }[] };
  const domain = domains.data.find((entry) => entry.name === 'jogvan-brukari.fo')!;
  await page.goto(`/domains/${domain.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'jogvan-brukari.fo' })).toBeVisible();
  expect(asked).toHaveLength(1);
  // The one fetch of it is the preload's (the page's resource timing: initiated by the <link>).
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/config.json')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['link']);
  expect(warnings).toEqual([]);

  // No script runs: index.html alone asks for it.
  asked.length = 0;
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect.poll(() => asked.length).toBe(1);
});

test('the site is served compressed: scripts, styles and index.html in brotli, hashed assets cached for a year', async ({ page, request }) => {
  const seen: { url: string; type: string; encoding: string | null; cacheControl: string | null }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (['document', 'script', 'stylesheet'].includes(type)) {
      seen.push({ url: response.url(), type, encoding: await response.headerValue('content-encoding'), cacheControl: await response.headerValue('cache-control') });
    }
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const document = seen.find((response) => response.type === 'document')!;
  expect(document).toMatchObject({ encoding: 'br', cacheControl: 'no-cache' });
  const assetsSeen = seen.filter((response) => new URL(response.url).pathname.startsWith('/assets/'));
  expect(assetsSeen.length).toBeGreaterThan(3);
  for (const asset of assetsSeen) expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
  // Every script or style large enough for CloudFront to compress (1,000 bytes) came compressed.
  for (const asset of assetsSeen) {
    const file = readFileSync(join(assets, new URL(asset.url).pathname.replace('/assets/', '')));
    if (file.length >= 1000) expect(asset.encoding, asset.url).toBe('br');
  }
  // A client without brotli gets gzip.
  const gzip = await request.get('/login', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers().vary).toBe('Accept-Encoding');
});

/**
 * Sentences of one language that the other does not share (the login page's texts and the
 * validation messages), longest first: any of them in a script means that language was loaded.
 */
function sentences(ui: Record<string, string>, validation: Record<string, string>, other: Record<string, string>, otherValidation: Record<string, string>): string[] {
  const own = [...Object.values(ui), ...Object.values(validation)];
  const others = new Set([...Object.values(other), ...Object.values(otherValidation)]);
  return own.filter((text) => text.length >= 20 && !text.includes('{{') && !others.has(text)).sort((a, b) => b.length - a.length);
}
const faroeseSentences = sentences(uiTextsFo.login, messagesFo.validation, uiTextsEn.login, messagesEn.validation);
const englishSentences = sentences(uiTextsEn.login, messagesEn.validation, uiTextsFo.login, messagesFo.validation);

/** The text of every script the page loaded (as the browser got it, decompressed). */
async function scriptTexts(page: Page, scripts: Set<string>): Promise<string> {
  const texts = await Promise.all([...scripts].map(async (path) => (await page.request.get(path)).text()));
  return texts.join('\n');
}

test("/login loads the reader's language only: Faroese at start, English when the visitor switches, without showing a key meanwhile", async ({ page }) => {
  expect(faroeseSentences.length).toBeGreaterThan(10);
  expect(englishSentences.length).toBeGreaterThan(10);
  // A key shown in place of its text (e.g. "login.intro") while the other language loads.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __keysShown: string[] }).__keysShown = seen;
    const check = () => {
      const text = document.body?.innerText ?? '';
      for (const match of text.match(/\b(?:app|titles|login|locale|form|auth|errors|validation)\.[A-Za-z_]+\b/g) ?? []) seen.push(match);
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const scripts = scriptsOf(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: uiTextsFo.titles.authLogin })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const faroeseVisit = await scriptTexts(page, scripts);
  expect(faroeseVisit).toContain(uiTextsFo.login.intro);
  for (const sentence of englishSentences) expect(faroeseVisit.includes(sentence), `English on a Faroese /login: ${sentence}`).toBe(false);

  // The switch: the English texts arrive (held back a moment here) before the page changes.
  let releaseEnglish: () => void = () => undefined;
  const englishHeld = new Promise<void>((resolve) => (releaseEnglish = resolve));
  let englishRequested = false;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(uiTextsEn.login.intro)) {
      englishRequested = true;
      await englishHeld;
    }
    await route.fulfill({ status: response.status(), headers: { 'content-type': 'text/javascript' }, body });
  });
  // The choice shows at once; the texts stay Faroese until the English ones are in.
  await page.getByRole('radio', { name: 'English' }).check();
  await expect.poll(() => englishRequested).toBe(true);
  await page.waitForTimeout(300);
  await expect(page.getByText(uiTextsFo.login.intro)).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveAttribute('aria-busy', 'true');
  releaseEnglish();
  await expect(page.getByRole('heading', { level: 1, name: uiTextsEn.titles.authLogin })).toBeVisible();
  await expect(page.getByText(uiTextsEn.login.intro)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Validation speaks English too.
  await page.getByLabel(uiTextsEn.form.email, { exact: true }).fill('not-an-address');
  await page.getByLabel(uiTextsEn.form.email, { exact: true }).blur();
  await expect(page.getByText(messagesEn.validation.invalid_email)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __keysShown: string[] }).__keysShown)).toEqual([]);

  // The saved language at the next visit: English only.
  // Waits for a handler still fulfilling a script (unrouting under it failed in CI: "Route is already handled").
  await page.unrouteAll({ behavior: 'wait' });
  scripts.clear();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: uiTextsEn.titles.authLogin })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const englishVisit = await scriptTexts(page, scripts);
  expect(englishVisit).toContain(uiTextsEn.login.intro);
  for (const sentence of faroeseSentences) expect(englishVisit.includes(sentence), `Faroese on an English /login: ${sentence}`).toBe(false);
});

/** Every text of a catalogue's sections, nested ones included. */
function textsOf(sections: Record<string, unknown>): string[] {
  return Object.values(sections).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value as Record<string, unknown>)));
}

test("/login loads the guests' texts only; signing in loads the signed-in pages' texts before they show", async ({ page }) => {
  const catalogue = { ...uiTextsFo, errors: messagesFo.errors, validation: messagesFo.validation } as unknown as Record<string, unknown>;
  const guestTexts = new Set(textsOf(textsOfArea(catalogue, 'guest')));
  // Every area's but the guests' (web/src/lib/text-areas.ts).
  const signedInOnly = textAreaNames
    .filter((area) => area !== 'guest')
    .flatMap((area) => textsOf(textsOfArea(catalogue, area)))
    .filter((text) => text.length >= 20 && !text.includes('{{') && ![...guestTexts].some((guestText) => guestText.includes(text)));
  expect(signedInOnly.length).toBeGreaterThan(100);
  expect(signedInOnly).toContain(messagesFo.validation.dns_cname_at_apex);
  const scripts = scriptsOf(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: uiTextsFo.titles.authLogin })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const guestVisit = await scriptTexts(page, scripts);
  for (const text of signedInOnly) expect(guestVisit.includes(text), `a signed-in page's text on /login: ${text}`).toBe(false);

  await signInAs(page, 'user');
  await expect(page.getByRole('table', { name: uiTextsFo.domains.listLabel })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: uiTextsFo.domains.expires })).toBeVisible();
  const signedIn = await scriptTexts(page, scripts);
  expect(signedIn).toContain(uiTextsFo.domains.listLabel);
  // No key in place of a text.
  expect(await page.locator('body').innerText()).not.toMatch(/\b(?:domains|menu|layout|scope|notifications)\.[A-Za-z_]+\b/);
});
