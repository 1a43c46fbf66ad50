import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { addRecord, dig, phone, shoot, speak } from './dns-tab';
import { newUser } from './helpers';

// The journey buys a domain through the payment simulator and the registry before it starts:
// on 2 shared cores it runs 20–30 s, so it gets twice the default time.
test.describe.configure({ timeout: 90_000 });

/**
 * The e-mail authentication wizard on a phone (issue 31): it reads the records first and says
 * SPF and DMARC are missing; SPF built for Microsoft 365 with its lookups counted; DMARC started
 * at p=none with a report address, then moved to quarantine, each after its diff; the records
 * answered by the local DNS server. Then the panel in English.
 */
test('e-mail authentication: SPF for Microsoft 365, DMARC started at p=none and moved to quarantine, the records answered', async ({ page, request }) => {
  const name = freshName('postur');
  await newUser(page, request, 'fo', { name: 'Pól Postsson' });
  await buyAndOpen(page, name);
  await page.setViewportSize(phone);
  await page.getByRole('tab', { name: 'DNS', exact: true }).click();

  // Mail goes to another provider's server, with no SPF and no DMARC.
  await addRecord(page, 'MX', '@', 'mx.other-provider.net');

  const panel = page.getByTestId('email-auth');
  await expect(panel.getByRole('heading', { name: 'Váttan av telduposti' })).toBeVisible();
  await expect(page.getByTestId('email-auth-finding-spf_missing')).toContainText('hevur ongan SPF-post');
  await expect(page.getByTestId('email-auth-finding-dmarc_missing')).toContainText('hevur ongan DMARC-post');

  // SPF for Microsoft 365: one lookup counted, its own lookups said to be unknown, then saved after the diff.
  await panel.getByLabel('Microsoft 365').check();
  await expect(page.getByTestId('email-auth-spf-result')).toContainText('v=spf1 include:spf.protection.outlook.com ~all');
  await expect(page.getByTestId('email-auth-lookups')).toHaveText('DNS-uppsláttir: 1 av í mesta lagi 10.');
  await expect(page.getByTestId('email-auth-spf-result')).toContainText('spf.protection.outlook.com');
  await expect(page.getByTestId('email-auth-finding-dkim-microsoft')).toContainText('Ongir DKIM-postar fyri Microsoft 365');
  await expect(page.getByTestId('email-auth-finding-dkim-microsoft')).toContainText('við skapinum undir „Set eina tænastu upp“');
  await shoot(page, panel, 'email-auth-start-fo');
  await panel.getByRole('button', { name: 'Vís SPF-broytingarnar' }).click();
  const preview = page.getByTestId('email-auth-preview');
  await expect(page.getByTestId('email-auth-added')).toContainText(`${name} 3600 TXT "v=spf1 include:spf.protection.outlook.com ~all"`);
  await expect(page.getByTestId('email-auth-warning-mail')).toContainText('teldupostur');
  await page.getByTestId('email-auth-apply').click();
  await expect(page.getByText('Postarnir fyri teldupost eru goymdir.')).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect.poll(() => dig(name, 'TXT'), { timeout: 15_000 }).toEqual(['"v=spf1 include:spf.protection.outlook.com ~all"']);
  await expect(page.getByTestId('email-auth-finding-spf_missing')).toHaveCount(0);

  // DMARC: a report address is asked for, then it starts at p=none.
  const dmarcStep = page.getByTestId('email-auth-dmarc-step');
  await expect(dmarcStep).toHaveText('Byrja DMARC við p=none');
  await dmarcStep.click();
  await expect(panel.locator('#email-auth-report-address-error')).toHaveText('Hetta er ein kravdur teigur.');
  await panel.getByLabel('Frágreiðingarbústaður').fill(`dmarc@${name}`);
  await dmarcStep.click();
  await expect(page.getByTestId('email-auth-added')).toContainText(`_dmarc.${name} 3600 TXT "v=DMARC1; p=none; rua=mailto:dmarc@${name}"`);
  await shoot(page, panel, 'email-auth-dmarc-preview-fo');
  await page.getByTestId('email-auth-apply').click();
  await expect(page.getByText('Postarnir fyri teldupost eru goymdir.')).toBeVisible();
  await expect.poll(() => dig(`_dmarc.${name}`, 'TXT'), { timeout: 15_000 }).toEqual([`"v=DMARC1; p=none; rua=mailto:dmarc@${name}"`]);
  await expect(page.getByTestId('email-auth-dmarc-policy')).toHaveText('Politikkur nú: p=none.');
  await expect(page.getByTestId('email-auth-finding-dmarc_missing')).toHaveCount(0);

  // One click to quarantine: the record changed in place, shown before it is saved.
  await expect(dmarcStep).toHaveText('Flyt til p=quarantine');
  await dmarcStep.click();
  await expect(page.getByTestId('email-auth-changed')).toContainText(`"v=DMARC1; p=quarantine; rua=mailto:dmarc@${name}"`);
  await page.getByTestId('email-auth-apply').click();
  await expect(page.getByTestId('email-auth-dmarc-policy')).toHaveText('Politikkur nú: p=quarantine.');
  await expect.poll(() => dig(`_dmarc.${name}`, 'TXT'), { timeout: 15_000 }).toEqual([`"v=DMARC1; p=quarantine; rua=mailto:dmarc@${name}"`]);
  await expect(dmarcStep).toHaveText('Flyt til p=reject');
  await shoot(page, panel, 'email-auth-quarantine-fo');

  // Each save is a version named after the wizard, not the editor's.
  await page.getByRole('tab', { name: 'Útgávur' }).click();
  const rows = page.getByTestId('dns-version-row');
  await expect(rows.first()).toContainText('Váttan av telduposti');
  await expect(rows.filter({ hasText: 'Váttan av telduposti' })).toHaveCount(3);
  await page.getByRole('tab', { name: 'DNS', exact: true }).click();

  // The panel in English.
  await speak(page, 'en');
  await expect(panel.getByRole('heading', { name: 'E-mail authentication' })).toBeVisible();
  await expect(dmarcStep).toHaveText('Move to p=reject');
  await shoot(page, panel, 'email-auth-quarantine-en');
});
