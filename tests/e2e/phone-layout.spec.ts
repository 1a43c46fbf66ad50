import type { Page } from '@playwright/test';
import { pathParams, type RouteDefinition, routeList } from '#web/config/paths.ts';
import { expect, test } from './fixtures';
import { asAdminOnAPhone } from './admin-area';
import { demoUsers, mainNavigation, newUser } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { customNameServersWithDs, type Holdings, ownDomain, waitingTransfer } from './new-user';

/**
 * No page scrolls sideways on a phone (issue 13), and every page is readable and tappable there
 * (issue 26: no word broken inside, no two controls on top of each other, every target 44×44 CSS
 * px; `layout-checks.ts`): at 360×740, every route of the app — taken from the web's one route
 * table, so a new route is covered as soon as it exists, and a new path parameter fails until
 * this spec has data for it — in Faroese and in English, with real content: a user with a domain
 * (its view with every tab), DNS records, a receipt, a transfer and search results, the owner of
 * a team with a domain of its own; the admin's pages as the admin, with a user and a domain.
 */
const phone = { width: 360, height: 740 };
test.use({ viewport: phone });
// Two purchases and a transfer through the simulators, then some thirty pages: on 2 busy cores that takes its time.
test.describe.configure({ timeout: 180_000 });

/**
 * Stand-ins for path parameters no journey here creates (the page then shows its "not found" or
 * "invitation not valid"): a password-reset token, an invitation.
 */
const placeholders: Record<string, string> = { token: 'phone-check-token', inviteId: 'phone-check-invite' };

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

/** Neither sideways scroll nor a broken word, an overlap or a small target. */
async function expectFitsAPhone(page: Page, label: string): Promise<void> {
  await expectNoSidewaysScroll(page, label);
  await expectReadableLayout(page, label);
}

/** Opens `url`, waits until the app has rendered it (not redirected) and gone quiet. */
async function visit(page: Page, url: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname, `${url} is rendered, not redirected`).toBe(url.split('?')[0]);
  await ready?.(page);
  await expectFitsAPhone(page, url);
}

/** The route's URL with the journey's data; a parameter this spec has no data for fails (give it some). */
function urlOf(route: RouteDefinition, values: Record<string, string> = {}): string {
  if (route.path === '*') return '/no-such-page-on-a-phone';
  return route.href(
    Object.fromEntries(
      pathParams(route.path).map((name) => {
        const value = values[name] ?? placeholders[name];
        if (value === undefined) throw new Error(`${route.name}: no data for its parameter ${name} in phone-layout.spec.ts`);
        return [name, value];
      }),
    ),
  );
}

/** A team's routes show the team's domain, order and receipt; the rest the user's own. */
function holdingsFor(route: RouteDefinition, own: Holdings, team: Holdings & { teamId: string }): Record<string, string> {
  return route.name.startsWith('teams-') || route.name === 'team-invite-accept' ? team : own;
}

/** Every signed-in route with content; the domain view with each of its tabs. */
async function visitSignedInRoutes(page: Page, own: Holdings, team: Holdings & { teamId: string }): Promise<void> {
  for (const route of byAudience.user) {
    await test.step(`${route.name}: ${route.path}`, async () => {
      const holdings = holdingsFor(route, own, team);
      if (route.name === 'domains-single') {
        await visit(page, urlOf(route, holdings));
        const tabs = page.getByRole('tab');
        const count = await tabs.count();
        expect(count).toBeGreaterThan(1);
        for (let index = 0; index < count; index += 1) {
          const tab = tabs.nth(index);
          // Scrolling the bar to the last tab hides its "more" arrow, which moves the tabs under a
          // click already aimed (CI hit the neighbour so): click again until the tab is the chosen one.
          await expect(async () => {
            await tab.click();
            await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
          }).toPass({ timeout: 15_000 });
          await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
          await page.waitForLoadState('networkidle');
          await expectFitsAPhone(page, `${urlOf(route, holdings)}, tab ${(await tab.textContent()) ?? index}`);
        }
        return;
      }
      if (route.name === 'search-domain' || route.name === 'teams-search-domain') {
        // Taken (the own domain), available with a long name, not allowed with a suggestion.
        return visit(page, urlOf(route, holdings) + `?domains=${holdings.domain},eitt-heldur-langt-okisnavn-til-roynd,tinganes-og-vágsbotnur,ø`, async () => {
          await expect(page.locator(`li[data-domain="${holdings.domain}"]`)).toBeVisible();
          await expect(page.locator('li[data-domain="eitt-heldur-langt-okisnavn-til-roynd.fo"]')).toBeVisible();
        });
      }
      if (['purchase-domain', 'purchase-domain-failure', 'teams-purchase-domain', 'teams-purchase-domain-failure'].includes(route.name)) {
        return visit(page, urlOf(route, holdings) + `?order=${holdings.orderId}`);
      }
      if (route.name === 'receipts' || route.name === 'teams-receipts') {
        return visit(page, urlOf(route, holdings), async () => {
          await expect(page.getByTestId('receipt-row').first()).toBeVisible();
        });
      }
      if (route.name === 'domains' || route.name === 'teams-domains') {
        return visit(page, urlOf(route, holdings), async () => {
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
  await expectFitsAPhone(page, 'the open menu');
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
  test(`signed out, ${language}: every guest page fits and reads at 360 px`, async ({ page }) => {
    await page.addInitScript((locale) => localStorage.setItem('okisnavn.locale', locale), language);
    for (const route of byAudience.guest) {
      await test.step(`${route.name}: ${route.path}`, () =>
        visit(page, route.name === 'email-verification' ? route.href({}, { email: 'ein-rættiliga-langur-teldubústaður@eitt-langt-navn.fo' }) : urlOf(route)));
    }
  });

  test(`signed in, ${language}: every page fits and reads at 360 px`, async ({ page, request }) => {
    const token = await newUser(page, request, language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const holdings = await ownDomain(page, request, token);
    await waitingTransfer(request, token);
    // The user owns a team, which has a domain (and its order and receipt) of its own.
    const created = await request.post('/api/teams', { headers: { authorization: `Bearer ${token}` }, data: { name: 'Húsfelagið á Langa Vegnum' } });
    expect(created.status(), await created.text()).toBe(201);
    const teamId = ((await created.json()) as { data: { id: string } }).data.id;
    const team = { ...(await ownDomain(page, request, token, { teamId })), teamId };
    await visitSignedInRoutes(page, holdings, team);
    // The DNSSEC tab's DS records (only with the owner's name servers) and the DNS tab then.
    await customNameServersWithDs(request, token, holdings.domainId);
    await visit(page, `/domains/${holdings.domainId}?tab=dnssec`, async () => {
      await expect(page.getByTestId('ds-records').locator('tr[data-key-tag]')).toBeVisible();
    });
    await visit(page, `/domains/${holdings.domainId}?tab=dns`);
  });
}

test('admin, fo and en: every admin page fits and reads at 360 px', async ({ page }) => {
  await asAdminOnAPhone(page, async (language) => {
    // A user and a domain for their pages: the demo user and the first domain listed.
    const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('okisnavn.access_token'))}` };
    const users = (await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(demoUsers.user.email)}`, { headers })).json()) as { data: { data: { id: string }[] } };
    const domains = (await (await page.request.get('/api/admin/domains', { headers })).json()) as { data: { data: { id: string }[] } };
    const values = { userId: users.data.data[0]!.id, domainId: domains.data.data[0]!.id };
    for (const route of byAudience.admin) {
      await test.step(`${language} ${route.name}: ${route.path}`, async () => {
        await visit(page, urlOf(route, values));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });
    }
  });
});
