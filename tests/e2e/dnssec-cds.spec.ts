import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { ownDomain } from './new-user';

// Buys a domain through the payment simulator first: on 2 shared cores that alone takes 20–30 s.
test.describe.configure({ timeout: 120_000 });

/**
 * DNSSEC kept in step from the name servers' CDS on the DNSSEC tab (issue 32): the domain moves to
 * an outside operator's servers (the local runtime's `ns1.ytri.example` and `ns2.ytri.example`,
 * driven through `/dev/dns/external`), which publish a CDS; the tab says so, with the day it is
 * taken and a Refuse button; or, after a key roll-over, the last change made from the CDS.
 */
async function onOutsideServers(request: APIRequestContext, token: string, domainId: string, domain: string, actions: string[]) {
  for (const action of actions) {
    const done = await request.post('/dev/dns/external', { data: { zone: domain, action } });
    expect(done.status(), await done.text()).toBe(200);
  }
  const moved = await request.put(`/api/domains/${domainId}/name-servers`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      mode: 'custom',
      name_servers: [
        { host: 'ns1.ytri.example', addresses: [] },
        { host: 'ns2.ytri.example', addresses: [] },
      ],
      confirm: true,
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await request.post('/dev/queues/drain');
}

async function bothWidths(page: Page, label: string, shot: string) {
  for (const [width, height] of [
    [360, 740],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectReadableLayout(page, `${label} at ${width}`);
    await page.getByTestId('cds').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/cds/${shot}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

test('a bootstrap waits its 3 days on the DNSSEC tab, with the day and a Refuse button; refused, it says so', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const token = await newUser(page, request, 'fo');
  const { domainId, domain } = await ownDomain(page, request, token);
  await onOutsideServers(request, token, domainId, domain, ['serve', 'publish']);

  await page.goto(`/domains/${domainId}?tab=dnssec`);
  const cds = page.getByTestId('cds');
  await expect(cds.getByRole('heading', { name: 'DNSSEC frá tínum navnaambætarum' })).toBeVisible();
  await expect(cds.getByTestId('cds-status')).toHaveAttribute('data-status', 'pending');
  await expect(cds.getByTestId('cds-pending')).toContainText(/Vit tendra DNSSEC av okkum sjálvum tann \d\d\.\d\d\.\d{4}, um tú ikki noktar\./);
  await bothWidths(page, 'the CDS bootstrap waiting', 'pending-fo');

  // The same screen in English; refused there.
  const english = await request.patch('/api/users/me/language', { headers: { authorization: `Bearer ${token}` }, data: { language: 'en' } });
  expect(english.status(), await english.text()).toBe(200);
  await page.reload();
  await expect(cds.getByRole('heading', { name: 'DNSSEC from your name servers' })).toBeVisible();
  await expect(cds.getByTestId('cds-pending')).toContainText(/We switch DNSSEC on by ourselves on \d\d\.\d\d\.\d{4}, unless you refuse\./);
  await bothWidths(page, 'the CDS bootstrap waiting, in English', 'pending-en');

  await cds.getByTestId('cds-refuse').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Refuse' }).click();
  await expect(cds.getByTestId('cds-status')).toHaveAttribute('data-status', 'refused');
  await expect(cds.getByTestId('cds-refuse')).toHaveCount(0);
  await bothWidths(page, 'the CDS bootstrap refused', 'refused-en');
});

test('after a key roll-over the DNSSEC tab says DNSSEC is kept in step from the CDS, and the last change', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const token = await newUser(page, request, 'en');
  const { domainId, domain } = await ownDomain(page, request, token);
  await onOutsideServers(request, token, domainId, domain, ['serve']);
  const served = ((await (await request.get('/dev/dns')).json()) as { data: { external_zones: { zone: string; signing_ds: Record<string, unknown> }[] } }).data.external_zones.find(
    (zone) => zone.zone === domain,
  )!;
  // The operator rolls to a new key; the owner adds the old key's DS: the check after the change follows the CDS.
  await request.post('/dev/dns/external', { data: { zone: domain, action: 'roll' } });
  const added = await request.post(`/api/domains/${domainId}/dnssec/ds-records`, {
    headers: { authorization: `Bearer ${token}` },
    data: { source: 'ds', understood: true, ds: served.signing_ds },
  });
  expect(added.status(), await added.text()).toBe(201);
  await request.post('/dev/queues/drain');

  await page.goto(`/domains/${domainId}?tab=dnssec`);
  const cds = page.getByTestId('cds');
  await expect(cds.getByTestId('cds-status')).toHaveText('DNSSEC kept in step from your name servers’ CDS: the DS records at the registry are the ones your name servers ask for.');
  await expect(cds.getByTestId('cds-last-change')).toHaveAttribute('data-change', 'updated');
  await bothWidths(page, 'DNSSEC following the CDS', 'following-en');

  const faroese = await request.patch('/api/users/me/language', { headers: { authorization: `Bearer ${token}` }, data: { language: 'fo' } });
  expect(faroese.status(), await faroese.text()).toBe(200);
  await page.reload();
  await expect(cds.getByRole('heading', { name: 'DNSSEC frá tínum navnaambætarum' })).toBeVisible();
  await bothWidths(page, 'DNSSEC following the CDS, in Faroese', 'following-fo');
});
