import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './new-user';

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
