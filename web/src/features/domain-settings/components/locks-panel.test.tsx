import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LocksView } from '#shared/schemas/domain-settings.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { ModalHost } from '#web/components/ui/modal/modal-host.tsx';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { signedInPanelTests } from '#web/testing/signed-in-panel.ts';
import LocksPanel from './locks-panel';

const domain = { id: 'd1', name: 'mitt-navn.fo' } as DomainDetail;

/** The locks API: answers the view and records every change sent. */
function serve(view: LocksView) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  let current = view;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (method === 'GET') return jsonResponse(200, { data: url === '/api/domains/d1/locks' ? current : {} });
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
