import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainSearchResult } from '#shared/schemas/domains.ts';
import { checkFoName } from '#shared/domain-names.ts';
import { defaultConfig, setConfig } from '../lib/config';
import { readSearchDomains, saveSearchDomains } from '../lib/session-values';
import { jsonResponse, renderWithProviders } from '../testing/render';
import SearchDomainPage from './search-domain';

const price = { net: 10000, vat: 2500, total: 12500 };

/** A fake availability API: `taken.fo` is taken, rule breakers are not allowed. */
function serve(options: { down?: boolean; own?: { id: string; name: string }[] } = {}) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/domains' && options.own) return jsonResponse(200, { data: options.own });
    if (url.pathname !== '/api/domains/availability') return jsonResponse(404, { error: { code: 'route_not_found', message: 'x' } });
    const domains = url.searchParams.get('domains')!;
    asked.push(domains);
    if (options.down) return jsonResponse(503, { error: { code: 'registry_unavailable', message: 'down' } });
    const data = domains.split(',').map((domain): DomainSearchResult => {
      const check = checkFoName(domain);
      if (!check.ok) return { domain, status: 'not_allowed', reason: check.reason, suggestion: check.suggestion, price_per_year: price, alternatives: [] };
      return {
        domain,
        status: domain === 'taken.fo' ? 'taken' : 'available',
        reason: domain === 'taken.fo' ? 'In use' : null,
        suggestion: null,
        price_per_year: price,
        alternatives: domain === 'taken.fo' ? ['taken-foroyar.fo', 'mitt-taken.fo'] : [],
      };
    });
    return jsonResponse(200, { data });
  });
  return asked;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const renderPage = (route: string, locale: 'fo' | 'en' = 'en') =>
  renderWithProviders(
    <>
      <SearchDomainPage />
      <LocationProbe />
    </>,
    { route, locale },
  );
const row = (domain: string) => document.querySelector<HTMLElement>(`li[data-domain="${domain}"]`)!;

beforeEach(() => setConfig(defaultConfig));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('search-domain page', () => {
  it('opened without names, starts from the names the navigation rule kept in session, and puts them in the URL', async () => {
    saveSearchDomains('mitt-navn.fo,taken.fo');
    const asked = serve();
    renderPage('/search-domain');
    await waitFor(() => expect(row('mitt-navn.fo')).toBeTruthy());
    expect(asked).toEqual(['mitt-navn.fo,taken.fo']);
    expect(screen.getByRole('searchbox', { name: 'Domain names' })).toHaveProperty('value', 'mitt-navn.fo, taken.fo');
    expect(screen.getByTestId('location').textContent).toBe('?domains=mitt-navn.fo%2Ctaken.fo');
  });

  it('prefers the names in the URL to those in session', async () => {
    saveSearchDomains('gamalt.fo');
    const asked = serve();
    renderPage('/search-domain?domains=nytt');
    await waitFor(() => expect(row('nytt.fo')).toBeTruthy());
    expect(asked).toEqual(['nytt.fo']);
  });

  it('forgets the kept names when the search is emptied', async () => {
    saveSearchDomains('mitt-navn.fo');
    serve();
    renderPage('/search-domain');
    await waitFor(() => expect(row('mitt-navn.fo')).toBeTruthy());
    const box = screen.getByRole('searchbox', { name: 'Domain names' });
    fireEvent.input(box, { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
    expect(readSearchDomains()).toBeNull();
  });

  it("says the user's own domain is theirs and links to it, instead of only 'taken'", async () => {
    serve({ own: [{ id: 'd-1', name: 'taken.fo' }] });
    renderPage('/search-domain?domains=taken', 'fo');
    await waitFor(() => expect(within(row('taken.fo')).getByTestId('domain-yours').textContent).toBe('Títt'));
    expect(row('taken.fo').textContent).not.toContain('Upptikið');
    expect(within(row('taken.fo')).getByRole('link', { name: 'Vís taken.fo' }).getAttribute('href')).toBe('/domains/d-1');
  });

  it('shows the normalized names with their status, price and reason', async () => {
    const asked = serve();
    renderPage('/search-domain?domains=Mitt-Navn,taken,føroyar');
    expect(screen.getByRole('searchbox', { name: 'Domain names' })).toHaveProperty('value', 'mitt-navn.fo, taken.fo, føroyar.fo');
    await waitFor(() => expect(row('mitt-navn.fo')).toBeTruthy());
    expect(asked).toEqual(['mitt-navn.fo,taken.fo,føroyar.fo']);
    expect(row('mitt-navn.fo').textContent).toContain('Available');
    expect(row('mitt-navn.fo').textContent).toContain('DKK 125.00 per year incl. VAT');
    expect(row('taken.fo').textContent).toContain('Taken');
    // The registry's free-text reason in product words, never as it came.
    expect(row('taken.fo').textContent).toContain('The name is already registered.');
    expect(row('taken.fo').textContent).not.toContain('In use');
    expect(row('føroyar.fo').textContent).toContain('Not allowed');
    expect(row('føroyar.fo').textContent).toContain('.fo names cannot contain Faroese letters');
  });

  it('searches the suggestion in place of the name', async () => {
    const asked = serve();
    renderPage('/search-domain?domains=abc,føroyar');
    await waitFor(() => expect(row('føroyar.fo')).toBeTruthy());
    fireEvent.click(within(row('føroyar.fo')).getByRole('button', { name: 'Try foroyar.fo' }));
    await waitFor(() => expect(row('foroyar.fo')).toBeTruthy());
    expect(asked.at(-1)).toBe('abc.fo,foroyar.fo');
    expect(screen.getByTestId('location').textContent).toBe('?domains=abc.fo%2Cforoyar.fo');
  });

  it('offers free names like a taken one; one tap adds it to the search, selected', async () => {
    const asked = serve();
    renderPage('/search-domain?domains=abc,taken', 'fo');
    await waitFor(() => expect(row('taken.fo')).toBeTruthy());
    const alternatives = within(row('taken.fo')).getByTestId('domain-alternatives');
    expect(alternatives.textContent).toContain('Hesi líknandi nøvn eru tøk:');
    expect(
      within(alternatives)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['taken-foroyar.fo', 'mitt-taken.fo']);
    fireEvent.click(within(alternatives).getByRole('button', { name: 'Legg mitt-taken.fo afturat og vel tað' }));
    await waitFor(() => expect(row('mitt-taken.fo')).toBeTruthy());
    expect(asked.at(-1)).toBe('abc.fo,taken.fo,mitt-taken.fo');
    expect(within(row('mitt-taken.fo')).getByRole('checkbox', { name: 'Vel mitt-taken.fo' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('order-total').textContent).toBe('125,00 kr.');
  });

  it('totals the selection for the chosen years', async () => {
    serve();
    renderPage('/search-domain?domains=one,two', 'fo');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vel one.fo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vel two.fo' }));
    expect(screen.getByTestId('order-total').textContent).toBe('250,00 kr.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tíðarskeið' }), { target: { value: '10' } });
    expect(screen.getByTestId('order-total').textContent).toBe('2.500,00 kr.');
  });

  it('updates the query 350 ms after typing stops', async () => {
    const asked = serve();
    renderPage('/search-domain');
    const box = screen.getByRole('searchbox', { name: 'Domain names' });
    fireEvent.input(box, { target: { value: 'Fyrst' } });
    fireEvent.input(box, { target: { value: 'Fyrst annad' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?domains=fyrst.fo%2Cannad.fo'));
    await waitFor(() => expect(asked).toEqual(['fyrst.fo,annad.fo']));
    expect(box).toHaveProperty('value', 'Fyrst annad');
  });

  it('refuses more than 20 names without asking', async () => {
    const asked = serve();
    renderPage(`/search-domain?domains=${Array.from({ length: 21 }, (_, index) => `n${index}`).join(',')}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Up to 20 names at a time.');
    expect(asked).toEqual([]);
  });

  it('shows the registry message when the registry is down', async () => {
    serve({ down: true });
    renderPage('/search-domain?domains=abc');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to retrieve information from the registry');
  });
});
