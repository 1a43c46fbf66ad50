import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NameServersView } from '#shared/schemas/domain-settings.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { ModalHost } from '#web/components/ui/modal/modal-host.tsx';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { signedInPanelTests } from '#web/testing/signed-in-panel.ts';
import DnsRecordsPanel from './dns-records-panel';

/** A transferred-in domain as it arrives: no name servers, so not on ours. */
const arrived = { id: 'd1', name: 'flyt-meg.fo', name_server_mode: 'custom', name_servers: [] as string[], registration_lock: false } as DomainDetail;
const product = ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'];
const view = (overrides: Partial<NameServersView> = {}): NameServersView => ({
  mode: 'custom',
  name_servers: [],
  product_name_servers: product,
  ds_records_count: 0,
  registration_locked: false,
  ...overrides,
});

function serve(current: NameServersView) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (url === '/api/domains/d1/name-servers' && method === 'GET') return jsonResponse(200, { data: current });
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return jsonResponse(200, { data: view({ mode: 'product', name_servers: product.map((host) => ({ host, addresses: [] })) }) });
  });
  return sent;
}

const renderPanel = (domain: DomainDetail) =>
  renderWithProviders(
    <>
      <DnsRecordsPanel domain={domain} />
      <ModalHost />
    </>,
  );

signedInPanelTests();

describe('DNS tab of a domain not on our name servers', () => {
  it('with none at all: says so and moves it to ours on one click (nothing to lose, nothing asked)', async () => {
    const sent = serve(view());
    renderPanel(arrived);
    expect(screen.getByTestId('not-on-product-name-servers').textContent).toContain('Økisnavnið hevur ongar navnaambætarar');
    const move = await screen.findByRole('button', { name: 'Flyt til okkara navnaambætarar' });
    await waitFor(() => expect((move as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(move);
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: '/api/domains/d1/name-servers', body: { mode: 'product' } }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with DS records at the registry: the name-server tab’s DS warning first; cancelled, nothing is sent', async () => {
    const sent = serve(view({ ds_records_count: 2 }));
    renderPanel(arrived);
    const move = await screen.findByRole('button', { name: 'Flyt til okkara navnaambætarar' });
    await waitFor(() => expect((move as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(move);
    const dialog = await screen.findByRole('dialog', { name: 'DS-postarnir verða strikaðir' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Angra' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('with servers of its own: the spec’s message, and the move only after confirming that their records stay behind', async () => {
    const sent = serve(view({ name_servers: [{ host: 'ns1.annar.net', addresses: [] }] }));
    renderPanel({ ...arrived, name_servers: ['ns1.annar.net'] });
    expect(screen.getByTestId('not-on-product-name-servers').textContent).toContain('Vit kunnu ikki vísa tínar DNS-postar');
    const move = await screen.findByRole('button', { name: 'Flyt til okkara navnaambætarar' });
    await waitFor(() => expect((move as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(move);
    const dialog = await screen.findByRole('dialog', { name: 'Flyta til okkara navnaambætarar?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Flyt' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: '/api/domains/d1/name-servers', body: { mode: 'product' } }]));
  });

  it('under the registration lock: the reason, and no move', async () => {
    serve(view({ registration_locked: true }));
    renderPanel({ ...arrived, registration_lock: true });
    expect(await screen.findByTestId('registration-locked-note')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Flyt til okkara navnaambætarar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
