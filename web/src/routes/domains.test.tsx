import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { oppositionDeadline } from '../features/domains/opposition-window';
import { setAccessToken } from '../lib/access-token';
import { defaultConfig, setConfig } from '../lib/config';
import { domainSummary } from '../testing/domains';
import { jsonResponse, renderWithProviders } from '../testing/render';
import DomainPage from './domain';
import DomainsPage from './domains';
import { Route, Routes } from 'react-router';

/** A domain of the archive (auto-renewal on unless the test says otherwise). */
const domain = domainSummary;

function serve(routes: Record<string, () => Response>) {
  const asked: { url: string; authorization: string | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    asked.push({ url, authorization: (init.headers as Record<string, string> | undefined)?.Authorization });
    const answer = routes[url];
    return answer ? answer() : jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
  });
  return asked;
}

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('domain archive', () => {
  it('shows a loading state, then a row per domain with status, dates and auto-renewal', async () => {
    const asked = serve({
      // The first page of 20 (issue 32: paged, with `links.next`).
      '/api/domains?per_page=20': () =>
        jsonResponse(200, {
          links: { next: null },
          data: [
            domain(),
            domain({ id: 'd2', name: 'gamalt.fo', status: 'expiring_soon', auto_renewal: false, expires_at: '2026-04-01T00:00:00.000Z', renewal_date: '2026-03-02T00:00:00.000Z' }),
          ],
        }),
    });
    renderWithProviders(<DomainsPage />, { locale: 'fo' });
    expect(screen.getByTestId('domains-loading')).toBeTruthy();
    // The search button above the list is there while it loads: the list does not move down when it comes.
    const searchButton = screen.getByRole('link', { name: 'Skráset økisnavn' });
    const rows = await screen.findAllByTestId('domain-row');
    expect(screen.getByRole('link', { name: 'Skráset økisnavn' })).toBe(searchButton);
    expect(rows.map((row) => row.dataset.domain)).toEqual(['mitt-navn.fo', 'gamalt.fo']);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'mitt-navn.fo' }).getAttribute('href')).toBe('/domains/d1');
    expect(rows[0]!.textContent).toContain('Virkið');
    expect(rows[0]!.textContent).toContain('05.03.2027');
    expect(rows[0]!.textContent).toContain('03.02.2027');
    expect(rows[0]!.textContent).toContain('Tendrað');
    expect(rows[1]!.textContent).toContain('Gongur skjótt út');
    expect(rows[1]!.textContent).toContain('Sløkt');
    expect(screen.getByRole('table', { name: 'Tíni økisnøvn' })).toBeTruthy();
    // The page also reads the signed-in user (the banner of an unverified address); in the app the shell has it already.
    expect(asked).toContainEqual({ url: '/api/domains?per_page=20', authorization: 'Bearer token' });
  });

  it('shows the empty state with a way to register a domain', async () => {
    serve({ '/api/domains?per_page=20': () => jsonResponse(200, { data: [], links: { next: null } }) });
    renderWithProviders(<DomainsPage />, { locale: 'en' });
    const empty = await screen.findByTestId('domains-empty');
    expect(within(empty).getByRole('heading', { name: 'You have no domains yet.' })).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Register a domain' }).getAttribute('href')).toBe('/search-domain');
    expect(screen.getAllByRole('link', { name: 'Register a domain' })).toHaveLength(1); // the empty state's own, not a second above it
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the search, filter, sort and page the address names; none matching is "no match", not "no domains"', async () => {
    const asked = serve({ '/api/domains?q=leit&state=expired&sort=expiry&per_page=20&cursor=abc': () => jsonResponse(200, { data: [], links: { next: null } }) });
    renderWithProviders(<DomainsPage />, { locale: 'en', route: '/?q=leit&state=expired&sort=expiry&cursor=abc' });
    const none = await screen.findByTestId('domains-no-match');
    expect(within(none).getByRole('heading', { name: 'No domains match.' })).toBeTruthy();
    expect(within(none).getByRole('button', { name: 'Show all domains' })).toBeTruthy();
    expect(screen.queryByTestId('domains-empty')).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('leit');
    expect((screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement).value).toBe('expired');
    expect(asked.map((call) => call.url)).toContain('/api/domains?q=leit&state=expired&sort=expiry&per_page=20&cursor=abc');
  });

  it('says when the domains cannot be retrieved', async () => {
    serve({ '/api/domains?per_page=20': () => jsonResponse(500, { error: { code: 'internal', message: 'x' } }) });
    renderWithProviders(<DomainsPage />, { locale: 'en' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to retrieve domains.');
  });
});

const detail = (overrides: Partial<DomainDetail> = {}): DomainDetail => ({
  ...domain(),
  order_id: 'o1',
  transferred_in_at: null,
  role: 'owner',
  registry: { statuses: ['ok', 'clientTransferProhibited'], expires_at: '2027-03-05T12:00:00.000Z', updated_at: null, name_servers: ['ns1.okisnavn.fo'] },
  max_renewal_years: 9,
  registry_error: null,
  ...overrides,
});

const renderDomain = (locale: 'fo' | 'en' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/domains/:domainId" element={<DomainPage />} />
    </Routes>,
    { route: '/domains/d1', locale },
  );

describe('domain view', () => {
  it('shows our data and the registry data', async () => {
    serve({ '/api/domains/d1': () => jsonResponse(200, { data: detail() }) });
    renderDomain();
    expect(await screen.findByRole('heading', { level: 2, name: 'mitt-navn.fo' })).toBeTruthy();
    expect(screen.getByTestId('domain-expires').textContent).toContain('05.03.2027');
    expect(screen.getByText('Jógvan Joensen')).toBeTruthy();
    expect(screen.getByText('Our name servers')).toBeTruthy();
    expect(screen.getByText('ns2.okisnavn.fo')).toBeTruthy();
    // The registry's statuses in product words, never the raw EPP values.
    expect(screen.getByText('Transfer lock', { selector: '[data-status]' })).toBeTruthy();
    expect(screen.getByText('Normal, no restrictions')).toBeTruthy();
    expect(screen.queryByText('clientTransferProhibited')).toBeNull();
    expect(screen.queryByText('ok')).toBeNull();
    expect(screen.queryByTestId('registry-error')).toBeNull();
    expect(screen.queryByTestId('trademark-note')).toBeNull();
  });

  it('gives the owner every tab, People among them', async () => {
    serve({ '/api/domains/d1': () => jsonResponse(200, { data: detail() }) });
    renderDomain();
    await screen.findByRole('heading', { level: 2, name: 'mitt-navn.fo' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(expect.arrayContaining(['Renewal', 'Contacts', 'History', 'People', 'DNS']));
    expect(screen.getByTestId('domain-role').textContent).toContain('Owner');
    expect(screen.queryByTestId('shared-note')).toBeNull();
  });

  it('shows a technical manager the technical tabs only, and whose domain it is', async () => {
    serve({ '/api/domains/d1': () => jsonResponse(200, { data: detail({ role: 'technical_manager' }) }) });
    renderDomain();
    expect((await screen.findByTestId('shared-note')).textContent).toBe('Jógvan Joensen shares this domain with you: you manage its DNS, forwarding, name servers and DNSSEC.');
    expect(screen.getByTestId('domain-role').textContent).toContain('Technical manager');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(expect.arrayContaining(['DNS', 'Forwarding', 'Name servers', 'DNSSEC', 'People']));
    for (const ownersOnly of ['Renewal', 'Contacts', 'Locks and transfer code', 'History']) expect(tabs).not.toContain(ownersOnly);
  });

  it('keeps our data and says the registry could not be asked', async () => {
    serve({ '/api/domains/d1': () => jsonResponse(200, { data: detail({ registry: null, registry_error: 'registry_unavailable' }) }) });
    renderDomain();
    expect((await screen.findByTestId('registry-error')).textContent).toContain('Failed to retrieve information from the registry');
    expect(screen.getByRole('heading', { level: 2, name: 'mitt-navn.fo' })).toBeTruthy();
    expect(screen.getByTestId('domain-expires').textContent).toContain('05.03.2027');
  });

  it('says the registry no longer knows the domain, in Faroese', async () => {
    serve({ '/api/domains/d1': () => jsonResponse(200, { data: detail({ registry: null, registry_error: 'domain_not_at_registry' }) }) });
    renderDomain('fo');
    expect((await screen.findByTestId('registry-error')).textContent).toBe('Skrásetingin kennir ikki hetta økisnavnið longur. Set teg í samband við okkum.');
  });

  it('explains the trademark opposition window during the first 20 days', async () => {
    const registered = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    serve({ '/api/domains/d1': () => jsonResponse(200, { data: detail({ registered_at: registered }) }) });
    renderDomain('fo');
    expect((await screen.findByTestId('trademark-note')).textContent).toContain('innan 20 dagar eftir skrásetingina');
  });

  it('shows no trademark opposition window for a domain that came by transfer in, however new its registration', async () => {
    const registered = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    serve({ '/api/domains/d1': () => jsonResponse(200, { data: detail({ registered_at: registered, transferred_in_at: new Date().toISOString() }) }) });
    renderDomain('fo');
    expect(await screen.findByRole('heading', { level: 2, name: 'mitt-navn.fo' })).toBeTruthy();
    expect(screen.queryByTestId('trademark-note')).toBeNull();
  });

  it('lists the name servers once, with whose they are', async () => {
    serve({ '/api/domains/d1': () => jsonResponse(200, { data: detail() }) });
    renderDomain('fo');
    const details = within(await screen.findByTestId('domain-name-servers'));
    expect(details.getByText('Okkara navnaambætarar')).toBeTruthy();
    expect(details.getByText('ns2.okisnavn.fo')).toBeTruthy();
    const labels = [...document.querySelectorAll('section[aria-labelledby="domain-details-heading"] dt')].map((label) => label.textContent);
    expect(labels.filter((label) => label === 'Navnaambætarar')).toHaveLength(1);
  });

  it('says "none" for a domain without name servers, not that they are its own', async () => {
    serve({ '/api/domains/d1': () => jsonResponse(200, { data: detail({ name_server_mode: 'custom', name_servers: [], transferred_in_at: '2026-03-05T12:00:00.000Z' }) }) });
    renderDomain('fo');
    const details = await screen.findByTestId('domain-name-servers');
    expect(details.querySelector('dd')!.textContent).toBe('Ongir');
  });

  it('says a domain that is not the user\u2019s was not found', async () => {
    serve({});
    renderDomain();
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this domain among your domains.');
    expect(screen.getByRole('link', { name: 'Back to the domains' }).getAttribute('href')).toBe('/');
  });
});

describe('opposition window', () => {
  it('is open for 20 days after registration', () => {
    const registered = '2026-03-01T10:00:00.000Z';
    expect(oppositionDeadline(registered, new Date('2026-03-01T10:00:00.000Z'))?.toISOString()).toBe('2026-03-21T10:00:00.000Z');
    expect(oppositionDeadline(registered, new Date('2026-03-21T09:59:59.000Z'))).not.toBeNull();
    expect(oppositionDeadline(registered, new Date('2026-03-21T10:00:00.000Z'))).toBeNull();
    expect(oppositionDeadline('not a date', new Date())).toBeNull();
  });
});
