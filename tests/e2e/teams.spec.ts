import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { randomUUID } from 'node:crypto';
import { freshName, payWith } from './buying';
import { mainNavigation, newUser, nextCode, nextMessage, outboxIds, verifiedUser } from './helpers';

/**
 * Teams in the browser on a 360 px phone, in both languages: a team created on /my-user opens its
 * page with the creator as its only owner; the details are saved; the only owner cannot stop being
 * owner (the API's message in a toast); the team is in the scope selector; deleting it goes back
 * to my domains.
 */
const phone = { width: 360, height: 780 };

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ html: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.html).toBeLessThanOrEqual(widths.viewport);
}

const texts = {
  fo: {
    create: 'Stovna toymi',
    name: 'Navn á toyminum',
    city: 'Býur ella bygd',
    saved: 'Toymið er goymt.',
    save: 'Goym',
    owner: 'Anna Úti-Langanavn er eigari',
    onlyOwner: 'Einasti eigarin av toyminum kann ikki takast burtur ella missa at vera eigari. Ger ein annan limin til eigara fyrst.',
    deleteTeam: 'Strika toymið',
    menu: 'Lat valmyndina upp',
    scope: /Vís økisnøvn hjá/,
    domainsHeading: 'Økisnøvn',
  },
  en: {
    create: 'Create a team',
    name: 'Name of the team',
    city: 'Town or city',
    saved: 'The team is saved.',
    save: 'Save',
    owner: 'Anna Abroad-Longname is owner',
    onlyOwner: 'The only owner of the team cannot be removed or lose being owner. Make another member owner first.',
    deleteTeam: 'Delete the team',
    menu: 'Open the menu',
    scope: /Show domains for/,
    domainsHeading: 'Domains',
  },
} as const;

for (const language of ['fo', 'en'] as const) {
  test(`teams (${language}): create a team, save its details, keep its only owner, find it in the scope selector, delete it`, async ({ page, request }) => {
    const text = texts[language];
    await page.setViewportSize(phone);
    await newUser(page, request, language);
    await page.goto('/my-user');
    await expect(page.getByTestId('teams-empty')).toBeVisible();
    await page.getByTestId('create-team').click();
    const form = page.getByTestId('create-team-form');
    // The name is required, with the spec's message, shown after a submit attempt.
    await form.getByRole('button', { name: text.create }).click();
    await expect(form.getByText(language === 'fo' ? 'Hetta er ein kravdur teigur.' : 'This is a required field.')).toBeVisible();
    await form.getByLabel(text.name).fill(`Húsfelagið Langavegur ${language}`);
    await form.getByRole('button', { name: text.create }).click();

    await expect(page).toHaveURL(/\/teams\/[0-9a-f-]{36}$/);
    const teamId = page.url().split('/').pop()!;
    await expect(page.getByTestId('team-page')).toBeVisible();
    await expectNoSidewaysScroll(page);

    const details = page.getByTestId('team-details-form');
    await details.getByLabel(text.city).fill('Tórshavn');
    await details.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();

    const ownerSwitch = page.getByRole('switch', { name: text.owner });
    await expect(ownerSwitch).toBeChecked();
    await ownerSwitch.click();
    await expect(page.getByText(text.onlyOwner)).toBeVisible();
    await expect(ownerSwitch).toBeChecked();

    // The team is in the sidebar's scope selector, selected.
    await page.getByRole('button', { name: text.menu }).click();
    await expect(page.getByRole('button', { name: text.scope })).toContainText(`Húsfelagið Langavegur ${language}`);
    await page.keyboard.press('Escape');

    await page.goto(`/teams/${teamId}`);
    await page.getByTestId('delete-team').click();
    await page.getByRole('dialog').getByRole('button', { name: text.deleteTeam }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: text.domainsHeading })).toBeVisible();
  });
}

test('invitation: an owner invites an address without a user; the invitee signs up through the e-mailed link and lands in the team', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(phone);
  const token = await newUser(page, request, 'fo');
  const created = await request.post('/api/teams', { headers: { authorization: `Bearer ${token}` }, data: { name: 'Húsfelagið við Á' } });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { data: { id: string } }).data.id;

  await page.goto(`/teams/${teamId}`);
  const email = `invitee-${teamId.slice(0, 8)}@example.com`;
  const seen = await outboxIds(request, email);
  const form = page.getByTestId('team-invite-form');
  await form.getByLabel('Teldubústaður').fill(email);
  await form.getByRole('button', { name: 'Send innbjóðingina' }).click();
  await expect(page.getByText(`Innbjóðingin er send til ${email}.`)).toBeVisible();
  await expect(page.getByTestId('team-invitation-row')).toContainText(email);
  await expectNoSidewaysScroll(page);

  const mail = await nextMessage(request, email, seen);
  expect(mail.subject).toBe('Innbjóðing í toymið Húsfelagið við Á á Økisnavn');
  const link = /https?:\/\/\S+\/teams\/[\w-]+\/invites\/[\w-]+\/accept/.exec(mail.text)![0];

  // The invitee, in a browser of their own, on a phone: the link asks them to sign in; they sign up instead.
  const invitee = await browser.newPage({ viewport: phone, baseURL: new URL(link).origin });
  await invitee.goto(new URL(link).pathname);
  await expect(invitee).toHaveURL(/\/login$/);
  await invitee.getByRole('link', { name: 'Stovna brúkara' }).click();
  await invitee.getByLabel('Navn', { exact: true }).fill('Ása Innboðin');
  await invitee.getByLabel('Gøtunavn og nummar', { exact: true }).fill('Nørregade 1');
  await invitee.getByLabel('Postnummar', { exact: true }).fill('1165');
  await invitee.getByLabel('Býur ella bygd', { exact: true }).fill('København');
  await invitee.getByLabel('Land', { exact: true }).selectOption({ label: 'Danmark' });
  await invitee.getByLabel('Nummar', { exact: true }).fill(String(20_000_000 + Math.floor(Math.random() * 9_000_000)));
  await invitee.getByLabel('Teldubústaður', { exact: true }).fill(email);
  await invitee.getByLabel('Loyniorð', { exact: true }).fill('Langt-loyniord-2026');
  await invitee.getByLabel('Endurtak loyniorðið', { exact: true }).fill('Langt-loyniord-2026');
  await invitee.getByRole('checkbox', { name: /treytirnar/ }).check();
  await invitee.getByRole('checkbox', { name: /privatlívspolitikkin/ }).check();
  const seenCode = await outboxIds(request, email);
  await invitee.getByRole('button', { name: 'Stovna brúkara' }).click();
  await expect(invitee).toHaveURL(/\/email-verification\?email=/);
  await invitee.getByLabel('Kota', { exact: true }).fill(await nextCode(request, email, seenCode));
  await invitee.getByRole('button', { name: 'Vátta' }).click();
  await expect(invitee).toHaveURL(/\/phone-verification$/);
  await invitee.getByRole('link', { name: 'Ikki nú, far til økisnøvnini' }).click();

  // Back to the invitation, signed in.
  await expect(invitee).toHaveURL(new RegExp(`/teams/${teamId}/invites/[\\w-]+/accept$`));
  await expect(invitee.getByRole('heading', { level: 1, name: 'Innbjóðing í toymi' })).toBeVisible();
  // It names the team and who invited, with the guest header's language choice.
  await expect(invitee.getByTestId('team-invite-text')).toHaveText('Anna Úti-Langanavn bjóðar tær at vera við í toyminum Húsfelagið við Á.');
  await expect(invitee.getByRole('radiogroup')).toBeVisible();
  await expectNoSidewaysScroll(invitee);
  await invitee.getByRole('button', { name: 'Góðtak innbjóðingina' }).click();
  await expect(invitee).toHaveURL(new RegExp(`/teams/${teamId}/domains$`));
  await expect(invitee.getByText('Vælkomin í Húsfelagið við Á.')).toBeVisible();
  await invitee.close();

  // The owner sees the new member, and the invitation is used up.
  await page.reload();
  await expect(page.getByTestId('team-member-row')).toHaveCount(2);
  await expect(page.getByTestId('team-members')).toContainText('Ása Innboðin');
  await expect(page.getByTestId('team-invitations-empty')).toBeVisible();
});

test('team scope: a team purchase lands in the team’s archive; the scope selector switches between my domains and the team, with team-prefixed routes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await newUser(page, request, 'fo');
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/teams', { headers, data: { name: 'Húsfelagið' } });
  const teamId = ((await created.json()) as { data: { id: string } }).data.id;

  // A purchase for the team, paid by the user on the provider's page, comes back to the team's result page.
  const domain = freshName('toymid');
  const ordered = await request.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': `team-${randomUUID()}` },
    data: { domains: [domain], years: 1, terms_accepted: true, team_id: teamId },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  await page.goto(((await ordered.json()) as { data: { checkout_url: string } }).data.checkout_url);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/purchase-success\\?order=`));
  await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'registered');
  // Its result leads to the team's domain and receipts, where the purchase is.
  await expect(page.getByRole('link', { name: domain })).toHaveAttribute('href', new RegExp(`^/teams/${teamId}/domains/[0-9a-f-]{36}$`));
  await page.getByRole('link', { name: 'Vís kvittanir' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/receipts$`));
  await expect(page.getByTestId('receipt-row').filter({ hasText: domain })).toBeVisible();

  // My domains: not there.
  await page.goto('/');
  await expect(page.getByTestId('domains-empty')).toBeVisible();

  // Choose the team: its archive, the sidebar's items carry the team.
  const nav = mainNavigation(page);
  await page.getByRole('button', { name: /Vís økisnøvn hjá/ }).click();
  await page.getByRole('option', { name: 'Húsfelagið' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/domains$`));
  await expect(nav.getByRole('link', { name: 'Økisnøvn' })).toHaveAttribute('href', `/teams/${teamId}/domains`);
  await expect(nav.getByRole('link', { name: 'Umsit toymið' })).toHaveAttribute('href', `/teams/${teamId}`);
  // The team's payment methods (team cards).
  await nav.getByRole('link', { name: 'Gjaldshættir' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/payment-methods$`));
  await expect(page.getByTestId('payment-cards-empty')).toBeVisible();
  await nav.getByRole('link', { name: 'Økisnøvn' }).click();
  await page.getByRole('link', { name: domain }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/domains/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(domain);

  // Back to my domains.
  await page.getByRole('button', { name: /Vís økisnøvn hjá/ }).click();
  await page.getByRole('option', { name: 'Míni økisnøvn' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('domains-empty')).toBeVisible();
});

test('a team’s pages opened by their address: the selector and menu follow the address, the pages name the team, a member meets no card management', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerToken = await newUser(page, request, 'fo');
  const teamName = `Húsfelagið ${randomUUID().slice(0, 6)}`;
  const created = await request.post('/api/teams', { headers: { authorization: `Bearer ${ownerToken}` }, data: { name: teamName } });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { data: { id: string } }).data.id;

  // The owner opens the team's domains in a new tab (nothing chosen there yet): the team is shown, with "Manage the team".
  const tab = await page.context().newPage();
  await tab.setViewportSize({ width: 1366, height: 900 });
  await tab.goto(`/teams/${teamId}/domains`);
  await expect(tab.getByRole('button', { name: /Vís økisnøvn hjá/ })).toContainText(teamName);
  const nav = mainNavigation(tab);
  await expect(nav.getByRole('link', { name: 'Umsit toymið' })).toHaveAttribute('href', `/teams/${teamId}`);
  await expect(nav.getByRole('link', { name: 'Gjaldshættir' })).toHaveAttribute('href', `/teams/${teamId}/payment-methods`);
  await expect(tab.getByTestId('domains-empty')).toContainText(`${teamName} hevur ongi økisnøvn enn.`);
  await tab.close();

  // A member (invited and accepted), on a phone, opens the team's payment methods by its address.
  const memberEmail = `limur-${randomUUID().slice(0, 8)}@example.com`;
  const memberToken = await verifiedUser(request, memberEmail, {
    name: 'Limur Limsson',
    street: 'Gøta 1',
    phone: String(200_000 + Math.floor(Math.random() * 700_000)),
    language: 'en',
  });
  const invited = await request.post(`/api/teams/${teamId}/invites`, { headers: { authorization: `Bearer ${ownerToken}` }, data: { email: memberEmail, is_owner: false } });
  expect(invited.status(), await invited.text()).toBe(201);
  const inviteId = ((await invited.json()) as { data: { id: string } }).data.id;
  const accepted = await request.post(`/api/teams/${teamId}/invites/${inviteId}/accept`, { headers: { authorization: `Bearer ${memberToken}` } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const member = await browser.newPage({ viewport: phone });
  await member.addInitScript((value) => localStorage.setItem('okisnavn.access_token', value), memberToken);
  await member.goto(`/teams/${teamId}/payment-methods`);
  await expect(member.getByTestId('payment-cards-owners-only')).toContainText('Only the team’s owners can manage its payment cards');
  await expect(member.getByTestId('payment-cards-owners-only')).toContainText(`Ask an owner of ${teamName}`);
  await expect(member.getByRole('button', { name: 'Add a card' })).toHaveCount(0);
  await expectNoSidewaysScroll(member);
  await member.getByRole('button', { name: 'Open the menu' }).click();
  await expect(member.getByRole('button', { name: /Show domains for/ })).toContainText(teamName);
  await expect(mainNavigation(member).getByRole('link', { name: 'Payment methods' })).toHaveCount(0);
  await expect(mainNavigation(member).getByRole('link', { name: 'Manage the team' })).toHaveCount(0);
  await member.close();
});
