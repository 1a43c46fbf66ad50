import { readdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { contentSecurityPolicy, securityHeaders } from '#infra/web/security-headers.ts';
import { pathParams, type RouteDefinition, routeList } from '#web/config/paths.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './helpers.ts';

/**
 * The local runtime serves the SPA with the production security headers (the one declaration
 * that the CloudFront response headers policies are built from), and every client route of the
 * app — taken from the web's one route table, so a new route is covered as soon as it exists —
 * loads under that CSP without a single violation. (The `test` of ./fixtures.ts fails any
 * journey on a violation; here each route is also checked on its own, to name the culprit.)
 */

test('the SPA, its files and its config carry the production security headers', async ({ page, request }) => {
  const production = securityHeaders();
  const document = await page.goto('/domains/shared');
  expect(document?.status()).toBe(200);
  const headers = document!.headers();
  for (const [name, value] of Object.entries(production)) expect(headers[name], name).toBe(value);
  expect(headers['content-security-policy']).toBe(contentSecurityPolicy());
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  // The production policy: no inline script or style, no eval, framed by nobody.
  expect(headers['content-security-policy']).not.toMatch(/unsafe-(inline|eval)/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');

  // The hashed bundles and the runtime config, as CloudFront serves the bucket's files.
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  for (const path of [script!, '/config.json', '/favicon.svg']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-security-policy'], path).toBe(production['content-security-policy']);
    expect(answer.headers()['strict-transport-security'], path).toBe(production['strict-transport-security']);
  }

  // Only the silent e-ID check page (and its script) may be framed, and only by the portal.
  const silentCheck = await request.get('/silent-check-sso.html');
  expect(silentCheck.headers()).toMatchObject(securityHeaders({ framable: true }));
  expect(silentCheck.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(silentCheck.headers()['x-frame-options']).toBe('SAMEORIGIN');
});

/** Stand-ins for path parameters no journey here creates (the page then shows its "not found"). */
const placeholders: Record<string, string> = {
  token: 'csp-check-token',
  teamId: 'csp-check-team',
  inviteId: 'csp-check-invite',
};

/** The first of the demo user's domains (the local runtime seeds two), so a domain page shows a real domain. */
async function aDomainId(page: Page, request: APIRequestContext): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('okisnavn.access_token'));
  const answer = await request.get('/api/domains', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { id: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.id;
}

function urlOf(route: RouteDefinition, domainId: string): string {
  if (route.path === '*') return '/no-such-page-csp-check';
  const params = Object.fromEntries(pathParams(route.path).map((name) => [name, name === 'domainId' ? domainId : (placeholders[name] ?? `csp-${name}`)]));
  return route.href(params);
}

/**
 * Opens the route, waits until the app has rendered it (no redirect elsewhere) and gone quiet,
 * and expects no CSP violation on it.
 */
async function visit(page: Page, url: string, violations: string[]): Promise<void> {
  const before = violations.length;
  const answer = await page.goto(url);
  expect(answer?.headers()['content-security-policy'], url).toBe(contentSecurityPolicy());
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname, `${url} is rendered, not redirected`).toBe(url.split('?')[0]);
  expect(violations.slice(before), `CSP violations on ${url}`).toEqual([]);
}

const byAudience = {
  'signed out': routeList.filter((route) => route.guard === 'guest' || route.guard === 'none'),
  'signed in': routeList.filter((route) => route.guard === 'auth' || route.guard === 'team-owner'),
  admin: routeList.filter((route) => route.guard === 'admin'),
} as const;

test('every browser journey fails on a CSP violation (each spec takes its `test` from ./fixtures.ts)', () => {
  const folder = new URL('.', import.meta.url);
  for (const spec of readdirSync(folder).filter((name) => name.endsWith('.spec.ts'))) {
    const source = readFileSync(new URL(spec, folder), 'utf8');
    expect(source, spec).toMatch(/^import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures(\.ts)?';$/m);
    expect(source, spec).not.toMatch(/^import \{[^}]*\btest\b[^}]*\} from '@playwright\/test';$/m);
  }
});

test('every client route of the app is in one of the groups below', () => {
  expect(
    Object.values(byAudience)
      .flat()
      .map((route) => route.name)
      .sort(),
  ).toEqual(routeList.map((route) => route.name).sort());
});

for (const [audience, routes] of Object.entries(byAudience)) {
  test(`every ${audience} page loads under the production CSP without a violation`, async ({ page, request, contentSecurityPolicyViolations }) => {
    test.setTimeout(30_000 + routes.length * 10_000);
    let domainId = 'csp-check-domain';
    if (audience === 'signed in') {
      await signInAs(page, 'user');
      domainId = await aDomainId(page, request);
    }
    if (audience === 'admin') await signInAs(page, 'admin');
    for (const route of routes) {
      await test.step(`${route.name}: ${route.path}`, () => visit(page, urlOf(route, domainId), contentSecurityPolicyViolations));
    }
  });
}
