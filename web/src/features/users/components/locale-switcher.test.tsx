import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { clearAccessToken, setAccessToken } from '#web/lib/access-token.ts';
import { defaultConfig, setConfig } from '#web/lib/config.ts';
import { setLocale } from '#web/lib/i18n.ts';
import { currentUser } from '#web/testing/current-user.ts';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { LocaleSwitcher } from './locale-switcher';

const user: CurrentUser = currentUser({ name: 'Jógvan Brúkari', email: 'user@example.fo' });

function serve() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let current = user;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as { language: 'fo' | 'en' }) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/users/me/language' && method === 'PATCH') {
      current = { ...current, language: body!.language };
      return jsonResponse(200, { data: current });
    }
    if (url === '/api/users/me') return jsonResponse(200, { data: current });
    return jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
  });
  return calls;
}

beforeEach(() => {
  setConfig(defaultConfig);
});

afterEach(async () => {
  cleanup();
  clearAccessToken();
  vi.unstubAllGlobals();
  await act(() => setLocale('fo'));
});

describe('the language switch', () => {
  it('signed out: says the saved language wins at sign-in, and changes only the page', async () => {
    const calls = serve();
    renderWithProviders(<LocaleSwitcher />, { currentUser: true });
    const group = screen.getByRole('radiogroup', { name: 'Mál' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Tá ið tú ritar inn, verður málið, sum er goymt á brúkaranum, nýtt.');
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    });
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Language' })).not.toBeNull());
    expect(screen.getByText('When you sign in, the language saved to your user is used.')).not.toBeNull();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('signed in: says the choice is saved and used at sign-in, and saves it to the user', async () => {
    setAccessToken('token');
    const calls = serve();
    const onSaved = vi.fn();
    renderWithProviders(<LocaleSwitcher onSaved={onSaved} />, { currentUser: true });
    expect(await screen.findByText('Goymt á brúkaranum og nýtt, tá ið tú ritar inn.')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('en'));
    expect(calls).toContainEqual({ method: 'PATCH', url: '/api/users/me/language', body: { language: 'en' } });
    expect(screen.getByText('Saved to your user and used when you sign in.')).not.toBeNull();
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
  });
});
