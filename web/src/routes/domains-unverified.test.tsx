import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { setAccessToken } from '#web/lib/access-token.ts';
import { defaultConfig, setConfig } from '#web/lib/config.ts';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import DomainsPage from './domains';
import { currentUser } from '#web/testing/current-user.ts';

const held: CurrentUser = currentUser({ name: 'Marjun í Gerðinum', email: 'marjun@example.com', is_using_samleikin: true, has_password: false, is_email_verified: false });

/** A fake API: the current user as it stands, and every call made (method, path, body). */
function serve() {
  let user = held;
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/users/me') return jsonResponse(200, { data: user });
    if (url === '/api/domains?per_page=20') return jsonResponse(200, { data: [], links: { next: null } });
    if (url === '/api/auth/verify-current-email') {
      user = { ...user, is_email_verified: true };
      return jsonResponse(200, { data: user });
    }
    if (url === '/api/auth/update-email') {
      user = { ...user, email: (JSON.parse(String(init.body)) as { email: string }).email };
      return jsonResponse(202, { data: { accepted: true } });
    }
    if (url === '/api/auth/resend-email-verification') return jsonResponse(202, { data: { accepted: true } });
    return jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
  });
  return calls;
}

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the banner of a user held unverified on /', () => {
  it('says where the code went, takes it, and lets the user go once verified', async () => {
    const calls = serve();
    renderWithProviders(<DomainsPage />, { locale: 'en', currentUser: true });
    const banner = await screen.findByRole('region', { name: 'Verify your e-mail address' });
    expect(banner.textContent).toContain('We have sent a 6-digit code to marjun@example.com.');
    // Nothing on the page sends them where they would be sent back from.
    expect(screen.queryByRole('link', { name: 'Register a domain' })).toBeNull();

    fireEvent.click(within(banner).getByRole('button', { name: 'Send it again' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/api/auth/resend-email-verification', body: { email: 'marjun@example.com' } }));

    fireEvent.input(within(banner).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(within(banner).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull());
    expect(calls).toContainEqual({ method: 'POST', url: '/api/auth/verify-current-email', body: { code: '123456' } });
    expect(await screen.findByTestId('domains-empty')).toBeTruthy();
  });

  it('changes the address, and then names the new one', async () => {
    const calls = serve();
    renderWithProviders(<DomainsPage />, { locale: 'fo', currentUser: true });
    const banner = await screen.findByRole('region', { name: 'Vátta teldubústaðin' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Broyt teldubústað' }));
    const field = within(banner).getByLabelText('Nýggjur teldubústaður');
    fireEvent.input(field, { target: { value: 'marjun.rett@example.com' } });
    fireEvent.click(within(banner).getByRole('button', { name: 'Send kotu' }));
    await waitFor(() => expect(banner.textContent).toContain('Vit hava sent eina 6-sifraða kotu til marjun.rett@example.com.'));
    expect(calls).toContainEqual({ method: 'PATCH', url: '/api/auth/update-email', body: { email: 'marjun.rett@example.com' } });
    expect(within(banner).getByLabelText('Kota')).toBeTruthy();
  });
});
