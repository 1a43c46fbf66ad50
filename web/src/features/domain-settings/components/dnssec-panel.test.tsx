import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DomainHealth } from '#shared/schemas/domain-health.ts';
import type { DnssecView, PortalLockView } from '#shared/schemas/domain-settings.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { ModalHost } from '#web/components/ui/modal/modal-host.tsx';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { signedInPanelTests } from '#web/testing/signed-in-panel.ts';
import DnssecPanel from './dnssec-panel';

const domain = { id: 'd1', name: 'mitt-navn.fo' } as DomainDetail;
const ds = { id: `2371-13-2-${'AB'.repeat(32)}`, key_tag: 2371, algorithm: 13, digest_type: 2, digest: 'AB'.repeat(32) };

const unlocked: PortalLockView = { state: 'unlocked', locked_at: null, lift: null, may_change: true, may_approve: false };
const portalLocked: PortalLockView = { ...unlocked, state: 'locked', locked_at: '2026-12-06T10:00:00.000Z' };

/** A domain on its own servers, checked: no CDS published (the tab reads its CDS state from the health). */
const checked = (cds: DomainHealth['cds'] = { status: 'none', checked_at: '2026-12-07T10:00:00.000Z', detail: null, pending: null, last_change: null }): DomainHealth => ({
  state: 'ok',
  checked_at: '2026-12-07T10:00:00.000Z',
  since: '2026-12-07T10:00:00.000Z',
  answering: 2,
  total: 2,
  dnssec: 'off',
  problems: [],
  cds,
});

/** The DNSSEC API (and the portal lock and the health the tab reads): answers the views and records every change sent. */
function serve(view: DnssecView, portalLock: PortalLockView = unlocked, health: DomainHealth = checked()) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (url === '/api/domains/d1/dnssec' && method === 'GET') return jsonResponse(200, { data: view });
    if (url === '/api/domains/d1/portal-lock' && method === 'GET') return jsonResponse(200, { data: portalLock });
    if (url === '/api/domains/d1/health' && method === 'GET') return jsonResponse(200, { data: health });
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/domains/d1/dnssec/bootstrap') return jsonResponse(200, { data: checked({ ...health.cds!, status: 'refused', pending: null }) });
    return jsonResponse(method === 'POST' ? 201 : 200, { data: view });
  });
  return sent;
}

signedInPanelTests();

describe('DNSSEC tab', () => {
  it("with the product's name servers: the note, and the switch only with the 'I understand' checkbox", async () => {
    const sent = serve({ name_server_mode: 'product', signing: false, ds_records: [], registration_locked: false });
    renderWithProviders(<DnssecPanel domain={domain} />);
    expect((await screen.findByTestId('dnssec-note')).textContent).toBe('DNSSEC-broytingar kunnu taka upp til tveir dagar.');
    fireEvent.click(screen.getByRole('button', { name: 'Tendra DNSSEC' }));
    expect(await screen.findByText('Vátta, at tú skilur, hvat ein DNSSEC-broyting hevur við sær.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /Eg skili/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Tendra DNSSEC' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: '/api/domains/d1/dnssec', body: { enabled: true, understood: true } }]));
  });

  it('turning signing off asks first: cancelled, nothing is sent; confirmed, it is; the button is not a primary one', async () => {
    const sent = serve({ name_server_mode: 'product', signing: true, ds_records: [ds], registration_locked: false });
    renderWithProviders(
      <>
        <DnssecPanel domain={domain} />
        <ModalHost />
      </>,
    );
    const turnOff = await screen.findByRole('button', { name: 'Sløkk DNSSEC' });
    expect(turnOff.className).not.toContain('bg-blue-700');
    expect(turnOff.className).not.toContain('bg-red');
    fireEvent.click(screen.getByRole('checkbox', { name: /Eg skili/ }));
    fireEvent.click(turnOff);
    let dialog = await screen.findByRole('dialog', { name: 'Sløkkja DNSSEC?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Angra' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Sløkk DNSSEC' }));
    dialog = await screen.findByRole('dialog', { name: 'Sløkkja DNSSEC?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sløkk DNSSEC' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: '/api/domains/d1/dnssec', body: { enabled: false, understood: true } }]));
  });

  it('with custom name servers: a DNSKEY is sent for the API to compute the DS; removing needs the checkbox and a confirmation', async () => {
    const sent = serve({ name_server_mode: 'custom', signing: false, ds_records: [ds], registration_locked: false });
    renderWithProviders(
      <>
        <DnssecPanel domain={domain} />
        <ModalHost />
      </>,
    );
    const remove = await screen.findByRole('button', { name: 'Strika DS-post 2371' });
    // The DS records in Faroese words, the algorithm and digest type by name.
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Lyklaauðkenni', 'Algoritma', 'Slag av kontrolsummi', 'Kontrolsummur']));
    const row = remove.closest('tr')!;
    expect(row.textContent).toContain('13 — ECDSA P-256 SHA-256');
    expect(row.textContent).toContain('2 — SHA-256');
    fireEvent.click(remove);
    expect(await screen.findByText('Vátta, at tú skilur, hvat ein DNSSEC-broyting hevur við sær.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Hvat hevur tú?'), { target: { value: 'dnskey' } });
    fireEvent.input(screen.getByLabelText('Almennur lykil (base64)'), {
      target: { value: 'GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Eg skili/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Legg afturat' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/domains/d1/dnssec/ds-records',
      body: {
        source: 'dnskey',
        understood: true,
        dnskey: { flags: 257, protocol: 3, algorithm: 13, public_key: 'GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==' },
        digest_type: 2,
      },
    });
  });

  it('removes a DS record after the confirmation', async () => {
    const sent = serve({ name_server_mode: 'custom', signing: false, ds_records: [ds], registration_locked: false });
    renderWithProviders(
      <>
        <DnssecPanel domain={domain} />
        <ModalHost />
      </>,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: /Eg skili/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Strika DS-post 2371' }));
    const dialog = await screen.findByRole('dialog', { name: 'Strika DS-postin?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Strika' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', url: `/api/domains/d1/dnssec/ds-records/${ds.id}?understood=true`, body: undefined }]));
  });

  it('under the portal lock: the note says only a key roll-over is allowed; a DS is added beside the one published, the last one is not offered for removal', async () => {
    serve({ name_server_mode: 'custom', signing: false, ds_records: [ds], registration_locked: false }, portalLocked);
    renderWithProviders(<DnssecPanel domain={domain} />);
    expect((await screen.findByTestId('portal-locked-note')).textContent).toContain('Bert ein DNSSEC-lyklaskifting er loyvd');
    expect(screen.queryByRole('button', { name: /Strika/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Legg afturat' }).matches(':disabled')).toBe(false);
  });

  it('under the portal lock with no DS record: adding the first one (DNSSEC on) is disabled, as the signing switch is', async () => {
    serve({ name_server_mode: 'custom', signing: false, ds_records: [], registration_locked: false }, portalLocked);
    renderWithProviders(<DnssecPanel domain={domain} />);
    await screen.findByTestId('portal-locked-note');
    expect(screen.getByRole('button', { name: 'Legg afturat' }).matches(':disabled')).toBe(true);
  });

  it('with custom name servers: a CDS bootstrap waiting says the day it is taken; Refuse asks first, then sends the refusal', async () => {
    const pending = { key_tags: [2371], first_seen_at: '2026-12-07T10:00:00.000Z', accept_at: '2026-12-10T10:00:00.000Z' };
    const sent = serve(
      { name_server_mode: 'custom', signing: false, ds_records: [], registration_locked: false },
      unlocked,
      checked({ ...checked().cds!, status: 'pending', pending }),
    );
    renderWithProviders(
      <>
        <DnssecPanel domain={domain} />
        <ModalHost />
      </>,
    );
    expect((await screen.findByTestId('cds-status')).textContent).toBe('Navnaambætararnir hjá tær biðja um DNSSEC við CDS-postinum (DS 2371).');
    expect(screen.getByTestId('cds-pending').textContent).toBe('Vit tendra DNSSEC av okkum sjálvum tann 10.12.2026, um tú ikki noktar.');
    fireEvent.click(screen.getByRole('button', { name: 'Nokta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nokta DNSSEC eftir CDS-postinum?' });
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nokta' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', url: '/api/domains/d1/dnssec/bootstrap', body: undefined }]));
    await waitFor(() => expect(screen.getByTestId('cds-status').getAttribute('data-status')).toBe('refused'));
    expect(screen.queryByRole('button', { name: 'Nokta' })).toBeNull();
  });

  it('with custom name servers: DNSSEC kept in step from the CDS, and the last change', async () => {
    const lastChange = { at: '2026-12-07T10:00:00.000Z', change: 'updated' as const, key_tags_before: [1111], key_tags_after: [2371] };
    serve(
      { name_server_mode: 'custom', signing: false, ds_records: [ds], registration_locked: false },
      unlocked,
      checked({ ...checked().cds!, status: 'following', last_change: lastChange }),
    );
    const { unmount } = renderWithProviders(<DnssecPanel domain={domain} />);
    expect((await screen.findByTestId('cds-status')).getAttribute('data-status')).toBe('following');
    expect(screen.getByTestId('cds-last-change').textContent).toBe(
      'Seinasta broyting eftir CDS-postinum, 07.12.2026: DS-postarnir hjá skrásetingini skiftir út (DS 1111 → DS 2371).',
    );
    unmount();
  });

  it('with our name servers: no CDS section', async () => {
    serve({ name_server_mode: 'product', signing: false, ds_records: [], registration_locked: false });
    renderWithProviders(<DnssecPanel domain={domain} />);
    await screen.findByTestId('dnssec-note');
    expect(screen.queryByTestId('cds')).toBeNull();
  });
});
