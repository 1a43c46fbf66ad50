import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { setAccessToken } from '../lib/access-token';
import { setConfig, defaultConfig } from '../lib/config';
import { i18n } from '../lib/i18n';
import { jsonResponse, renderWithProviders } from '../testing/render';
import { useLocation } from 'react-router';
import { Toaster } from '../components/ui/toasts/toaster';
import { clearToasts } from '../components/ui/toasts/toast-store';
import { AppRoutes } from './routes';
import { currentUser } from '#web/testing/current-user.ts';

const baseUser: CurrentUser = currentUser({ phone: '123456', phone_code: '+298' });

const settings = {
  url_for_privacy_policy: { fo: 'https://example.fo/privatliv', en: 'https://example.fo/privacy' },
  url_for_help_page: { fo: 'https://example.fo/hjalp', en: 'https://example.fo/help' },
};

interface Seen {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

function serve(user: CurrentUser | null, teams: readonly Record<string, unknown>[] = []) {
  const seen: Seen[] = [];
  let current = user;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    seen.push({ method, url, body, headers: (init.headers ?? {}) as Record<string, string> });
    if (url === '/api/users/me' && method === 'GET') {
      return current ? jsonResponse(200, { data: current }) : jsonResponse(401, { error: { code: 'unauthenticated', message: 'x' } });
    }
    if (url === '/api/users/me/language' && method === 'PATCH' && current) {
      current = { ...current, language: (body as { language: 'fo' | 'en' }).language };
      return jsonResponse(200, { data: current });
    }
    if (url.startsWith('/api/users/me/notifications?') && method === 'GET') return jsonResponse(200, { data: { data: [], links: { next: null } } });
    if (url === '/api/auth/logout' && method === 'POST') return new Response(null, { status: 204 });
    if (url === '/api/settings') return jsonResponse(200, { data: settings });
    if (url === '/api/teams' && method === 'GET') return jsonResponse(200, { data: teams });
    if (url === '/api/countries') return jsonResponse(200, { data: [{ code: 'FO', name: { fo: 'Føroyar', en: 'Faroe Islands' }, phone_code: '+298' }] });
    return jsonResponse(404, { error: { code: 'route_not_found', message: 'x' } });
  });
  return seen;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderApp(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Toaster />
      <LocationProbe />
    </>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  setConfig(defaultConfig);
});

afterEach(() => {
  act(() => clearToasts());
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('routing and layout', () => {
  it('sends a signed-out visit to / to the login page', async () => {
    serve(null);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rita inn' })).not.toBeNull();
    expect(location()).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Høvuðsvalmynd' })).toBeNull();
  });

  it('shows the 404 page for an unknown path, without the main layout', async () => {
    serve(null);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404: Síðan finnist ikki' })).not.toBeNull();
  });

  it('shows the signed-in layout with the title in the header and the profile', async () => {
    setAccessToken('token');
    serve(baseUser);
    renderApp('/my-user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mín brúkari' })).not.toBeNull();
    expect(await screen.findByText('jogvan@example.fo', { selector: 'dd span' })).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Høvuðsvalmynd' });
    for (const item of ['Økisnøvn', 'Gjaldshættir', 'Kvittanir', 'Flyt økisnavn', 'Mín brúkari']) {
      expect(within(nav).getByRole('link', { name: item })).not.toBeNull();
    }
    expect(within(nav).queryByRole('link', { name: 'Umsiting' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Umsit toymið' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Rita út' })).not.toBeNull();
    const guides = await within(nav).findByRole('link', { name: /Vegleiðingar/ });
    expect(guides.getAttribute('href')).toBe('https://example.fo/hjalp');
    expect(guides.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /Privatlívspolitikkur/ }).getAttribute('href')).toBe('https://example.fo/privatliv');
    expect(screen.getByRole('button', { name: 'Fráboðanir' })).not.toBeNull();
    // No teams and no shared domains: no scope selector.
    expect(screen.queryByRole('button', { name: /Vís økisnøvn hjá/ })).toBeNull();
  });

  it('shows Administration to admins and the scope selector to users with shared domains', async () => {
    setAccessToken('token');
    serve({ ...baseUser, is_admin: true, has_shared_domains: true });
    renderApp('/my-user');
    const nav = await screen.findByRole('navigation', { name: 'Høvuðsvalmynd' });
    expect(within(nav).getByRole('link', { name: 'Umsiting' })).not.toBeNull();
    const selector = await screen.findByRole('button', { name: /Vís økisnøvn hjá/ });
    fireEvent.click(selector);
    const listbox = screen.getByRole('listbox');
    // Shared domains is listed for every user the selector is shown to, with shared domains or not (spec §2).
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Míni økisnøvn', 'Deild økisnøvn']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Deild økisnøvn' }));
    await waitFor(() => expect(location()).toBe('/domains/shared'));
    expect(JSON.parse(sessionStorage.getItem('okisnavn.context') ?? '{}')).toMatchObject({ value: { type: 'shared' } });
    // The shared scope hides payment methods and move domain.
    expect(within(nav).queryByRole('link', { name: 'Gjaldshættir' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Flyt økisnavn' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Kvittanir' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Deild økisnøvn' })).not.toBeNull();
  });

  it('lists the user’s teams in the scope selector; choosing one goes to its domains, with the owner’s items for owners only', async () => {
    setAccessToken('token');
    const team = (id: string, name: string, owned: boolean) => ({ id, name, is_owned_by_current_user: owned, members: [] });
    serve(baseUser, [team('t-own', 'Hansen & Synir', true), team('t-member', 'Húsfelagið', false)]);
    renderApp('/my-user');
    const nav = await screen.findByRole('navigation', { name: 'Høvuðsvalmynd' });
    fireEvent.click(await screen.findByRole('button', { name: /Vís økisnøvn hjá/ }));
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Míni økisnøvn', 'Deild økisnøvn', 'Hansen & Synir', 'Húsfelagið']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Hansen & Synir' }));
    await waitFor(() => expect(location()).toBe('/teams/t-own/domains'));
    expect(JSON.parse(sessionStorage.getItem('okisnavn.context') ?? '{}')).toMatchObject({ value: { type: 'team', teamId: 't-own' } });
    expect(within(nav).getByRole('link', { name: 'Umsit toymið' }).getAttribute('href')).toBe('/teams/t-own');
    expect(within(nav).getByRole('link', { name: 'Gjaldshættir' }).getAttribute('href')).toBe('/teams/t-own/payment-methods');
    expect(within(nav).getByRole('link', { name: 'Kvittanir' }).getAttribute('href')).toBe('/teams/t-own/receipts');

    fireEvent.click(screen.getByRole('button', { name: /Vís økisnøvn hjá/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Húsfelagið' }));
    await waitFor(() => expect(location()).toBe('/teams/t-member/domains'));
    // A member who is not an owner: no payment methods, team management or move domain.
    expect(within(nav).queryByRole('link', { name: 'Umsit toymið' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Gjaldshættir' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Flyt økisnavn' })).toBeNull();
    // The team's receipts are every member's.
    expect(within(nav).getByRole('link', { name: 'Kvittanir' }).getAttribute('href')).toBe('/teams/t-member/receipts');
  });

  it('falls back to my domains when the selected team is gone', async () => {
    setAccessToken('token');
    sessionStorage.setItem('okisnavn.context', JSON.stringify({ value: { type: 'team', teamId: 't-gone' }, expiresAt: null }));
    serve(baseUser, [{ id: 't-other', name: 'Húsfelagið', is_owned_by_current_user: true, members: [] }]);
    renderApp('/my-user');
    await waitFor(() => expect(sessionStorage.getItem('okisnavn.context')).toBeNull());
    expect(screen.getByRole('button', { name: /Vís økisnøvn hjá/ }).textContent).toContain('Míni økisnøvn');
  });

  it('hides the bell for unverified users and keeps them on domains', async () => {
    setAccessToken('token');
    serve({ ...baseUser, is_email_verified: false, unread_notifications_count: 4 });
    renderApp('/my-user');
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Økisnøvn' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Fráboðanir/ })).toBeNull();
  });

  it('sends a signed-in user away from login to domains', async () => {
    setAccessToken('token');
    serve(baseUser);
    renderApp('/login');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('opens the notifications panel from the bell with the unread badge', async () => {
    setAccessToken('token');
    const seen = serve({ ...baseUser, unread_notifications_count: 12 });
    renderApp('/');
    const bell = await screen.findByRole('button', { name: 'Fráboðanir, 12 ólisnar' });
    expect(within(bell).getByText('9+')).not.toBeNull();
    fireEvent.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Fráboðanir' });
    // The list loads when the panel opens (here the server has none).
    expect(await within(panel).findByText('Tú hevur ongar fráboðanir í løtuni')).not.toBeNull();
    expect(seen.some((request) => request.url === '/api/users/me/notifications?page=1&per_page=10')).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(bell.getAttribute('aria-expanded')).toBe('false'));
  });

  it('has a back button to domains on a domain page', async () => {
    setAccessToken('token');
    serve(baseUser);
    renderApp('/domains/abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Aftur' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('stores search domains and invitations from the URL', async () => {
    serve(null);
    renderApp('/teams/t1/invites/i1/accept');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(JSON.parse(sessionStorage.getItem('okisnavn.invitation') ?? '{}')).toMatchObject({ value: { type: 'team', id: 't1', inviteId: 'i1' } });
    cleanup();
    setAccessToken('token');
    serve(baseUser);
    renderApp('/search-domain?domains=Test,ok.FO');
    await screen.findByRole('heading', { level: 1, name: 'Skráset økisnavn' });
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('okisnavn.search_domains') ?? '{}')).toMatchObject({ value: 'test.fo,ok.fo' }));
  });

  it('logs out: clears the token and the session, then goes to login', async () => {
    setAccessToken('token');
    sessionStorage.setItem('okisnavn.invitation', JSON.stringify({ value: {}, expiresAt: null }));
    serve(baseUser);
    renderApp('/my-user');
    fireEvent.click(await screen.findByRole('button', { name: 'Rita út' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('okisnavn.access_token')).toBeNull();
    expect(sessionStorage.getItem('okisnavn.invitation')).toBeNull();
  });
});

describe('language', () => {
  it('follows the language saved on the user', async () => {
    setAccessToken('token');
    serve({ ...baseUser, language: 'en' });
    renderApp('/my-user');
    expect(await screen.findByRole('heading', { level: 1, name: 'My user' })).not.toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('okisnavn.locale')).toBe('en');
    await act(() => i18n.changeLanguage('fo'));
  });

  it('saves the current locale to a user without a language', async () => {
    setAccessToken('token');
    const seen = serve({ ...baseUser, language: null });
    renderApp('/my-user');
    await waitFor(() => expect(seen.some((call) => call.method === 'PATCH')).toBe(true));
    expect(seen.find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/users/me/language', body: { language: 'fo' } });
  });

  it('saves a switch in the sidebar (here on /my-user) to the server and sends the new Accept-Language', async () => {
    setAccessToken('token');
    const seen = serve(baseUser);
    renderApp('/my-user');
    const english = await screen.findByRole('radio', { name: 'English' });
    fireEvent.click(english);
    expect(await screen.findByRole('heading', { level: 1, name: 'My user' })).not.toBeNull();
    await waitFor(() => expect(seen.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = seen.find((call) => call.method === 'PATCH');
    expect(patch).toMatchObject({ body: { language: 'en' } });
    expect(patch?.headers['Accept-Language']).toBe('en');
    expect(await screen.findByText('Language saved.')).not.toBeNull();
    await act(() => i18n.changeLanguage('fo'));
  });
});
