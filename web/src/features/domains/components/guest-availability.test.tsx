import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkFoName } from '#shared/domain-names.ts';
import type { DomainSearchResult } from '#shared/schemas/domains.ts';
import { defaultConfig, setConfig } from '#web/lib/config.ts';
import { evaluateNavigation } from '#web/lib/navigation.ts';
import { readReturnTo, readSearchDomains } from '#web/lib/session-values.ts';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { GuestAvailability } from './guest-availability';

const price = { net: 10000, vat: 2500, total: 12500 };

/** A fake public availability API: `taken.fo` is taken, rule breakers are not allowed; what was asked, with or without a token. */
function serve(answer?: { status: number; body: unknown }) {
  const asked: { domains: string | null; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/guest/availability') return jsonResponse(404, { error: { code: 'route_not_found', message: 'x' } });
    const domains = url.searchParams.get('domains');
    asked.push({ domains, authorization: new Headers(init?.headers).get('authorization') });
    if (answer) return jsonResponse(answer.status, answer.body);
    const data = domains!.split(',').map((domain): DomainSearchResult => {
      const check = checkFoName(domain);
      if (!check.ok) return { domain, status: 'not_allowed', reason: check.reason, suggestion: check.suggestion, price_per_year: price, alternatives: [] };
      return {
        domain,
        status: domain === 'taken.fo' ? 'taken' : 'available',
        reason: domain === 'taken.fo' ? 'In use' : null,
        suggestion: null,
        price_per_year: price,
        alternatives: [],
      };
    });
    return jsonResponse(200, { data });
  });
  return asked;
}

const row = (domain: string) => document.querySelector<HTMLElement>(`li[data-domain="${domain}"]`)!;
const checkNames = (label: string, button: string, names: string) => {
  fireEvent.input(screen.getByRole('searchbox', { name: label }), { target: { value: names } });
  fireEvent.click(screen.getByRole('button', { name: button }));
};

beforeEach(() => setConfig(defaultConfig));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('GuestAvailability', () => {
  it('shows each name with its availability and yearly price in Faroese money, asking once, signed out', async () => {
    const asked = serve();
    renderWithProviders(<GuestAvailability signIn="here" />, { route: '/login' });
    checkNames('Økisnøvn', 'Kanna', 'Mitt-Navn, taken, føroyar');
    await waitFor(() => expect(row('mitt-navn.fo')).toBeTruthy());
    expect(asked).toEqual([{ domains: 'mitt-navn.fo,taken.fo,føroyar.fo', authorization: null }]);
    expect(within(row('mitt-navn.fo')).getByText('Tøkt')).toBeTruthy();
    expect(within(row('mitt-navn.fo')).getByText('125,00 kr. um árið við MVG')).toBeTruthy();
    expect(within(row('taken.fo')).getByText('Upptikið')).toBeTruthy();
    expect(within(row('taken.fo')).queryByText(/kr\./)).toBeNull();
    expect(within(row('føroyar.fo')).getByText('Ikki loyvt')).toBeTruthy();
    expect(within(row('føroyar.fo')).getByText(/føroyskar bókstavir/)).toBeTruthy();

    // The suggestion is checked in its place.
    fireEvent.click(within(row('føroyar.fo')).getByRole('button', { name: 'Royn foroyar.fo' }));
    await waitFor(() => expect(row('foroyar.fo')).toBeTruthy());
    expect(asked.at(-1)!.domains).toBe('mitt-navn.fo,taken.fo,foroyar.fo');
  });

  it('in English, shows English texts and money', async () => {
    serve();
    renderWithProviders(<GuestAvailability signIn="here" />, { route: '/login', locale: 'en' });
    checkNames('Domain names', 'Check', 'my-name');
    await waitFor(() => expect(row('my-name.fo')).toBeTruthy());
    expect(within(row('my-name.fo')).getByText('Available')).toBeTruthy();
    expect(within(row('my-name.fo')).getByText('DKK 125.00 per year incl. VAT')).toBeTruthy();
  });

  it('"Buy" keeps the names for the search page after sign-in, which the navigation rules then return to', async () => {
    serve();
    renderWithProviders(<GuestAvailability signIn="here" />, { route: '/login', locale: 'en' });
    checkNames('Domain names', 'Check', 'one, two, taken');
    await waitFor(() => expect(row('one.fo')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Buy the 2 available names' }));
    expect(screen.getByRole('status').textContent).toBe('Sign in above and you go straight on to buying the names.');
    expect(readSearchDomains()).toBe('one.fo,two.fo,taken.fo');
    expect(readReturnTo()).toBe('/search-domain?domains=one.fo%2Ctwo.fo%2Ctaken.fo');

    // Signed in on a guest page: rule 3 sends the user back to the search with the names.
    const decision = evaluateNavigation({
      route: { name: 'auth-login', guard: 'guest' },
      params: {},
      search: new URLSearchParams(),
      user: { is_email_verified: true, is_admin: false },
      returnTo: readReturnTo(),
    });
    expect(decision.redirectPath).toBe('/search-domain?domains=one.fo%2Ctwo.fo%2Ctaken.fo');
  });

  it('on a sign-up page, says to create the user or sign in on /login', async () => {
    serve();
    renderWithProviders(<GuestAvailability signIn="elsewhere" />, { route: '/create-abroad-user' });
    checkNames('Økisnøvn', 'Kanna', 'eitt');
    await waitFor(() => expect(row('eitt.fo')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Keyp tað tøka navnið' }));
    expect(screen.getByRole('status').textContent).toContain('Stovna brúkaran omanfyri');
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Rita inn' }).getAttribute('href')).toBe('/login');
  });

  it('offers no purchase when nothing is available', async () => {
    serve();
    renderWithProviders(<GuestAvailability signIn="here" />, { route: '/login' });
    checkNames('Økisnøvn', 'Kanna', 'taken');
    await waitFor(() => expect(row('taken.fo')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Keyp/ })).toBeNull();
  });

  it('checks the input before calling: nothing typed, or more than 20 names', async () => {
    const asked = serve();
    renderWithProviders(<GuestAvailability signIn="here" />, { route: '/login' });
    checkNames('Økisnøvn', 'Kanna', ' , ');
    expect(screen.getByRole('alert').textContent).toBe('Hetta er ein kravdur teigur.');
    expect(screen.getByRole('searchbox', { name: 'Økisnøvn' }).getAttribute('aria-invalid')).toBe('true');
    checkNames('Økisnøvn', 'Kanna', Array.from({ length: 21 }, (_, index) => `n${index}x`).join(','));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Í mesta lagi 20 nøvn í senn.'));
    checkNames('Økisnøvn', 'Kanna', Array.from({ length: 20 }, (_, index) => `n${index}x`).join(','));
    await waitFor(() => expect(row('n19x.fo')).toBeTruthy());
    expect(asked.map((call) => call.domains!.split(',').length)).toEqual([20]);
  });

  it("shows the API's refusal in the reader's language: too many checks, the registry down", async () => {
    serve({ status: 429, body: { error: { code: 'rate_limited', message: 'Too many requests.' } } });
    renderWithProviders(<GuestAvailability signIn="here" />, { route: '/login' });
    checkNames('Økisnøvn', 'Kanna', 'mitt');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ov nógvar umbønir. Bíða eitt bil og royn so aftur.'));
    cleanup();
    vi.unstubAllGlobals();

    serve({ status: 503, body: { error: { code: 'registry_unavailable', message: 'down' } } });
    renderWithProviders(<GuestAvailability signIn="here" />, { route: '/login', locale: 'en' });
    checkNames('Domain names', 'Check', 'mine');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Failed to retrieve information from the registry/));
    expect(screen.queryByRole('list')).toBeNull();
  });
});
