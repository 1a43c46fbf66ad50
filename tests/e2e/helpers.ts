import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from '#shared/locales.ts';

/** The demo users the local runtime seeds (infra/local/seed.ts). */
export const demoUsers = {
  user: { name: 'Jógvan Brúkari', email: 'user@demo.okisnavn.fo' },
  admin: { name: 'Sigrid Umsitari', email: 'admin@demo.okisnavn.fo' },
} as const;

/**
 * Signs in through the development sign-in on /login (local runtime only) and waits for the
 * domains page.
 */
export async function signInAs(page: Page, who: keyof typeof demoUsers): Promise<void> {
  await page.goto('/login');
  const block = page.getByRole('region', { name: /Menningarinnritan|Development sign-in/ });
  await block.getByRole('button', { name: new RegExp(demoUsers[who].name) }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: /Høvuðsvalmynd|Main navigation/ })).toBeVisible();
}

/** The demo users' password (infra/local/demo-password.ts). */
export const demoPassword = 'Demo-password-2026';

interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  sent_at: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** The ids of the messages already in the local outbox for `to` (call before triggering a new one). */
export async function outboxIds(request: APIRequestContext, to: string): Promise<Set<string>> {
  return new Set((await outbox(request, to)).map((message) => message.id));
}

/** Waits for a message to `to` that is not among `seen` and answers it (newest first). */
export async function nextMessage(request: APIRequestContext, to: string, seen: Set<string>): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request, to)).find((message) => !seen.has(message.id));
        return found !== undefined;
      },
      { timeout: 10_000, intervals: [200, 300, 500] },
    )
    .toBe(true);
  return found!;
}

/**
 * The 6-digit code in the next message to `to` that carries one: a notification's e-mail (a
 * sign-in from a new device, a changed password) may arrive in between, and carries none.
 */
export async function nextCode(request: APIRequestContext, to: string, seen: Set<string>): Promise<string> {
  const codeOf = (message: OutboxMessage) => /\b(\d{6})\b/.exec(message.text)?.[1];
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = (await outbox(request, to))
          .filter((message) => !seen.has(message.id))
          .map(codeOf)
          .find((found) => found !== undefined);
        return code !== undefined;
      },
      { timeout: 10_000, intervals: [200, 300, 500] },
    )
    .toBe(true);
  return code!;
}

/** The main navigation, shown once a user is signed in. */
export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: /Høvuðsvalmynd|Main navigation/ });

/** The password the journeys' own users from abroad have (`registerAbroadUser`, `verifiedUser`, `newUser`). */
export const abroadPassword = 'Gamalt-loyniord-1';

/** Who a journey's own user from abroad is; Faroese-speaking unless `language` says otherwise. */
export interface AbroadPerson {
  name: string;
  street: string;
  phone: string;
  language?: Locale;
}

/**
 * Creates a password user from abroad through the API (the e-mail stays unverified), for
 * journeys that need an existing account; answers the API's status.
 */
export async function registerAbroadUser(request: APIRequestContext, email: string, person: AbroadPerson): Promise<number> {
  const answer = await request.post('/api/auth/register-abroad-user', {
    data: {
      ...person,
      zip: '100',
      city: 'Tórshavn',
      country_code: 'FO',
      phone_code: '+298',
      email,
      language: person.language ?? 'fo',
      password: abroadPassword,
      password_confirmation: abroadPassword,
      terms_accepted: true,
      privacy_policy_accepted: true,
    },
  });
  return answer.status();
}

/**
 * Creates a password user from abroad through the API and verifies its e-mail with the code sent
 * to it (`headers` go with the verification); answers the session token the verification opens.
 */
export async function verifiedUser(request: APIRequestContext, email: string, person: AbroadPerson, headers: Record<string, string> = {}): Promise<string> {
  const seen = await outboxIds(request, email);
  expect(await registerAbroadUser(request, email, person)).toBe(201);
  const verified = await request.post('/api/auth/verify-email', { data: { email, code: await nextCode(request, email, seen) }, headers });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { data: { token: string } }).data.token;
}

/**
 * A new verified user of the journey's own, speaking `language` (never the shared demo user,
 * whose language and sessions other journeys change, and whose development token another journey
 * ends by logging out), signed in in `page` with the token that verification gives; answers the
 * token. `who` may choose its e-mail address and name. On a phone the menu is behind its button,
 * so this waits for the page's heading, not the navigation.
 */
export async function newUser(page: Page, request: APIRequestContext, language: Locale = 'fo', who: { email?: string; name?: string } = {}): Promise<string> {
  const email = who.email ?? `brukari-${language}-${randomUUID().slice(0, 8)}@example.com`;
  const name = who.name ?? (language === 'en' ? 'Anna Abroad-Longname' : 'Anna Úti-Langanavn');
  const token = await verifiedUser(request, email, { name, street: 'Niels Finsens gøta 12', phone: String(200_000 + Math.floor(Math.random() * 700_000)), language });
  await page.addInitScript((value) => localStorage.setItem('okisnavn.access_token', value), token);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return token;
}

/** At 360 px the page does not scroll sideways (then back to the journey's width). */
export async function fitsAPhone(page: Page, label: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(100);
  const widths = await page.evaluate(() => ({ html: document.documentElement.scrollWidth, body: document.body.scrollWidth, viewport: window.innerWidth }));
  expect.soft(widths.html, `${label} scrolls sideways at 360 px`).toBeLessThanOrEqual(widths.viewport);
  expect.soft(widths.body, `${label} is wider than 360 px`).toBeLessThanOrEqual(widths.viewport);
  if (size) await page.setViewportSize(size);
}
