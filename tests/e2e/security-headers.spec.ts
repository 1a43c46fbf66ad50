import { readdirSync, readFileSync } from 'node:fs';
import { contentSecurityPolicy, securityHeaders } from '#infra/web/security-headers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The local runtime serves the SPA with the production security headers (the one declaration
 * that the CloudFront response headers policies are built from), and every client route of the
 * app loads under that CSP without a single violation: the `test` of ./fixtures.ts fails any
 * journey on a violation, naming the page, and phone-layout.spec.ts opens every route of the
 * web's one route table (guest, signed in with every domain tab, admin; in Faroese and English),
 * so a new route is covered as soon as it exists. This file checks the headers, and that every
 * journey takes that `test`; it does not open every route a third time.
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

test('every browser journey fails on a CSP violation (each spec takes its `test` from ./fixtures.ts)', () => {
  const folder = new URL('.', import.meta.url);
  for (const spec of readdirSync(folder).filter((name) => name.endsWith('.spec.ts'))) {
    const source = readFileSync(new URL(spec, folder), 'utf8');
    expect(source, spec).toMatch(/^import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures(\.ts)?';$/m);
    expect(source, spec).not.toMatch(/^import \{[^}]*\btest\b[^}]*\} from '@playwright\/test';$/m);
  }
});
