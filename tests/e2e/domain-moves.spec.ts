import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './helpers';
import { ownDomain } from './new-user';

/**
 * Moving a domain between my domains and a team I own (issue 16), on a 360 px phone in Faroese:
 * the overview's "Flyt økisnavnið" moves a bought domain into the team (the confirmation says
 * automatic renewal stops), the page follows it into the team's scope with the team as owner, the
 * history says who moved it where, and it moves back to my domains.
 */
const phone = { width: 360, height: 780 };

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ html: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.html).toBeLessThanOrEqual(widths.viewport);
}

test('move a domain into a team I own and back, with the history of it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(phone);
  const token = await newUser(page, request, 'fo');
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/teams', { headers, data: { name: 'Húsfelagið Langavegur' } });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { data: { id: string } }).data.id;
  const { domainId, domain } = await ownDomain(page, request, token);

  await page.goto(`/domains/${domainId}`);
  const section = page.getByTestId('move-domain');
  await expect(section.getByRole('heading', { name: 'Flyt økisnavnið' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Nothing chosen: the required message.
  await section.getByRole('button', { name: 'Flyt' }).click();
  await expect(section.getByText('Hetta er ein kravdur teigur.')).toBeVisible();
  await section.getByLabel('Flyt til').selectOption({ label: 'Toymið Húsfelagið Langavegur' });
  await section.getByRole('button', { name: 'Flyt' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${domain} verður flutt til Toymið Húsfelagið Langavegur.`);
  await dialog.getByRole('button', { name: 'Flyt' }).click();

  await expect(page.getByText(`${domain} er flutt til Toymið Húsfelagið Langavegur.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/domains/${domainId}$`));
  await expect(page.getByTestId('domain-owner')).toContainText('Húsfelagið Langavegur');
  const teamDomains = await request.get(`/api/teams/${teamId}/domains`, { headers });
  expect(((await teamDomains.json()) as { data: { id: string }[] }).data.map((entry) => entry.id)).toContain(domainId);

  await page.getByRole('tab', { name: 'Søga' }).click();
  await expect(page.getByText('Anna Úti-Langanavn flutti økisnavnið til toymið Húsfelagið Langavegur')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // And back to my domains.
  await page.getByRole('tab', { name: 'Yvirlit' }).click();
  await page.getByTestId('move-domain').getByLabel('Flyt til').selectOption({ label: 'Míni egnu økisnøvn' });
  await page.getByTestId('move-domain').getByRole('button', { name: 'Flyt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Flyt' }).click();
  await expect(page).toHaveURL(new RegExp(`/domains/${domainId}$`));
  await expect(page.getByTestId('domain-owner')).toContainText('Anna Úti-Langanavn');
  await page.goto('/');
  await expect(page.getByRole('link', { name: domain })).toBeVisible();
});
