import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * Creates a password user from abroad through the API (the e-mail stays unverified), for
 * journeys that need an existing account; answers the API's status.
 */
export async function registerAbroadUser(request: APIRequestContext, email: string, person: { name: string; street: string; phone: string }): Promise<number> {
  const answer = await request.post('/api/auth/register-abroad-user', {
    data: {
      ...person,
      zip: '100',
      city: 'Tórshavn',
      country_code: 'FO',
      phone_code: '+298',
      email,
      language: 'fo',
      password: 'Gamalt-loyniord-1',
      password_confirmation: 'Gamalt-loyniord-1',
      terms_accepted: true,
      privacy_policy_accepted: true,
    },
  });
  return answer.status();
}

/**
 * A new verified user of its own, signed in with its session token (never the shared demo user,
 * whose development token another journey ends by logging out).
 */
export async function signInAsNewUser(page: Page, request: APIRequestContext): Promise<void> {
  const email = `flyt-${randomUUID().slice(0, 8)}@example.com`;
  const seen = await outboxIds(request, email);
  expect(await registerAbroadUser(request, email, { name: 'Flyti Brúkari', street: 'Flytivegur 1', phone: '123456' })).toBe(201);
  const verified = await request.post('/api/auth/verify-email', { data: { email, code: await nextCode(request, email, seen) } });
  expect(verified.status(), await verified.text()).toBe(200);
  const token = ((await verified.json()) as { data: { token: string } }).data.token;
  await page.addInitScript((value) => localStorage.setItem('okisnavn.access_token', value), token);
  await page.goto('/');
  await expect(mainNavigation(page)).toBeVisible();
}
