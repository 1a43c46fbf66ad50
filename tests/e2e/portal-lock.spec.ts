import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { ownDomain } from './new-user';
import { phone } from './screenshots';

/**
 * The portal lock (issue 29, docs/decisions/domain-portal-lock.md) on a 360 px phone in Faroese:
 * the owner locks a bought domain on the "Lásir og flytikota" tab; the name-server tab says why
 * it cannot be changed and the API refuses the change with the lock's message; asking to lift it
 * starts the 24-hour wait (told by e-mail: the user has no verified phone), and cancelling keeps
 * the lock on.
 */
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('lock a domain, see a name-server change refused, ask to lift, cancel', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(phone);
  const token = await newUser(page, request, 'fo');
  const { domainId } = await ownDomain(page, request, token);

  await page.goto(`/domains/${domainId}`);
  await tab(page, 'Lásir og flytikota').click();
  const card = page.getByTestId('portal-lock');
  await expect(card.getByTestId('portal-lock-state')).toHaveAttribute('data-state', 'unlocked');
  await card.getByRole('button', { name: 'Lás í portalinum' }).click();
  const lockDialog = page.getByRole('dialog', { name: 'Læsa økisnavnið í portalinum?' });
  await lockDialog.getByRole('button', { name: 'Lás í portalinum' }).click();
  await expect(card.getByTestId('portal-lock-state')).toHaveAttribute('data-state', 'locked');
  await expect(card.getByTestId('portal-lock-state')).toHaveText('Læst');
  // The transfer code is not shown under the lock, and the note says why.
  await expect(page.getByTestId('transfer-code-card').getByRole('button', { name: 'Vís flytikotuna' })).toBeDisabled();
  await expectReadableLayout(page, 'locks tab, portal lock on (fo, 360 px)');

  // The name servers cannot be changed: the tab says why, and the API refuses with the lock's message.
  await tab(page, 'Navnaambætarar').click();
  const servers = page.getByTestId('name-servers');
  await expect(servers.getByTestId('portal-locked-note')).toContainText('Økisnavnið er læst við portallásinum');
  await expect(servers.getByRole('button', { name: 'Goym navnaambætarar' })).toBeDisabled();
  const refused = await request.put(`/api/domains/${domainId}/name-servers`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'fo' },
    data: { mode: 'custom', name_servers: [{ host: 'ns1.example.net' }, { host: 'ns2.example.net' }], confirm: true },
  });
  expect(refused.status()).toBe(423);
  expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
    code: 'portal_locked',
    message: expect.stringMatching(/^Økisnavnið er læst við portallásinum\./),
  });
  await expectReadableLayout(page, 'name servers under the portal lock (fo, 360 px)');

  // Ask to lift: the 24-hour wait starts, told by e-mail (no verified phone).
  await tab(page, 'Lásir og flytikota').click();
  await card.getByRole('button', { name: 'Bið um at taka lásin av' }).click();
  await page.getByRole('dialog', { name: 'Biðja um at taka portallásin av?' }).getByRole('button', { name: 'Bið um at taka lásin av' }).click();
  await expect(card.getByTestId('portal-lock-state')).toHaveAttribute('data-state', 'lift_requested');
  await expect(card.getByTestId('portal-lock-time-left')).toContainText(/um (23 t\. 5\d|24 t\. 0) min\./);
  await expect(card).toContainText('Vit hava sagt eigaranum frá við telduposti (einki váttað telefonnummar, so einki SMS).');
  await expectReadableLayout(page, 'locks tab, lift asked (fo, 360 px)');

  // Cancel: the lock stays on.
  await card.getByRole('button', { name: 'Angra umbønina' }).click();
  await expect(card.getByTestId('portal-lock-state')).toHaveAttribute('data-state', 'locked');
  await expect(card.getByTestId('portal-lock-request')).toHaveCount(0);

  await tab(page, 'Søga').click();
  await expect(page.getByText(/angraði umbønina um at taka portallásin av/)).toBeVisible();
  await expect(page.getByText(/setti portallásin á/)).toBeVisible();
});
