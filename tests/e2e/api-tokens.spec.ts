import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainNavigation, newUser } from './helpers';
import { ownDomain } from './new-user';
import { phone, screenshotsAtBothSizes } from './screenshots';

/**
 * API tokens (issue 30) at 360 px, in Faroese and in English: a user of the journey's own opens
 * "API" from the menu, makes a token limited to `_acme-challenge.*` TXT records, sees its secret
 * once (it works against the API), sees it listed with its last use, and revokes it (the API then
 * refuses it). Screenshots at 360 and 1366 px of the form, the secret and the list.
 */
test.describe.configure({ timeout: 120_000 });

const texts = {
  fo: {
    menu: 'API',
    heading: 'API-lyklar',
    make: 'Ger ein lykil',
    form: 'Nýggjur API-lykil',
    name: 'Navn',
    dns: 'DNS-postar',
    write: 'Lesa og broyta',
    recordName: 'Bert DNS-postar við navninum (valfrítt)',
    recordType: 'Av slagnum',
    secretHeading: 'Avrita lykilin nú',
    done: 'Eg havi avritað hann',
    lastUse: /frá /,
    revoke: 'Kalla aftur',
    revokeLabel: 'Kalla Váttanir aftur',
    revokeTitle: 'Kalla lykilin aftur?',
    revoked: 'Afturkallaður',
  },
  en: {
    menu: 'API',
    heading: 'API tokens',
    make: 'Make a token',
    form: 'New API token',
    name: 'Name',
    dns: 'DNS records',
    write: 'Read and change',
    recordName: 'Only DNS records named (optional)',
    recordType: 'Of the type',
    secretHeading: 'Copy the token now',
    done: 'I have copied it',
    lastUse: /from /,
    revoke: 'Revoke',
    revokeLabel: 'Revoke Váttanir',
    revokeTitle: 'Revoke the token?',
    revoked: 'Revoked',
  },
} as const;

const screenshots = (page: Page, name: string) => screenshotsAtBothSizes(page, 'api-tokens', name);

async function domainsWith(request: APIRequestContext, secret: string): Promise<number> {
  return (await request.get('/api/domains', { headers: { authorization: `Bearer ${secret}` } })).status();
}

for (const language of ['fo', 'en'] as const) {
  test(`makes, shows once, lists and revokes an API token at 360 px (${language})`, async ({ page, request }) => {
    const text = texts[language];
    await page.setViewportSize(phone);
    await newUser(page, request, language);
    // The user's language is in place (the portal switches to it once it has read the user).
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // "API" in the menu (behind its button on a phone).
    await page.getByRole('button', { name: /Lat valmyndina upp|Open the menu/ }).click();
    await mainNavigation(page).getByRole('link', { name: text.menu, exact: true }).click();
    await expect(page).toHaveURL(/\/api-tokens$/);
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();

    await page.getByRole('button', { name: text.make }).click();
    const form = page.getByRole('form', { name: text.form });
    await form.getByLabel(text.name, { exact: true }).fill('Váttanir');
    await form.getByLabel(text.dns, { exact: true }).selectOption('write');
    await form.getByLabel(text.recordName, { exact: true }).fill('_acme-challenge.*');
    await form.getByLabel(text.recordType, { exact: true }).selectOption('TXT');
    await screenshots(page, `form-${language}`);
    await form.getByRole('button', { name: text.make }).click();

    // The secret, once.
    const secretPanel = page.getByTestId('api-token-secret');
    await expect(secretPanel.getByRole('heading', { name: text.secretHeading })).toBeVisible();
    const secret = await secretPanel.getByTestId('api-token-secret-value').inputValue();
    expect(secret).toMatch(/^okn_[0-9a-f]{72}$/);
    await screenshots(page, `secret-${language}`);
    expect(await domainsWith(request, secret)).toBe(200);
    await secretPanel.getByRole('button', { name: text.done }).click();
    await expect(secretPanel).toBeHidden();
    await expect(page.getByText(secret)).toHaveCount(0);

    // Listed, with its last use (read again), never its secret.
    await page.reload();
    const row = page.getByTestId('api-token-row').filter({ hasText: 'Váttanir' });
    await expect(row).toContainText('_acme-challenge.*');
    await expect(row).toContainText(text.lastUse);
    expect(await page.content()).not.toContain(secret);
    await screenshots(page, `list-${language}`);

    // Revoked: at once.
    await row.getByRole('button', { name: text.revokeLabel }).click();
    const dialog = page.getByRole('dialog', { name: text.revokeTitle });
    await dialog.getByRole('button', { name: text.revoke, exact: true }).click();
    await expect(row.getByTestId('api-token-status')).toHaveText(text.revoked);
    expect(await domainsWith(request, secret)).toBe(401);
  });
}

const acmeTexts = {
  fo: {
    create: 'ACME-loyvi',
    form: 'ACME-loyvi til eitt økisnavn',
    domain: 'Økisnavn',
    make: 'Ger loyvið',
    heading: /Avrita ACME-loyvið til/,
    done: 'Eg havi avritað tað',
    copy: 'Avrita: Loyniorð',
  },
  en: {
    create: 'ACME credential',
    form: 'ACME credential for a domain',
    domain: 'Domain',
    make: 'Make the credential',
    heading: /Copy the ACME credential for/,
    done: 'I have copied it',
    copy: 'Copy: Password',
  },
} as const;

for (const language of ['fo', 'en'] as const) {
  test(`makes the ACME credential for a domain and shows what acme-dns and httpreq need, once (${language})`, async ({ page, request }) => {
    const text = acmeTexts[language];
    await page.setViewportSize(phone);
    const token = await newUser(page, request, language);
    const { domainId, domain } = await ownDomain(page, request, token);
    await page.goto('/api-tokens');
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await page.getByRole('button', { name: text.create, exact: true }).click();
    const form = page.getByRole('form', { name: text.form });
    await form.getByLabel(text.domain, { exact: true }).selectOption(domainId);
    await screenshots(page, `acme-form-${language}`);
    await form.getByRole('button', { name: text.make }).click();

    // The values, once: acme-dns's account (and its account file) and httpreq's endpoint and basic auth.
    const panel = page.getByTestId('acme-credential');
    await expect(panel.getByRole('heading', { name: text.heading })).toContainText(domain);
    const value = (testId: string) => panel.getByTestId(testId).inputValue();
    const password = await value('acme-dns-password');
    expect(password).toMatch(/^okn_[0-9a-f]{72}$/);
    const username = await value('acme-dns-username');
    expect(await value('httpreq-password')).toBe(password);
    expect(await value('httpreq-username')).toBe(username);
    expect(await value('acme-dns-subdomain')).toBe(domainId);
    expect(await value('acme-dns-fulldomain')).toBe(`_acme-challenge.${domain}`);
    expect(JSON.parse(await value('acme-dns-storage'))).toEqual({
      [domain]: { username, password, subdomain: domainId, fulldomain: `_acme-challenge.${domain}`, allowfrom: [] },
    });
    const origin = new URL(page.url()).origin;
    expect(await value('acme-dns-api-base')).toBe(`${origin}/api/acme-dns`);
    const endpoint = await value('httpreq-endpoint');
    expect(endpoint).toBe(`${origin}/api/httpreq`);
    await expect(panel.getByRole('button', { name: text.copy, exact: true }).first()).toBeVisible();
    await screenshots(page, `acme-credential-${language}`);

    // It works as httpreq's basic auth, for the domain's challenge and nothing else.
    const basic = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
    const present = (fqdn: string) => request.post(`${endpoint}/present`, { headers: { authorization: basic }, data: { fqdn, value: 'e'.repeat(43) } });
    expect((await present(`_acme-challenge.${domain}.`)).status()).toBe(200);
    expect((await present(`www.${domain}.`)).status()).toBe(403);

    await panel.getByRole('button', { name: text.done }).click();
    await expect(panel).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('api-token-row').filter({ hasText: `ACME ${domain}` })).toContainText('_acme-challenge');
    expect(await page.content()).not.toContain(password);
  });
}
