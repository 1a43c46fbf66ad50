import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '#shared/locales.ts';
import { pathParams, type RouteDefinition, routeList } from '#web/config/paths.ts';
import { freshName, payWith } from './buying';
import { expect, test } from './fixtures';
import { mainNavigation, nextCode, outboxIds, signInAs } from './helpers';

/**
 * No page scrolls sideways on a phone (issue 13): at 360×740, every route of the app — taken
 * from the web's one route table, so a new route is covered as soon as it exists — in Faroese
 * and in English, with real content: a user with a domain (its view with every tab), DNS
 * records, a receipt, a transfer and search results; the admin's pages as the admin.
 */
const phone = { width: 360, height: 740 };
test.use({ viewport: phone });
// A purchase and a transfer through the simulators, then some thirty pages: on 2 busy cores that takes its time.
test.describe.configure({ timeout: 180_000 });

/** Stand-ins for path parameters no journey here creates (the page then shows its "not found"). */
const placeholders: Record<string, string> = { token: 'phone-check-token', teamId: 'phone-check-team', inviteId: 'phone-check-invite' };

const byAudience = {
  guest: routeList.filter((route) => route.guard === 'guest' || route.guard === 'none'),
  user: routeList.filter((route) => route.guard === 'auth' || route.guard === 'team-owner'),
  admin: routeList.filter((route) => route.guard === 'admin'),
};

/** Elements that reach past the right edge (to name the culprit when a page is too wide). */
async function widthReport(page: Page): Promise<{ html: number; body: number; viewport: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= viewport + 0.5 || !element.checkVisibility({ visibilityProperty: true })) continue;
      // Only the outermost: skip an element whose parent is itself too wide.
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && parent.right > viewport + 0.5) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      culprits.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(box.right)}px "${text}"`);
    }
    return { html: document.documentElement.scrollWidth, body: document.body.scrollWidth, viewport, culprits: culprits.slice(0, 5) };
  });
}

/** The page neither scrolls sideways nor has anything wider than the screen. */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const report = await widthReport(page);
  const details = `${label} (${page.url()}): ${report.culprits.join(' · ') || 'no element found'}`;
  expect.soft(report.html, `the page scrolls sideways: ${details}`).toBeLessThanOrEqual(report.viewport);
  expect.soft(report.body, `the body is wider than the screen: ${details}`).toBeLessThanOrEqual(report.viewport);
}

/** Opens `url`, waits until the app has rendered it (not redirected) and gone quiet. */
async function visit(page: Page, url: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname, `${url} is rendered, not redirected`).toBe(url.split('?')[0]);
  await ready?.(page);
  await expectNoSidewaysScroll(page, url);
}

function urlOf(route: RouteDefinition, values: Record<string, string> = {}): string {
  if (route.path === '*') return '/no-such-page-on-a-phone';
  return route.href(Object.fromEntries(pathParams(route.path).map((name) => [name, values[name] ?? placeholders[name] ?? `phone-${name}`])));
}

/** A new verified user speaking `language`, signed in in `page` with the token verification gives. */
async function newUser(page: Page, request: APIRequestContext, language: Locale): Promise<string> {
  const email = `phone-${language}-${randomUUID().slice(0, 8)}@example.com`;
  const seen = await outboxIds(request, email);
  const registered = await request.post('/api/auth/register-abroad-user', {
    data: {
      name: language === 'en' ? 'Anna Abroad-Longname' : 'Anna Úti-Langanavn',
      street: 'Niels Finsens gøta 12',
      zip: '100',
      city: 'Tórshavn',
      country_code: 'FO',
      phone_code: '+298',
      phone: String(200_000 + Math.floor(Math.random() * 700_000)),
      email,
      language,
      password: 'Langt-loyniord-2026',
      password_confirmation: 'Langt-loyniord-2026',
      terms_accepted: true,
      privacy_policy_accepted: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await request.post('/api/auth/verify-email', { data: { email, code: await nextCode(request, email, seen) } });
  expect(verified.status(), await verified.text()).toBe(200);
  const token = ((await verified.json()) as { data: { token: string } }).data.token;
  await page.addInitScript((value) => localStorage.setItem('okisnavn.access_token', value), token);
  await page.goto('/');
  // On a phone the menu is behind its button.
  await expect(page.getByRole('button', { name: /Lat valmyndina upp|Open the menu/ })).toBeVisible();
  return token;
}

type Holdings = { domainId: string; domain: string; orderId: string };

/** Buys a name (paid on the payment simulator's page) and gives it DNS records and a transfer in waiting. */
async function buyDomain(page: Page, request: APIRequestContext, token: string): Promise<Holdings> {
  const headers = { authorization: `Bearer ${token}` };
  const domain = freshName('simi-og-telda-langt-navn');
  const ordered = await request.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': `phone-${randomUUID()}` },
    data: { domains: [domain], years: 1, terms_accepted: true },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = ((await ordered.json()) as { data: { id: string; checkout_url: string } }).data;
  await page.goto(order.checkout_url);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/purchase-success\?order=/);
  await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'registered');

  const domains = await request.get('/api/domains', { headers });
  const { data } = (await domains.json()) as { data: { id: string; name: string }[] };
  const domainId = data.find((entry) => entry.name === domain)!.id;
  // Records whose names and values are long, as real ones are.
  for (const record of [
    { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=reject; rua=mailto:dmarc-rapportir@eitt-sera-langt-navn.fo; fo=1', ttl: 3600 },
    { type: 'CNAME', name: 'selector1._domainkey', value: 'selector1-eitt-sera-langt-navn-fo._domainkey.example.onmicrosoft.com', ttl: 3600 },
  ]) {
    const added = await request.post(`/api/domains/${domainId}/dns-records`, { headers, data: record });
    expect(added.status(), await added.text()).toBe(201);
  }
  // A transfer waiting for its holder, for the transfers list.
  const held = `flyt-${randomUUID().slice(0, 8)}.fo`;
  const code = `KOTA-${randomUUID().slice(0, 8)}`;
  expect((await request.post('/dev/registry/domains', { data: { name: held, auth_info: code, years: 2 } })).status()).toBe(201);
  const transfer = await request.post('/api/transfers', { headers, data: { domain: held, auth_code: code } });
  expect(transfer.status(), await transfer.text()).toBeLessThan(300);
  return { domainId, domain, orderId: order.id };
}

/** Every signed-in route with content; the domain view with each of its tabs. */
async function visitSignedInRoutes(page: Page, holdings: Holdings): Promise<void> {
  for (const route of byAudience.user) {
    await test.step(`${route.name}: ${route.path}`, async () => {
      if (route.name === 'domains-single') {
        await visit(page, urlOf(route, holdings));
        const tabs = page.getByRole('tab');
        const count = await tabs.count();
        expect(count).toBeGreaterThan(1);
        for (let index = 0; index < count; index += 1) {
          const tab = tabs.nth(index);
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
          await page.waitForLoadState('networkidle');
          await expectNoSidewaysScroll(page, `${urlOf(route, holdings)}, tab ${(await tab.textContent()) ?? index}`);
        }
        return;
      }
      if (route.name === 'search-domain') {
        return visit(page, route.href({}, { domains: `${holdings.domain},tinganes-og-vágsbotnur,ø` }), async () => {
          await expect(page.locator(`li[data-domain="${holdings.domain}"]`)).toBeVisible();
        });
      }
      if (route.name === 'purchase-domain' || route.name === 'purchase-domain-failure') {
        return visit(page, route.href({}, { order: holdings.orderId }));
      }
      if (route.name === 'receipts') {
        return visit(page, route.href(), async () => {
          await expect(page.getByTestId('receipt-row').first()).toBeVisible();
        });
      }
      if (route.name === 'domains') {
        return visit(page, route.href(), async () => {
          await expect(page.getByTestId('domain-row').first()).toBeVisible();
        });
      }
      if (route.name === 'transfer-domain') {
        return visit(page, route.href(), async () => {
          await expect(page.getByTestId('transfer-row').first()).toBeVisible();
        });
      }
      return visit(page, urlOf(route, holdings));
    });
  }
  // The menu opened, as on a phone.
  await page.goto('/');
  await page.getByRole('button', { name: /Lat valmyndina upp|Open the menu/ }).click();
  await expect(mainNavigation(page)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the open menu');
}

test('every route covered: guest, signed-in and admin routes are all the routes', () => {
  expect(
    Object.values(byAudience)
      .flat()
      .map((route) => route.name)
      .sort(),
  ).toEqual(routeList.map((route) => route.name).sort());
});

for (const language of ['fo', 'en'] as const) {
  test(`signed out, ${language}: no guest page scrolls sideways at 360 px`, async ({ page }) => {
    await page.addInitScript((locale) => localStorage.setItem('okisnavn.locale', locale), language);
    for (const route of byAudience.guest) {
      await test.step(`${route.name}: ${route.path}`, () =>
        visit(page, route.name === 'email-verification' ? route.href({}, { email: 'ein-rættiliga-langur-teldubústaður@eitt-langt-navn.fo' }) : urlOf(route)));
    }
  });

  test(`signed in, ${language}: no page scrolls sideways at 360 px`, async ({ page, request }) => {
    const token = await newUser(page, request, language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const holdings = await buyDomain(page, request, token);
    await visitSignedInRoutes(page, holdings);
  });
}

test('admin, fo and en: no admin page scrolls sideways at 360 px', async ({ page }) => {
  // The development sign-in waits for the main navigation, which a phone shows only when opened.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.setViewportSize(phone);
  for (const language of ['fo', 'en'] as const) {
    // The demo admin speaks Faroese, and other journeys rely on it: English only in this browser,
    // by answering the admin's own language as English here (the pages follow the user's language).
    if (language === 'en') {
      await page.route('**/api/users/me', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const answer = await route.fetch();
        const body = (await answer.json()) as { data: Record<string, unknown> };
        await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, language: 'en' } } });
      });
    }
    for (const route of byAudience.admin) {
      await test.step(`${language} ${route.name}: ${route.path}`, async () => {
        await visit(page, urlOf(route));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });
    }
  }
});
