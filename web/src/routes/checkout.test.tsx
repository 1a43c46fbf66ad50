import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainSearchResult } from '#shared/schemas/domains.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { paymentPage } from '../lib/payment-page';
import { setAccessToken } from '../lib/access-token';
import { defaultConfig, setConfig } from '../lib/config';
import { jsonResponse, renderWithProviders } from '../testing/render';
import SearchDomainPage from './search-domain';

const price = { net: 10000, vat: 2500, total: 12500 };
const settings = {
  url_for_terms: { fo: 'https://example.fo/treytir', en: 'https://example.fo/terms' },
  url_for_privacy_policy: { fo: 'https://example.fo/privatliv', en: 'https://example.fo/privacy' },
  url_for_help_page: { fo: 'https://example.fo/hjalp', en: 'https://example.fo/help' },
};

interface OrderCall {
  key: string | undefined;
  authorization: string | undefined;
  body: { domains: string[]; years: number; terms_accepted: boolean };
}

function pendingOrder(id: string, body: OrderCall['body']): Order {
  return {
    id,
    kind: 'registration',
    status: 'pending',
    items: body.domains.map((domain) => ({
      domain,
      years: body.years,
      unit_price: 10000,
      net: 10000 * body.years,
      vat: 2500 * body.years,
      total: 12500 * body.years,
      status: 'pending',
      domain_id: null,
      failure_reason: null,
    })),
    net: 0,
    vat: 0,
    vat_percent: 25,
    total: 0,
    refunded_amount: 0,
    credit_note: null,
    team_id: null,
    currency: 'DKK',
    failure_reason: null,
    checkout_url: `https://pay.example/checkout/${id}`,
    provider_order_id: null,
    provider_invoice_id: null,
    automatic_charge: null,
    created_at: '2026-03-05T12:00:00.000Z',
    paid_at: null,
    updated_at: '2026-03-05T12:00:00.000Z',
  };
}

type OrderAnswer = (call: OrderCall, index: number) => Response | Promise<Response>;

/**
 * A fake API: availability (`taken.fo` taken), settings, and `POST /orders` answered by
 * `answer`, which by default gives one pending order per Idempotency-Key (as the API does).
 */
function serve(answer?: OrderAnswer) {
  const orders: OrderCall[] = [];
  const byKey = new Map<string, Order>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (url.pathname === '/api/settings') return jsonResponse(200, { data: settings });
    if (url.pathname === '/api/domains/availability') {
      const data = url.searchParams
        .get('domains')!
        .split(',')
        .map((domain): DomainSearchResult => ({
          domain,
          status: domain === 'taken.fo' ? 'taken' : 'available',
          reason: null,
          suggestion: null,
          price_per_year: price,
          alternatives: [],
        }));
      return jsonResponse(200, { data });
    }
    if (url.pathname === '/api/orders' && method === 'POST') {
      const call: OrderCall = { key: headers['Idempotency-Key'], authorization: headers.Authorization, body: JSON.parse(String(init.body)) as OrderCall['body'] };
      orders.push(call);
      if (answer) return answer(call, orders.length - 1);
      const order = byKey.get(call.key!) ?? pendingOrder(`o${byKey.size + 1}`, call.body);
      byKey.set(call.key!, order);
      return jsonResponse(201, { data: order });
    }
    return jsonResponse(404, { error: { code: 'route_not_found', message: 'x' } });
  });
  return orders;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const renderPage = (route: string, locale: 'fo' | 'en' = 'en') =>
  renderWithProviders(
    <>
      <SearchDomainPage />
      <LocationProbe />
    </>,
    { route, locale },
  );

const continueButton = () => screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement;
const terms = () => screen.getByRole('checkbox', { name: /I have read and accept the terms/ });

let go: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token-1');
  go = vi.spyOn(paymentPage, 'go').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('checkout on the search page', () => {
  it('needs an available name, then the terms; says why while disabled', async () => {
    serve();
    renderPage('/search-domain?domains=one,taken');
    await screen.findByRole('checkbox', { name: 'Select one.fo' });
    expect(continueButton().disabled).toBe(true);
    expect(continueButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Select one or more available names to continue.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select one.fo' }));
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText('Accept the terms to continue.')).toBeTruthy();

    const link = await within(terms().parentElement!).findByRole('link', { name: 'terms' });
    expect(link.getAttribute('href')).toBe('https://example.fo/terms');
    expect(link.getAttribute('target')).toBe('_blank');

    fireEvent.click(terms());
    expect(continueButton().disabled).toBe(false);
    expect(continueButton().getAttribute('aria-describedby')).toBeNull();

    // Unticking the only name disables it again.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select one.fo' }));
    expect(continueButton().disabled).toBe(true);
  });

  it('links the Faroese terms in Faroese', async () => {
    serve();
    renderPage('/search-domain?domains=one', 'fo');
    const label = await screen.findByRole('checkbox', { name: /Eg havi lisið og góðtaki treytirnar/ });
    const link = await within(label.parentElement!).findByRole('link', { name: 'treytirnar' });
    expect(link.getAttribute('href')).toBe('https://example.fo/treytir');
    expect(screen.getByRole('button', { name: 'Halt fram til gjalding' })).toHaveProperty('disabled', true);
  });

  it('creates the order with an Idempotency-Key and goes to its payment page', async () => {
    const orders = serve();
    renderPage('/search-domain?domains=two,one');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select two.fo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select one.fo' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '3' } });
    fireEvent.click(terms());
    fireEvent.click(continueButton());
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.example/checkout/o1'));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toEqual({ domains: ['one.fo', 'two.fo'], years: 3, terms_accepted: true });
    expect(orders[0]!.key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(orders[0]!.authorization).toBe('Bearer token-1');
    // The attempt is kept with its key, and the button stays off while the browser leaves.
    expect(JSON.parse(sessionStorage.getItem('okisnavn.checkout')!).value).toEqual({ key: orders[0]!.key, domains: ['one.fo', 'two.fo'], years: 3 });
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText('Taking you to the payment page…')).toBeTruthy();
  });

  it('sends one order for a double click', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const orders = serve(async (call) => {
      await gate;
      return jsonResponse(201, { data: pendingOrder('o1', call.body) });
    });
    renderPage('/search-domain?domains=one');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select one.fo' }));
    fireEvent.click(terms());
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(continueButton().disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(orders).toHaveLength(1);
  });

  it('reuses the key after a network error, and makes a new one when the selection changes', async () => {
    const orders = serve((call, index) => {
      if (index === 0) throw new TypeError('Failed to fetch');
      return jsonResponse(201, { data: pendingOrder(`o${index}`, call.body) });
    });
    renderPage('/search-domain?domains=one,two');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select one.fo' }));
    fireEvent.click(terms());
    fireEvent.click(continueButton());
    expect((await screen.findByTestId('checkout-error')).textContent).toContain('The service is not available right now.');
    expect(continueButton().disabled).toBe(false);

    fireEvent.click(continueButton());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(orders).toHaveLength(2);
    expect(orders[1]!.key).toBe(orders[0]!.key);

    // Same selection again (a reload, the browser's back button): the same key.
    cleanup();
    renderPage('/search-domain?domains=one,two');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select one.fo' }));
    fireEvent.click(terms());
    fireEvent.click(continueButton());
    await waitFor(() => expect(orders).toHaveLength(3));
    expect(orders[2]!.key).toBe(orders[0]!.key);

    // Another name or another period: a new key.
    cleanup();
    renderPage('/search-domain?domains=one,two');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select one.fo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select two.fo' }));
    fireEvent.click(terms());
    fireEvent.click(continueButton());
    await waitFor(() => expect(orders).toHaveLength(4));
    expect(orders[3]!.key).not.toBe(orders[0]!.key);
    cleanup();
    renderPage('/search-domain?domains=one,two');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select one.fo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select two.fo' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '2' } });
    fireEvent.click(terms());
    fireEvent.click(continueButton());
    await waitFor(() => expect(orders).toHaveLength(5));
    expect(orders[4]!.key).not.toBe(orders[3]!.key);
    expect(orders[4]!.body.years).toBe(2);
  });

  it.each([
    ['failed', 'payment_failed'],
    ['expired', 'payment_expired'],
  ] as const)('starts a new attempt when the stored key belongs to a %s order', async (status, reason) => {
    const orders = serve((call, index) =>
      jsonResponse(201, {
        data: index === 0 ? { ...pendingOrder('old', call.body), status, checkout_url: null, failure_reason: reason } : pendingOrder('new', call.body),
      }),
    );
    renderPage('/search-domain?domains=one');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select one.fo' }));
    fireEvent.click(terms());
    fireEvent.click(continueButton());
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.example/checkout/new'));
    expect(orders).toHaveLength(2);
    expect(orders[1]!.key).not.toBe(orders[0]!.key);
  });

  it('shows "The domain is not available." next to a name the API refuses', async () => {
    serve(() => jsonResponse(409, { error: { code: 'domain_unavailable', message: 'The domain is not available.', fields: { 'domains.1': 'The domain is not available.' } } }));
    renderPage('/search-domain?domains=one,two');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select one.fo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select two.fo' }));
    fireEvent.click(terms());
    fireEvent.click(continueButton());
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('li[data-domain="two.fo"] [data-testid="domain-unavailable"]');
      if (!found) throw new Error('no message yet');
      return found;
    });
    expect(row.textContent).toBe('The domain is not available.');
    expect(document.querySelector('li[data-summary-domain="two.fo"]')!.textContent).toContain('The domain is not available.');
    expect(document.querySelector('li[data-summary-domain="one.fo"]')!.textContent).not.toContain('not available');
    expect(screen.getByTestId('checkout-error').textContent).toContain('Remove these names from your selection');
    expect(go).not.toHaveBeenCalled();
  });

  it('shows the API\u2019s field messages and points to the profile when the address is missing', async () => {
    serve(() =>
      jsonResponse(422, {
        error: { code: 'validation_failed', message: 'x', fields: { street: 'Please fill in your address.', city: 'Please fill in your address.' } },
      }),
    );
    renderPage('/search-domain?domains=one');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select one.fo' }));
    fireEvent.click(terms());
    fireEvent.click(continueButton());
    const error = await screen.findByTestId('checkout-error');
    expect(error.textContent).toContain('Some fields are not filled in correctly.');
    expect(
      within(error)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Please fill in your address.']);
    expect(within(error).getByRole('link', { name: 'Update your details under My user' }).getAttribute('href')).toBe('/my-user');
  });

  it('shows other errors as a form error', async () => {
    serve(() => jsonResponse(503, { error: { code: 'payment_provider_unavailable', message: 'x' } }));
    renderPage('/search-domain?domains=one', 'fo');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vel one.fo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Eg havi lisið/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Halt fram til gjalding' }));
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('Vit náddu ikki gjaldstænastuni. Royn aftur seinni.');
    expect(screen.getByTestId('location').textContent).toBe('/search-domain?domains=one');
  });
});
