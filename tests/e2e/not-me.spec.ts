import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { viewerAddressHeader } from '#functions/http/pipeline/edge-headers.ts';
import { expect, test } from './fixtures';
import { abroadPassword, newUser, nextCode, outboxIds } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { ownDomain } from './new-user';
import { desktop, phone } from './screenshots';

/**
 * "This was not me" (issue 29, docs/decisions/this-was-not-me.md) on a 360 px phone: the owner's
 * name servers are changed from their own (hijacked) session; the mail about it carries the link;
 * opened in another browser, signed out, in Faroese, the page says what will happen and, confirmed,
 * that the sessions are ended and the domain locked. The old session is refused, a new sign-in
 * finds the domain under the portal lock, and the same link opened again in English says it was
 * used. Each page also at 1366 px (test-results).
 */

interface OutboxMessage {
  id: string;
  subject: string | null;
  text: string;
}

/** The newest mail to `to` with this subject, once it has come. */
async function mailWithSubject(request: APIRequestContext, to: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
        found = ((await response.json()) as { data: OutboxMessage[] }).data.find((message) => message.subject === subject);
        return found !== undefined;
      },
      { timeout: 10_000, intervals: [200, 300, 500] },
    )
    .toBe(true);
  return found!;
}

/** A browser of its own, signed out, reading `language` (the person who got the mail, elsewhere). */
async function anotherBrowser(browser: Browser, language: 'fo' | 'en'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: phone,
    extraHTTPHeaders: { [viewerAddressHeader]: `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` },
  });
  await context.addInitScript((chosen) => localStorage.setItem('okisnavn.locale', chosen), language);
  return context.newPage();
}

async function atBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(desktop);
  await page.screenshot({ path: test.info().outputPath(`not-me-${name}-1366.png`), fullPage: true });
  await page.setViewportSize(phone);
  await page.screenshot({ path: test.info().outputPath(`not-me-${name}-360.png`), fullPage: true });
}

test('from the link in the mail: the sessions end and the domain is locked, once', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  const email = `ikki-eg-${randomUUID().slice(0, 8)}@example.com`;
  const token = await newUser(page, request, 'fo', { email });
  const { domainId, domain } = await ownDomain(page, request, token);

  // Someone holding the owner's session moves the name servers.
  const changed = await request.put(`/api/domains/${domainId}/name-servers`, {
    headers: { authorization: `Bearer ${token}` },
    data: { mode: 'custom', name_servers: [{ host: 'ns1.example.net' }, { host: 'ns2.example.net' }], confirm: true },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const mail = await mailWithSubject(request, email, `Navnaambætararnir hjá ${domain} eru broyttir`);
  expect(mail.text).toContain('Hetta var ikki eg: var tað ikki tú ella onkur, tú kennir, so lat henda leinkjuna upp.');
  const link = /https?:\/\/[^\s]+\/not-me\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  const path = new URL(link!).pathname;

  // The owner opens the link on their phone, signed out, in Faroese.
  const guest = await anotherBrowser(browser, 'fo');
  await guest.goto(path);
  await expect(guest.getByRole('heading', { level: 1, name: 'Hetta var ikki eg' })).toBeVisible();
  await expect(guest.getByText('Økisnavnið verður læst við portallásinum', { exact: false })).toBeVisible();
  await expectReadableLayout(guest, '"This was not me", asked (fo, 360 px)');
  await atBothWidths(guest, 'fo-ask');
  await guest.getByRole('button', { name: 'Enda innritanirnar og læs økisnavnið' }).click();
  const done = guest.getByTestId('not-me-done');
  await expect(done).toContainText(`${domain} er nú læst við portallásinum`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Innritanirnar eru endaðar' })).toBeVisible();
  await expectReadableLayout(guest, '"This was not me", done (fo, 360 px)');
  await atBothWidths(guest, 'fo-done');
  // The same answer in English, from the page's own language switch.
  await guest.getByRole('radio', { name: 'English', exact: true }).check();
  await expect(guest.getByRole('heading', { level: 1, name: 'The sessions are ended' })).toBeVisible();
  await expect(done).toContainText(`${domain} is now under the portal lock`);
  await expectReadableLayout(guest, '"This was not me", done (en, 360 px)');
  await atBothWidths(guest, 'en-done');

  // The hijacked session is refused; a new sign-in finds the domain under the portal lock.
  expect((await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  const seen = await outboxIds(request, email);
  const asked = await request.post('/api/auth/request-login', { data: { email, password: abroadPassword } });
  expect(asked.status(), await asked.text()).toBe(200);
  const verificationId = ((await asked.json()) as { data: { verification_id: string } }).data.verification_id;
  const signedIn = await request.post('/api/auth/login', { data: { code: await nextCode(request, email, seen), verification_id: verificationId } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const fresh = ((await signedIn.json()) as { data: { token: string } }).data.token;
  const lock = await request.get(`/api/domains/${domainId}/portal-lock`, { headers: { authorization: `Bearer ${fresh}` } });
  expect(((await lock.json()) as { data: { state: string } }).data.state).toBe('locked');

  // The same link again, in English: used, said in words, nothing more done.
  const again = await anotherBrowser(browser, 'en');
  await again.goto(path);
  await expect(again.getByRole('heading', { level: 1, name: 'This was not me' })).toBeVisible();
  await expectReadableLayout(again, '"This was not me", asked (en, 360 px)');
  await atBothWidths(again, 'en-ask');
  await again.getByRole('button', { name: 'End the sessions and lock the domain' }).click();
  await expect(again.getByTestId('not-me-error')).toHaveText(
    'This “This was not me” link has been used already. The sessions were ended and the domain was locked then; nothing more was done now.',
  );
  await expectReadableLayout(again, '"This was not me", used (en, 360 px)');
  await atBothWidths(again, 'en-used');
  expect((await request.get('/api/users/me', { headers: { authorization: `Bearer ${fresh}` } })).status()).toBe(200);
  await guest.context().close();
  await again.context().close();
});
