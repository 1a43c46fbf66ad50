import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LocksView, PortalLockView } from '#shared/schemas/domain-settings.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { ModalHost } from '#web/components/ui/modal/modal-host.tsx';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { signedInPanelTests } from '#web/testing/signed-in-panel.ts';
import LocksPanel from './locks-panel';

const domain = { id: 'd1', name: 'mitt-navn.fo', owner: { type: 'user', id: 'u1', name: 'Mín' } } as DomainDetail;
const unlocked: PortalLockView = { state: 'unlocked', locked_at: null, lift: null, may_change: true, may_approve: false };

/** The locks API: answers the view and records every change sent. */
function serve(view: LocksView, portalLock: PortalLockView = unlocked) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  let current = view;
  let lock = portalLock;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (method === 'GET') return jsonResponse(200, { data: url === '/api/domains/d1/locks' ? current : url === '/api/domains/d1/portal-lock' ? lock : {} });
    if (url.startsWith('/api/domains/d1/portal-lock')) {
      sent.push({ method, url, body: undefined });
      const at = '2026-12-06T10:00:00.000Z';
      if (method === 'POST' && url.endsWith('/portal-lock')) lock = { ...lock, state: 'locked', locked_at: at };
      if (method === 'POST' && url.endsWith('/lift-request'))
        lock = {
          ...lock,
          state: 'lift_requested',
          lift: { requested_at: at, requested_by_me: true, approval: 'wait', lifts_at: new Date(Date.now() + 86_400_000).toISOString(), sms_sent: false },
        };
      if (method === 'DELETE') lock = { ...lock, state: 'locked', lift: null };
      return jsonResponse(200, { data: lock });
    }
    const body = init.body ? (JSON.parse(String(init.body)) as { locked: boolean }) : undefined;
    sent.push({ method, url, body });
    if (url === '/api/domains/d1/transfer-lock' && body) current = { ...current, transfer_lock: body.locked };
    return jsonResponse(200, { data: current });
  });
  return sent;
}

const renderPanel = () =>
  renderWithProviders(
    <>
      <LocksPanel domain={domain} />
      <ModalHost />
    </>,
  );

signedInPanelTests();

describe('locks tab: the transfer lock', () => {
  it('unlocking asks first: cancelled, nothing is sent; confirmed, the lock is lifted; the button is secondary', async () => {
    const sent = serve({ transfer_lock: true, registration_lock: 'unlocked', unlock_requested_at: null });
    renderPanel();
    const card = await screen.findByTestId('transfer-lock');
    const unlock = within(card).getByRole('button', { name: 'Lat upp' });
    expect(unlock.className).toContain('bg-white');
    expect(unlock.className).not.toContain('bg-red');
    fireEvent.click(unlock);
    let dialog = await screen.findByRole('dialog', { name: 'Lata flytilásin upp?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Angra' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'Lat upp' }));
    dialog = await screen.findByRole('dialog', { name: 'Lata flytilásin upp?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lat flytilásin upp' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: '/api/domains/d1/transfer-lock', body: { locked: false } }]));
    expect(await within(card).findByRole('button', { name: 'Lás' })).toBeTruthy();
  });

  it('locking asks nothing', async () => {
    const sent = serve({ transfer_lock: false, registration_lock: 'unlocked', unlock_requested_at: null });
    renderPanel();
    const card = await screen.findByTestId('transfer-lock');
    fireEvent.click(within(card).getByRole('button', { name: 'Lás' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: '/api/domains/d1/transfer-lock', body: { locked: true } }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('locks tab: the portal lock', () => {
  it('locks after a confirmation; then lifting the transfer lock and the transfer code are disabled and say why', async () => {
    const sent = serve({ transfer_lock: true, registration_lock: 'unlocked', unlock_requested_at: null });
    renderPanel();
    const card = await screen.findByTestId('portal-lock');
    expect(within(card).getByTestId('portal-lock-state').textContent).toBe('Ikki læst');
    fireEvent.click(within(card).getByRole('button', { name: 'Lás í portalinum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Læsa økisnavnið í portalinum?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lás í portalinum' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', url: '/api/domains/d1/portal-lock', body: undefined }]));
    await waitFor(() => expect(within(card).getByTestId('portal-lock-state').textContent).toBe('Læst'));
    expect((within(screen.getByTestId('transfer-lock')).getByRole('button', { name: 'Lat upp' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByTestId('transfer-lock')).getByTestId('portal-locked-note')).toBeTruthy();
    expect((within(screen.getByTestId('transfer-code-card')).getByRole('button', { name: 'Vís flytikotuna' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asking to lift shows the time left and that only e-mail told; cancelling keeps the lock on', async () => {
    const sent = serve({ transfer_lock: true, registration_lock: 'unlocked', unlock_requested_at: null }, { ...unlocked, state: 'locked', locked_at: '2026-12-06T10:00:00.000Z' });
    renderPanel();
    const card = await screen.findByTestId('portal-lock');
    fireEvent.click(within(card).getByRole('button', { name: 'Bið um at taka lásin av' }));
    const dialog = await screen.findByRole('dialog', { name: 'Biðja um at taka portallásin av?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bið um at taka lásin av' }));
    expect((await within(card).findByTestId('portal-lock-time-left')).textContent).toMatch(/\(um (23 t\. 59|24 t\. 0) min\.\)/);
    expect(card.textContent).toContain('einki váttað telefonnummar, so einki SMS');
    fireEvent.click(within(card).getByRole('button', { name: 'Angra umbønina' }));
    await waitFor(() => expect(within(card).getByTestId('portal-lock-state').textContent).toBe('Læst'));
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/domains/d1/portal-lock/lift-request', 'DELETE /api/domains/d1/portal-lock/lift-request']);
  });
});
