import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { setAccessToken } from '../../../lib/access-token';
import { defaultConfig, setConfig } from '../../../lib/config';
import { domainSummary } from '../../../testing/domains';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { RenewalPanel } from './renewal-panel';

const domain: DomainDetail = {
  ...domainSummary({ auto_renewal: false }),
  order_id: 'o1',
  transferred_in_at: null,
  role: 'owner',
  registry: null,
  max_renewal_years: 9,
  registry_error: null,
};

/** The renewal call answers `renewal`; every other call (settings, cards) answers 404, which the panel survives. */
function serveRenewal(renewal: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input) === '/api/domains/d1/renewals' ? renewal() : jsonResponse(404, { error: { code: 'not_found', message: 'x' } }),
  );
}

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('renewing a domain that cannot be renewed just now', () => {
  it('says "Failed to renew the domain." when the renewal fails for no reason of the owner’s (a 5xx, the network), in both languages', async () => {
    for (const [locale, text] of [
      ['en', 'Failed to renew the domain.'],
      ['fo', 'Tað miseydnaðist at endurnýggja økisnavnið.'],
    ] as const) {
      serveRenewal(() => jsonResponse(503, { error: { code: 'internal', message: 'x' } }));
      renderWithProviders(<RenewalPanel domain={domain} />, { locale });
      fireEvent.click(screen.getByTestId('renewal-continue'));
      expect((await screen.findByTestId('renewal-error')).textContent).toBe(text);
      cleanup();
      vi.unstubAllGlobals();
    }
    serveRenewal(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<RenewalPanel domain={domain} />, { locale: 'en' });
    fireEvent.click(screen.getByTestId('renewal-continue'));
    expect((await screen.findByTestId('renewal-error')).textContent).toBe('Failed to renew the domain.');
  });

  it('says why when the API refuses it (the API’s message for its code)', async () => {
    serveRenewal(() => jsonResponse(422, { error: { code: 'validation_failed', message: 'x', fields: { years: 'y' } } }));
    renderWithProviders(<RenewalPanel domain={domain} />, { locale: 'en' });
    fireEvent.click(screen.getByTestId('renewal-continue'));
    expect((await screen.findByTestId('renewal-error')).textContent).toBe('Some fields are not filled in correctly.');
  });
});
