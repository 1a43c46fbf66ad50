import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/schemas/users.ts';
import type { Team } from '#shared/schemas/teams.ts';
import { setAccessToken } from '../../lib/access-token';
import { defaultConfig, setConfig } from '../../lib/config';
import { getScope, setScope } from '../../lib/scope';
import { jsonResponse, renderWithProviders } from '../../testing/render';
import { Sidebar } from './sidebar';
import { currentUser } from '#web/testing/current-user.ts';

const user: CurrentUser = currentUser({ street: null, zip: null, city: null, is_phone_verified: true });

const team = (id: string, name: string, owned: boolean): Team => ({
  id,
  name,
  vat_number: null,
  street: null,
  zip: null,
  city: null,
  attention: null,
  country: null,
  is_owned_by_current_user: owned,
  members: [],
  invitations: [],
  created_at: '2026-01-01T00:00:00.000Z',
});

const settings = {
  url_for_help_page: { fo: 'https://hjalp.example.fo', en: 'https://help.example.fo' },
  url_for_privacy_policy: { fo: 'https://p.example.fo', en: 'https://p.example.fo' },
};

function serve(teams: Team[]) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/teams') return jsonResponse(200, { data: teams });
    if (url === '/api/settings') return jsonResponse(200, { data: settings });
    return jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
  });
}

const sidebar = (route: string, locale: 'fo' | 'en' = 'en') => renderWithProviders(<Sidebar user={user} onNavigate={() => undefined} />, { route, locale });

/** The scope selector's button shows the chosen scope's name. */
const shownScope = async () => (await screen.findByRole('button', { name: /Show domains for|Vís økisnøvn hjá/ })).textContent;

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token-7');
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the sidebar follows the address’s scope', () => {
  it('a team’s page opened in a new tab (nothing stored) shows the team and its owner’s menu, and keeps it as the chosen scope', async () => {
    serve([team('t1', 'Ein Toymi', true)]);
    sidebar('/teams/t1/domains');
    expect(await shownScope()).toBe('Ein Toymi');
    const menu = screen.getByRole('navigation');
    expect(within(menu).getByRole('link', { name: 'Manage the team' }).getAttribute('href')).toBe('/teams/t1');
    expect(within(menu).getByRole('link', { name: 'Payment methods' }).getAttribute('href')).toBe('/teams/t1/payment-methods');
    expect(within(menu).getByRole('link', { name: 'Domains' }).getAttribute('href')).toBe('/teams/t1/domains');
    await waitFor(() => expect(getScope()).toEqual({ type: 'team', teamId: 't1' }));
  });

  it('the address wins over the scope chosen before; a member sees no owner items', async () => {
    serve([team('t1', 'Ein Toymi', true), team('t2', 'Annað Toymi', false)]);
    setScope({ type: 'team', teamId: 't1' });
    sidebar('/teams/t2/receipts', 'fo');
    expect(await shownScope()).toBe('Annað Toymi');
    const menu = screen.getByRole('navigation');
    expect(within(menu).queryByRole('link', { name: 'Umsit toymið' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Gjaldshættir' })).toBeNull();
    await waitFor(() => expect(getScope()).toEqual({ type: 'team', teamId: 't2' }));
  });

  it('my own pages show my domains even when a team was chosen; a page of no scope keeps the chosen one', async () => {
    serve([team('t1', 'Ein Toymi', true)]);
    setScope({ type: 'team', teamId: 't1' });
    sidebar('/payment-methods');
    expect(await shownScope()).toBe('My domains');
    cleanup();
    setScope({ type: 'team', teamId: 't1' });
    sidebar('/my-user');
    expect(await shownScope()).toBe('Ein Toymi');
  });

  it('a team the user is not in shows my domains, with no team items', async () => {
    serve([team('t1', 'Ein Toymi', true)]);
    sidebar('/teams/someone-elses/domains');
    expect(await shownScope()).toBe('My domains');
    expect(within(screen.getByRole('navigation')).queryByRole('link', { name: 'Manage the team' })).toBeNull();
  });

  it('lists shared domains for a user with teams and no shared domains (spec §2)', async () => {
    serve([team('t1', 'Ein Toymi', true)]);
    sidebar('/');
    fireEvent.click(await screen.findByRole('button', { name: /Show domains for/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['My domains', 'Shared domains', 'Ein Toymi']);
  });
});
