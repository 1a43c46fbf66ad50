import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transfer } from '#shared/schemas/transfers.ts';
import { ModalHost } from '../components/ui/modal/modal-host';
import { closeAllModals } from '../components/ui/modal/modal-store';
import { Toaster } from '../components/ui/toasts/toaster';
import { clearToasts } from '../components/ui/toasts/toast-store';
import { defaultConfig, setConfig } from '../lib/config';
import { jsonResponse, renderWithProviders } from '../testing/render';
import TransferDomainPage from './transfer-domain';

const waiting: Transfer = {
  id: 't-2',
  domain: 'flyt-meg.fo',
  status: 'requested',
  cancel_reason: null,
  requested_at: '2026-03-05T14:05:00.000Z',
  auto_approval_at: '2026-03-10T14:05:00.000Z',
  approved_at: null,
  cancelled_at: null,
  domain_id: null,
  updated_at: '2026-03-05T14:05:00.000Z',
};
const approved: Transfer = {
  ...waiting,
  id: 't-1',
  domain: 'gamalt.fo',
  status: 'auto_approved',
  approved_at: '2026-02-06T09:00:00.000Z',
  domain_id: 'd-1',
  updated_at: '2026-02-06T09:00:00.000Z',
};
const rejected: Transfer = { ...waiting, id: 't-0', domain: 'nei.fo', status: 'cancelled', cancel_reason: 'rejected_by_holder', cancelled_at: '2026-01-02T10:00:00.000Z' };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake transfers API; `onGet` answers `GET /transfers/{id}` (the refresh of a waiting transfer). */
function serve(options: { list: Transfer[]; onGet?: (id: string) => Transfer; onPost?: (body: Record<string, string>) => Response; onCancel?: (id: string) => Response }) {
  const calls: Call[] = [];
  let list = options.list;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (method === 'GET' && path === '/transfers') return jsonResponse(200, { data: list });
    if (method === 'GET' && path === '/settings') return jsonResponse(200, { data: { price_per_year: 10000, vat_percent: 25, currency: 'DKK' } });
    const single = /^\/transfers\/([^/]+)$/.exec(path);
    if (method === 'GET' && single) return jsonResponse(200, { data: options.onGet?.(single[1]!) ?? list.find((transfer) => transfer.id === single[1]) });
    if (method === 'POST' && path === '/transfers') {
      const answer = options.onPost?.(body) ?? jsonResponse(201, { data: { ...waiting, id: 't-new', domain: body.domain } });
      if (answer.status === 201) list = [{ ...waiting, id: 't-new', domain: body.domain }, ...list];
      return answer;
    }
    const cancel = /^\/transfers\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const answer =
        options.onCancel?.(cancel[1]!) ??
        jsonResponse(200, {
          data: {
            ...list.find((transfer) => transfer.id === cancel[1]),
            status: 'cancelled',
            cancel_reason: 'cancelled_by_user',
            cancelled_at: '2026-03-06T10:00:00.000Z',
            updated_at: '2026-03-06T10:00:00.000Z',
          },
        });
      if (answer.status === 200)
        list = list.map((transfer) =>
          transfer.id === cancel[1] ? { ...transfer, status: 'cancelled', cancel_reason: 'cancelled_by_user', updated_at: '2026-03-06T10:00:00.000Z' } : transfer,
        );
      return answer;
    }
    return jsonResponse(404, { error: { code: 'route_not_found', message: 'x' } });
  });
  return calls;
}

const renderPage = (locale: 'fo' | 'en' = 'en') =>
  renderWithProviders(
    <>
      <TransferDomainPage />
      <ModalHost />
      <Toaster />
    </>,
    { route: '/transfer-domain', locale },
  );
const row = (domain: string) => document.querySelector<HTMLElement>(`tr[data-domain="${domain}"]`)!;

beforeEach(() => setConfig(defaultConfig));
afterEach(() => {
  act(() => {
    clearToasts();
    closeAllModals();
  });
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('transfer-domain page', () => {
  it('lists the transfers with their status, reason or date, and the expected automatic approval of a waiting one', async () => {
    serve({ list: [waiting, approved, rejected] });
    renderPage('fo');
    await waitFor(() => expect(row('flyt-meg.fo')).toBeTruthy());
    expect(row('flyt-meg.fo').dataset.status).toBe('requested');
    expect(row('flyt-meg.fo').textContent).toContain('Biðið um');
    // The date and time never break apart (non-breaking spaces).
    expect(within(row('flyt-meg.fo')).getByTestId('transfer-auto-approval').textContent).toBe(
      'Í seinasta lagi 10.03.2026\u00a0kl.\u00a014:05, um núverandi eigarin ikki svarar fyrr',
    );
    expect(within(row('flyt-meg.fo')).getByRole('button', { name: 'Avlýs flytingina av flyt-meg.fo' })).toBeTruthy();

    expect(row('gamalt.fo').textContent).toContain('Góðkent sjálvvirkandi');
    expect(row('gamalt.fo').textContent).toContain('Góðkent 06.02.2026\u00a0kl.\u00a009:00');
    expect(within(row('gamalt.fo')).getByRole('link', { name: 'gamalt.fo' }).getAttribute('href')).toBe('/domains/d-1');
    expect(within(row('gamalt.fo')).queryByRole('button')).toBeNull();

    expect(row('nei.fo').textContent).toContain('Avlýst');
    expect(row('nei.fo').textContent).toContain('Núverandi eigarin vísti flytingini aftur.');
  });

  it('shows the price and the period before the request, in both languages', async () => {
    serve({ list: [] });
    renderPage('fo');
    const terms = await screen.findByTestId('transfer-terms');
    expect(within(terms).getByTestId('transfer-price').textContent).toBe('Ókeypis (0,00 kr.)');
    expect(within(terms).getByTestId('transfer-period').textContent).toBe('Útgangsdagurin verður longdur við 1 ári');
    expect((await within(terms).findByTestId('transfer-renewal-price')).textContent).toBe('125,00 kr. um árið við MVG');
    cleanup();
    renderPage('en');
    const english = await screen.findByTestId('transfer-terms');
    expect(within(english).getByTestId('transfer-price').textContent).toBe('Free (DKK 0.00)');
    expect(within(english).getByTestId('transfer-period').textContent).toBe('The expiry date moves 1 year later');
    expect((await within(english).findByTestId('transfer-renewal-price')).textContent).toBe('DKK 125.00 per year incl. VAT');
  });

  it('says so when there are none', async () => {
    serve({ list: [] });
    renderPage();
    expect(await screen.findByTestId('transfers-empty')).toHaveProperty('textContent', 'You have no transfers yet.');
  });

  it('validates with the shared schema before sending, then requests the transfer with .fo added', async () => {
    const calls = serve({ list: [] });
    renderPage();
    const domain = screen.getByLabelText('Domain');
    fireEvent.input(domain, { target: { value: 'føroyar' } });
    fireEvent.blur(domain);
    expect(await screen.findByText(/cannot contain Faroese letters/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request transfer' }));
    expect(await screen.findByText('This is a required field.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.input(domain, { target: { value: 'Flyt-Meg' } });
    fireEvent.input(screen.getByLabelText('Transfer code'), { target: { value: 'FLYT-MEG-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request transfer' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ domain: 'flyt-meg.fo', auth_code: 'FLYT-MEG-2026' }));
    expect(await screen.findByText('The transfer of flyt-meg.fo is requested. The current holder can approve it right away.')).toBeTruthy();
    await waitFor(() => expect(row('flyt-meg.fo')).toBeTruthy());
    expect(screen.getByLabelText('Domain')).toHaveProperty('value', '');
  });

  it("shows the registry's refusal on its field", async () => {
    serve({
      list: [],
      onPost: () =>
        jsonResponse(422, {
          error: {
            code: 'validation_failed',
            message: 'Some fields are not filled in correctly.',
            fields: { auth_code: 'The transfer code is wrong. Ask the current holder for the right code.' },
          },
        }),
    });
    renderPage();
    fireEvent.input(screen.getByLabelText('Domain'), { target: { value: 'flyt-meg.fo' } });
    fireEvent.input(screen.getByLabelText('Transfer code'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request transfer' }));
    const code = screen.getByLabelText('Transfer code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe(
      'The transfer code is wrong. Ask the current holder for the right code.',
    );
  });

  it('points to the profile when the address is missing', async () => {
    const message = 'Please fill in your address (street, postal code, city and country) on your user before transferring a domain to us.';
    serve({ list: [], onPost: () => jsonResponse(422, { error: { code: 'validation_failed', message: 'x', fields: { street: message, zip: message } } }) });
    renderPage();
    fireEvent.input(screen.getByLabelText('Domain'), { target: { value: 'flyt-meg.fo' } });
    fireEvent.input(screen.getByLabelText('Transfer code'), { target: { value: 'code' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request transfer' }));
    const problem = await screen.findByTestId('transfer-profile-problem');
    expect(problem.textContent).toContain(message);
    expect(within(problem).getByRole('link', { name: 'Fill in your address under My user' }).getAttribute('href')).toBe('/my-user');
  });

  it('cancels a waiting transfer after the confirmation', async () => {
    const calls = serve({ list: [waiting] });
    renderPage();
    await waitFor(() => expect(row('flyt-meg.fo')).toBeTruthy());
    fireEvent.click(within(row('flyt-meg.fo')).getByRole('button', { name: 'Cancel the transfer of flyt-meg.fo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the transfer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the transfer' }));
    await waitFor(() => expect(row('flyt-meg.fo').dataset.status).toBe('cancelled'));
    expect(row('flyt-meg.fo').textContent).toContain('You cancelled the transfer.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/transfers/t-2/cancel']);
    expect(await screen.findByText('The transfer of flyt-meg.fo is cancelled.')).toBeTruthy();
  });

  it('keeps the transfer when the confirmation is declined', async () => {
    const calls = serve({ list: [waiting] });
    renderPage();
    await waitFor(() => expect(row('flyt-meg.fo')).toBeTruthy());
    fireEvent.click(within(row('flyt-meg.fo')).getByRole('button', { name: 'Cancel the transfer of flyt-meg.fo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the transfer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(row('flyt-meg.fo').dataset.status).toBe('requested');
  });

  it('asks about a waiting transfer again and shows it approved when the holder has approved', async () => {
    let holderApproved = false;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve({
      list: [waiting, approved],
      onGet: (id) =>
        id === 't-2' && holderApproved
          ? { ...waiting, status: 'approved', approved_at: '2026-03-06T08:00:00.000Z', domain_id: 'd-2', updated_at: '2026-03-06T08:00:00.000Z' }
          : waiting,
    });
    renderPage();
    await waitFor(() => expect(row('flyt-meg.fo')).toBeTruthy());
    // Asked once on opening; an approved one is not asked about.
    await waitFor(() => expect(calls.filter((call) => call.path === '/transfers/t-2')).toHaveLength(1));
    expect(calls.some((call) => call.path === '/transfers/t-1')).toBe(false);

    holderApproved = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(row('flyt-meg.fo').dataset.status).toBe('approved'));
    expect(within(row('flyt-meg.fo')).getByRole('link', { name: 'flyt-meg.fo' }).getAttribute('href')).toBe('/domains/d-2');
    expect(within(row('flyt-meg.fo')).queryByRole('button')).toBeNull();
  });
});
