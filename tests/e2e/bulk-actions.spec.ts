import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser, verifiedUser } from './helpers';
import { expectReadableLayout } from './layout-checks';

/**
 * Bulk actions in the browser beyond the own list's journey (tests/e2e/domain-lists.spec.ts), issue 32: on the
 * shared list a technical manager changes the name servers of two domains another person shares with them (the
 * one action their role allows); on the own list a batch of 12 shows its progress, then a result per domain and
 * the summary of what failed and why. At 360 px, in Faroese and English.
 */

// Each journey buys its domains first (one order, paid over the simulator's form, registered at the registry simulator).
test.describe.configure({ timeout: 150_000 });

const phone = { width: 360, height: 740 };
const desktop = { width: 1366, height: 900 };

/** Domains for the token's user in ONE order, paid on the payment simulator's form without a browser, waited for until registered; answers their ids by name. */
async function paidDomains(request: APIRequestContext, token: string, names: readonly string[]): Promise<Map<string, string>> {
  const headers = { authorization: `Bearer ${token}` };
  const ordered = await request.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': `bulk-${randomUUID()}` },
    data: { domains: names, years: 1, terms_accepted: true },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = ((await ordered.json()) as { data: { id: string; checkout_url: string } }).data;
  const paid = await request.post(order.checkout_url, { form: { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Jógvan Brúkari' }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  await expect
    .poll(async () => ((await (await request.get(`/api/orders/${order.id}`, { headers })).json()) as { data: { status: string } }).data.status, { timeout: 90_000 })
    .toBe('registered');
  const listed = ((await (await request.get('/api/domains', { headers })).json()) as { data: { id: string; name: string }[] }).data;
  return new Map(listed.filter((domain) => names.includes(domain.name)).map((domain) => [domain.name, domain.id]));
}

const texts = {
  fo: {
    selectAll: 'Vel øll á hesi síðuni',
    action: 'Hvat skal gerast',
    nameServers: 'Set navnaambætararnar',
    changeTwo: 'Broyt 2 økisnøvn',
    allTwo: 'Øll 2 økisnøvnini vórðu broytt.',
  },
  en: {
    selectAll: 'Select all on this page',
    action: 'What to do',
    nameServers: 'Set the name servers',
    changeTwo: 'Change 2 domains',
    allTwo: 'All 2 domains were changed.',
  },
} as const;

/** From the top (the sticky header over a scrolled page is no overlap): the layout checks, and a screenshot of the selection's panel to look at. */
async function lookAt(page: Page, label: string, file: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectReadableLayout(page, label);
  await page.getByTestId('bulk-selection').screenshot({ path: file });
}

for (const language of ['fo', 'en'] as const) {
  const say = texts[language];

  test(`the shared list at 360 px (${language}): a technical manager sets the name servers of two shared domains in bulk, the one action the role allows`, async ({
    page,
    request,
  }) => {
    // The owner, by the API only: two domains on name servers of their own, shared with the technical manager.
    const ownerToken = await verifiedUser(request, `eigari-${randomUUID().slice(0, 8)}@example.com`, {
      name: 'Rannvá Eigari',
      street: 'Vegurin 3',
      phone: String(200_000 + Math.floor(Math.random() * 700_000)),
    });
    const owner = { authorization: `Bearer ${ownerToken}` };
    const run = randomUUID().slice(0, 6);
    const ids = await paidDomains(request, ownerToken, [`deilt-${run}-a.fo`, `deilt-${run}-b.fo`]);
    const managerEmail = `umsitari-${language}-${randomUUID().slice(0, 8)}@example.com`;
    await page.setViewportSize(phone);
    const managerToken = await newUser(page, request, language, { email: managerEmail });
    for (const domainId of ids.values()) {
      const moved = await request.put(`/api/domains/${domainId}/name-servers`, {
        headers: owner,
        data: { mode: 'custom', name_servers: [{ host: 'ns1.egin-veitari.invalid' }, { host: 'ns2.egin-veitari.invalid' }], confirm: true },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      const invited = await request.post(`/api/domains/${domainId}/invites`, { headers: owner, data: { email: managerEmail } });
      expect(invited.status(), await invited.text()).toBe(201);
      const inviteId = ((await invited.json()) as { data: { invite_id: string } }).data.invite_id;
      const accepted = await request.post(`/api/domains/${domainId}/invites/${inviteId}/accept`, { headers: { authorization: `Bearer ${managerToken}` } });
      expect(accepted.status(), await accepted.text()).toBe(200);
    }

    await page.goto(`/domains/shared?q=deilt-${run}`);
    await expect(page.getByTestId('domain-row')).toHaveCount(2);
    await page.getByRole('checkbox', { name: say.selectAll }).check();
    // A technical manager may change the name servers, nothing else of these domains.
    const action = page.getByRole('combobox', { name: say.action });
    await expect(action.getByRole('option')).toHaveText(['', say.nameServers]);
    await action.selectOption({ label: say.nameServers });
    await expect(page.getByTestId('bulk-preview-line')).toHaveCount(2);
    for (const line of await page.getByTestId('bulk-preview-line').all()) {
      await expect(line).toHaveAttribute('data-allowed', 'true');
      await expect(line).toContainText('ns1.egin-veitari.invalid, ns2.egin-veitari.invalid →');
    }
    await lookAt(page, `the shared list's bulk preview (${language})`, `/tmp/shared-bulk-preview-${language}-360.png`);

    await page.getByRole('button', { name: say.changeTwo }).click();
    await expect(page.getByTestId('bulk-summary')).toHaveText(say.allTwo);
    await expect(page.getByTestId('bulk-result')).toHaveCount(2);
    await lookAt(page, `the shared list's bulk results (${language})`, `/tmp/shared-bulk-results-${language}-360.png`);
    await page.setViewportSize(desktop);
    await page.screenshot({ path: `/tmp/shared-bulk-results-${language}-1366.png` });

    // At the registry and in the owner's view: the product's name servers again.
    for (const domainId of ids.values()) {
      const servers = (await (await request.get(`/api/domains/${domainId}/name-servers`, { headers: owner })).json()) as { data: { mode: string } };
      expect(servers.data.mode).toBe('product');
    }
  });
}
