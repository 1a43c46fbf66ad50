import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NameServersView } from '#shared/schemas/domain-settings.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { ModalHost } from '#web/components/ui/modal/modal-host.tsx';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { signedInPanelTests } from '#web/testing/signed-in-panel.ts';
import NameServersPanel from './name-servers-panel';

const domain = { id: 'd1', name: 'mitt-navn.fo' } as DomainDetail;
const product: NameServersView = {
  mode: 'product',
  name_servers: [
    { host: 'ns1.okisnavn.fo', addresses: [] },
    { host: 'ns2.okisnavn.fo', addresses: [] },
  ],
  product_name_servers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
  ds_records_count: 1,
  registration_locked: false,
};

/** The API as the panel sees it: the name servers, and PUTs answered in turn. */
function serve(view: NameServersView, puts: (() => Response)[]) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url === '/api/domains/d1/name-servers' && (init.method ?? 'GET') === 'GET') return jsonResponse(200, { data: view });
    if (url === '/api/domains/d1/name-servers' && init.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)));
      return puts.shift()!();
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
  });
  return sent;
}

signedInPanelTests();

async function fillCustom() {
  fireEvent.click(await screen.findByRole('radio', { name: /Egnir navnaambætarar/ }));
  fireEvent.input(screen.getByLabelText('Navnaambætari 1'), { target: { value: 'ns1.mitt-navn.fo' } });
  // A server inside the domain asks for its IP addresses.
  fireEvent.input(await screen.findByLabelText('IP-adressur til navnaambætara 1'), { target: { value: '192.0.2.1' } });
  fireEvent.input(screen.getByLabelText('Navnaambætari 2'), { target: { value: 'ns.example.net' } });
}

describe('name-servers tab', () => {
  it('warns about the DS records, then about servers that do not answer, and saves when the owner insists', async () => {
    const notAnswering = () =>
      jsonResponse(409, {
        error: {
          code: 'name_servers_not_answering',
          message: 'Nakrir navnaambætarar svaraðu ikki.',
          fields: { 'name_servers.1.host': 'Hesin navnaambætarin svarar ikki fyri økisnavnið.' },
        },
      });
    const saved = () => jsonResponse(200, { data: { ...product, mode: 'custom', ds_records_count: 0 } });
    const sent = serve(product, [notAnswering, saved]);
    renderWithProviders(
      <>
        <NameServersPanel domain={domain} />
        <ModalHost />
      </>,
    );
    await fillCustom();
    fireEvent.click(screen.getByRole('button', { name: 'Goym navnaambætarar' }));

    const dsWarning = await screen.findByRole('dialog', { name: 'DS-postarnir verða strikaðir' });
    fireEvent.click(within(dsWarning).getByRole('button', { name: 'Skift og strika DS-postarnar' }));
    const silent = await screen.findByRole('dialog', { name: 'Navnaambætarar svara ikki' });
    expect(silent.textContent).toContain('ns.example.net');
    fireEvent.click(within(silent).getByRole('button', { name: 'Goym kortini' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toEqual({
      mode: 'custom',
      name_servers: [
        { host: 'ns1.mitt-navn.fo', addresses: ['192.0.2.1'] },
        { host: 'ns.example.net', addresses: [] },
      ],
      confirm: false,
    });
    expect(sent[1]).toMatchObject({ confirm: true });
  });

  it('not insisting leaves the message on the server that did not answer, and sends nothing more', async () => {
    const notAnswering = () =>
      jsonResponse(409, {
        error: {
          code: 'name_servers_not_answering',
          message: 'Nakrir navnaambætarar svaraðu ikki.',
          fields: { 'name_servers.1.host': 'Hesin navnaambætarin svarar ikki fyri økisnavnið.' },
        },
      });
    const sent = serve({ ...product, ds_records_count: 0 }, [notAnswering]);
    renderWithProviders(
      <>
        <NameServersPanel domain={domain} />
        <ModalHost />
      </>,
    );
    await fillCustom();
    fireEvent.click(screen.getByRole('button', { name: 'Goym navnaambætarar' }));
    const silent = await screen.findByRole('dialog', { name: 'Navnaambætarar svara ikki' });
    fireEvent.click(within(silent).getByRole('button', { name: 'Angra' }));
    expect(await screen.findByText('Hesin navnaambætarin svarar ikki fyri økisnavnið.')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('checks the glue before sending: a server inside the domain without addresses', async () => {
    const sent = serve({ ...product, ds_records_count: 0 }, []);
    renderWithProviders(<NameServersPanel domain={domain} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Egnir navnaambætarar/ }));
    fireEvent.input(screen.getByLabelText('Navnaambætari 1'), { target: { value: 'ns1.mitt-navn.fo' } });
    fireEvent.input(screen.getByLabelText('Navnaambætari 2'), { target: { value: 'ns.example.net' } });
    fireEvent.click(screen.getByRole('button', { name: 'Goym navnaambætarar' }));
    expect(await screen.findByText('Ein navnaambætari inni í økisnavninum sjálvum hevur brúk fyri IP-adressum sínum.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('says why nothing can change while the registration lock holds', async () => {
    serve({ ...product, registration_locked: true }, []);
    renderWithProviders(<NameServersPanel domain={domain} />);
    expect(await screen.findByTestId('registration-locked-note')).toBeTruthy();
    // Disabled by its fieldset.
    expect(screen.getByRole('button', { name: 'Goym navnaambætarar' }).matches(':disabled')).toBe(true);
  });
});
