import type { Page } from '@playwright/test';
import { pathParams, type RouteDefinition, routeList } from '#web/config/paths.ts';
import { expect, test } from './fixtures';
import { asAdminOnAPhone } from './admin-area';
import { mainNavigation, newUser } from './helpers';
import { customNameServersWithDs, type Holdings, ownDomain, waitingTransfer } from './new-user';

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
    const holdings = await ownDomain(page, request, token);
    await waitingTransfer(request, token);
    await visitSignedInRoutes(page, holdings);
    // The DNSSEC tab's DS records (only with the owner's name servers) and the DNS tab then.
    await customNameServersWithDs(request, token, holdings.domainId);
    await visit(page, `/domains/${holdings.domainId}?tab=dnssec`, async () => {
      await expect(page.getByTestId('ds-records').locator('tr[data-key-tag]')).toBeVisible();
    });
    await visit(page, `/domains/${holdings.domainId}?tab=dns`);
  });
}

test('admin, fo and en: no admin page scrolls sideways at 360 px', async ({ page }) => {
  await asAdminOnAPhone(page, async (language) => {
    for (const route of byAudience.admin) {
      await test.step(`${language} ${route.name}: ${route.path}`, async () => {
        await visit(page, urlOf(route));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });
    }
  });
});
