import { expect, test } from './fixtures';
import { buyAndOpen, freshName } from './buying';
import { addRecord, dig, phone, shoot, speak } from './dns-tab';
import { newUser } from './helpers';

// The journey buys a domain through the payment simulator and the registry before it starts:
// on 2 shared cores it runs 20–30 s, so it gets twice the default time.
test.describe.configure({ timeout: 90_000 });

/** What the journey reads and clicks, in each language. */
const words = {
  fo: {
    heading: 'Set eina tænastu upp',
    form: 'Set Microsoft 365 upp',
    code: 'Váttanarkota frá Microsoft',
    tenant: 'Navn felagsskaparins hjá Microsoft (til DKIM, um nakað)',
    preview: 'Vís broytingarnar',
    wrongForm: /Hetta er ikki í tí formi, sum tænastan gevur/,
    previewHeading: 'Broytingar fyri at seta Microsoft 365 upp',
    mailWarning: 'teldupostur',
    mxReplaced: (name: string) => `so teir hjá ${name} verða skiftir út: MX 10 mx.other-provider.net`,
    applied: 'Microsoft 365 er sett upp.',
    takeOff: 'Tak Microsoft 365 av',
    removeHeading: 'Broytingar fyri at taka Microsoft 365 av',
    restored: 'Tað, sum tænastan skifti út, verður sett aftur',
    removed: 'Microsoft 365 er tikið av.',
    versions: 'Útgávur',
    versionApplied: 'Microsoft 365 sett upp',
    versionRemoved: 'Microsoft 365 tikið av',
  },
  en: {
    heading: 'Set up a service',
    form: 'Set up Microsoft 365',
    code: 'Verification code from Microsoft',
    tenant: 'Organisation name at Microsoft (for DKIM, if any)',
    preview: 'Show the changes',
    wrongForm: /This is not in the form the service gives/,
    previewHeading: 'Changes to set up Microsoft 365',
    mailWarning: 'e-mail',
    mxReplaced: (name: string) => `so those of ${name} are replaced: MX 10 mx.other-provider.net`,
    applied: 'Microsoft 365 is set up.',
    takeOff: 'Take Microsoft 365 off',
    removeHeading: 'Changes to take Microsoft 365 off',
    restored: 'What the service replaced is put back',
    removed: 'Microsoft 365 is taken off.',
    versions: 'Versions',
    versionApplied: 'Microsoft 365 set up',
    versionRemoved: 'Microsoft 365 taken off',
  },
} as const;

/**
 * A service template on a phone (issue 31), set up in one language and taken off in the other:
 * Microsoft 365 with its DKIM selectors (the organisation's name at Microsoft) on a domain with
 * another provider's MX: wrong values refused at their fields, the diff with the replaced MX
 * explained, the DKIM records and the mail warning, approved, the records answered by the local
 * DNS server; then taken off again as one change, the other provider's MX back; both named in
 * the versions.
 */
for (const [setUp, takeOff] of [
  ['fo', 'en'],
  ['en', 'fo'],
] as const) {
  test(`Microsoft 365 set up from its template in ${setUp} with DKIM: the diff approved, the records answered, taken off again in ${takeOff}`, async ({ page, request }) => {
    const name = freshName(`snidir${setUp}`);
    const dashes = name.replace(/\./g, '-');
    await newUser(page, request, 'fo', { name: 'Sigrid Sniðsdóttir' });
    await buyAndOpen(page, name);
    await page.setViewportSize(phone);
    await page.getByRole('tab', { name: 'DNS', exact: true }).click();

    // Another provider's mail server first.
    await addRecord(page, 'MX', '@', 'mx.other-provider.net');

    let say = words[setUp];
    if (setUp !== 'fo') await speak(page, setUp);
    const templates = page.getByTestId('dns-templates');
    await expect(templates.getByRole('heading', { name: say.heading })).toBeVisible();
    await templates.getByRole('button', { name: 'Microsoft 365' }).click();
    const templateForm = page.getByRole('form', { name: say.form });
    // Wrongly written values are refused at their fields, in the page's language, before anything is asked.
    const code = templateForm.getByLabel(say.code);
    const tenant = templateForm.getByLabel(say.tenant);
    await code.fill('12345678');
    await tenant.fill('contoso.onmicrosoft.com');
    await templateForm.getByRole('button', { name: say.preview }).click();
    for (const field of [code, tenant]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(say.wrongForm);
    }
    await code.fill('MS=ms12345678');
    await tenant.fill('contoso');
    await shoot(page, templates, `dns-templates-form-${setUp}`);
    await templateForm.getByRole('button', { name: say.preview }).click();

    const preview = page.getByTestId('dns-template-preview');
    await expect(preview.getByRole('heading', { name: say.previewHeading })).toBeVisible();
    await expect(page.getByTestId('dns-template-warning-mail')).toContainText(say.mailWarning);
    await expect(page.getByTestId('dns-template-notes')).toContainText(say.mxReplaced(name));
    const added = page.getByTestId('dns-template-added');
    await expect(added).toContainText(`autodiscover.${name} 3600 CNAME autodiscover.outlook.com.`);
    for (const selector of ['selector1', 'selector2'])
      await expect(added).toContainText(`${selector}._domainkey.${name} 3600 CNAME ${selector}-${dashes}._domainkey.contoso.onmicrosoft.com.`);
    await expect(page.getByTestId('dns-template-removed')).toContainText('mx.other-provider.net');
    // Nothing saved until approved.
    await expect(page.getByTestId('dns-record-row')).toHaveCount(1);
    await shoot(page, templates, `dns-templates-preview-${setUp}`);

    await page.getByTestId('dns-template-apply').click();
    await expect(page.getByText(say.applied)).toBeVisible();
    await expect(page.getByTestId('dns-record-row')).toHaveCount(6);
    await expect.poll(() => dig(name, 'MX'), { timeout: 15_000 }).toEqual([`0 ${dashes}.mail.protection.outlook.com.`]);
    await expect.poll(() => dig(name, 'TXT')).toEqual(['"MS=ms12345678"', '"v=spf1 include:spf.protection.outlook.com ~all"']);
    await expect.poll(() => dig(`autodiscover.${name}`, 'CNAME')).toEqual(['autodiscover.outlook.com.']);
    for (const selector of ['selector1', 'selector2'])
      await expect.poll(() => dig(`${selector}._domainkey.${name}`, 'CNAME')).toEqual([`${selector}-${dashes}._domainkey.contoso.onmicrosoft.com.`]);
    await expect(page.getByTestId('dns-templates-applied')).toContainText('Microsoft 365');

    // In the other language: taken off as one change, after its diff; the other provider's MX is back.
    say = words[takeOff];
    await speak(page, takeOff);
    await page.getByRole('button', { name: say.takeOff }).click();
    await expect(preview.getByRole('heading', { name: say.removeHeading })).toBeVisible();
    await expect(page.getByTestId('dns-template-notes')).toContainText(say.restored);
    await expect(page.getByTestId('dns-template-removed')).toContainText(`selector1-${dashes}._domainkey.contoso.onmicrosoft.com.`);
    await shoot(page, templates, `dns-templates-remove-${takeOff}`);
    await page.getByTestId('dns-template-apply').click();
    await expect(page.getByText(say.removed)).toBeVisible();
    await expect(page.getByTestId('dns-record-row')).toHaveCount(1);
    await expect.poll(() => dig(name, 'MX'), { timeout: 15_000 }).toEqual(['10 mx.other-provider.net.']);
    await expect.poll(() => dig(`selector1._domainkey.${name}`, 'CNAME')).toEqual([]);
    await expect(page.getByTestId('dns-templates-applied')).toHaveCount(0);

    // Both are versions named after the template.
    await page.getByRole('tab', { name: say.versions }).click();
    const rows = page.getByTestId('dns-version-row');
    await expect(rows.nth(0)).toContainText(say.versionRemoved);
    await expect(rows.nth(1)).toContainText(say.versionApplied);
  });
}
