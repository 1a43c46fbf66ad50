import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentCard } from '#shared/schemas/payment-cards.ts';
import { setAccessToken } from '#web/lib/access-token.ts';
import { defaultConfig, setConfig } from '#web/lib/config.ts';
import { domainSummary } from '#web/testing/domains.ts';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import type { BulkDomain } from '../api/bulk-actions';
import BulkPanel from './bulk-panel';

/**
 * The bulk panel's automatic renewal: the cards offered are the list owner's (the caller's on the own and the
 * shared list, the team's on its list), and a domain renews only with its owner's card, so on the shared list a
 * team's domain is skipped with the reason (the API refuses the caller's card for it).
 */
const card: PaymentCard = {
  id: 'card-own',
  team_id: null,
  name: 'Mítt kort',
  brand: 'visa',
  last4: '4242',
  expiration_month: 12,
  expiration_year: 2030,
  expiry_status: 'valid',
  domains: [],
  created_at: '2026-01-01T00:00:00.000Z',
};
const own: BulkDomain = { ...domainSummary({ id: 'd-own', name: 'mitt.fo', auto_renewal: false }), role: 'owner' };
const teams: BulkDomain = { ...domainSummary({ id: 'd-team', name: 'toymid.fo', auto_renewal: false, owner: { type: 'team', id: 't1', name: 'Toymið' } }), role: 'owner' };
const managed: BulkDomain = {
  ...domainSummary({ id: 'd-managed', name: 'annad.fo', auto_renewal: false, owner: { type: 'user', id: 'u9', name: 'Annar' } }),
  role: 'technical_manager',
};

const asked: string[] = [];
beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token-1');
  asked.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    asked.push(`${init.method ?? 'GET'} ${url}`);
    if (url === '/api/settings') return jsonResponse(200, { data: { price_per_year: 10000, vat_percent: 25 } });
    if (url.endsWith('/payment-cards')) return jsonResponse(200, { data: [card] });
    return jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const chooseAutoRenewalOn = async () => {
  const action = await screen.findByRole('combobox', { name: 'What to do' });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Turn auto-renewal on' })).toBeTruthy());
  act(() => void fireEvent.change(action, { target: { value: 'auto_renewal_on' } }));
};
const previewLines = () => screen.getAllByTestId('bulk-preview-line').map((line) => line.textContent);

describe('the bulk panel: automatic renewal with a card of the domain’s owner', () => {
  it("on the shared list, a team's domain is skipped with the reason; the caller's own is turned on with the caller's card", async () => {
    renderWithProviders(<BulkPanel domains={[own, teams, managed]} onClose={() => {}} />, { locale: 'en' });
    await chooseAutoRenewalOn();
    expect(previewLines()).toEqual([
      'mitt.fo: Off → On',
      "toymid.fo: Renews with the team's card: turn it on from the team's list; skipped",
      'annad.fo: Not allowed for your role: skipped',
    ]);
    const cards = await screen.findByRole('combobox', { name: 'Payment card' });
    await waitFor(() => expect(cards.querySelectorAll('option[value="card-own"]')).toHaveLength(1));
    expect(asked).toContain('GET /api/users/me/payment-cards');
    expect(screen.getByTestId('bulk-apply').textContent).toBe('Change 1 domain');
  });

  it('only team domains selected on the shared list: automatic renewal is not offered', async () => {
    renderWithProviders(<BulkPanel domains={[teams]} onClose={() => {}} />, { locale: 'en' });
    const action = await screen.findByRole('combobox', { name: 'What to do' });
    expect([...action.querySelectorAll('option')].map((option) => option.textContent)).not.toContain('Turn auto-renewal on');
    expect([...action.querySelectorAll('option')].map((option) => option.textContent)).toContain('Turn auto-renewal off');
  });

  it("on the team's list, its domains take the team's cards", async () => {
    const listed: BulkDomain = { ...teams, role: undefined };
    renderWithProviders(<BulkPanel domains={[listed]} teamId="t1" onClose={() => {}} />, { locale: 'en' });
    await chooseAutoRenewalOn();
    expect(previewLines()).toEqual(['toymid.fo: Off → On']);
    await waitFor(() => expect(asked).toContain('GET /api/teams/t1/payment-cards'));
  });
});
