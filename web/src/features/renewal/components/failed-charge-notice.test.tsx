import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { setAccessToken } from '#web/lib/access-token.ts';
import { defaultConfig, setConfig } from '#web/lib/config.ts';
import { makeOrder } from '#web/testing/orders.ts';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { FailedChargeNotice } from './failed-charge-notice';

const domain = { id: 'd1', name: 'mitt-navn.fo', expires_at: '2027-03-01T12:00:00.000Z', owner: { type: 'user', id: 'u1', name: 'Jógvan' } } as DomainDetail;

const automatic = (status: Order['status'], lastFailure: string) =>
  makeOrder({ id: 'auto-1', kind: 'renewal', status, automatic_charge: { attempts: 1, last_attempt_at: '2027-02-15T09:00:00.000Z', last_failure: lastFailure } }, [
    { domain: 'mitt-navn.fo', domain_id: 'd1' },
  ]);

function serveOrders(orders: Order[]) {
  vi.stubGlobal('fetch', async () => jsonResponse(200, { data: orders }));
}

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the failed automatic charge on the renewal tab', () => {
  it('names the last failed attempt, why, and what to do (fo and en)', async () => {
    serveOrders([automatic('failed', 'expired_card')]);
    renderWithProviders(<FailedChargeNotice domain={domain} />, { locale: 'en' });
    expect((await screen.findByTestId('renewal-failed-charge-reason')).textContent).toBe('The last attempt, on 15.02.2027, failed: the card has expired.');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('The automatic renewal could not charge the card');
    expect(screen.getByTestId('renewal-failed-charge').textContent).toContain('renew by hand');
    expect(screen.getByTestId('renewal-failed-charge').textContent).toContain('01.03.2027');
    cleanup();
    serveOrders([automatic('failed', 'card_declined')]);
    renderWithProviders(<FailedChargeNotice domain={domain} />, { locale: 'fo' });
    expect((await screen.findByTestId('renewal-failed-charge-reason')).textContent).toBe('Seinasta roynd, 15.02.2027, miseydnaðist: kortið varð avvíst.');
  });

  it('shows nothing once the order is replaced by a manual renewal, nor for a failed order paid at a checkout', async () => {
    serveOrders([automatic('replaced', 'card_declined'), makeOrder({ kind: 'renewal', status: 'failed' }, [{ domain: 'mitt-navn.fo', domain_id: 'd1' }])]);
    renderWithProviders(<FailedChargeNotice domain={domain} />, { locale: 'en' });
    await new Promise((done) => setTimeout(done, 200));
    expect(screen.queryByTestId('renewal-failed-charge')).toBeNull();
  });
});
