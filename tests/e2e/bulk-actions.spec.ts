import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser, verifiedUser } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { desktop, phone } from './screenshots';

/**
 * Bulk actions in the browser beyond the own list's journey (tests/e2e/domain-lists.spec.ts), issue 32: on the
 * shared list a technical manager changes the name servers of two domains another person shares with them (the
 * one action their role allows); on the own list a batch of 12 shows its progress, then a result per domain and
 * the summary of what failed and why. At 360 px, in Faroese and English.
 */

// Each journey buys its domains first (one order, paid over the simulator's form, registered at the registry simulator).
test.describe.configure({ timeout: 150_000 });

/**
 * Domains for the token's user (or with `teamId` their team) in ONE order, paid on the payment simulator's form
 * without a browser, waited for until registered; answers their ids by name.
 */
async function paidDomains(request: APIRequestContext, token: string, names: readonly string[], teamId?: string): Promise<Map<string, string>> {
  const headers = { authorization: `Bearer ${token}` };
  const ordered = await request.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': `bulk-${randomUUID()}` },
    data: { domains: names, years: 1, terms_accepted: true, ...(teamId ? { team_id: teamId } : {}) },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = ((await ordered.json()) as { data: { id: string; checkout_url: string } }).data;
  const paid = await request.post(order.checkout_url, { form: { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Jógvan Brúkari' }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  await expect
    .poll(async () => ((await (await request.get(`/api/orders/${order.id}`, { headers })).json()) as { data: { status: string } }).data.status, { timeout: 90_000 })
    .toBe('registered');
  const listed = ((await (await request.get(teamId ? `/api/teams/${teamId}/domains` : '/api/domains', { headers })).json()) as { data: { id: string; name: string }[] }).data;
  return new Map(listed.filter((domain) => names.includes(domain.name)).map((domain) => [domain.name, domain.id]));
}

const texts = {
  fo: {
    selectAll: 'Vel øll á hesi síðuni',
    action: 'Hvat skal gerast',
    nameServers: 'Set navnaambætararnar',
    lockOff: 'Tak flytilásin av',
    autoRenewalOn: 'Tendra sjálvvirkandi endurnýggjan',
    changeTwo: 'Broyt 2 økisnøvn',
    changeTwelve: 'Broyt 12 økisnøvn',
    allTwo: 'Øll 2 økisnøvnini vórðu broytt.',
    progress: (done: number) => `${done} av 12 liðug`,
    oneFailed: '1 økisnavn varð ikki broytt; orsøkin stendur við tað.',
    changeOne: 'Broyt 1 økisnavn',
    notAllowed: 'Ikki loyvt við tínum leikluti: loypt um',
    oneOfThree: 'Økisnavnið varð broytt. 2 økisnøvn vórðu loypt um: tín leiklutur loyvir tað ikki.',
  },
  en: {
    selectAll: 'Select all on this page',
    action: 'What to do',
    nameServers: 'Set the name servers',
    lockOff: 'Turn the transfer lock off',
    autoRenewalOn: 'Turn auto-renewal on',
    changeTwo: 'Change 2 domains',
    changeTwelve: 'Change 12 domains',
    allTwo: 'All 2 domains were changed.',
    progress: (done: number) => `${done} of 12 done`,
    oneFailed: '1 domain was not changed; the reason is beside it.',
    changeOne: 'Change 1 domain',
    notAllowed: 'Not allowed for your role: skipped',
    oneOfThree: 'The domain was changed. 2 domains were skipped: your role does not allow it.',
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

  test(`the shared list at 360 px (${language}): a technical manager sets the name servers of two shared domains in bulk, the one action the role allows; another action skips them`, async ({
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
    const manager = { authorization: `Bearer ${managerToken}` };
    /** The owner invites the technical manager to the domain, who accepts. */
    const shareWith = async (domainId: string) => {
      const invited = await request.post(`/api/domains/${domainId}/invites`, { headers: owner, data: { email: managerEmail } });
      expect(invited.status(), await invited.text()).toBe(201);
      const inviteId = ((await invited.json()) as { data: { invite_id: string } }).data.invite_id;
      const accepted = await request.post(`/api/domains/${domainId}/invites/${inviteId}/accept`, { headers: manager });
      expect(accepted.status(), await accepted.text()).toBe(200);
    };
    for (const domainId of ids.values()) {
      const moved = await request.put(`/api/domains/${domainId}/name-servers`, {
        headers: owner,
        data: { mode: 'custom', name_servers: [{ host: 'ns1.egin-veitari.invalid' }, { host: 'ns2.egin-veitari.invalid' }], confirm: true },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      await shareWith(domainId);
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

    // A domain of the owner's team, shared with the technical manager, who then joins the team: theirs to manage as
    // its owner. Selected with the other two, every action is offered but automatic renewal on (it takes the team's
    // card, from the team's list); the transfer lock is the team domain's only.
    const created = await request.post('/api/teams', { headers: owner, data: { name: 'Húsfelagið Langavegur' } });
    expect(created.status(), await created.text()).toBe(201);
    const teamId = ((await created.json()) as { data: { id: string } }).data.id;
    const teamDomain = `toymid-${run}.fo`;
    const teamDomainId = (await paidDomains(request, ownerToken, [teamDomain], teamId)).get(teamDomain)!;
    await shareWith(teamDomainId);
    const joining = await request.post(`/api/teams/${teamId}/invites`, { headers: owner, data: { email: managerEmail, is_owner: false } });
    expect(joining.status(), await joining.text()).toBe(201);
    const joined = await request.post(`/api/teams/${teamId}/invites/${((await joining.json()) as { data: { id: string } }).data.id}/accept`, { headers: manager });
    expect(joined.status(), await joined.text()).toBe(200);

    await page.setViewportSize(phone);
    await page.goto(`/domains/shared?q=${run}`);
    await expect(page.getByTestId('domain-row')).toHaveCount(3);
    await page.getByRole('checkbox', { name: say.selectAll }).check();
    await expect(action.getByRole('option')).toHaveCount(6);
    await expect(action.getByRole('option', { name: say.autoRenewalOn })).toHaveCount(0);
    await action.selectOption({ label: say.lockOff });
    const preview = page.getByTestId('bulk-preview-line');
    await expect(preview.and(page.locator('[data-allowed="false"]'))).toHaveText([`deilt-${run}-a.fo: ${say.notAllowed}`, `deilt-${run}-b.fo: ${say.notAllowed}`]);
    await expect(preview.and(page.locator('[data-allowed="true"]'))).toContainText(teamDomain);
    await lookAt(page, `the shared list's preview with domains the role does not allow (${language})`, `/tmp/shared-bulk-not-allowed-${language}-360.png`);
    await page.getByRole('button', { name: say.changeOne }).click();
    await expect(page.getByTestId('bulk-summary')).toHaveText(say.oneOfThree);
    await expect(page.locator('[data-testid="bulk-result"][data-outcome="skipped"]')).toHaveCount(2);
    await lookAt(page, `the shared list's results with skipped domains (${language})`, `/tmp/shared-bulk-skipped-${language}-360.png`);
    await page.setViewportSize(desktop);
    await page.getByTestId('bulk-selection').screenshot({ path: `/tmp/shared-bulk-skipped-${language}-1366.png` });
    // Only the team's domain was sent: its lock is off, the owner's two keep theirs.
    const locks = ((await (await request.get(`/api/domains/shared?q=${run}`, { headers: manager })).json()) as { data: { name: string; transfer_lock: boolean }[] }).data;
    expect(locks.map((domain) => [domain.name, domain.transfer_lock])).toEqual([
      [`deilt-${run}-a.fo`, true],
      [`deilt-${run}-b.fo`, true],
      [teamDomain, false],
    ]);
  });

  test(`12 domains at 360 px (${language}): the transfer lock off in bulk shows its progress, a result per domain and what failed and why`, async ({ page, request }) => {
    await page.setViewportSize(phone);
    const token = await newUser(page, request, language);
    const run = randomUUID().slice(0, 6);
    const names = Array.from({ length: 12 }, (_, index) => `mong-${run}-${String(index + 1).padStart(2, '0')}.fo`);
    const ids = await paidDomains(request, token, names);
    // One of them under the portal's own lock, which refuses taking the transfer lock off: the failure the summary names.
    const held = await request.post(`/api/domains/${ids.get(names[4]!)}/portal-lock`, { headers: { authorization: `Bearer ${token}` } });
    expect(held.status(), await held.text()).toBe(200);

    // The requests answer as fast as the runtime can: the first three pass, the rest are held until the progress is looked at.
    let passed = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/domains/*/transfer-lock', async (route: Route) => {
      passed += 1;
      if (passed > 3) await released;
      await route.continue();
    });

    await page.goto(`/?q=mong-${run}`);
    await expect(page.getByTestId('domain-row')).toHaveCount(12);
    await page.getByRole('checkbox', { name: say.selectAll }).check();
    await page.getByRole('combobox', { name: say.action }).selectOption({ label: say.lockOff });
    await expect(page.getByTestId('bulk-preview-line')).toHaveCount(12);
    await page.getByRole('button', { name: say.changeTwelve }).click();

    const progress = page.getByTestId('bulk-progress');
    await expect(progress).toHaveText(say.progress(3));
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '3');
    await expect(page.getByTestId('bulk-summary')).toHaveCount(0);
    await lookAt(page, `the bulk progress (${language})`, `/tmp/bulk-progress-${language}-360.png`);
    release();

    await expect(progress).toHaveText(say.progress(12));
    await expect(page.getByTestId('bulk-summary')).toHaveText(say.oneFailed);
    await expect(page.getByTestId('bulk-result')).toHaveCount(12);
    await expect(page.locator('[data-testid="bulk-result"][data-outcome="done"]')).toHaveCount(11);
    const failed = page.locator('[data-testid="bulk-result"][data-outcome="failed"]');
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText(names[4]!);
    await lookAt(page, `the bulk results of 12 (${language})`, `/tmp/bulk-results-12-${language}-360.png`);
    await page.setViewportSize(desktop);
    await page.getByTestId('bulk-selection').screenshot({ path: `/tmp/bulk-results-12-${language}-1366.png` });

    // The list read again: eleven unlocked, the one under the portal lock still locked.
    const listed = (
      (await (await request.get(`/api/domains?q=mong-${run}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: { name: string; transfer_lock: boolean }[];
      }
    ).data;
    expect(listed.filter((domain) => domain.transfer_lock).map((domain) => domain.name)).toEqual([names[4]]);
  });
}
