import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '#shared/schemas/orders.ts';
import { setAccessToken } from '../lib/access-token';
import { defaultConfig, setConfig } from '../lib/config';
import { makeOrder } from '../testing/orders';
import { jsonResponse, renderWithProviders } from '../testing/render';
import PurchaseFailurePage from './purchase-failure';
import PurchaseSuccessPage from './purchase-success';

/** `GET /api/orders/{id}` answers the next entry of `answers` each time (the last one repeats). */
function serveOrder(answers: (Order | 'missing')[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
    if (answer === 'missing' || url !== `/api/orders/${answer.id}`) return jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
    return jsonResponse(200, { data: answer });
  });
  return asked;
}

const status = () => screen.getByTestId('purchase-status');

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('purchase success page', () => {
  it("a team's purchase links to the team's domain, domains and receipts, not the buyer's own", async () => {
    const teamId = '0b9c7a4e-5f7e-4a53-9d2b-3c1f2a8e6d10';
    serveOrder([{ ...makeOrder({ status: 'registered' }, [{ domain: 'felags.fo', status: 'registered', domain_id: 'd7' }]), team_id: teamId }]);
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=order-1', locale: 'en' });

    expect((await screen.findByRole('link', { name: 'felags.fo' })).getAttribute('href')).toBe(`/teams/${teamId}/domains/d7`);
    expect(screen.getByRole('link', { name: 'Go to your domains' }).getAttribute('href')).toBe(`/teams/${teamId}/domains`);
    expect(screen.getByRole('link', { name: 'See receipts' }).getAttribute('href')).toBe(`/teams/${teamId}/receipts`);
  });

  it('waits for the payment, then registering, then thanks with links to the domains', async () => {
    const items = [{ domain: 'mitt-navn.fo' }, { domain: 'annad.fo' }];
    const asked = serveOrder([
      makeOrder({ status: 'pending' }, items),
      makeOrder({ status: 'paid' }, items),
      makeOrder({ status: 'registered' }, [
        { domain: 'mitt-navn.fo', status: 'registered', domain_id: 'd1' },
        { domain: 'annad.fo', status: 'registered', domain_id: 'd2' },
      ]),
    ]);
    sessionStorage.setItem('okisnavn.checkout', JSON.stringify({ value: { key: 'key-12345', domains: ['a.fo'], years: 1 }, expiresAt: null }));
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=order-1', locale: 'en' });

    expect((await screen.findByTestId('purchase-waiting')).textContent).toBe('Waiting for the payment confirmation…');
    expect(status().dataset.status).toBe('pending');
    expect(sessionStorage.getItem('okisnavn.checkout')).toBeNull();

    await waitFor(() => expect(status().dataset.status).toBe('paid'), { timeout: 3000 });
    expect(screen.getByTestId('purchase-waiting').textContent).toBe('Payment received. Registering your domains…');

    await waitFor(() => expect(status().dataset.status).toBe('registered'), { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'mitt-navn.fo' }).getAttribute('href')).toBe('/domains/d1');
    expect(screen.getByRole('link', { name: 'annad.fo' }).getAttribute('href')).toBe('/domains/d2');
    expect(asked.every((url) => url === '/api/orders/order-1')).toBe(true);

    // Registered is final: no more polling.
    const count = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(asked.length).toBe(count);
  }, 10_000);

  it('explains a refund with the reason and the amount (fo)', async () => {
    serveOrder([makeOrder({ status: 'refunded', refunded_amount: 12500 }, [{ domain: 'upptikid.fo', status: 'refunded', failure_reason: 'domain_unavailable' }])]);
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=order-1', locale: 'fo' });
    await waitFor(() => expect(status().dataset.status).toBe('refunded'));
    const refunded = screen.getByTestId('purchase-refunded');
    expect(refunded.querySelector('[data-item-domain="upptikid.fo"]')!.textContent).toContain('Økisnavnið er ikki tøkt.');
    expect(screen.getByTestId('purchase-refunded-amount').textContent).toBe('125,00 kr. er goldið aftur til tín.');
  });

  it('names a renewal the registry refused as the spec says: "Failed to renew the domain." (en and fo)', async () => {
    for (const [locale, heading] of [
      ['en', 'Failed to renew the domain.'],
      ['fo', 'Tað miseydnaðist at endurnýggja økisnavnið.'],
    ] as const) {
      serveOrder([
        makeOrder({ kind: 'renewal', status: 'refunded', refunded_amount: 12500 }, [{ domain: 'mitt-navn.fo', status: 'refunded', failure_reason: 'registry_rejected' }]),
      ]);
      renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=order-1', locale });
      expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(heading);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('asks the buyer to go back and try again when the order cannot be read for no reason of theirs', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(503, { error: { code: 'internal', message: 'x' } }));
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=order-1', locale: 'en' });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please go back and try again.');
    expect(screen.getByTestId('purchase-back-to-search').getAttribute('href')).toBe('/search-domain');
  });

  it("shows an administrator's refund of a registered order as refunded, with the amount and the credit note under Receipts, not as names that could not be registered", async () => {
    const creditNote = { number: '000014', credits_receipt_number: '000012', issued_at: '2026-03-09T10:30:00.000Z', net: -10000, vat: -2500, total: -12500 };
    serveOrder([makeOrder({ status: 'refunded', refunded_amount: 12500, credit_note: creditNote }, [{ domain: 'endurgoldid.fo', status: 'registered', domain_id: 'd5' }])]);
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=order-1', locale: 'fo' });
    await waitFor(() => expect(status().dataset.status).toBe('refunded'));
    expect(screen.getByRole('heading', { name: 'Keypið er endurgoldið' })).toBeTruthy();
    expect(screen.getByTestId('purchase-refunded-by-admin').textContent).toBe('125,00 kr. er goldið aftur fyri hesi økisnøvn. Kreditnotan er undir Kvittanir.');
    expect(status().querySelector('[data-item-domain="endurgoldid.fo"]')).toBeTruthy();
    expect(screen.queryByTestId('purchase-refunded')).toBeNull();
    expect(screen.getByRole('link', { name: 'Vís kvittanir' }).getAttribute('href')).toBe('/receipts');
    cleanup();
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=order-1', locale: 'en' });
    expect((await screen.findByTestId('purchase-refunded-by-admin')).textContent).toBe('DKK 125.00 was refunded for these domains. The credit note is under Receipts.');
  });

  it('shows names registered and names refunded in a partly refunded order', async () => {
    serveOrder([
      makeOrder({ status: 'registered', refunded_amount: 12500 }, [
        { domain: 'fekk.fo', status: 'registered', domain_id: 'd9' },
        { domain: 'misti.fo', status: 'refunded', failure_reason: 'registry_rejected' },
      ]),
    ]);
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=order-1', locale: 'en' });
    await waitFor(() => expect(status().dataset.status).toBe('registered'));
    expect(within(screen.getByTestId('purchase-registered')).getByRole('link', { name: 'fekk.fo' })).toBeTruthy();
    expect(screen.getByTestId('purchase-refunded').textContent).toContain('misti.fo');
    expect(screen.getByTestId('purchase-refunded').textContent).toContain('The registry refused the domain.');
    expect(screen.getByTestId('purchase-refunded-amount').textContent).toBe('DKK 125.00 has been refunded to you.');
  });

  it('shows the payment failure with a way to try again', async () => {
    serveOrder([makeOrder({ status: 'expired', failure_reason: 'payment_expired', checkout_url: null }, [{ domain: 'a.fo' }, { domain: 'b.fo' }])]);
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=order-1', locale: 'en' });
    expect((await screen.findByTestId('purchase-failure-reason')).textContent).toBe(
      'The payment was not made in time, so the order has expired. Nothing was charged to your card.',
    );
    expect(screen.getByTestId('purchase-try-again').getAttribute('href')).toBe('/search-domain?domains=a.fo%2Cb.fo');
  });

  it('a payment that did not match the order: shown as failed with why, not as a purchase', async () => {
    serveOrder([makeOrder({ status: 'payment_mismatch', failure_reason: 'payment_mismatch', checkout_url: null, refunded_amount: 1 }, [{ domain: 'a.fo' }])]);
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=order-1', locale: 'en' });
    expect((await screen.findByTestId('purchase-failure-reason')).textContent).toBe(
      "The payment did not match the order's amount. Nothing was registered, and the payment is refunded.",
    );
    expect(screen.getByTestId('purchase-status').dataset.status).toBe('payment_mismatch');
    expect(screen.queryByTestId('purchase-registered')).toBeNull();
  });

  it('says the order is unknown, with a link back to the search', async () => {
    serveOrder(['missing']);
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=nope', locale: 'en' });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find the order.');
    expect(screen.getByRole('link', { name: 'Back to the search' }).getAttribute('href')).toBe('/search-domain');
  });

  it('says so without an order id, asking nothing', async () => {
    const asked = serveOrder(['missing']);
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success', locale: 'fo' });
    expect((await screen.findByRole('alert')).textContent).toBe('Vit funnu ikki bíleggingina.');
    expect(asked).toEqual([]);
  });
});

describe('purchase failure page', () => {
  it('shows "Payment failed." with the names and Try again to the search', async () => {
    serveOrder([makeOrder({ status: 'failed', failure_reason: 'payment_failed', checkout_url: null }, [{ domain: 'mitt-navn.fo' }])]);
    renderWithProviders(<PurchaseFailurePage />, { route: '/purchase-failure?order=order-1', locale: 'en' });
    expect((await screen.findByTestId('purchase-failure-reason')).textContent).toBe('Payment failed.');
    expect(screen.getByRole('list', { name: 'Domains in the order' }).textContent).toContain('mitt-navn.fo');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/search-domain?domains=mitt-navn.fo');
  });

  it('keeps polling a pending (cancelled) order and says when the payment went through after all', async () => {
    serveOrder([makeOrder({ status: 'pending' }), makeOrder({ status: 'paid', checkout_url: null })]);
    renderWithProviders(<PurchaseFailurePage />, { route: '/purchase-failure?order=order-1', locale: 'en' });
    expect((await screen.findByTestId('purchase-failure-reason')).textContent).toBe('You cancelled the payment. Nothing was charged to your card.');
    await waitFor(() => expect(screen.getByTestId('purchase-paid-after-all')).toBeTruthy(), { timeout: 3000 });
    expect(screen.getByRole('link', { name: 'See the result of the purchase' }).getAttribute('href')).toBe('/purchase-success?order=order-1');
  });

  it('back from the payment page unpaid: says the payment was cancelled and nothing was charged, with Try again (fo and en)', async () => {
    serveOrder([makeOrder({ status: 'pending' }, [{ domain: 'mitt-navn.fo' }])]);
    renderWithProviders(<PurchaseFailurePage />, { route: '/purchase-failure?order=order-1', locale: 'fo' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Gjaldið varð avlýst');
    expect(screen.getByTestId('purchase-failure-reason').textContent).toBe('Tú avlýsti gjaldið. Einki er tikið av kortinum.');
    expect(screen.getByTestId('purchase-outcome').dataset.outcome).toBe('cancelled');
    expect(screen.getByRole('link', { name: 'Royn aftur' }).getAttribute('href')).toBe('/search-domain?domains=mitt-navn.fo');
    cleanup();
    renderWithProviders(<PurchaseFailurePage />, { route: '/purchase-failure?order=order-1', locale: 'en' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('The payment was cancelled');
  });

  it('a pending order is cancelled as the page opens (POST /orders/{id}/cancel, once) and shows as cancelled', async () => {
    const posts: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST') {
        posts.push(url);
        return jsonResponse(200, { data: makeOrder({ status: 'cancelled', checkout_url: null }, [{ domain: 'mitt-navn.fo' }]) });
      }
      return jsonResponse(200, { data: makeOrder({ status: posts.length > 0 ? 'cancelled' : 'pending' }, [{ domain: 'mitt-navn.fo' }]) });
    });
    renderWithProviders(<PurchaseFailurePage />, { route: '/purchase-failure?order=order-1', locale: 'en' });
    await waitFor(() => expect(status().dataset.status).toBe('cancelled'));
    expect(posts).toEqual(['/api/orders/order-1/cancel']);
    expect(screen.getByTestId('purchase-outcome').dataset.outcome).toBe('cancelled');
    expect(screen.getByTestId('purchase-failure-reason').textContent).toBe('You cancelled the payment. Nothing was charged to your card.');
  });

  it('a paid order refunded since says what was refunded, not that the payment went through after all', async () => {
    serveOrder([
      makeOrder({ status: 'refunded', refunded_amount: 12_500, checkout_url: null }, [{ domain: 'mitt-navn.fo', status: 'refunded', failure_reason: 'registry_rejected' }]),
    ]);
    renderWithProviders(<PurchaseFailurePage />, { route: '/purchase-failure?order=order-1', locale: 'en' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('The domains could not be registered');
    expect(screen.getByTestId('purchase-refunded-amount').textContent).toBe('DKK 125.00 has been refunded to you.');
    expect(screen.queryByTestId('purchase-paid-after-all')).toBeNull();
  });

  it('a declined card: says the card was declined, not that the payment failed (fo and en)', async () => {
    serveOrder([makeOrder({ status: 'failed', failure_reason: 'card_declined', checkout_url: null }, [{ domain: 'mitt-navn.fo' }])]);
    renderWithProviders(<PurchaseFailurePage />, { route: '/purchase-failure?order=order-1', locale: 'en' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('The card was declined');
    expect(screen.getByTestId('purchase-failure-reason').textContent).toBe('Nothing was charged to your card. You can try again with another card.');
    expect(screen.getByTestId('purchase-outcome').dataset.outcome).toBe('declined');
    cleanup();
    renderWithProviders(<PurchaseFailurePage />, { route: '/purchase-failure?order=order-1', locale: 'fo' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Kortið varð avvíst');
  });

  it('an expired order: says the checkout expired, on the failure and the success page (fo and en)', async () => {
    serveOrder([makeOrder({ status: 'expired', failure_reason: 'payment_expired', checkout_url: null }, [{ domain: 'mitt-navn.fo' }])]);
    renderWithProviders(<PurchaseFailurePage />, { route: '/purchase-failure?order=order-1', locale: 'en' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('The checkout expired');
    expect(screen.getByTestId('purchase-failure-reason').textContent).toBe('The payment was not made in time, so the order has expired. Nothing was charged to your card.');
    expect(status().dataset.status).toBe('expired');
    cleanup();
    renderWithProviders(<PurchaseSuccessPage />, { route: '/purchase-success?order=order-1', locale: 'fo' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Gjaldið gekk út');
    expect(screen.getByTestId('purchase-outcome').dataset.outcome).toBe('expired');
  });
});
