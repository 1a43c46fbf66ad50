import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/schemas/notifications.ts';
import { Toaster } from '#web/components/ui/toasts/toaster.tsx';
import { clearToasts } from '#web/components/ui/toasts/toast-store.ts';
import { setAccessToken } from '#web/lib/access-token.ts';
import { defaultConfig, setConfig } from '#web/lib/config.ts';
import { i18n } from '#web/lib/i18n.ts';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { NotificationsPanel } from './notifications-panel';

const registered: Notification = {
  id: '0001772359200000-e1',
  created_at: '2026-03-01T10:05:00.000Z',
  read_at: null,
  data: { type: 'info', target: 'mitt-navn.fo', message: 'domain_registered', params: { name: 'mitt-navn.fo' }, url: '/domains/d1' },
};
const refunded: Notification = {
  id: '0001772359100000-e2',
  created_at: '2026-03-01T10:00:00.000Z',
  read_at: '2026-03-01T11:00:00.000Z',
  data: { type: 'danger', target: 'tikid.fo', message: 'registration_refunded', params: { names: 'tikid.fo', count: 1, amount: 15000 }, url: null },
};

/** The notifications API: one page, and the answer given to a mark-read. */
function serve(items: Notification[], markAnswer: () => Response = () => jsonResponse(200, { data: { ...items[0], read_at: '2026-03-02T08:00:00.000Z' } })) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    sent.push(`${method} ${url}`);
    if (url.startsWith('/api/users/me/notifications?')) return jsonResponse(200, { data: { data: items, links: { next: null } } });
    if (method === 'PATCH') return markAnswer();
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  return sent;
}

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token-1');
});
afterEach(() => {
  act(() => clearToasts());
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('NotificationsPanel', () => {
  it('shows the empty text and closes with Escape or the close control', async () => {
    serve([]);
    const onClose = vi.fn();
    renderWithProviders(<NotificationsPanel id="panel" open unreadCount={0} onClose={onClose} />);
    expect(await screen.findByText('Tú hevur ongar fráboðanir í løtuni')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Merk allar sum lisnar' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Lat fráboðanirnar aftur' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows no empty text before the first answer: closed, then opened while the list is on its way', async () => {
    // The answers wait until the test releases them.
    const waiting: ((response: Response) => void)[] = [];
    const answer = (items: Notification[]) => waiting.splice(0).forEach((resolve) => resolve(jsonResponse(200, { data: { data: items, links: { next: null } } })));
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => waiting.push(resolve)));
    // Every text the panel puts on the page, even one replaced within the same task (the observer
    // reports later: a node already replaced is seen among the removed ones, with its text).
    const shown: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') shown.push(record.oldValue ?? '', record.target.textContent ?? '');
        for (const node of [...record.addedNodes, ...record.removedNodes]) shown.push(node.textContent ?? '');
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, characterDataOldValue: true });
    const { rerender } = renderWithProviders(<NotificationsPanel id="panel" open={false} unreadCount={0} onClose={() => undefined} />);
    rerender(<NotificationsPanel id="panel" open unreadCount={0} onClose={() => undefined} />);
    const panel = screen.getByRole('dialog', { name: 'Fráboðanir' });
    expect(within(panel).queryByText('Tú hevur ongar fráboðanir í løtuni')).toBeNull();
    expect(within(panel).getByRole('status')).not.toBeNull();
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    // The panel is still waiting for its list: a loading line, no empty text.
    expect(within(panel).queryByText('Tú hevur ongar fráboðanir í løtuni')).toBeNull();
    expect(within(panel).getByRole('status')).not.toBeNull();
    expect(shown.filter((text) => text.includes('Tú hevur ongar fráboðanir í løtuni'))).toEqual([]);
    await act(async () => answer([]));
    expect(await within(panel).findByText('Tú hevur ongar fráboðanir í løtuni')).not.toBeNull();
    observer.disconnect();
    // Shown after the answer.
    expect(shown.filter((text) => text.includes('Tú hevur ongar fráboðanir í løtuni')).length).toBeGreaterThan(0);
  });

  it("renders each item's message in the reader's language, with its date, unread dot, danger highlight and dimmed read items", async () => {
    serve([registered, refunded]);
    renderWithProviders(<NotificationsPanel id="panel" open unreadCount={1} onClose={() => undefined} />);
    const [first, second] = await screen.findAllByTestId('notification-item');
    expect(first!.textContent).toContain('Økisnavnið mitt-navn.fo er skrásett og títt.');
    expect(first!.textContent).toContain('1. mars 2026 kl. 10:05');
    // The target links to the domain; one without a url is plain text.
    expect(within(first!).getByRole('link', { name: 'mitt-navn.fo' }).getAttribute('href')).toBe('/domains/d1');
    expect(first!.dataset.read).toBe('false');
    expect(within(first!).getByRole('button', { name: 'Merk sum lisna' })).not.toBeNull();
    expect(second!.className).toContain('bg-red-50');
    expect(second!.className).toContain('opacity-60');
    expect(within(second!).queryByRole('button', { name: 'Merk sum lisna' })).toBeNull();
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(second!.textContent).toContain('Vit fingu ikki skrásett tikid.fo. 150,00 kr. er goldið aftur.');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getAllByTestId('notification-item')[0]!.textContent).toContain('The domain mitt-navn.fo is registered and yours.');
    await act(() => i18n.changeLanguage('fo'));
  });

  it('words the new kinds as the e-mail does: a new device by its browser and system, the day a transfer away happens, a suspension as a danger', async () => {
    const item = (id: string, data: Notification['data']): Notification => ({ id, created_at: '2026-03-01T10:00:00.000Z', read_at: null, data });
    serve([
      item('3', { type: 'info', target: null, message: 'new_device_sign_in', params: { browser: 'Safari', system: 'iOS' }, url: '/my-user' }),
      item('2', {
        type: 'info',
        target: 'burtur.fo',
        message: 'transfer_away_requested',
        params: { name: 'burtur.fo', action_at: '2026-03-06T10:00:00.000Z' },
        url: '/domains/d2',
      }),
      item('1', { type: 'danger', target: 'steðgað.fo', message: 'domain_suspended', params: { name: 'stedgad.fo' }, url: '/domains/d3' }),
    ]);
    renderWithProviders(<NotificationsPanel id="panel" open unreadCount={3} onClose={() => undefined} />);
    const [device, away, suspended] = await screen.findAllByTestId('notification-item');
    expect(device!.textContent).toContain('úr einum nýggjum tóli (Safari á iOS)');
    expect(away!.textContent).toContain('fer hon fram 06.03.2026.');
    expect(suspended!.dataset.type).toBe('danger');
    expect(suspended!.textContent).toContain('Skrásetingin hevur steðgað økisnavninum stedgad.fo.');
  });

  it('renders a coming expiry with its date, and the expiry and deletion at the registry as dangers', async () => {
    const notice = (id: string, type: 'info' | 'danger', message: Notification['data']['message'], params: Notification['data']['params']): Notification => ({
      id,
      created_at: '2027-02-22T12:00:00.000Z',
      read_at: null,
      data: { type, target: 'gamalt.fo', message, params, url: '/domains/d2' },
    });
    serve([
      notice('0003', 'info', 'domain_expiring', { name: 'gamalt.fo', expires_at: '2027-03-01T12:00:00.000Z', days: 7 }),
      notice('0002', 'danger', 'domain_expired_at_registry', { name: 'gamalt.fo' }),
      notice('0001', 'danger', 'domain_deleted_at_registry', { name: 'gamalt.fo' }),
    ]);
    renderWithProviders(<NotificationsPanel id="panel" open unreadCount={3} onClose={() => undefined} />);
    const [expiring, expired, deleted] = await screen.findAllByTestId('notification-item');
    expect(expiring!.textContent).toContain('Økisnavnið gamalt.fo gongur út 01.03.2027. Endurnýggja tað, um tú vilt varðveita tað.');
    expect(expiring!.dataset.type).toBe('info');
    expect(expired!.textContent).toContain('Økisnavnið gamalt.fo er gingið út hjá skrásetingini og virkar ikki longur. Endurnýggja tað, áðrenn skrásetingin strikar tað.');
    expect(expired!.dataset.type).toBe('danger');
    expect(deleted!.textContent).toContain('Skrásetingin hevur strikað økisnavnið gamalt.fo.');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getAllByTestId('notification-item')[0]!.textContent).toContain('The domain gamalt.fo expires on 01.03.2027. Renew it to keep it.');
    expect(screen.getAllByTestId('notification-item')[2]!.textContent).toContain('The registry has deleted the domain gamalt.fo.');
    await act(() => i18n.changeLanguage('fo'));
  });

  it('marks one read at once, and shows the server message in an error toast when the server refuses', async () => {
    const sent = serve([registered], () => jsonResponse(404, { error: { code: 'not_found', message: 'Fráboðanin finst ikki.' } }));
    renderWithProviders(
      <>
        <NotificationsPanel id="panel" open unreadCount={1} onClose={() => undefined} />
        <Toaster />
      </>,
    );
    const [item] = await screen.findAllByTestId('notification-item');
    fireEvent.click(within(item!).getByRole('button', { name: 'Merk sum lisna' }));
    expect(await screen.findByText('Fráboðanin finst ikki.')).not.toBeNull();
    expect(sent).toContain(`PATCH /api/users/me/notifications/${registered.id}/mark-as-read`);
    // Reloaded from the server after the refusal: still unread there.
    await waitFor(() => expect(screen.getAllByTestId('notification-item')[0]!.dataset.read).toBe('false'));
  });
});
