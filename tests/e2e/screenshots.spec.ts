import type { Locator, Page } from '@playwright/test';
import type { Locale } from '#shared/locales.ts';
import { expect, test } from './fixtures';
import { verifiedUser } from './helpers';
import { ownDomain } from './new-user';

/**
 * Screenshot baselines of the twelve screens people use most (issue 26), at 360 and 1366 px, in
 * Faroese and in English: sign-in, sign-up, search results, the selection to pay for, the
 * domains, a domain's overview, DNS and renewal tabs, receipts, my user, the team and the
 * notifications. A change to any of them fails here until its new picture is looked at and taken
 * (`npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots`; README "Test it").
 *
 * Deterministic: the font is Inter from Debian's `fonts-inter` (the font the stylesheet asks for
 * first; `.ci/run` installs it, and this spec fails at once without it); the browser's clock is
 * fixed and every date the API answers is moved by whole days to the same fixed day, so what
 * happened during the journey happened on 15 June 2026 and a domain bought then expires on
 * 15 June 2027; the time zone is the Faroes'; names, addresses and the team are fixed (each
 * journey's own, in a fresh runtime); animations are off and the caret hidden (Playwright's
 * defaults for screenshots). What depends on the runtime's other journeys or the machine (the
 * sessions' devices and addresses, the activity's) is masked.
 */
const phone = { width: 360, height: 740 };
const desktop = { width: 1366, height: 900 };
const fixedDay = Date.parse('2026-06-15T09:00:00Z');
const day = 86_400_000;

test.use({ timezoneId: 'Atlantic/Faroe' });
// A sign-up and a purchase through the simulators, then 24 pictures: on 2 busy cores that takes its time.
test.describe.configure({ timeout: 180_000 });

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `value` with every date and instant moved to the fixed day, by whole days from `start`. */
function onTheFixedDay(value: unknown, start: number): unknown {
  if (typeof value === 'string') {
    const shift = (instant: number) => fixedDay + Math.round((instant - start) / day) * day;
    if (isoInstant.test(value)) return new Date(shift(Date.parse(value))).toISOString();
    if (isoDate.test(value)) return new Date(shift(Date.parse(`${value}T09:00:00Z`))).toISOString().slice(0, 10);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => onTheFixedDay(item, start));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, onTheFixedDay(item, start)]));
  return value;
}

/** The browser's clock stands on the fixed day, and so does every date the API answers. */
async function fixTheDay(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.setFixedTime(new Date(fixedDay));
  await page.route('**/api/**', async (route) => {
    const answer = await route.fetch();
    if (!(answer.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response: answer });
    return route.fulfill({ response: answer, json: onTheFixedDay(await answer.json(), start) });
  });
}

/** Inter is there (Debian's fonts-inter): text set in it measures otherwise than in the fallback. */
async function expectInter(page: Page): Promise<void> {
  const differs = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (font: string) => {
      context.font = font;
      return context.measureText('Økisnavn — iiii WWWW 0123').width;
    };
    return width('16px Inter, monospace') !== width('16px monospace');
  });
  expect(differs, 'the Inter font is installed (apt-get install fonts-inter; .ci/run does it)').toBe(true);
}

/** Waits until the page has rendered and gone quiet, then compares it at both sizes. */
async function picture(page: Page, name: string, open: () => Promise<void>, mask: (page: Page) => Locator[] = () => []): Promise<void> {
  for (const viewport of [phone, desktop]) {
    await test.step(`${name} at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await open();
      await page.waitForLoadState('networkidle');
      await page.mouse.move(0, 0); // no hover left where the last click was
      await page.evaluate(async () => {
        await document.fonts.ready;
        window.scrollTo(0, 0); // a full-page picture from the top: the sticky header where it belongs
      });
      await expect(page).toHaveScreenshot(`${name}-${viewport.width}.png`, { fullPage: true, mask: mask(page) });
    });
  }
}

/** A card of the page by its heading (to mask what other journeys change: the sessions' devices and addresses). */
const cardTitled = (page: Page, title: RegExp) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

const people: Record<Locale, { name: string; phone: string }> = {
  fo: { name: 'Anna Úti-Langanavn', phone: '318 726' },
  en: { name: 'Anna Abroad-Longname', phone: '318 727' },
};

for (const language of ['fo', 'en'] as const) {
  test(`screens people use most, ${language}, at 360 and 1366 px, as their baselines`, async ({ page, request }) => {
    await fixTheDay(page);
    await page.addInitScript((locale) => localStorage.setItem('okisnavn.locale', locale), language);

    // Signed out: sign-in and sign-up.
    await page.goto('/login');
    await expectInter(page);
    await picture(page, `${language}-login`, async () => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    await picture(page, `${language}-create-user`, async () => {
      await page.goto('/create-user');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    // The journey's own user, with a domain of a fixed name (DNS records, a receipt) and a team.
    const email = `skjamynd-${language}@example.com`;
    const token = await verifiedUser(request, email, { name: people[language].name, street: 'Niels Finsens gøta 12', phone: people[language].phone, language });
    await page.addInitScript((value) => localStorage.setItem('okisnavn.access_token', value), token);
    const { domainId, domain } = await ownDomain(page, request, token, { name: `skjamynd-av-einum-langum-navni-${language}.fo` });
    const created = await request.post('/api/teams', { headers: { authorization: `Bearer ${token}` }, data: { name: 'Húsfelagið á Langa Vegnum' } });
    expect(created.status(), await created.text()).toBe(201);
    const teamId = ((await created.json()) as { data: { id: string } }).data.id;

    const search = `/search-domain?domains=${domain},eitt-heldur-langt-okisnavn-til-roynd,tinganes,føroyar`;
    const searched = async () => {
      await page.goto(search);
      await expect(page.locator('li[data-domain="eitt-heldur-langt-okisnavn-til-roynd.fo"]')).toContainText(/Tøkt|Available/);
      await expect(page.locator('li[data-domain="tinganes.fo"]')).toContainText(/Upptikið|Taken/);
    };
    await picture(page, `${language}-search-results`, searched);
    await picture(page, `${language}-checkout`, async () => {
      await searched();
      await page.locator('li[data-domain="eitt-heldur-langt-okisnavn-til-roynd.fo"]').getByRole('checkbox').check();
      await page.getByTestId('checkout-terms').check();
      await expect(page.getByRole('button', { name: /Halt fram til gjalding|Continue to payment/ })).toBeEnabled();
    });
    await picture(page, `${language}-domains`, async () => {
      await page.goto('/');
      await expect(page.getByTestId('domain-row')).toHaveCount(1);
    });
    for (const tab of ['overview', 'dns', 'renewal'] as const) {
      await picture(page, `${language}-domain-${tab}`, async () => {
        await page.goto(`/domains/${domainId}?tab=${tab}`);
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
      });
    }
    await picture(page, `${language}-receipts`, async () => {
      await page.goto('/receipts');
      await expect(page.getByTestId('receipt-row')).toHaveCount(1);
    });
    await picture(
      page,
      `${language}-my-user`,
      async () => {
        await page.goto('/my-user');
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      },
      (shown) => [cardTitled(shown, /^(Innritanir|Sessions|Signed-in devices)$/), cardTitled(shown, /^(Títt virksemi|Your activity)$/)],
    );
    await picture(page, `${language}-team`, async () => {
      await page.goto(`/teams/${teamId}`);
      await expect(page.getByTestId('team-invite-form')).toBeVisible();
    });
    await picture(page, `${language}-notifications`, async () => {
      await page.goto('/');
      await page.getByRole('button', { name: /Fráboðanir|Notifications/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByTestId('notifications-list')).toBeVisible();
    });
  });
}
