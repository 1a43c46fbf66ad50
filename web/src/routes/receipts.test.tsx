import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '#shared/schemas/orders.ts';
import { Toaster } from '../components/ui/toasts/toaster';
import { clearToasts } from '../components/ui/toasts/toast-store';
import { setAccessToken } from '../lib/access-token';
import { defaultConfig, setConfig } from '../lib/config';
import { makeOrder } from '../testing/orders';
import { jsonResponse, renderWithProviders } from '../testing/render';
import ReceiptsPage from './receipts';

interface Seen {
  url: string;
  headers: Record<string, string>;
}

function serve(orders: Order[] | 'down', receipt: () => Response = () => pdf()) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    seen.push({ url, headers: (init.headers ?? {}) as Record<string, string> });
    if (url === '/api/orders') return orders === 'down' ? jsonResponse(500, { error: { code: 'internal', message: 'x' } }) : jsonResponse(200, { data: orders });
    if (/^\/api\/orders\/[^/]+\/(receipt|credit-note)\?/.test(url)) return receipt();
    return jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
  });
  return seen;
}

function pdf(filename = 'kvittan-2026-0001.pdf') {
  return new Response('%PDF-1.7', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"` },
  });
}

const registered = makeOrder({ id: 'o-2', status: 'registered', paid_at: '2026-03-05T14:05:00.000Z', refunded_amount: 12500, checkout_url: null }, [
  { domain: 'mitt-navn.fo', status: 'registered', domain_id: 'd1' },
  { domain: 'annad.fo', status: 'refunded', failure_reason: 'domain_unavailable' },
]);
const failed = makeOrder({ id: 'o-1', status: 'failed', failure_reason: 'payment_failed', checkout_url: null, created_at: '2026-03-04T09:00:00.000Z' }, [{ domain: 'royndi.fo' }]);

let clicked: { href: string; download: string }[];
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token-7');
  clicked = [];
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  act(() => clearToasts());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  localStorage.clear();
});

describe('receipts page', () => {
  it('lists the orders with date, names, amounts, status, reason and refund', async () => {
    serve([registered, failed]);
    renderWithProviders(<ReceiptsPage />, { locale: 'fo' });
    expect(screen.getByTestId('receipts-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('receipt-row');
    expect(rows.map((row) => row.dataset.order)).toEqual(['o-2', 'o-1']);
    const first = rows[0]!.textContent!;
    expect(first).toContain('05.03.2026 kl. 14:05');
    expect(first).toContain('mitt-navn.fo');
    expect(first).toContain('annad.fo');
    expect(first).toContain('250,00 kr.');
    expect(first).toContain('50,00 kr.');
    expect(first).toContain('Skrásett');
    expect(first).toContain('Økisnavnið er ikki tøkt.');
    expect(first).toContain('125,00 kr.');
    const second = rows[1]!.textContent!;
    expect(second).toContain('04.03.2026 kl. 09:00');
    expect(second).toContain('Miseydnaðist');
    expect(second).toContain('Gjaldið miseydnaðist.');
    // A failed order took no money: no receipt.
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: /^Tak niður kvittan/ })).toBeTruthy();
  });

  it('shows an expired order and a declined card each as such, with no receipt (fo and en)', async () => {
    const expired = makeOrder({ id: 'o-3', status: 'expired', failure_reason: 'payment_expired', checkout_url: null }, [{ domain: 'gloymt.fo' }]);
    const declined = makeOrder({ id: 'o-4', status: 'failed', failure_reason: 'card_declined', checkout_url: null }, [{ domain: 'avvist.fo' }]);
    serve([expired, declined]);
    renderWithProviders(<ReceiptsPage />, { locale: 'fo' });
    const [expiredRow, declinedRow] = await screen.findAllByTestId('receipt-row');
    expect(expiredRow!.dataset.status).toBe('expired');
    expect(expiredRow!.textContent).toContain('Gingin út');
    expect(expiredRow!.textContent).toContain('Gjaldið gekk út, áðrenn tað varð gjørt.');
    expect(expiredRow!.textContent).not.toContain('Bíðar eftir gjaldi');
    expect(declinedRow!.textContent).toContain('Kortið varð avvíst.');
    expect(within(expiredRow!).queryByRole('button')).toBeNull();
    cleanup();
    renderWithProviders(<ReceiptsPage />, { locale: 'en' });
    const [expiredEn, declinedEn] = await screen.findAllByTestId('receipt-row');
    expect(expiredEn!.textContent).toContain('Expired');
    expect(declinedEn!.textContent).toContain('The card was declined.');
  });

  it('downloads the receipt in the UI language with the bearer token', async () => {
    const seen = serve([registered]);
    renderWithProviders(<ReceiptsPage />, { locale: 'en' });
    const button = await screen.findByRole('button', { name: 'Download receipt: mitt-navn.fo, annad.fo, 05.03.2026 at 14:05' });
    fireEvent.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1));
    const call = seen.find((entry) => entry.url.includes('/receipt'))!;
    expect(call.url).toBe('/api/orders/o-2/receipt?language=en');
    expect(call.headers.Authorization).toBe('Bearer token-7');
    expect(call.headers.Accept).toContain('application/pdf');
    expect(clicked[0]).toEqual({ href: 'blob:receipt', download: 'kvittan-2026-0001.pdf' });
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('asks for the Faroese receipt in Faroese and names the file itself without a header', async () => {
    const seen = serve([registered], () => new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    renderWithProviders(<ReceiptsPage />, { locale: 'fo' });
    fireEvent.click(await screen.findByTestId('receipt-download-o-2'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(seen.find((entry) => entry.url.includes('/receipt'))!.url).toBe('/api/orders/o-2/receipt?language=fo');
    expect(clicked[0]!.download).toBe('kvittan-o-2.pdf');
  });

  it('says when the download fails', async () => {
    serve([registered], () => jsonResponse(404, { error: { code: 'not_found', message: 'x' } }));
    renderWithProviders(
      <>
        <ReceiptsPage />
        <Toaster />
      </>,
      { locale: 'en' },
    );
    fireEvent.click(await screen.findByTestId('receipt-download-o-2'));
    expect(await screen.findByText(/Could not download the receipt\./)).toBeTruthy();
    expect(clicked).toHaveLength(0);
  });

  it("lists an administrator's refund as a credit note after the receipt it credits: marked, negative, linked, its PDF downloadable (fo and en)", async () => {
    const refunded = makeOrder(
      {
        id: 'o-5',
        status: 'refunded',
        paid_at: '2026-03-05T14:05:00.000Z',
        refunded_amount: 12500,
        checkout_url: null,
        credit_note: { number: '000014', credits_receipt_number: '000012', issued_at: '2026-03-09T10:30:00.000Z', net: -10000, vat: -2500, total: -12500 },
      },
      [{ domain: 'endurgoldid.fo', status: 'registered', domain_id: 'd5' }],
    );
    const seen = serve([refunded, failed], () => pdf('kreditnota-000014.pdf'));
    renderWithProviders(<ReceiptsPage />, { locale: 'fo' });
    const notes = await screen.findAllByTestId('credit-note-row');
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note.dataset.creditNote).toBe('000014');
    // Right after the receipt it credits, before the next order.
    const rows = [...document.querySelectorAll('[data-testid="receipt-row"], [data-testid="credit-note-row"]')].map(
      (row) => `${row.getAttribute('data-testid')}:${row.getAttribute('data-order')}`,
    );
    expect(rows).toEqual(['receipt-row:o-5', 'credit-note-row:o-5', 'receipt-row:o-1']);
    expect(screen.getAllByTestId('receipt-row')[0]!.textContent).toContain('Goldið aftur');
    expect(note.textContent).toContain('09.03.2026 kl. 10:30');
    expect(note.textContent).toContain('endurgoldid.fo');
    expect(note.textContent).toContain('-125,00 kr.');
    expect(note.textContent).toContain('-25,00 kr.');
    expect(note.textContent).toContain('Kreditnota');
    const credits = within(note).getByRole('link', { name: 'Fyri kvittan nr. 000012' });
    expect(credits.getAttribute('href')).toBe('#receipt-o-5');
    expect(document.getElementById('receipt-o-5')?.getAttribute('data-testid')).toBe('receipt-row');
    fireEvent.click(within(note).getByRole('button', { name: 'Tak niður kreditnotu: endurgoldid.fo, 09.03.2026 kl. 10:30' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(seen.find((entry) => entry.url.includes('/credit-note'))!.url).toBe('/api/orders/o-5/credit-note?language=fo');
    expect(clicked[0]).toEqual({ href: 'blob:receipt', download: 'kreditnota-000014.pdf' });
    cleanup();
    renderWithProviders(<ReceiptsPage />, { locale: 'en' });
    const noteEn = (await screen.findAllByTestId('credit-note-row'))[0]!;
    expect(noteEn.textContent).toContain('Credit note');
    expect(noteEn.textContent).toContain('DKK -125.00');
    expect(within(noteEn).getByRole('link', { name: 'For receipt no. 000012' })).toBeTruthy();
    expect(within(noteEn).getByRole('button', { name: /^Download credit note: endurgoldid\.fo/ })).toBeTruthy();
  });

  it('offers no credit note PDF in the seconds before it is issued, and links the receipt above', async () => {
    const creditNote = { number: null, credits_receipt_number: null, issued_at: '2026-03-09T10:30:00.000Z', net: -10000, vat: -2500, total: -12500 };
    serve([makeOrder({ id: 'o-6', status: 'refunded', refunded_amount: 12500, checkout_url: null, credit_note: creditNote }, [{ domain: 'rett-nu.fo', status: 'registered' }])]);
    renderWithProviders(<ReceiptsPage />, { locale: 'fo' });
    const note = (await screen.findAllByTestId('credit-note-row'))[0]!;
    expect(note.textContent).toContain('-125,00 kr.');
    expect(within(note).getByRole('link', { name: 'Fyri kvittanina omanfyri' }).getAttribute('href')).toBe('#receipt-o-6');
    expect(within(note).queryByRole('button')).toBeNull();
  });

  it('shows the empty state', async () => {
    serve([]);
    renderWithProviders(<ReceiptsPage />, { locale: 'en' });
    expect((await screen.findByTestId('receipts-empty')).textContent).toBe('You have no receipts yet.');
  });

  it('shows the error state', async () => {
    serve('down');
    renderWithProviders(<ReceiptsPage />, { locale: 'en' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to retrieve receipts.');
  });
});
