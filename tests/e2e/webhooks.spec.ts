import type { Page } from '@playwright/test';
import { startWebhookReceiver, verifiesWith, type WebhookReceiver } from '../fixtures/webhook-receiver.ts';
import { expect, test } from './fixtures';
import { mainNavigation, newUser } from './helpers';
import { screenshotsAtBothSizes } from './screenshots';

/**
 * Webhooks (issue 30) at 360 px, in Faroese and in English: a new user opens "Webhooks" from the
 * menu (beside "API"), adds an endpoint (a receiver of the test's own on http://127.0.0.1, which
 * `npm start`'s local setting lets in) with two events, sees its signing secret once, sends a test
 * event: the receiver gets it signed with that secret, and the endpoint's deliveries show its
 * answer. Screenshots at 360 and 1366 px of the form, the secret and the list with its deliveries.
 */
test.describe.configure({ timeout: 120_000 });

const phone = { width: 360, height: 740 };

const texts = {
  fo: {
    menu: 'Webhooks',
    add: 'Legg endapunkt afturat',
    form: 'Nýtt webhook-endapunkt',
    name: 'Navn',
    url: 'Adressa (URL)',
    renewed: 'Økisnavn endurnýggjað',
    dns: 'DNS-skrásetingar broyttar',
    secretHeading: 'Avrita undirskriftarloyndina nú',
    done: 'Eg havi avritað hana',
    test: 'Send royndarhending',
    sent: 'Sent: HTTP 200',
    closeToast: 'Lat boðini aftur',
    deliveries: 'Sendingar til Kjattboð',
    testEvent: 'Royndarhending',
  },
  en: {
    menu: 'Webhooks',
    add: 'Add an endpoint',
    form: 'New webhook endpoint',
    name: 'Name',
    url: 'Address (URL)',
    renewed: 'Domain renewed',
    dns: 'DNS records changed',
    secretHeading: 'Copy the signing secret now',
    done: 'I have copied it',
    test: 'Send a test event',
    sent: 'Sent: HTTP 200',
    closeToast: 'Close message',
    deliveries: 'Deliveries to Kjattboð',
    testEvent: 'Test event',
  },
} as const;

const screenshots = (page: Page, name: string) => screenshotsAtBothSizes(page, 'webhooks', name);

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

for (const language of ['fo', 'en'] as const) {
  test(`adds a webhook endpoint and sends it a test event at 360 px (${language})`, async ({ page, request }) => {
    const text = texts[language];
    const path = `/hook-${language}`;
    await page.setViewportSize(phone);
    await newUser(page, request, language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await page.getByRole('button', { name: /Lat valmyndina upp|Open the menu/ }).click();
    await mainNavigation(page).getByRole('link', { name: text.menu, exact: true }).click();
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByTestId('webhooks-empty')).toBeVisible();

    await page.getByRole('button', { name: text.add }).click();
    const form = page.getByRole('form', { name: text.form });
    await form.getByLabel(text.name, { exact: true }).fill('Kjattboð');
    await form.getByLabel(text.url, { exact: true }).fill(receiver.url(path));
    // Each event's checkbox and label together are a 44 px target.
    const renewed = form.getByText(text.renewed, { exact: true });
    expect((await renewed.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await renewed.click();
    await form.getByText(text.dns, { exact: true }).click();
    await expect(form.getByLabel(text.renewed, { exact: true })).toBeChecked();
    await screenshots(page, `form-${language}`);
    await form.getByRole('button', { name: text.add }).click();

    // The secret, once.
    const secretPanel = page.getByTestId('webhook-secret');
    await expect(secretPanel.getByRole('heading', { name: text.secretHeading })).toBeVisible();
    const secret = await secretPanel.getByTestId('webhook-secret-value').inputValue();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await screenshots(page, `secret-${language}`);
    await secretPanel.getByRole('button', { name: text.done }).click();
    await expect(secretPanel).toBeHidden();

    // Listed with its events, never its secret; a test event sent from its row.
    const row = page.getByTestId('webhook-row').filter({ hasText: 'Kjattboð' });
    await expect(row).toContainText(text.renewed);
    await expect(row).toContainText(text.dns);
    expect(await page.content()).not.toContain(secret);
    await row.getByRole('button', { name: text.test }).click();
    await expect(page.getByText(text.sent)).toBeVisible();
    // The toasts said it (and the adding); closed, they cover nothing in the screenshots.
    const closeButtons = page.getByRole('button', { name: text.closeToast });
    while ((await closeButtons.count()) > 0) await closeButtons.first().click();
    await expect(page.getByText(text.sent)).toBeHidden();

    // The receiver got it, signed with the secret shown once.
    const received = receiver.received.filter((request) => request.path === path);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test', id: expect.stringMatching(/^evt_/) });
    expect(verifiesWith(received[0]!.headers['okisnavn-signature'] as string, received[0]!.body, secret)).toBe(true);

    // Its deliveries: the test event with its answer; the last delivery in the list too.
    const deliveries = page.getByTestId('webhook-deliveries');
    await expect(deliveries.getByRole('heading', { name: text.deliveries })).toBeVisible();
    await expect(deliveries.getByTestId('webhook-attempt')).toHaveCount(1);
    await expect(deliveries.getByTestId('webhook-attempt').first()).toContainText(text.testEvent);
    await expect(deliveries.getByTestId('webhook-attempt-answer').first()).toHaveText('HTTP 200');
    await expect(row.getByTestId('webhook-last-delivery')).toContainText('HTTP 200');
    await screenshots(page, `list-${language}`);
  });
}
