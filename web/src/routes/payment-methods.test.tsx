import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentCard } from '#shared/schemas/payment-cards.ts';
import { ModalHost } from '../components/ui/modal/modal-host';
import { closeAllModals } from '../components/ui/modal/modal-store';
import { Toaster } from '../components/ui/toasts/toaster';
import { clearToasts } from '../components/ui/toasts/toast-store';
import { setAccessToken } from '../lib/access-token';
import { defaultConfig, setConfig } from '../lib/config';
import { paymentPage } from '../lib/payment-page';
import { Route, Routes } from 'react-router';
import { jsonResponse, renderWithProviders } from '../testing/render';
import PaymentMethodsPage from './payment-methods';

const card = (overrides: Partial<PaymentCard> = {}): PaymentCard => ({
  id: 'c1',
  team_id: null,
  name: '',
  brand: 'visa',
  last4: '4242',
  expiration_month: 11,
  expiration_year: 2039,
  expiry_status: 'valid',
  domains: [],
  created_at: '2026-03-05T12:00:00.000Z',
  ...overrides,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function serve(cards: PaymentCard[], answers: { delete?: Response; create?: Response } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/users/me/payment-cards') return jsonResponse(200, { data: cards });
    if (url === '/api/payment-cards' && method === 'POST')
      return answers.create ?? jsonResponse(201, { data: { checkout_url: 'http://pay.example/cs_1', expires_at: '2026-03-05T13:00:00.000Z' } });
    if (method === 'DELETE') return answers.delete ?? new Response(null, { status: 204 });
    return jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
  });
  return calls;
}

const page = (locale: 'fo' | 'en' = 'fo', route = '/payment-methods') =>
  renderWithProviders(
    <>
      <PaymentMethodsPage />
      <ModalHost />
      <Toaster />
    </>,
    { locale, route },
  );

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token-7');
});

afterEach(() => {
  act(() => {
    clearToasts();
    closeAllModals();
  });
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('payment methods page', () => {
  it('lists each card: brand and last 4 digits, expiry (expired and soon-expiring marked), nickname, the domains using it', async () => {
    serve([
      card({ name: 'Húskortið', domains: [{ id: 'd1', name: 'mitt-navn.fo' }] }),
      card({ id: 'c2', last4: '3184', expiration_month: 12, expiration_year: 2026, expiry_status: 'expiring_soon' }),
      card({ id: 'c3', brand: 'mastercard', last4: '4444', expiration_month: 1, expiration_year: 2026, expiry_status: 'expired' }),
    ]);
    page('fo');
    const rows = await screen.findAllByTestId('payment-card-row');
    expect(rows.map((row) => row.dataset.card)).toEqual(['c1', 'c2', 'c3']);
    expect(rows[0]!.textContent).toContain('Visa •••• 4242');
    expect(rows[0]!.textContent).toContain('11/2039');
    expect(rows[0]!.textContent).toContain('Húskortið');
    expect(within(rows[0]!).getByRole('link', { name: 'mitt-navn.fo' }).getAttribute('href')).toBe('/domains/d1');
    expect(within(rows[0]!).queryByTestId('card-expiry-badge')).toBeNull();
    expect(rows[1]!.textContent).toContain('Eingi økisnøvn');
    expect(within(rows[1]!).getByTestId('card-expiry-badge').textContent).toBe('Gongur skjótt út');
    expect(rows[2]!.textContent).toContain('Mastercard •••• 4444');
    expect(within(rows[2]!).getByTestId('card-expiry-badge').textContent).toBe('Útgingið');
  });

  it('says when there are no cards; "Add a card" goes to the provider’s page for a personal card', async () => {
    const calls = serve([]);
    const go = vi.spyOn(paymentPage, 'go').mockImplementation(() => undefined);
    page('en');
    expect((await screen.findByTestId('payment-cards-empty')).textContent).toBe('You have no saved payment cards yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://pay.example/cs_1'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/payment-cards', body: { team_id: null } });
  });

  it('back from the provider, says the card is on its way', async () => {
    serve([]);
    page('en', '/payment-methods?card_setup=cs_1');
    expect((await screen.findByTestId('payment-card-returned')).textContent).toContain('Back from the payment provider');
  });

  it('deleting a card a domain uses is refused with the spec’s message', async () => {
    const calls = serve([card({ domains: [{ id: 'd1', name: 'mitt-navn.fo' }] })], {
      delete: jsonResponse(409, { error: { code: 'payment_card_in_use', message: 'A payment method cannot be deleted while other domains use it.' } }),
    });
    page('en');
    const [row] = await screen.findAllByTestId('payment-card-row');
    fireEvent.click(within(row!).getByRole('button', { name: 'Delete Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Visa •••• 4242 is deleted here and with the payment provider.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('A payment method cannot be deleted while other domains use it.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/payment-cards/c1');
  });
});

describe('a team’s payment methods', () => {
  const team = (owned: boolean) => ({
    id: 't1',
    name: 'Húsfelagið',
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
  const serveTeam = (owned: boolean, cards: PaymentCard[]) => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/teams') return jsonResponse(200, { data: [team(owned)] });
      if (url === '/api/teams/t1/payment-cards') return jsonResponse(200, { data: cards });
      return jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
    });
    return calls;
  };
  const teamPage = (locale: 'fo' | 'en') =>
    renderWithProviders(
      <Routes>
        <Route path="/teams/:teamId/payment-methods" element={<PaymentMethodsPage />} />
      </Routes>,
      { locale, route: '/teams/t1/payment-methods' },
    );

  it('tells a member, in both languages, that only the team’s owners manage its cards, and offers no "Add a card"', async () => {
    serveTeam(false, [card({ team_id: 't1' })]);
    teamPage('en');
    const state = await screen.findByTestId('payment-cards-owners-only');
    expect(state.textContent).toContain('Only the team’s owners can manage its payment cards');
    expect(state.textContent).toContain('Ask an owner of Húsfelagið to add or change a card.');
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
    expect(screen.queryByTestId('payment-card-row')).toBeNull();
    cleanup();
    teamPage('fo');
    expect((await screen.findByTestId('payment-cards-owners-only')).textContent).toContain('Bert eigarar toymisins kunnu umsita gjaldskort tess');
    expect(screen.queryByRole('button', { name: 'Legg kort afturat' })).toBeNull();
  });

  it('names the team to its owner when it has no cards, and adds a card for the team', async () => {
    serveTeam(true, []);
    teamPage('en');
    expect((await screen.findByTestId('payment-cards-empty')).textContent).toBe('Húsfelagið has no saved payment cards yet.');
    expect(screen.getByRole('region', { name: 'The payment cards of Húsfelagið' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeTruthy();
  });
});
