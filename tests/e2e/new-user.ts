import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshName, payWith } from './buying';

/**
 * What a user of the journey's own (`newUser` in helpers.ts) has as a customer: a domain bought through the payment simulator,
 * DNS records with long names and values, a receipt, a transfer waiting for its holder.
 */

export type Holdings = { domainId: string; domain: string; orderId: string };

/**
 * Buys a long name for a year (paid on the payment simulator's page) and gives it two DNS records with long names and values;
 * with `teamId`, for that team (the user one of its owners); `name` chooses the name (one no journey else buys).
 */
export async function ownDomain(page: Page, request: APIRequestContext, token: string, { teamId, name }: { teamId?: string; name?: string } = {}): Promise<Holdings> {
  const headers = { authorization: `Bearer ${token}` };
  const domain = name ?? freshName('simi-og-telda-langt-navn');
  const ordered = await request.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': `layout-${randomUUID()}` },
    data: { domains: [domain], years: 1, terms_accepted: true, ...(teamId ? { team_id: teamId } : {}) },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = ((await ordered.json()) as { data: { id: string; checkout_url: string } }).data;
  await page.goto(order.checkout_url);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/purchase-success\?order=/);
  await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'registered');

  const domains = await request.get(teamId ? `/api/teams/${teamId}/domains` : '/api/domains', { headers });
  const { data } = (await domains.json()) as { data: { id: string; name: string }[] };
  const domainId = data.find((entry) => entry.name === domain)!.id;
  for (const record of [
    { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=reject; rua=mailto:dmarc-rapportir@eitt-sera-langt-navn.fo; fo=1', ttl: 3600 },
    { type: 'CNAME', name: 'selector1._domainkey', value: 'selector1-eitt-sera-langt-navn-fo._domainkey.example.onmicrosoft.com', ttl: 3600 },
  ]) {
    const added = await request.post(`/api/domains/${domainId}/dns-records`, { headers, data: record });
    expect(added.status(), await added.text()).toBe(201);
  }
  return { domainId, domain, orderId: order.id };
}

/** A transfer in, waiting for the name's holder at another registrar. */
export async function waitingTransfer(request: APIRequestContext, token: string): Promise<string> {
  const name = `flyt-${randomUUID().slice(0, 8)}.fo`;
  const code = `KOTA-${randomUUID().slice(0, 8)}`;
  const held = await request.post('/dev/registry/domains', { data: { name, auth_info: code, years: 2 } });
  expect(held.status(), await held.text()).toBe(201);
  const transfer = await request.post('/api/transfers', { headers: { authorization: `Bearer ${token}` }, data: { domain: name, auth_code: code } });
  expect(transfer.status(), await transfer.text()).toBeLessThan(300);
  return name;
}

/**
 * Moves the domain to name servers of the owner's (the registry takes names that do not answer
 * when told to) and adds a DS record computed from a DNSKEY, so the DNSSEC tab lists DS records.
 */
export async function customNameServersWithDs(request: APIRequestContext, token: string, domainId: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const moved = await request.put(`/api/domains/${domainId}/name-servers`, {
    headers,
    data: { mode: 'custom', name_servers: [{ host: 'ns1.egin-veitari.invalid' }, { host: 'ns2.egin-veitari.invalid' }], confirm: true },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const added = await request.post(`/api/domains/${domainId}/dnssec/ds-records`, {
    headers,
    data: {
      source: 'dnskey',
      understood: true,
      dnskey: { flags: 257, protocol: 3, algorithm: 13, public_key: 'GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==' },
    },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
}
