import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SharedDomainSummary } from '#shared/schemas/domains.ts';
import { domainSummary } from '../testing/domains';
import { jsonResponse, renderWithProviders } from '../testing/render';
import { signedInPanelTests } from '../testing/signed-in-panel';
import SharedDomainsPage from './domains-shared';

/** A domain shared with the user: another person's on their own name servers, the user its technical manager unless `role` says otherwise. */
const shared = (id: string, name: string, overrides: Partial<SharedDomainSummary> = {}): SharedDomainSummary => ({
  ...domainSummary({
    id,
    name,
    owner: { type: 'user', id: 'u9', name: 'Rannvá Eigari' },
    name_server_mode: 'custom',
    name_servers: ['ns1.annar.example', 'ns2.annar.example'],
    auto_renewal: false,
  }),
  role: 'technical_manager',
  ...overrides,
});

/** The API stand-in: the shared list's first page, and every change answered 200; answers what was sent. */
function serve(domains: SharedDomainSummary[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (url === '/api/domains/shared?per_page=20') return jsonResponse(200, { data: domains, links: { next: null } });
    if (method === 'PUT') {
      sent.push({ method, url, body: JSON.parse(String(init.body)) });
      return jsonResponse(200, { data: {} });
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
  });
  return sent;
}

signedInPanelTests();

const actionBox = () => screen.findByRole('combobox', { name: 'What to do' });
const optionLabels = async () =>
  within(await actionBox())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('bulk actions on the shared list', () => {
  it('a technical manager is offered the name servers only, and they are sent for every selected domain', async () => {
    const sent = serve([shared('d1', 'alfa.fo'), shared('d2', 'beta.fo')]);
    renderWithProviders(<SharedDomainsPage />, { locale: 'en' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(await optionLabels()).toEqual(['', 'Set the name servers']);

    fireEvent.change(await actionBox(), { target: { value: 'name_servers' } });
    const lines = screen.getAllByTestId('bulk-preview-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      'alfa.fo: ns1.annar.example, ns2.annar.example → Our name servers',
      'beta.fo: ns1.annar.example, ns2.annar.example → Our name servers',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Change 2 domains' }));
    expect(await screen.findByTestId('bulk-summary')).toHaveProperty('textContent', 'All 2 domains were changed.');
    expect(sent.map((call) => [call.url, call.body])).toEqual(
      expect.arrayContaining([
        ['/api/domains/d1/name-servers', { mode: 'product' }],
        ['/api/domains/d2/name-servers', { mode: 'product' }],
      ]),
    );
    expect(sent).toHaveLength(2);
  });

  it("with a domain the user owns through a team among them: every action offered but automatic renewal on (the team's cards are on the team's list); the others shown as not allowed for the role, skipped, not sent", async () => {
    const sent = serve([shared('d1', 'alfa.fo'), shared('d2', 'toymid.fo', { role: 'owner', owner: { type: 'team', id: 't1', name: 'Toymið' } }), shared('d3', 'gamma.fo')]);
    renderWithProviders(<SharedDomainsPage />, { locale: 'fo' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vel øll á hesi síðuni' }));
    const box = await screen.findByRole('combobox', { name: 'Hvat skal gerast' });
    expect(within(box).getAllByRole('option')).toHaveLength(6);
    expect(within(box).queryByRole('option', { name: 'Tendra sjálvvirkandi endurnýggjan' })).toBeNull();

    fireEvent.change(box, { target: { value: 'lock_off' } });
    const lines = screen.getAllByTestId('bulk-preview-line');
    expect(lines.map((line) => [line.textContent, line.dataset.allowed])).toEqual([
      ['alfa.fo: Ikki loyvt við tínum leikluti: loypt um', 'false'],
      ['toymid.fo: Tendrað → Sløkt', 'true'],
      ['gamma.fo: Ikki loyvt við tínum leikluti: loypt um', 'false'],
    ]);
    // Only the allowed one is counted and sent.
    fireEvent.click(screen.getByRole('button', { name: 'Broyt 1 økisnavn' }));
    const summary = await screen.findByTestId('bulk-summary');
    expect(summary.textContent).toBe('Økisnavnið varð broytt. 2 økisnøvn vórðu loypt um: tín leiklutur loyvir tað ikki.');
    expect(screen.getAllByTestId('bulk-result').map((line) => [line.textContent, line.dataset.outcome])).toEqual([
      ['toymid.fo: Gjørt', 'done'],
      ['alfa.fo: Ikki loyvt við tínum leikluti: loypt um', 'skipped'],
      ['gamma.fo: Ikki loyvt við tínum leikluti: loypt um', 'skipped'],
    ]);
    await waitFor(() => expect(sent.map((call) => [call.url, call.body])).toEqual([['/api/domains/d2/transfer-lock', { locked: false }]]));
  });
});
