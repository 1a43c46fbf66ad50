import { expect, test } from './fixtures';
import { newUser } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { ownDomain } from './new-user';

// Buys a domain through the payment simulator first: on 2 shared cores that alone takes 20–30 s.
test.describe.configure({ timeout: 90_000 });

/**
 * The domain's health on its overview (issue 32), at 360 px in Faroese: after the portal's own
 * change (DNS records) the domain is checked against the product's two local name servers and
 * works; then the second server is made to stop answering (for this domain only) and the next
 * change's check says what is wrong, why it matters and what to do; and the bell tells the owner.
 */
test('the overview says the domain works, then what is wrong when the second name server stops answering', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const token = await newUser(page, request, 'fo');
  const headers = { authorization: `Bearer ${token}` };
  const { domainId, domain } = await ownDomain(page, request, token);
  await request.post('/dev/queues/drain');

  await page.goto(`/domains/${domainId}?tab=overview`);
  const health = page.getByTestId('domain-health');
  await expect(health.getByRole('heading', { name: 'Virkar økisnavnið?' })).toBeVisible();
  await expect(health.getByTestId('health-summary')).toHaveText('Virkar: svarað av 2 av 2 navnaambætarum, DNSSEC er ikki tendrað');
  await expectReadableLayout(page, 'the domain health, working');

  const broken = await request.post('/dev/dns/second', { data: { fault: 'down', zone: domain } });
  expect(broken.status(), await broken.text()).toBe(200);
  try {
    // A change of the portal's has the domain checked again.
    const added = await request.post(`/api/domains/${domainId}/dns-records`, { headers, data: { type: 'A', name: 'heilsa', value: '192.0.2.7', ttl: 3600 } });
    expect(added.status(), await added.text()).toBe(201);
    await request.post('/dev/queues/drain');

    await page.reload();
    await expect(health.getByTestId('health-summary')).toHaveText('Virkar ikki, sum tað skal: svarað av 1 av 2 navnaambætarum, DNSSEC er ikki tendrað');
    const problem = health.getByTestId('health-problem');
    await expect(problem).toHaveAttribute('data-code', 'server_not_answering');
    await expect(problem).toContainText('ns2.okisnavn.fo svarar ikki.');
    await expect(problem).toContainText('Økisnavnið virkar bert, meðan ns1.okisnavn.fo svara.');
    await expect(problem).toContainText('Hvat tú kanst gera');
    await expectReadableLayout(page, 'the domain health, failing');

    // The owner is told in the bell.
    const notifications = await request.get('/api/users/me/notifications', { headers });
    const list = ((await notifications.json()) as { data: { data: { data: { message: string; target: string } }[] } }).data.data;
    expect(list.filter((entry) => entry.data.message === 'domain_health_failing' && entry.data.target === domain)).toHaveLength(1);
  } finally {
    await request.post('/dev/dns/second', { data: { fault: null, zone: domain } });
  }
});
