import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { contentSecurityPolicy } from '#infra/web/security-headers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 13 "First paint on a phone": the product's name shows before any JavaScript, the site's
 * files come compressed, and `/login` loads neither the e-ID client, nor the form schemas (zod),
 * nor the signed-in layout until they are needed.
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
