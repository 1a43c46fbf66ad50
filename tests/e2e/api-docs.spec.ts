import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './helpers';
import { phone, screenshotsAtBothSizes } from './screenshots';

/**
 * The API documentation (issue 30) at 360 px, in Faroese and in English: from the API page a user
 * opens "API documentation", reads the first request (curl with the token on this portal's
 * address) and the change of a DNS record, and in the reference finds `POST
 * /api/domains/{domainId}/dns-records` under DNS records with its scope, its example and its
 * errors, all from the API document as served. Screenshots at 360 and 1366 px.
 */
test.describe.configure({ timeout: 90_000 });

const texts = {
  fo: {
    link: 'API-skjøl',
    title: 'API-skjøl',
    guide: 'Tín fyrsta umbøn',
    reference: 'Allar leiðir',
    dns: 'DNS-postar',
    scope: 'Loyvi',
    request: 'Dømi um umbøn',
    answer: 'Dømi um svar (201)',
  },
  en: {
    link: 'API documentation',
    title: 'API documentation',
    guide: 'Your first request',
    reference: 'Every route',
    dns: 'DNS records',
    scope: 'Scope',
    request: 'Example request body',
    answer: 'Example answer (201)',
  },
} as const;

const screenshots = (page: Page, name: string) => screenshotsAtBothSizes(page, 'api-docs', name);

for (const language of ['fo', 'en'] as const) {
  test(`opens the first-request guide and the API reference from the API page at 360 px (${language})`, async ({ page, request }) => {
    const text = texts[language];
    await page.setViewportSize(phone);
    const session = await newUser(page, request, language);
    await page.goto('/api-tokens');
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await page.getByRole('link', { name: text.link, exact: true }).click();
    await expect(page).toHaveURL(/\/api-tokens\/docs$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    // The guide: the first request with curl, on this portal's own address.
    const guide = page.getByRole('region', { name: text.guide });
    const origin = new URL(page.url()).origin;
    await expect(guide.getByTestId('api-guide-first-request')).toHaveText(`curl -H "Authorization: Bearer okn_…" ${origin}/api/domains`);
    // …and the change of a DNS record, the API document's own example.
    const change = guide.getByTestId('api-guide-change-record');
    await expect(change).toContainText('curl -X POST');
    await expect(change).toContainText(`{"type":"A","name":"www","value":"192.0.2.10","ttl":3600}`);
    await expect(change).toContainText(`${origin}/api/domains/DOMAIN_ID/dns-records`);
    // The first request, run as the guide writes it with a token of the user's (made just after signing in), answers the domains.
    const made = await request.post('/api/api-tokens', {
      headers: { authorization: `Bearer ${session}` },
      data: { name: 'Fyrsta umbøn', scopes: ['domains:read', 'dns:write'], domain_ids: null, valid_days: 1 },
    });
    expect(made.status(), await made.text()).toBe(201);
    const secret = ((await made.json()) as { data: { secret: string } }).data.secret;
    const command = /^curl -H "Authorization: Bearer okn_…" (\S+)$/.exec((await guide.getByTestId('api-guide-first-request').textContent()) ?? '');
    const answer = await request.get(command![1]!, { headers: { authorization: `Bearer ${secret}` } });
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: unknown }).data).toEqual(expect.any(Array));
    // The document the guide and the reference read is the one the API serves.
    expect((await request.get('/api/openapi.json')).status()).toBe(200);

    // The reference: adding a DNS record, under its area, with its scope, examples and errors.
    const reference = page.getByRole('region', { name: text.reference });
    const dns = reference.getByRole('region', { name: text.dns, exact: true });
    const operation = dns.locator('[data-operation="createDnsRecord"]');
    await expect(operation.getByTestId('api-operation-path')).toHaveText('/api/domains/{domainId}/dns-records');
    await expect(operation.locator('summary')).toContainText('POST');
    await operation.locator('summary').click();
    await expect(operation.getByTestId('api-operation-scope')).toHaveText('dns:write');
    await expect(operation.getByRole('heading', { name: text.request })).toBeVisible();
    await expect(operation.getByRole('heading', { name: text.answer })).toBeVisible();
    const errors = operation.getByTestId('api-operation-errors');
    await expect(errors).toContainText('401 token_invalid');
    await expect(errors).toContainText('403 token_scope');
    await expect(errors).toContainText('422 validation_failed');
    await expect(errors).toContainText('429 rate_limited');
    await expect(errors).toContainText('Retry-After');
    // A route no token reaches is not in the reference.
    await expect(reference.locator('[data-operation="changePassword"]')).toHaveCount(0);
    await expect(reference.getByTestId('api-operation')).toHaveCount(17);

    // Accessible as WCAG 2.1 AA asks, with an operation open (axe).
    const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    await screenshots(page, language);
  });
}
